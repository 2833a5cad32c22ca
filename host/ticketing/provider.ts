import type {
  CartResponse,
  QuickBuyEventResponse,
  ShopCartRequest,
  ShopCartResponse,
} from '../../src/contract/ticketing';

/**
 * The ticketing provider behind the site (DESIGN: "Data the spec leaves open"). The built-in box
 * office implements it on our database; an adapter to an external webshop would implement the
 * same four calls.
 */
export interface TicketingProvider {
  /** What the booking widget shows for one event (seat groups, prices, timeslots). */
  eventOffer(eventId: number, locale: 'de' | 'en'): Promise<QuickBuyEventResponse | undefined>;
  /**
   * Reserves tickets of one seat group (spec: programme §7 POST /api/shop-cart/). Never more than
   * capacity, whatever the concurrency.
   */
  reserve(input: ReserveInput): Promise<ReserveResult>;
  /** The live reservations of a cart; an unknown or expired cart is an empty cart. */
  cart(token: string | undefined, locale: 'de' | 'en', cartUrl: string): Promise<CartResponse>;
  /** The provider's clock (expiry is counted on it; the cart page sends it as `server-time`). */
  now(): Date;
  /** Removes one reservation line from a cart. */
  removeTicket(token: string | undefined, reservationId: number): Promise<BookingFailure | { ok: true }>;
}

export interface ReserveInput extends ShopCartRequest {
  /** The visitor's cart token (cookie or header); a new cart is opened without one. */
  cartToken: string | undefined;
  /** Where the cart page is, for `cart_url` (filled with the token). */
  cartUrl: (token: string) => string;
}

/** A booking answered with a provider code (spec: programme §8), e.g. -214 or -204. */
export interface BookingFailure {
  ok: false;
  responseCode: number;
  error: string;
  message: string;
}

export type ReserveResult = ({ ok: true } & ShopCartResponse) | BookingFailure;
