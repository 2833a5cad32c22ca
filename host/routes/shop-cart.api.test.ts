import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartResponse, QuickBuyEventResponse, ShopCartResponse } from '../../src/contract/ticketing';
import { timeslotStart } from '../../src/domain/tickets';
import { createTestApp, type TestApp, testNow } from '../testing/test-app';
import { insertTicketingFixtures as insertFixtures, insertSale } from '../testing/ticketing-fixtures';
import { BuiltInBoxOffice } from '../ticketing/box-office';

let t: TestApp;
/** The app's clock, which the tests move forward to see reservations expire and slots begin. */
let clockNow = testNow();

let ids: { eventId: number; timedId: number; start: Date };
let start: Date;

beforeAll(async () => {
  t = await createTestApp({ seed: false, clock: { now: () => clockNow } });
  ids = await insertFixtures(t);
  start = ids.start;
});
afterAll(async () => t?.close());

const book = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.write({ method: 'POST', url: '/api/shop-cart/', payload, headers });

/** The seats a seat group holds: in its reservation rows, and on its held-tickets counter. */
async function seatsHeld(groupId: number): Promise<{ rows: number; counter: number }> {
  const rows = await t.app.db
    .selectFrom('reservations')
    .select((eb) => eb.fn.sum<number>('quantity').as('n'))
    .where('seat_group_id', '=', groupId)
    .executeTakeFirstOrThrow();
  const counter = await t.app.db
    .selectFrom('ticket_holds')
    .select('held')
    .where('seat_group_id', '=', groupId)
    .executeTakeFirst();
  return { rows: Number(rows.n ?? 0), counter: counter?.held ?? 0 };
}

describe('GET /api/quick-buy/{eventId}/', () => {
  it('lists seat groups with quick-buy price items and timeslots', async () => {
    const response = await t.app.inject({ url: `/api/quick-buy/${ids.eventId}/?lang=en` });
    expect(response.statusCode).toBe(200);
    const body = response.json<QuickBuyEventResponse>();
    expect(body.id_jet).toBe('JET-1');
    expect(body.seat_groups.map((g) => [g.seat_group, g.status])).toEqual([
      ['P', '1'],
      ['X', '0'],
      ['R', '1'],
    ]);
    const parkett = body.seat_groups.find((g) => g.seat_group === 'P');
    expect(parkett?.prices[0]).toEqual({
      id: expect.any(Number),
      price: '24.00',
      sale_type_id: 1,
      seat_group: 'P',
      text: 'Vollpreis',
      name: 'Full price',
      has_discounts: true,
    });
    const timed = (
      await t.app.inject({ url: `/api/quick-buy/${ids.timedId}/` })
    ).json<QuickBuyEventResponse>();
    expect(timed.timeslots.map((s) => [s.time_start, s.block_id])).toEqual([
      ['10:00', 101],
      ['11:00', 102],
    ]);
  });

  it('says why nothing can be booked: sold out, box office only (issue 22)', async () => {
    const offer = async () =>
      (await t.app.inject({ url: `/api/quick-buy/${ids.eventId}/` })).json<QuickBuyEventResponse>();
    expect((await offer()).off_sale).toBeNull();
    await sql`UPDATE events SET status = '0' WHERE id = ${ids.eventId}`.execute(t.app.db);
    expect((await offer()).off_sale).toBe('sold_out');
    await sql`UPDATE events SET status = '1' WHERE id = ${ids.eventId}`.execute(t.app.db);
    const groups = await sql<{ id: number; status: string }>`
      SELECT id, status FROM seat_groups WHERE event_id = ${ids.eventId}`.execute(t.app.db);
    try {
      await sql`UPDATE seat_groups SET status = '0' WHERE event_id = ${ids.eventId}`.execute(t.app.db);
      expect((await offer()).off_sale).toBe('box_office');
    } finally {
      for (const group of groups.rows)
        await sql`UPDATE seat_groups SET status = ${group.status} WHERE id = ${group.id}`.execute(t.app.db);
    }
    expect((await offer()).off_sale).toBeNull();
  });

  it('answers 404 for an unknown event and 400 for a bad id', async () => {
    expect((await t.app.inject({ url: '/api/quick-buy/99999/' })).statusCode).toBe(404);
    const bad = await t.app.inject({ url: '/api/quick-buy/abc/' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('eventId');
  });
});

describe('POST /api/shop-cart/', () => {
  it('reserves tickets, returns the quantity, the cart URL and a token, and the cart lists them', async () => {
    const response = await book({
      event_jet_id: 'JET-1',
      seat_group: 'R',
      sale_type_ids: [1, 2],
      quantities: [1, 2],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<ShopCartResponse>();
    expect(body.tickets_quantity).toBe(3);
    expect(body.total).toBe('49.00');
    expect(body.cart_url).toContain('/webshop/cart?cart=');
    expect(Date.parse(body.expires_at) - clockNow.getTime()).toBe(15 * 60_000);
    expect(response.cookies.find((c) => c.name === 'foyer_cart')?.value).toBe(body.cart_token);

    // The same cart by header alone (a template on another origin, no cookie).
    const again = await book(
      { event_jet_id: 'JET-1', seat_group: 'P', sale_type_ids: [1], quantities: [1] },
      { 'x-foyer-cart': body.cart_token },
    );
    expect(again.json<ShopCartResponse>().tickets_quantity).toBe(4);
    const cart = (
      await t.app.inject({ url: '/api/shop-cart/', headers: { 'x-foyer-cart': body.cart_token } })
    ).json<CartResponse>();
    expect(cart.tickets.map((ticket) => [ticket.seat_group, ticket.quantity])).toEqual([
      ['R', 1],
      ['R', 2],
      ['P', 1],
    ]);
    expect(cart.total).toBe('73.00');

    // Rang (capacity 4) has one seat left: two more is -214, nothing is reserved.
    const full = await book({ event_jet_id: 'JET-1', seat_group: 'R', sale_type_ids: [1], quantities: [2] });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({
      response_code: -214,
      message: 'Not enough (connected) seats found.',
    });

    // Removing a line frees its seats.
    const removed = await t.write({
      method: 'DELETE',
      url: `/api/shop-cart/tickets/${cart.tickets[1]?.id}/`,
      headers: { 'x-foyer-cart': body.cart_token },
    });
    expect(removed.statusCode).toBe(204);
    const fits = await book({ event_jet_id: 'JET-1', seat_group: 'R', sale_type_ids: [1], quantities: [2] });
    expect(fits.statusCode).toBe(200);
    const removedAgain = await t.write({
      method: 'DELETE',
      url: `/api/shop-cart/tickets/${cart.tickets[1]?.id}/`,
      headers: { 'x-foyer-cart': body.cart_token },
    });
    expect(removedAgain.json().response_code).toBe(-204);
  });

  it('answers on the language-prefixed twins too, with the same cart (R-API-35)', async () => {
    const response = await t.write({
      method: 'POST',
      url: '/en/api/shop-cart/',
      payload: { event_jet_id: 'JET-1', seat_group: 'P', sale_type_ids: [1], quantities: [1] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const token = response.json<ShopCartResponse>().cart_token;
    const ids = async (url: string) => {
      const cart = await t.app.inject({ url, headers: { 'x-foyer-cart': token } });
      expect(cart.statusCode).toBe(200);
      return cart.json<CartResponse>().tickets.map((ticket) => ticket.id);
    };
    const plain = await ids('/api/shop-cart/');
    expect(plain).toHaveLength(1);
    expect(await ids('/de/api/shop-cart/')).toEqual(plain);
    expect(await ids('/en/api/shop-cart/')).toEqual(plain);
    expect((await t.app.inject('/xx/api/shop-cart/')).statusCode).toBe(404);
    const removed = await t.write({
      method: 'DELETE',
      url: `/api/shop-cart/tickets/${plain[0]}/`,
      headers: { 'x-foyer-cart': token },
    });
    expect(removed.statusCode).toBe(204);
  });

  it('keeps timeslot capacity and needs a block_id when the event has timeslots', async () => {
    const noSlot = await book({ event_jet_id: 'JET-2', sale_type_ids: [1], quantities: [1] });
    expect(noSlot.statusCode).toBe(400);
    expect(noSlot.json().message).toContain('block_id');
    expect(
      (await book({ event_jet_id: 'JET-2', block_id: 101, sale_type_ids: [1], quantities: [3] })).statusCode,
    ).toBe(200);
    const over = await book({ event_jet_id: 'JET-2', block_id: 101, sale_type_ids: [1], quantities: [1] });
    expect(over.json().response_code).toBe(-214);
    // The other timeslot has its own seats.
    expect(
      (await book({ event_jet_id: 'JET-2', block_id: 102, sale_type_ids: [1], quantities: [5] })).statusCode,
    ).toBe(200);
    // The offer counts what is held: 10:00 is full (its own capacity 3), 11:00 has 10 - 5 left.
    const offer = (
      await t.app.inject({ url: `/api/quick-buy/${ids.timedId}/` })
    ).json() as QuickBuyEventResponse;
    expect(offer.seat_groups[0]?.available).toBe(5);
  });

  it.each([
    ['a negative quantity', { quantities: [-1] }, 'quantities.0'],
    ['zero', { quantities: [0] }, 'quantities.0'],
    ['a fraction', { quantities: [1.5] }, 'quantities.0'],
    ['a huge quantity', { quantities: [1e9] }, 'quantities.0'],
    ['a count mismatch', { quantities: [1, 1] }, 'quantities'],
    ['an unknown sale type', { sale_type_ids: [77] }, 'sale_type_ids'],
    ['an unknown seat group', { seat_group: 'nope' }, 'seat_group'],
    [
      'no seat group and a sale type nobody sells',
      { seat_group: undefined, sale_type_ids: [9] },
      'sale_type_ids',
    ],
    ['an unknown timeslot', { block_id: 5 }, 'block_id'],
    ['a missing event id', { event_jet_id: undefined }, 'event_jet_id'],
  ])('answers 400 naming the parameter for %s', async (_label, change, parameter) => {
    const response = await book({
      event_jet_id: 'JET-1',
      seat_group: 'P',
      sale_type_ids: [1],
      quantities: [1],
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(parameter);
  });

  it('picks the first seat group on sale with free seats when none is given', async () => {
    const response = await book({ event_jet_id: 'JET-1', sale_type_ids: [2], quantities: [1] });
    expect(response.statusCode).toBe(200);
    const cart = await t.app.inject({
      url: '/api/shop-cart/',
      headers: { 'x-foyer-cart': response.json<ShopCartResponse>().cart_token },
    });
    expect(cart.json<CartResponse>().tickets.map((ticket) => ticket.seat_group)).toEqual(['P']);
  });

  it('answers 404 for an unknown event, -210 for a seat group not on sale', async () => {
    const unknown = await book({ event_jet_id: 'NOPE', sale_type_ids: [1], quantities: [1] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain('event_jet_id');
    const closed = await book({
      event_jet_id: 'JET-1',
      seat_group: 'X',
      sale_type_ids: [1],
      quantities: [1],
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().response_code).toBe(-210);
  });

  it('refuses a missing or wrong CSRF header and a foreign origin', async () => {
    const payload = { event_jet_id: 'JET-1', seat_group: 'P', sale_type_ids: [1], quantities: [1] };
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/shop-cart/',
      payload,
      cookies: { csrftoken: 'a'.repeat(32) },
    });
    expect(missing.statusCode).toBe(403);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/shop-cart/',
      payload,
      cookies: { csrftoken: 'a'.repeat(32) },
      headers: { 'x-csrftoken': 'b'.repeat(32) },
    });
    expect(wrong.statusCode).toBe(403);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/shop-cart/',
      payload,
      headers: { 'x-csrftoken': 'x', origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
  });
});

describe('bad input (issue 4 "Bad input"): a clear 4xx or response_code, nothing reserved, never 500', () => {
  const held = async () => {
    const rows = await t.app.db
      .selectFrom('reservations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const counters = await t.app.db
      .selectFrom('ticket_holds')
      .select((eb) => eb.fn.sum<number>('held').as('n'))
      .executeTakeFirstOrThrow();
    return [Number(rows.n), Number(counters.n ?? 0)];
  };
  const good = { event_jet_id: 'JET-1', seat_group: 'P', sale_type_ids: [1], quantities: [1] };

  it.each([
    ['a negative quantity', { ...good, quantities: [-3] }],
    ['zero tickets', { ...good, quantities: [0] }],
    ['a fractional quantity', { ...good, quantities: [0.5] }],
    ['a huge quantity', { ...good, quantities: [Number.MAX_SAFE_INTEGER] }],
    ['1e308', { ...good, quantities: [1e308] }],
    ['a quantity as text', { ...good, quantities: ['2'] }],
    ['more than 20 tickets in total', { ...good, sale_type_ids: [1, 2], quantities: [15, 15] }],
    ['an empty list', { ...good, sale_type_ids: [], quantities: [] }],
    ['a repeated sale type', { ...good, sale_type_ids: [1, 1], quantities: [1, 1] }],
    ['an unknown event', { ...good, event_jet_id: 'JET-DOES-NOT-EXIST' }],
    ['an event id of 10,000 characters', { ...good, event_jet_id: 'J'.repeat(10_000) }],
    ['an unknown seat group', { ...good, seat_group: 'ZZ' }],
    ['a seat group as a number', { ...good, seat_group: 5 }],
    ['an unknown sale type', { ...good, sale_type_ids: [999] }],
    ['a negative sale type', { ...good, sale_type_ids: [-1] }],
    ['a block_id as text', { ...good, block_id: '101' }],
    ['an unknown block_id', { ...good, block_id: 999_999 }],
    ['a list as the body', [good]],
    ['null as the body', null],
  ])('%s', async (_label, payload) => {
    const before = await held();
    const response = await book(payload as Record<string, unknown>);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    const body = response.json();
    expect(typeof body.error).toBe('string');
    expect(typeof body.message).toBe('string');
    expect(response.body).not.toMatch(/at .+\.ts:\d+/); // no stack trace
    expect(await held()).toEqual(before);
  });

  it('malformed JSON, a wrong content type, a missing or wrong CSRF header, an expired cart', async () => {
    const before = await held();
    const cases = [
      await t.write({
        method: 'POST',
        url: '/api/shop-cart/',
        payload: '{"quantities": [1',
        headers: { 'content-type': 'application/json' },
      }),
      await t.write({
        method: 'POST',
        url: '/api/shop-cart/',
        payload: 'quantities=1',
        headers: { 'content-type': 'text/plain' },
      }),
      await t.app.inject({ method: 'POST', url: '/api/shop-cart/', payload: good }),
      await t.app.inject({
        method: 'POST',
        url: '/api/shop-cart/',
        payload: good,
        cookies: { csrftoken: 'c'.repeat(32) },
        headers: { 'x-csrftoken': 'd'.repeat(32) },
      }),
      // A cookie (and a header) for a cart that does not exist or has expired: -204.
      await book(good, { 'x-foyer-cart': 'expired-cart-token-0000' }),
      await t.write({
        method: 'POST',
        url: '/api/shop-cart/',
        payload: good,
        cookies: { foyer_cart: 'expired-cart-token-0000' },
      }),
    ];
    expect(cases.map((r) => r.statusCode)).toEqual([400, 400, 403, 403, 409, 409]);
    for (const r of cases) expect(typeof r.json().message).toBe('string');
    expect(cases.slice(4).map((r) => r.json().response_code)).toEqual([-204, -204]);
    expect(await held()).toEqual(before);
  });

  it('removing a ticket: a bad id, a foreign cart or no CSRF never touches a reservation', async () => {
    const ok = await book(good);
    const token = ok.json<ShopCartResponse>().cart_token;
    const before = await held();
    const answers = [
      await t.write({
        method: 'DELETE',
        url: '/api/shop-cart/tickets/abc/',
        headers: { 'x-foyer-cart': token },
      }),
      await t.write({
        method: 'DELETE',
        url: '/api/shop-cart/tickets/-1/',
        headers: { 'x-foyer-cart': token },
      }),
      await t.write({
        method: 'DELETE',
        url: '/api/shop-cart/tickets/99999999999999999999/',
        headers: { 'x-foyer-cart': token },
      }),
      await t.app.inject({
        method: 'DELETE',
        url: '/api/shop-cart/tickets/1/',
        headers: { 'x-foyer-cart': token },
      }),
      await t.write({
        method: 'DELETE',
        url: '/api/shop-cart/tickets/1/',
        headers: { 'x-foyer-cart': 'someone-elses-cart-0000' },
      }),
    ];
    for (const r of answers) {
      expect(r.statusCode).toBeGreaterThanOrEqual(400);
      expect(r.statusCode).toBeLessThan(500);
    }
    expect(await held()).toEqual(before);
  });
});

describe('reservations under load and over time', () => {
  it('200 parallel requests for 50 seats reserve exactly 50; every other one is -214', async () => {
    const db = t.app.db;
    const groupId = await insertSale(db, {
      jetId: 'JET-RUSH',
      name: 'Ansturm',
      start,
      seatGroup: 'A',
      capacity: 50,
      amount: '10.00',
    });

    const responses = await Promise.all(
      Array.from({ length: 200 }, () =>
        book({ event_jet_id: 'JET-RUSH', seat_group: 'A', sale_type_ids: [1], quantities: [1] }),
      ),
    );
    const ok = responses.filter((r) => r.statusCode === 200);
    const refused = responses.filter((r) => r.statusCode === 409);
    expect(ok).toHaveLength(50);
    expect(refused).toHaveLength(150);
    for (const r of refused) expect(r.json().response_code).toBe(-214);
    const held = await db
      .selectFrom('reservations')
      .select((eb) => eb.fn.sum<number>('quantity').as('n'))
      .where('seat_group_id', '=', groupId)
      .executeTakeFirstOrThrow();
    expect(Number(held.n)).toBe(50);

    // spec: programme §9: 15 minutes later the seats are free again and old carts are gone.
    const token = ok[0]?.json<ShopCartResponse>().cart_token ?? '';
    clockNow = new Date(clockNow.getTime() + 15 * 60_000 - 1000);
    expect(
      (await book({ event_jet_id: 'JET-RUSH', seat_group: 'A', sale_type_ids: [1], quantities: [1] }))
        .statusCode,
    ).toBe(409);
    clockNow = new Date(clockNow.getTime() + 1000);
    const after = await book({
      event_jet_id: 'JET-RUSH',
      seat_group: 'A',
      sale_type_ids: [1],
      quantities: [20],
    });
    expect(after.statusCode).toBe(200);
    const expired = await book(
      { event_jet_id: 'JET-RUSH', seat_group: 'A', sale_type_ids: [1], quantities: [1] },
      { 'x-foyer-cart': token },
    );
    expect(expired.statusCode).toBe(409);
    expect(expired.json()).toMatchObject({ response_code: -204, message: 'No current reservation.' });
    const emptyCart = await t.app.inject({ url: '/api/shop-cart/', headers: { 'x-foyer-cart': token } });
    expect(emptyCart.json<CartResponse>().tickets).toEqual([]);
  });
});

describe('an on-sale rush (issue 23, docs/decisions/0130-on-sale-rush.md)', () => {
  // Two connections at once: the embedded database serves one at a time, so PostgreSQL only.
  it.skipIf(!process.env.DATABASE_URL)(
    'answers -214 for a sold-out seat group without waiting on the counter row',
    async () => {
      const db = t.app.db;
      const groupId = await insertSale(db, {
        jetId: 'JET-ONSALE',
        name: 'Vorverkauf',
        start,
        seatGroup: 'A',
        capacity: 2,
        amount: '9.00',
      });
      const seat = (quantity: number) =>
        book({ event_jet_id: 'JET-ONSALE', seat_group: 'A', sale_type_ids: [1], quantities: [quantity] });
      expect((await seat(2)).statusCode).toBe(200);

      // Another holder keeps the counter row locked (a buyer whose statement is running).
      let unlock = () => {};
      const unlocked = new Promise<void>((resolve) => {
        unlock = resolve;
      });
      let locked = () => {};
      const isLocked = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const holder = db.transaction().execute(async (trx) => {
        await sql`select held from ticket_holds where seat_group_id = ${groupId} for update`.execute(trx);
        locked();
        await unlocked;
      });
      await isLocked;
      try {
        const answer = await Promise.race([
          seat(1),
          new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 3000)),
        ]);
        expect(answer, 'the refused buyer queued behind the counter row lock').not.toBe('waited');
        if (answer === 'waited') return;
        expect(answer.statusCode).toBe(409);
        expect(answer.json()).toMatchObject({ response_code: -214 });
      } finally {
        unlock();
        await holder;
      }
      // Seats freed by a removal are sold again: the lock-free read does not refuse them.
      const rows = await db
        .selectFrom('reservations')
        .innerJoin('carts', 'carts.id', 'reservations.cart_id')
        .select(['reservations.id', 'carts.token'])
        .where('reservations.seat_group_id', '=', groupId)
        .execute();
      const first = rows[0];
      if (!first) throw new Error('no reservation');
      const removed = await t.write({
        method: 'DELETE',
        url: `/api/shop-cart/tickets/${first.id}/`,
        headers: { 'x-foyer-cart': first.token },
      });
      expect(removed.statusCode).toBe(204);
      // The removed row held both seats: both are on sale again, and then no more.
      expect((await seat(2)).statusCode).toBe(200);
      expect((await seat(1)).statusCode).toBe(409);
    },
  );

  it('buyers arriving together are held in batches: a bigger request that no longer fits keeps no seat from smaller ones after it', async () => {
    const db = t.app.db;
    const groupId = await insertSale(db, {
      jetId: 'JET-BATCH',
      name: 'Gemeinsam',
      start,
      seatGroup: 'A',
      capacity: 4,
      amount: '12.50',
    });
    const seats = (quantity: number, headers: Record<string, string> = {}) =>
      book(
        { event_jet_id: 'JET-BATCH', seat_group: 'A', sale_type_ids: [1], quantities: [quantity] },
        headers,
      );
    const own = await seats(1);
    expect(own.statusCode).toBe(200);
    const token = own.json<ShopCartResponse>().cart_token;

    // Arriving together: one buyer wants three, three want one, and the first buyer adds one.
    const [three, ...rest] = await Promise.all([
      seats(3),
      seats(1),
      seats(1),
      seats(1),
      seats(1, { 'x-foyer-cart': token }),
    ]);
    const answers = [three, ...rest];
    const more = rest[3];
    for (const answer of answers)
      if (answer?.statusCode !== 200) expect(answer?.json()).toMatchObject({ response_code: -214 });
    // Three seats were left: the three-seat buyer got them, or three one-seat buyers did (the
    // three-seat buyer refused in a batch does not stop the smaller ones after it).
    const wanted = [3, 1, 1, 1, 1];
    const sold = answers.reduce(
      (sum, answer, index) => sum + (answer?.statusCode === 200 ? (wanted[index] ?? 0) : 0),
      0,
    );
    expect(sold).toBe(3);
    const granted = answers.filter((answer) => answer?.statusCode === 200);
    if (more?.statusCode === 200)
      expect(more.json<ShopCartResponse>()).toMatchObject({ tickets_quantity: 2, cart_token: token });

    expect(await seatsHeld(groupId)).toEqual({ rows: 4, counter: 4 });
    // Every granted buyer has a cart of their own (one row each, the added seat in the first cart).
    const carts = await db
      .selectFrom('reservations')
      .select(['cart_id', (eb) => eb.fn.sum<number>('quantity').as('n')])
      .where('seat_group_id', '=', groupId)
      .groupBy('cart_id')
      .execute();
    expect(carts.length).toBe(more?.statusCode === 200 ? granted.length : granted.length + 1);
  });
});

describe('a batch of holds that fails (decision 0160)', () => {
  it("runs its holds one by one: one buyer's error is theirs, the others are held", async () => {
    const db = t.app.db;
    const groupId = await insertSale(db, {
      jetId: 'JET-FALLBACK',
      name: 'Rückfall',
      start,
      seatGroup: 'A',
      capacity: 10,
      amount: '5.00',
    });
    const event = await db
      .selectFrom('seat_groups')
      .innerJoin('prices', 'prices.seat_group_id', 'seat_groups.id')
      .select(['seat_groups.event_id', 'prices.id as price_id'])
      .where('seat_groups.id', '=', groupId)
      .executeTakeFirstOrThrow();
    const office = new BuiltInBoxOffice(db, { now: () => clockNow });
    const input = (token: string, cartId?: number) => ({
      eventId: event.event_id,
      seatGroupId: groupId,
      timeslotId: null,
      cartId,
      token,
      lines: [{ priceId: event.price_id, saleTypeId: 1, quantity: 1, unitAmount: '5.00' }],
      requested: 1,
      now: clockNow,
      expiresAt: new Date(clockNow.getTime() + 15 * 60_000),
    });
    // The second buyer's cart is gone (no such cart): the batch's statement fails on it.
    const holdMany = (
      office as unknown as { holdMany: (inputs: unknown[]) => Promise<Array<PromiseSettledResult<unknown>>> }
    ).holdMany.bind(office);
    const outcomes = await holdMany([
      input('fallback-a'),
      input('fallback-b', 987_654_321),
      input('fallback-c'),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await seatsHeld(groupId)).toEqual({ rows: 2, counter: 2 });
  });
});

describe('held-tickets counter (docs/decisions/0004-box-office.md)', () => {
  it('never drifts from the reservation rows under concurrent holds, removals and expiry', async () => {
    const db = t.app.db;
    const groupId = await insertSale(db, {
      jetId: 'JET-COUNT',
      name: 'Zähler',
      start,
      seatGroup: 'A',
      capacity: 30,
      amount: '10.00',
    });
    const rush = (count: number, headers: (i: number) => Record<string, string> = () => ({})) =>
      Promise.all(
        Array.from({ length: count }, (_, i) =>
          book(
            { event_jet_id: 'JET-COUNT', seat_group: 'A', sale_type_ids: [1], quantities: [(i % 3) + 1] },
            headers(i),
          ),
        ),
      );
    const state = async () => {
      const counter = await db
        .selectFrom('ticket_holds')
        .select('held')
        .where('seat_group_id', '=', groupId)
        .executeTakeFirstOrThrow();
      const rows = await db
        .selectFrom('reservations')
        .select([
          sql<number>`coalesce(sum(quantity), 0)::int`.as('all'),
          sql<number>`coalesce(sum(quantity) filter (where expires_at > ${clockNow}), 0)::int`.as('live'),
        ])
        .where('seat_group_id', '=', groupId)
        .executeTakeFirstOrThrow();
      return { counter: counter.held, all: Number(rows.all), live: Number(rows.live) };
    };
    const answered = (responses: Array<{ statusCode: number; json: () => unknown }>) =>
      responses
        .filter((r) => r.statusCode === 200)
        .reduce((sum, r) => sum + (r.json() as ShopCartResponse).tickets_quantity, 0);

    // 1. A rush of new carts: the counter is the rows, never above capacity.
    const first = await rush(60);
    let now = await state();
    expect(now.counter).toBe(now.all);
    expect(now.counter).toBe(answered(first));
    expect(now.counter).toBeLessThanOrEqual(30);
    expect(now.counter).toBeGreaterThanOrEqual(28); // 1, 2 or 3 at a time: at most 2 left over
    for (const r of first.filter((r) => r.statusCode !== 200)) expect(r.json().response_code).toBe(-214);

    // 2. Removals racing new requests: each removed ticket leaves the counter exactly once.
    const tokens = first
      .filter((r) => r.statusCode === 200)
      .map((r) => r.json<ShopCartResponse>().cart_token);
    const victims = await db
      .selectFrom('reservations')
      .innerJoin('carts', 'carts.id', 'reservations.cart_id')
      .select(['reservations.id', 'carts.token'])
      .where('carts.token', 'in', tokens.slice(0, 4))
      .execute();
    await Promise.all([
      ...victims.map((v) =>
        t.write({
          method: 'DELETE',
          url: `/api/shop-cart/tickets/${v.id}/`,
          headers: { 'x-foyer-cart': v.token },
        }),
      ),
      rush(20),
    ]);
    now = await state();
    expect(now.counter).toBe(now.all);
    expect(now.counter).toBeLessThanOrEqual(30);

    // 3. Ten minutes on, one cart adds a ticket (its whole cart is held anew); six more minutes
    // on every other reservation has expired: a rush sweeps them and the counter follows.
    clockNow = new Date(clockNow.getTime() + 10 * 60_000);
    const kept = tokens[tokens.length - 1] ?? '';
    const extended = await book(
      { event_jet_id: 'JET-COUNT', seat_group: 'A', sale_type_ids: [1], quantities: [1] },
      { 'x-foyer-cart': kept },
    );
    const keptQuantity = extended.statusCode === 200 ? extended.json<ShopCartResponse>().tickets_quantity : 0;
    clockNow = new Date(clockNow.getTime() + 6 * 60_000);
    now = await state();
    expect(now.counter).toBe(now.all);
    expect(now.live).toBe(keptQuantity);
    const late = await rush(40);
    now = await state();
    expect(now.counter).toBe(now.all);
    expect(now.live).toBe(keptQuantity + answered(late));
    expect(now.live).toBeLessThanOrEqual(30);
    expect(now.live).toBeGreaterThanOrEqual(28);
    // The sweep left no expired row counting against capacity.
    expect(now.counter).toBe(now.live);
  });
});

describe('events and timeslots that have begun', () => {
  it('hides begun timeslots, sells the later ones of the day, and closes the event after the last', async () => {
    const saved = clockNow;
    try {
      // 10:30 in Berlin on the day of the timed event: the 10:00 slot has begun, 11:00 has not.
      clockNow = timeslotStart(start, '10:30');
      const offer = (
        await t.app.inject({ url: `/api/quick-buy/${ids.timedId}/` })
      ).json<QuickBuyEventResponse>();
      expect(offer.timeslots.map((s) => [s.time_start, s.status])).toEqual([
        ['10:00', '0'],
        ['11:00', '1'],
      ]);
      expect(offer.status).not.toBe('0');
      expect(offer.off_sale).toBeNull();
      const begun = await book({ event_jet_id: 'JET-2', block_id: 101, sale_type_ids: [1], quantities: [1] });
      expect(begun.statusCode).toBe(409);
      expect(begun.json().response_code).toBe(-230);
      const later = await book({ event_jet_id: 'JET-2', block_id: 102, sale_type_ids: [1], quantities: [1] });
      expect(later.statusCode).toBe(200);

      // After the last slot (and for an event without slots after its start) nothing is on sale.
      clockNow = new Date(start.getTime());
      for (const id of [ids.timedId, ids.eventId]) {
        const closed = (await t.app.inject({ url: `/api/quick-buy/${id}/` })).json<QuickBuyEventResponse>();
        expect(closed.status).toBe('0');
        expect(closed.off_sale).toBe('ended');
      }
      const late = await book({
        event_jet_id: 'JET-1',
        seat_group: 'P',
        sale_type_ids: [1],
        quantities: [1],
      });
      expect(late.json().response_code).toBe(-230);
    } finally {
      clockNow = saved;
    }
  });
});
