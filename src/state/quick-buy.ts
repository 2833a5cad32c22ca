import { computed, signal } from '@preact/signals-core';
import { FetchError } from 'ofetch';
import { createApiClient } from '../client/api';
import { readCookie, writeCookie } from '../client/cookies';
import {
  CART_AMOUNT_COOKIE,
  CART_TOKEN_HEADER,
  CART_URL_COOKIE,
  CSRF_COOKIE,
  RESERVATION_MINUTES,
  RESPONSE_CODES,
} from '../contract/constants';
import type { QuickBuyEventResponse, ShopCartErrorResponse, ShopCartResponse } from '../contract/ticketing';
import { now } from '../domain/clock';
import {
  addTicket,
  initialTimeslot,
  mergeBySeatGroup,
  parentDomain,
  removeTicket,
  reservationDeadline,
  type SelectedTicket,
  type SelectionEntry,
  visible,
} from '../domain/tickets';
import { widgetOpen } from './widget-open';

/**
 * Quick-buy state (spec: programme §3 Ticket selection, §4 Booking widget). One widget is open at
 * a time, so the selection and the booking state are module-level and belong to the open one.
 * `widgetOpen` is the spec's Events-state field, the same signal the events store exports.
 */
export { widgetOpen };
/**
 * The widget's steps (spec: programme §4 "then the timeslot step or seat group step; a discounts
 * step …; a summary step"): `timeslot` first when the event has timeslots, else `main` (the seat
 * groups).
 */
export type QuickBuyStep = 'timeslot' | 'main' | 'discounts' | 'summary';
export const step = signal<QuickBuyStep>('main');
/** The seat group whose discounts are shown in the discounts step. */
export const discountGroup = signal<string | null>(null);
export const selection = signal<SelectionEntry[]>([]);
export const timeslotBlock = signal<number | null>(null);
export const showAllPrices = signal(false);
export type BookingStatus = 'idle' | 'loading' | 'success' | 'error';
export const bookingStatus = signal<BookingStatus>('idle');
export const bookingResult = signal<(ShopCartResponse & { deadline: number }) | null>(null);
/** The provider's code of the failed booking, null for a failure without a code. */
export const bookingErrorCode = signal<number | null>(null);
/** The root cart-updated signal (spec: programme §4): bumped after every successful booking. */
export const cartUpdated = signal(0);
export const ticketsInCart = signal<number | null>(null);
export const offers = signal<Record<number, QuickBuyEventResponse | 'error'>>({});

export const hasSelection = computed(() => selection.value.length > 0);

const TOKEN_KEY = 'foyer:cart-token';

/** The cart token lives in this page's own storage: it works where third-party cookies do not. */
export function storedCartToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}
function storeCartToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(TOKEN_KEY, token);
    else localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Storage disabled: the cart cookie of the host origin still works on the host site.
  }
}

export async function loadOffer(options: { apiBase?: string; eventId: number; locale: string }) {
  const api = createApiClient({ apiBase: options.apiBase });
  try {
    const offer = await api<QuickBuyEventResponse>(`/api/quick-buy/${options.eventId}/`, {
      query: { lang: options.locale },
    });
    // A proxy or a misconfigured api-base can answer 200 with something else: the ticket link then.
    const usable = Array.isArray(offer?.seat_groups) && Array.isArray(offer?.timeslots);
    offers.value = { ...offers.value, [options.eventId]: usable ? offer : 'error' };
  } catch {
    offers.value = { ...offers.value, [options.eventId]: 'error' };
  }
}

export function openWidget(id: string, offer: QuickBuyEventResponse | undefined): void {
  resetSelection();
  widgetOpen.value = id;
  const slots = offer ? visible(offer.timeslots) : [];
  timeslotBlock.value = initialTimeslot(slots)?.block_id ?? null;
  if (slots.length > 0) step.value = 'timeslot';
}

/** Back to the timeslot step to choose another time (the chosen tickets stay). */
export function showTimeslots(): void {
  step.value = 'timeslot';
}

function resetSelection(): void {
  selection.value = [];
  step.value = 'main';
  discountGroup.value = null;
  showAllPrices.value = false;
  bookingStatus.value = 'idle';
  bookingResult.value = null;
  bookingErrorCode.value = null;
}

/** Closing (button, outside click, Escape) clears the selected tickets (spec: programme §4). */
export function closeWidget(id: string): void {
  if (widgetOpen.value !== id) return;
  widgetOpen.value = null;
  resetSelection();
}

export function increment(ticket: SelectedTicket): void {
  selection.value = addTicket(selection.value, ticket);
}
export function decrement(ticket: SelectedTicket): void {
  selection.value = removeTicket(selection.value, ticket);
}
export function chooseTimeslot(blockId: number): void {
  timeslotBlock.value = blockId;
}
export function showDiscounts(seatGroup: string): void {
  discountGroup.value = seatGroup;
  step.value = 'discounts';
}
export function backToMain(): void {
  step.value = 'main';
  discountGroup.value = null;
  if (bookingStatus.value !== 'loading') bookingStatus.value = 'idle';
}

/**
 * Creates the cart (spec: programme §7): the selection merged by seat group, one call per seat
 * group, stopping at the first error. Success sets the cartAmount and cartUrl cookies for 15
 * minutes on the parent domain and bumps `cartUpdated`.
 */
export async function createCart(options: {
  apiBase?: string;
  locale: string;
  offer: QuickBuyEventResponse;
}): Promise<ShopCartResponse | null> {
  if (bookingStatus.value === 'loading' || selection.value.length === 0) return null;
  step.value = 'summary';
  bookingStatus.value = 'loading';
  bookingErrorCode.value = null;
  const api = createApiClient({ apiBase: options.apiBase });
  let last: ShopCartResponse | null = null;
  try {
    for (const group of mergeBySeatGroup(selection.value)) {
      const token = storedCartToken();
      const headers: Record<string, string> = {
        // On another origin our CSRF cookie is unreadable; the allowed Origin vouches instead.
        'X-CSRFToken': readCookie(CSRF_COOKIE) ?? 'cross-origin',
      };
      if (token) headers[CART_TOKEN_HEADER] = token;
      last = await api<ShopCartResponse>('/api/shop-cart/', {
        method: 'POST',
        headers,
        body: {
          event_jet_id: options.offer.id_jet,
          seat_group: group.seat_group,
          sale_type_ids: group.sale_type_ids,
          quantities: group.quantities,
          ...(timeslotBlock.value !== null ? { block_id: timeslotBlock.value } : {}),
        },
      });
      storeCartToken(last.cart_token);
    }
  } catch (error) {
    const body =
      error instanceof FetchError ? (error.data as Partial<ShopCartErrorResponse> | undefined) : undefined;
    const code = typeof body?.response_code === 'number' ? body.response_code : null;
    // The stored cart has expired: forget it, so "reserve again" opens a new one.
    if (code === RESPONSE_CODES.noCurrentReservation) storeCartToken(null);
    bookingErrorCode.value = code;
    bookingStatus.value = 'error';
    void reportFailure(options, code, error);
    return null;
  }
  if (!last) return null;
  const domain = typeof location === 'undefined' ? undefined : parentDomain(location.hostname);
  const maxAgeSeconds = RESERVATION_MINUTES * 60;
  writeCookie(CART_AMOUNT_COOKIE, String(last.tickets_quantity), { maxAgeSeconds, domain });
  writeCookie(CART_URL_COOKIE, last.cart_url, { maxAgeSeconds, domain });
  // Counted down from the server's expiry, not the visitor's clock (which may be wrong).
  bookingResult.value = { ...last, deadline: reservationDeadline(last, now().getTime()) };
  bookingStatus.value = 'success';
  // Those tickets are in the cart now: "add more" starts from an empty selection.
  selection.value = [];
  ticketsInCart.value = last.tickets_quantity;
  cartUpdated.value += 1;
  return last;
}

/** "Reserve again" after -204: the stale token is gone, so this opens a new cart. */
export function retryBooking(options: { apiBase?: string; locale: string; offer: QuickBuyEventResponse }) {
  bookingStatus.value = 'idle';
  return createCart(options);
}

/** Failures go to the error log (spec: programme §8); reporting never throws. */
async function reportFailure(
  options: { apiBase?: string; locale: string },
  code: number | null,
  error: unknown,
) {
  try {
    const api = createApiClient({ apiBase: options.apiBase });
    await api(`/${options.locale}/api/dashboard-error-log/`, {
      method: 'POST',
      body: {
        url: typeof location === 'undefined' ? 'quick-buy' : location.href,
        kind: 'client-error',
        message: `quick-buy: cart creation failed${code !== null ? ` (code ${code})` : ''}: ${String(error).slice(0, 200)}`,
      },
    });
  } catch {
    // Reporting is best effort.
  }
}
