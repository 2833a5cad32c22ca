/**
 * Ticket rules of the booking widget (spec: programme §3 Ticket selection, §4 Booking widget,
 * §7 cart creation details). Pure functions: the quick-buy store and its tests use them.
 */
import { MAIN_PRICE_TEXT } from '../contract/constants';
import { berlinOffsetMinutes, berlinWallClock } from './berlin-clock';

/** A ticket of the selection: at least its seat group and sale type (spec: programme §3). */
export interface SelectedTicket {
  id?: number;
  seat_group: string;
  sale_type_id: number;
}

export interface SelectionEntry {
  ticket: SelectedTicket;
  amount: number;
}

/** Default ticket amount (spec: programme §9). */
export const DEFAULT_AMOUNT = 1;
/** The most tickets one selection may hold (the API refuses more per request). */
export const MAX_AMOUNT = 20;

const same = (a: SelectedTicket, b: SelectedTicket) =>
  a.seat_group === b.seat_group && a.sale_type_id === b.sale_type_id;

/** Same seat group and sale type → amount + 1; otherwise a new entry with amount 1. */
export function addTicket(selection: readonly SelectionEntry[], ticket: SelectedTicket): SelectionEntry[] {
  if (totalAmount(selection) >= MAX_AMOUNT) return [...selection];
  const index = selection.findIndex((entry) => same(entry.ticket, ticket));
  if (index === -1) return [...selection, { ticket, amount: DEFAULT_AMOUNT }];
  return selection.map((entry, i) => (i === index ? { ...entry, amount: entry.amount + 1 } : entry));
}

/** Decrements the matching entry; at 1 the entry is deleted. */
export function removeTicket(selection: readonly SelectionEntry[], ticket: SelectedTicket): SelectionEntry[] {
  const index = selection.findIndex((entry) => same(entry.ticket, ticket));
  if (index === -1) return [...selection];
  const entry = selection[index] as SelectionEntry;
  if (entry.amount <= 1) return selection.filter((_, i) => i !== index);
  return selection.map((item, i) => (i === index ? { ...item, amount: item.amount - 1 } : item));
}

export function amountOf(selection: readonly SelectionEntry[], ticket: SelectedTicket): number {
  return selection.find((entry) => same(entry.ticket, ticket))?.amount ?? 0;
}

export function totalAmount(selection: readonly SelectionEntry[]): number {
  return selection.reduce((sum, entry) => sum + entry.amount, 0);
}

/** One cart request: the tickets of one seat group (spec: programme §7). */
export interface SeatGroupRequest {
  seat_group: string;
  sale_type_ids: number[];
  quantities: number[];
}

/** Merges the selection by seat group, in the order the seat groups were first chosen. */
export function mergeBySeatGroup(selection: readonly SelectionEntry[]): SeatGroupRequest[] {
  const groups = new Map<string, SeatGroupRequest>();
  for (const { ticket, amount } of selection) {
    if (amount <= 0) continue;
    const group = groups.get(ticket.seat_group) ?? {
      seat_group: ticket.seat_group,
      sale_type_ids: [],
      quantities: [],
    };
    const at = group.sale_type_ids.indexOf(ticket.sale_type_id);
    if (at === -1) {
      group.sale_type_ids.push(ticket.sale_type_id);
      group.quantities.push(amount);
    } else {
      group.quantities[at] = (group.quantities[at] ?? 0) + amount;
    }
    groups.set(ticket.seat_group, group);
  }
  return [...groups.values()];
}

/**
 * Price for display: trailing .00 removed, the dot turned to a comma, then the currency symbol
 * of the design settings (spec: programme §4): '24.00' → '24 €', '12.50' → '12,50 €'.
 */
export function formatPrice(price: string | number, currencySymbol = '€'): string {
  const text = typeof price === 'number' ? price.toFixed(2) : price.trim();
  return `${text.replace(/\.00$/, '').replace('.', ',')} ${currencySymbol}`;
}

/** Sum of a selection at the given unit prices, as a numeric string ('49.00'). */
export function selectionTotal(
  selection: readonly SelectionEntry[],
  priceOf: (ticket: SelectedTicket) => string | undefined,
): string {
  const cents = selection.reduce(
    (sum, entry) => sum + Math.round(Number(priceOf(entry.ticket) ?? 0) * 100) * entry.amount,
    0,
  );
  return (cents / 100).toFixed(2);
}

/** The main price is the one whose text is the German word for full price; the rest are discounts. */
export function splitPrices<P extends { text: string }>(
  prices: readonly P[],
): { main: P | undefined; discounts: P[] } {
  const main = prices.find((price) => price.text === MAIN_PRICE_TEXT);
  return { main, discounts: prices.filter((price) => price !== main) };
}

/** Seat groups and timeslots with status '0' are hidden (spec: programme §5). */
export function visible<T extends { status: string }>(items: readonly T[]): T[] {
  return items.filter((item) => item.status !== '0');
}

/** The initial timeslot is the first whose status is not the string '0'. */
export function initialTimeslot<T extends { status: string }>(timeslots: readonly T[]): T | undefined {
  return timeslots.find((slot) => slot.status !== '0');
}

/** The price list collapses to two categories unless show-all (spec: programme §9). */
export const COLLAPSED_PRICE_COUNT = 2;
export function shownPrices<P>(prices: readonly P[], showAll: boolean): P[] {
  return showAll ? [...prices] : prices.slice(0, COLLAPSED_PRICE_COUNT);
}

/** Whole minutes and seconds left until `expiresAt`, never negative: '14:05'. */
export function timeLeft(expiresAt: string, now: number): { seconds: number; label: string } {
  const seconds = Math.max(0, Math.floor((Date.parse(expiresAt) - now) / 1000));
  const label = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return { seconds, label };
}

/**
 * Whether an event has begun at `now` (the app's clock): its start has passed and, with timeslots,
 * every slot of its day has begun. Its sale has ended then (the box office answers
 * `off_sale: 'ended'`), so the pages draw "Vorverkauf beendet" instead of a ticket link.
 */
export function hasBegun(
  event: { date_start: Date | string; timeslots?: ReadonlyArray<{ time_start: string }> },
  now: Date,
): boolean {
  const slots = event.timeslots ?? [];
  if (slots.length === 0) return new Date(event.date_start).getTime() <= now.getTime();
  return slots.every((slot) => timeslotStart(event.date_start, slot.time_start).getTime() <= now.getTime());
}

/**
 * When a timeslot begins: its `time_start` ('HH:MM' or 'HH:MM:SS', venue time, Europe/Berlin:
 * issue 3) on the venue day of the event's start. A slot that has begun can no longer be booked.
 */
export function timeslotStart(eventStart: Date | string, timeStart: string): Date {
  const day = berlinWallClock(eventStart);
  if (!day) throw new RangeError(`Invalid event start: ${String(eventStart)}`);
  const [hours = 0, minutes = 0] = timeStart.split(':').map(Number);
  const wall = Date.UTC(Number(day.year), Number(day.month) - 1, Number(day.day), hours, minutes);
  // The wall time minus Berlin's offset; checked again at the result (a clock change in between).
  let instant = wall - berlinOffsetMinutes(wall) * 60_000;
  instant = wall - berlinOffsetMinutes(instant) * 60_000;
  return new Date(instant);
}

/**
 * When the reservation ends on the visitor's clock (ms): the time the server says is left
 * (`expires_at - server_time`) counted from when its answer arrived (`receivedAt`). Falls back to
 * the 15 minutes of spec §9 when the answer carries no usable times.
 */
export function reservationDeadline(
  answer: { expires_at?: string; server_time?: string },
  receivedAt: number,
  fallbackMinutes = 15,
): number {
  const expires = Date.parse(answer.expires_at ?? '');
  const serverNow = Date.parse(answer.server_time ?? '');
  const left = expires - serverNow;
  if (!Number.isFinite(left) || left < 0) return receivedAt + fallbackMinutes * 60_000;
  return receivedAt + left;
}

/**
 * The parent domain for the cart cookies (spec: programme §7 "on the parent domain"):
 * 'www.theater.example' → '.theater.example'; none for localhost, IP addresses or a bare domain.
 */
export function parentDomain(hostname: string): string | undefined {
  if (/^[\d.]+$/.test(hostname) || hostname.includes(':')) return undefined;
  const parts = hostname.split('.');
  if (parts.length < 3) return undefined;
  return `.${parts.slice(1).join('.')}`;
}

/**
 * The header reads the shop's cart badge and stores its count in the cartAmount cookie when it
 * differs (spec: programme §7). Returns the value to store, or null when nothing changes.
 */
export function badgeCookieUpdate(
  badgeText: string | null | undefined,
  cookieValue: string | undefined,
): string | null {
  const count = Number.parseInt((badgeText ?? '').trim(), 10);
  if (!Number.isInteger(count) || count < 0) return null;
  return cookieValue === String(count) ? null : String(count);
}
