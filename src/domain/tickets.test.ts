import { describe, expect, it } from 'vitest';
import {
  addTicket,
  amountOf,
  formatPrice,
  initialTimeslot,
  MAX_AMOUNT,
  mergeBySeatGroup,
  removeTicket,
  type SelectionEntry,
  selectionTotal,
  shownPrices,
  splitPrices,
  timeLeft,
  totalAmount,
  visible,
} from './tickets';

const full = { seat_group: 'P', sale_type_id: 1 };
const reduced = { seat_group: 'P', sale_type_id: 2 };
const balcony = { seat_group: 'R', sale_type_id: 1 };

describe('ticket selection (spec: programme §4)', () => {
  it('adds a new entry with amount 1, then increments the same seat group and sale type', () => {
    let selection: SelectionEntry[] = [];
    selection = addTicket(selection, full);
    expect(selection).toEqual([{ ticket: full, amount: 1 }]);
    selection = addTicket(selection, full);
    selection = addTicket(selection, reduced);
    selection = addTicket(selection, balcony);
    expect(selection.map((e) => [e.ticket.seat_group, e.ticket.sale_type_id, e.amount])).toEqual([
      ['P', 1, 2],
      ['P', 2, 1],
      ['R', 1, 1],
    ]);
    expect(totalAmount(selection)).toBe(4);
  });

  it('decrements on remove and deletes the entry at 1', () => {
    let selection = addTicket(addTicket([], full), full);
    selection = removeTicket(selection, full);
    expect(amountOf(selection, full)).toBe(1);
    selection = removeTicket(selection, full);
    expect(selection).toEqual([]);
    expect(removeTicket(selection, full)).toEqual([]);
  });

  it('does not mutate the previous selection and stops at the maximum', () => {
    const before = addTicket([], full);
    addTicket(before, full);
    expect(before[0]?.amount).toBe(1);
    let selection: SelectionEntry[] = [];
    for (let i = 0; i < MAX_AMOUNT + 5; i += 1) selection = addTicket(selection, full);
    expect(totalAmount(selection)).toBe(MAX_AMOUNT);
  });
});

describe('cart merge (spec: programme §7)', () => {
  it('merges tickets by seat group: one request per seat group', () => {
    const selection = [
      { ticket: full, amount: 2 },
      { ticket: balcony, amount: 1 },
      { ticket: reduced, amount: 3 },
    ];
    expect(mergeBySeatGroup(selection)).toEqual([
      { seat_group: 'P', sale_type_ids: [1, 2], quantities: [2, 3] },
      { seat_group: 'R', sale_type_ids: [1], quantities: [1] },
    ]);
    expect(mergeBySeatGroup([])).toEqual([]);
  });
});

describe('price format (spec: programme §4)', () => {
  it('drops a trailing .00, uses a comma and appends the currency symbol', () => {
    expect(formatPrice('24.00')).toBe('24 €');
    expect(formatPrice('12.50')).toBe('12,50 €');
    expect(formatPrice('8.05', '£')).toBe('8,05 £');
    expect(formatPrice(100)).toBe('100 €');
    expect(formatPrice('100.00')).toBe('100 €');
  });

  it('totals a selection exactly', () => {
    const prices: Record<number, string> = { 1: '24.00', 2: '12.10' };
    const total = selectionTotal(
      [
        { ticket: full, amount: 1 },
        { ticket: reduced, amount: 3 },
      ],
      (ticket) => prices[ticket.sale_type_id],
    );
    expect(total).toBe('60.30');
  });
});

describe('prices, seat groups and timeslots (spec: programme §3, §4)', () => {
  it('takes the Vollpreis price as main price and the rest as discounts', () => {
    const prices = [{ text: 'Ermäßigt' }, { text: 'Vollpreis' }, { text: 'Schüler' }];
    const { main, discounts } = splitPrices(prices);
    expect(main?.text).toBe('Vollpreis');
    expect(discounts.map((p) => p.text)).toEqual(['Ermäßigt', 'Schüler']);
    expect(splitPrices([{ text: 'Full price' }]).main).toBeUndefined();
  });

  it('hides status 0 and starts at the first timeslot not 0', () => {
    const slots = [
      { id: 1, status: '0' },
      { id: 2, status: '1' },
      { id: 3, status: '2' },
    ];
    expect(visible(slots).map((s) => s.id)).toEqual([2, 3]);
    expect(initialTimeslot(slots)?.id).toBe(2);
    expect(initialTimeslot([{ status: '0' }])).toBeUndefined();
  });

  it('shows the first two categories until show-all', () => {
    expect(shownPrices([1, 2, 3, 4], false)).toEqual([1, 2]);
    expect(shownPrices([1, 2, 3, 4], true)).toEqual([1, 2, 3, 4]);
  });

  it('counts down the time left', () => {
    const now = Date.parse('2030-01-01T10:00:00Z');
    expect(timeLeft('2030-01-01T10:14:05Z', now)).toEqual({ seconds: 845, label: '14:05' });
    expect(timeLeft('2030-01-01T09:00:00Z', now).seconds).toBe(0);
  });
});

describe('cart cookie domain (spec: programme §7)', () => {
  it('uses the parent domain of a subdomain, none for localhost and IPs', async () => {
    const { parentDomain } = await import('./tickets');
    expect(parentDomain('www.theater.example')).toBe('.theater.example');
    expect(parentDomain('shop.tickets.theater.example')).toBe('.tickets.theater.example');
    expect(parentDomain('theater.example')).toBeUndefined();
    expect(parentDomain('localhost')).toBeUndefined();
    expect(parentDomain('127.0.0.1')).toBeUndefined();
  });
});

describe('cart badge → cookie (spec: programme §7)', () => {
  it('stores the badge count only when it differs from the cookie', async () => {
    const { badgeCookieUpdate } = await import('./tickets');
    expect(badgeCookieUpdate('3', '2')).toBe('3');
    expect(badgeCookieUpdate(' 3 ', '3')).toBeNull();
    expect(badgeCookieUpdate('0', undefined)).toBe('0');
    expect(badgeCookieUpdate('', '2')).toBeNull();
    expect(badgeCookieUpdate(null, '2')).toBeNull();
  });
});

describe('timeslotStart (venue time, Europe/Berlin)', () => {
  it('puts the slot on the venue day of the event, in summer and in winter time', async () => {
    const { timeslotStart } = await import('./tickets');
    expect(timeslotStart('2026-11-23T09:00:00Z', '16:00').toISOString()).toBe('2026-11-23T15:00:00.000Z');
    expect(timeslotStart('2026-07-01T08:00:00Z', '14:30:00').toISOString()).toBe('2026-07-01T12:30:00.000Z');
    // 00:30 Berlin on 2 Nov is still 1 Nov in UTC: the venue day counts.
    expect(timeslotStart('2026-11-01T23:30:00Z', '10:00').toISOString()).toBe('2026-11-02T09:00:00.000Z');
  });
});

describe('hasBegun (the app clock, venue time)', () => {
  it('is true from the start on, and with timeslots once the last slot of the day has begun', async () => {
    const { hasBegun } = await import('./tickets');
    const start = '2026-11-23T09:00:00Z';
    expect(hasBegun({ date_start: start }, new Date('2026-11-23T08:59:59Z'))).toBe(false);
    expect(hasBegun({ date_start: start }, new Date('2026-11-23T09:00:00Z'))).toBe(true);
    const slots = [{ time_start: '10:00' }, { time_start: '16:00' }];
    // 16:00 in Berlin on 23 November is 15:00 UTC.
    expect(hasBegun({ date_start: start, timeslots: slots }, new Date('2026-11-23T12:00:00Z'))).toBe(false);
    expect(hasBegun({ date_start: start, timeslots: slots }, new Date('2026-11-23T14:59:00Z'))).toBe(false);
    expect(hasBegun({ date_start: start, timeslots: slots }, new Date('2026-11-23T15:00:00Z'))).toBe(true);
  });
});
