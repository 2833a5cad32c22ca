/**
 * Constants shared by server and elements. Kept free of zod so element chunks can import them
 * without pulling in the validation library.
 */

/** Name of the cookie that remembers the id of the alert a visitor closed (spec: programme §4 "alert-closed"). */
export const ALERT_CLOSED_COOKIE = 'alert-closed';
/** Name of the CSRF cookie; its value goes back as the X-CSRFToken header. */
export const CSRF_COOKIE = 'csrftoken';
/** Events page size (spec: programme §9 "Events page size: 25"). */
export const EVENTS_PAGE_SIZE = 25;

// Quick-buy and box office (spec: programme §7 cart details, §9 constants).
/** Tickets are reserved, and the cart cookies live, 15 minutes (spec: programme §9). */
export const RESERVATION_MINUTES = 15;
/** Cookies the header reads for its cart counter (spec: programme §7). */
export const CART_AMOUNT_COOKIE = 'cartAmount';
export const CART_URL_COOKIE = 'cartUrl';
/** The session-storage mark of a navigation the progress bar started (widgets/shared/navigation-progress.ts). */
export const NAVIGATING_MARK = 'foyer:navigating';
/** The box office's own cart cookie (HttpOnly) on our origin. */
export const CART_TOKEN_COOKIE = 'foyer_cart';
/** The same cart token as a header, for templates on other origins where cookies are blocked. */
export const CART_TOKEN_HEADER = 'X-Foyer-Cart';
/** Booking answer codes (spec: programme §8; docs/api.md lists every code). */
export const RESPONSE_CODES = {
  notEnoughSeats: -214,
  noCurrentReservation: -204,
  notBookable: -210,
  bookingClosed: -230,
} as const;
/** The German word that marks the main price (spec: programme §3 Price). */
export const MAIN_PRICE_TEXT = 'Vollpreis';
/** Productions page size (spec: programme §9 "not shown"; docs/api.md: 12, a 3- and 4-column grid). */
export const PRODUCTIONS_PAGE_SIZE = 12;

/** Articles per page of the magazine (issue 15; spec: programme §9 "not shown"): as the productions. */
export const ARTICLES_PAGE_SIZE = 12;
/** The anchor of a production's dates-and-tickets section (spec: programme §2 Sticky navigation). */
export const DATES_AND_TICKETS_ANCHOR = 'termine';
/** The anchor of an event detail's booking (the sticky 'Ticket buchen' button's target). */
export const EVENT_BOOKING_ANCHOR = 'tickets';
