import { z } from 'zod';
import { idParamSchema } from './common';
import { toLocale } from './locales';

/**
 * `POST /api/shop-cart/` body (spec: programme §7): one count per sale type of one seat group;
 * `block_id` when a timeslot is chosen.
 */
const quantitySchema = z
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .positive('must be at least 1')
  .max(20, 'must be at most 20');

export const shopCartRequestSchema = z
  .object({
    event_jet_id: z.string({ message: 'is required' }).trim().min(1, 'is required').max(100),
    quantities: z.array(quantitySchema, { message: 'must be a list' }).min(1, 'must not be empty').max(20),
    sale_type_ids: z
      .array(z.number({ message: 'must be a number' }).int('must be a whole number').positive(), {
        message: 'must be a list',
      })
      .min(1, 'must not be empty')
      .max(20),
    seat_group: z.string().trim().min(1).max(100).optional(),
    block_id: z.number().int().positive().optional(),
  })
  .refine((body) => body.quantities.length === body.sale_type_ids.length, {
    message: 'must have one quantity per sale type id',
    path: ['quantities'],
  })
  .refine((body) => new Set(body.sale_type_ids).size === body.sale_type_ids.length, {
    message: 'must not repeat a sale type id',
    path: ['sale_type_ids'],
  })
  .refine((body) => body.quantities.reduce((sum, n) => sum + n, 0) <= 20, {
    message: 'at most 20 tickets per request',
    path: ['quantities'],
  });
export type ShopCartRequest = z.infer<typeof shopCartRequestSchema>;

/** Cart creation response (spec: programme §3), plus the cart token and the expiry. */
export const shopCartResponseSchema = z.object({
  tickets_quantity: z.number().int(),
  cart_url: z.string(),
  /** Send back as `X-Foyer-Cart` where the cart cookie of our origin is not sent. */
  cart_token: z.string(),
  /** ISO time when the newest reservation of the cart expires. */
  expires_at: z.string(),
  /**
   * The box office's clock when it answered: the widget counts down `expires_at - server_time`
   * from the moment the answer arrived, so a visitor's wrong clock does not shift the countdown.
   */
  server_time: z.string(),
  /** Total of the cart, e.g. '48.00'. */
  total: z.string(),
});
export type ShopCartResponse = z.infer<typeof shopCartResponseSchema>;

/** Cart error response (spec: programme §3 and §8). */
export const shopCartErrorResponseSchema = z.object({
  error: z.string(),
  message: z.string(),
  response_code: z.number().int(),
});
export type ShopCartErrorResponse = z.infer<typeof shopCartErrorResponseSchema>;

/** Quick-buy price item (spec: programme §3). */
export const quickBuyPriceSchema = z.object({
  id: z.number().int(),
  price: z.string(),
  sale_type_id: z.number().int(),
  seat_group: z.string(),
  text: z.string(),
  name: z.string(),
  has_discounts: z.boolean(),
});
export type QuickBuyPrice = z.infer<typeof quickBuyPriceSchema>;

export const quickBuyTimeslotSchema = z.object({
  id: z.number().int(),
  time_start: z.string(),
  status: z.string(),
  block_id: z.number().int(),
});
export type QuickBuyTimeslot = z.infer<typeof quickBuyTimeslotSchema>;

export const quickBuySeatGroupSchema = z.object({
  id: z.number().int(),
  seat_group: z.string(),
  status: z.string(),
  text: z.string(),
  /** Seats left now (capacity minus live reservations). */
  available: z.number().int(),
  prices: z.array(quickBuyPriceSchema),
});
export type QuickBuySeatGroup = z.infer<typeof quickBuySeatGroupSchema>;

/** `GET /api/quick-buy/{eventId}/`: what the booking widget needs for one event. */
export const quickBuyEventResponseSchema = z.object({
  id: z.number().int(),
  id_jet: z.string(),
  name: z.string(),
  date_start: z.string(),
  status: z.string(),
  currency_symbol: z.string(),
  /** The design-settings quick-buy widget flag: false → the element shows only its fallback. */
  quick_buy_widget: z.boolean(),
  webshop_url: z.string(),
  /**
   * Why nothing can be booked online, or null while something can (issue 22: a disabled ticket
   * button says why): the event has begun or ended (`ended`), no seats are left (`sold_out`), or
   * no seat group is sold online (`box_office`: tickets only at the box office).
   */
  off_sale: z.enum(['ended', 'sold_out', 'box_office']).nullable(),
  seat_groups: z.array(quickBuySeatGroupSchema),
  timeslots: z.array(quickBuyTimeslotSchema),
});
export type QuickBuyEventResponse = z.infer<typeof quickBuyEventResponseSchema>;

export const cartTicketSchema = z.object({
  id: z.number().int(),
  event_id: z.number().int(),
  event_name: z.string(),
  date_start: z.string(),
  seat_group: z.string(),
  seat_group_text: z.string(),
  time_start: z.string().nullable(),
  sale_type_id: z.number().int(),
  price_text: z.string(),
  quantity: z.number().int(),
  unit_amount: z.string(),
  expires_at: z.string(),
});
export type CartTicket = z.infer<typeof cartTicketSchema>;

/** `GET /api/shop-cart/`: the current cart (empty when it has expired). */
export const cartResponseSchema = z.object({
  tickets: z.array(cartTicketSchema),
  tickets_quantity: z.number().int(),
  total: z.string(),
  expires_at: z.string().nullable(),
  cart_url: z.string(),
});
export type CartResponse = z.infer<typeof cartResponseSchema>;

/** `/api/quick-buy/{eventId}/`. */
export const quickBuyParamsSchema = z.object({ eventId: idParamSchema });
/** `/api/shop-cart/tickets/{id}/`: one reservation line of the cart. */
export const cartTicketParamsSchema = z.object({ id: idParamSchema });

/** A cart token (cookie `foyer_cart`, header `X-Foyer-Cart`, or `?cart=` of a cart link). */
export const CART_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** `POST /webshop/cart/remove`: the cart page's form that removes a ticket without JavaScript. */
export const cartRemoveFormSchema = z.object({
  id: idParamSchema,
  csrfmiddlewaretoken: z.string().optional(),
});

/** The language of a webshop page (not localised by path, spec: frame §2): `en` is English, any other value German. */
const webshopLanguage = z.unknown().transform(toLocale).optional();

/**
 * The query of the webshop pages: `language` (or `lang`) picks English; `cart` is the cart token of
 * a cart link from a template on another origin (kept as our cookie, then dropped).
 */
export const webshopPageQuerySchema = z.looseObject({
  language: webshopLanguage,
  lang: webshopLanguage,
  cart: z.string().regex(CART_TOKEN_PATTERN).optional().catch(undefined),
});

/** A webshop path below its prefix (`/webshop/*`). */
export const webshopPageParamsSchema = z.object({ '*': z.string().optional() });
