import { z } from 'zod';

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
export interface ShopCartResponse {
  tickets_quantity: number;
  cart_url: string;
  /** Send back as `X-Foyer-Cart` where the cart cookie of our origin is not sent. */
  cart_token: string;
  /** ISO time when the newest reservation of the cart expires. */
  expires_at: string;
  /**
   * The box office's clock when it answered: the widget counts down `expires_at - server_time`
   * from the moment the answer arrived, so a visitor's wrong clock does not shift the countdown.
   */
  server_time: string;
  /** Total of the cart, e.g. '48.00'. */
  total: string;
}

/** Cart error response (spec: programme §3 and §8). */
export interface ShopCartErrorResponse {
  error: string;
  message: string;
  response_code: number;
}

/** Quick-buy price item (spec: programme §3). */
export interface QuickBuyPrice {
  id: number;
  price: string;
  sale_type_id: number;
  seat_group: string;
  text: string;
  name: string;
  has_discounts: boolean;
}

export interface QuickBuyTimeslot {
  id: number;
  time_start: string;
  status: string;
  block_id: number;
}

export interface QuickBuySeatGroup {
  id: number;
  seat_group: string;
  status: string;
  text: string;
  /** Seats left now (capacity minus live reservations). */
  available: number;
  prices: QuickBuyPrice[];
}

/** `GET /api/quick-buy/{eventId}/`: what the booking widget needs for one event. */
export interface QuickBuyEventResponse {
  id: number;
  id_jet: string;
  name: string;
  date_start: string;
  status: string;
  currency_symbol: string;
  /** The design-settings quick-buy widget flag: false → the element shows only its fallback. */
  quick_buy_widget: boolean;
  webshop_url: string;
  seat_groups: QuickBuySeatGroup[];
  timeslots: QuickBuyTimeslot[];
}

export interface CartTicket {
  id: number;
  event_id: number;
  event_name: string;
  date_start: string;
  seat_group: string;
  seat_group_text: string;
  time_start: string | null;
  sale_type_id: number;
  price_text: string;
  quantity: number;
  unit_amount: string;
  expires_at: string;
}

/** `GET /api/shop-cart/`: the current cart (empty when it has expired). */
export interface CartResponse {
  tickets: CartTicket[];
  tickets_quantity: number;
  total: string;
  expires_at: string | null;
  cart_url: string;
}
