import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { MAIN_PRICE_TEXT, RESERVATION_MINUTES, RESPONSE_CODES } from '../../src/contract/constants';
import type { CartResponse, QuickBuyEventResponse, QuickBuyPrice } from '../../src/contract/ticketing';
import type { Database, Localised } from '../db/schema';
import { HttpError } from '../http/errors';
import type { BookingFailure, ReserveInput, ReserveResult, TicketingProvider } from './provider';

const RESERVATION_MS = RESERVATION_MINUTES * 60_000;
const CATALOGUE_TTL_MS = 2000;

const pick = (text: Localised, locale: 'de' | 'en') => (locale === 'en' ? (text.en ?? text.de) : text.de);

function failure(responseCode: number, error: string, message: string): BookingFailure {
  return { ok: false, responseCode, error, message };
}

/** Adds two numeric(10,2) strings exactly (in cents). */
function cents(amount: string): number {
  return Math.round(Number(amount) * 100);
}
const fromCents = (value: number) => (value / 100).toFixed(2);

export interface BoxOfficeOptions {
  /** The clock; tests move it forward to see reservations expire. */
  now?: () => Date;
}

/**
 * The built-in box office (docs/decisions/0004-box-office.md). Capacity is kept per seat group
 * (per timeslot when the event has timeslots) and, when a timeslot sets one, per timeslot.
 * A reservation locks the seat-group row (then the timeslot row) with `SELECT … FOR UPDATE`,
 * sums the live reservations and inserts only if they fit: concurrent requests for the same
 * seats queue on the row lock, so the sum each one sees includes every earlier commit.
 */
export class BuiltInBoxOffice implements TicketingProvider {
  now: () => Date;
  private readonly catalogues = new Map<
    string,
    { value: Awaited<ReturnType<BuiltInBoxOffice['loadCatalogue']>>; until: number }
  >();

  constructor(
    private readonly db: Kysely<Database>,
    options: BoxOfficeOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
  }

  async eventOffer(eventId: number, locale: 'de' | 'en'): Promise<QuickBuyEventResponse | undefined> {
    const event = await this.db
      .selectFrom('events')
      .select(['id', 'id_jet', 'name', 'date_start', 'status', 'ticket_url'])
      .where('id', '=', eventId)
      .where('is_online', '=', true)
      .executeTakeFirst();
    if (!event) return undefined;
    const now = this.now();
    const [groups, prices, timeslots, held, design] = await Promise.all([
      this.db
        .selectFrom('seat_groups')
        .selectAll()
        .where('event_id', '=', eventId)
        .orderBy('position')
        .orderBy('id')
        .execute(),
      this.db
        .selectFrom('prices')
        .innerJoin('seat_groups', 'seat_groups.id', 'prices.seat_group_id')
        .select([
          'prices.id',
          'prices.sale_type_id',
          'prices.text',
          'prices.amount',
          'seat_groups.seat_group',
          'prices.seat_group_id',
        ])
        .where('seat_groups.event_id', '=', eventId)
        .orderBy('prices.position')
        .orderBy('prices.id')
        .execute(),
      this.db
        .selectFrom('timeslots')
        .select(['id', 'time_start', 'status', 'block_id'])
        .where('event_id', '=', eventId)
        .orderBy('position')
        .orderBy('time_start')
        .execute(),
      this.db
        .selectFrom('reservations')
        .select(['seat_group_id', sql<number>`sum(quantity)::int`.as('held')])
        .where('event_id', '=', eventId)
        .where('expires_at', '>', now)
        .groupBy('seat_group_id')
        .execute(),
      this.db.selectFrom('design_settings').select('data').orderBy('id').executeTakeFirst(),
    ]);
    // Read leniently: a site without design settings still sells tickets (euro by default, §9).
    const data = (design?.data ?? {}) as { currencySymbol?: unknown; header?: { webshopLink?: unknown } };
    const currency = typeof data.currencySymbol === 'string' ? data.currencySymbol : '€';
    const webshop = typeof data.header?.webshopLink === 'string' ? data.header.webshopLink : '/webshop';
    const heldBy = new Map(held.map((row) => [row.seat_group_id, Number(row.held)]));
    return {
      id: event.id,
      id_jet: event.id_jet,
      name: pick(event.name, locale),
      date_start: new Date(event.date_start).toISOString(),
      status: event.status,
      currency_symbol: currency,
      webshop_url: event.ticket_url ?? webshop,
      seat_groups: groups.map((group) => {
        const own = prices.filter((price) => price.seat_group_id === group.id);
        const hasDiscounts = own.some((price) => price.text.de !== MAIN_PRICE_TEXT);
        return {
          id: group.id,
          seat_group: group.seat_group,
          status: group.status,
          text: pick(group.text, locale),
          // With timeslots, capacity is per timeslot: this is the most any one slot can offer.
          available: Math.max(0, group.capacity - (timeslots.length > 0 ? 0 : (heldBy.get(group.id) ?? 0))),
          prices: own.map(
            (price): QuickBuyPrice => ({
              id: price.id,
              price: price.amount,
              sale_type_id: price.sale_type_id,
              seat_group: price.seat_group,
              // `text` stays German: the main-price rule compares it with 'Vollpreis'.
              text: price.text.de,
              name: pick(price.text, locale),
              has_discounts: hasDiscounts,
            }),
          ),
        };
      }),
      timeslots: timeslots.map((slot) => ({ ...slot, time_start: slot.time_start.slice(0, 5) })),
    };
  }

  /**
   * What a reservation checks before locking (event, seat groups, timeslots, prices), kept two
   * seconds per event: under a rush every request needs it, and it hardly ever changes.
   * Capacity is never cached: it is read under the row lock.
   */
  private async catalogue(idJet: string) {
    const cached = this.catalogues.get(idJet);
    if (cached && cached.until > Date.now()) return cached.value;
    const value = await this.loadCatalogue(idJet);
    if (this.catalogues.size > 1000) this.catalogues.clear();
    this.catalogues.set(idJet, { value, until: Date.now() + CATALOGUE_TTL_MS });
    return value;
  }

  private async loadCatalogue(idJet: string) {
    const event = await this.db
      .selectFrom('events')
      .select(['id', 'status', 'date_start', 'is_online'])
      .where('id_jet', '=', idJet)
      .executeTakeFirst();
    if (!event?.is_online) return undefined;
    const [groups, slots, prices] = await Promise.all([
      this.db
        .selectFrom('seat_groups')
        .select(['id', 'seat_group', 'status'])
        .where('event_id', '=', event.id)
        .execute(),
      this.db
        .selectFrom('timeslots')
        .select(['id', 'block_id', 'status'])
        .where('event_id', '=', event.id)
        .execute(),
      this.db
        .selectFrom('prices')
        .innerJoin('seat_groups', 'seat_groups.id', 'prices.seat_group_id')
        .select(['prices.id', 'prices.sale_type_id', 'prices.amount', 'prices.seat_group_id'])
        .where('seat_groups.event_id', '=', event.id)
        .execute(),
    ]);
    return { event, groups, slots, prices };
  }

  /**
   * Without a seat group (spec: programme §7 "optionally seat_group"): the first seat group on
   * sale, in list order, that sells every asked sale type and has the seats free right now; if
   * none has, the first that sells them (the locked check then answers -214).
   */
  private async bestAvailable(
    groups: Array<{ id: number; seat_group: string; status: string }>,
    prices: Array<{ seat_group_id: number; sale_type_id: number }>,
    input: ReserveInput,
    now: Date,
  ) {
    const candidates = groups.filter(
      (group) =>
        group.status !== '0' &&
        input.sale_type_ids.every((saleType) =>
          prices.some((price) => price.seat_group_id === group.id && price.sale_type_id === saleType),
        ),
    );
    if (candidates.length === 0)
      throw new HttpError(400, 'bad_request', 'sale_type_ids: no seat group on sale sells all of these', {
        sale_type_ids: 'no seat group on sale sells all of these',
      });
    if (candidates.length === 1) return candidates[0];
    const requested = input.quantities.reduce((sum, n) => sum + n, 0);
    const free = await this.db
      .selectFrom('seat_groups')
      .leftJoin('reservations', (join) =>
        join
          .onRef('reservations.seat_group_id', '=', 'seat_groups.id')
          .on('reservations.expires_at', '>', now),
      )
      .select([
        'seat_groups.id',
        'seat_groups.capacity',
        sql<number>`coalesce(sum(reservations.quantity), 0)::int`.as('held'),
      ])
      .where(
        'seat_groups.id',
        'in',
        candidates.map((group) => group.id),
      )
      .groupBy(['seat_groups.id', 'seat_groups.capacity'])
      .execute();
    return (
      candidates.find((group) => {
        const row = free.find((f) => f.id === group.id);
        return row && row.capacity - Number(row.held) >= requested;
      }) ?? candidates[0]
    );
  }

  async reserve(input: ReserveInput): Promise<ReserveResult> {
    const now = this.now();
    const catalogue = await this.catalogue(input.event_jet_id);
    if (!catalogue) throw new HttpError(404, 'not_found', 'event_jet_id: no such event');
    const { event, groups, slots, prices: allPrices } = catalogue;
    let group = input.seat_group ? groups.find((g) => g.seat_group === input.seat_group) : undefined;
    if (input.seat_group && !group)
      throw new HttpError(400, 'bad_request', 'seat_group: no such seat group for this event', {
        seat_group: 'no such seat group for this event',
      });
    if (!group) group = await this.bestAvailable(groups, allPrices, input, now);
    if (!group) throw new Error('unreachable');

    const slot = input.block_id !== undefined ? slots.find((s) => s.block_id === input.block_id) : undefined;
    if (input.block_id !== undefined && !slot)
      throw new HttpError(400, 'bad_request', 'block_id: no such timeslot for this event', {
        block_id: 'no such timeslot for this event',
      });
    if (!slot && slots.length > 0)
      throw new HttpError(400, 'bad_request', 'block_id: is required, this event has timeslots', {
        block_id: 'is required, this event has timeslots',
      });

    const prices = allPrices.filter((price) => price.seat_group_id === group.id);
    const lines = input.sale_type_ids.map((saleTypeId, index) => {
      const price = prices.find((p) => p.sale_type_id === saleTypeId);
      if (!price)
        throw new HttpError(
          400,
          'bad_request',
          `sale_type_ids: ${saleTypeId} is not sold in this seat group`,
          {
            sale_type_ids: `${saleTypeId} is not sold in this seat group`,
          },
        );
      return { price, quantity: input.quantities[index] ?? 0 };
    });
    const requested = lines.reduce((sum, line) => sum + line.quantity, 0);

    if (event.status === '0' || group.status === '0' || slot?.status === '0')
      return failure(RESPONSE_CODES.notBookable, 'not_bookable', 'These tickets are not on sale.');
    if (new Date(event.date_start).getTime() <= now.getTime())
      return failure(RESPONSE_CODES.bookingClosed, 'booking_closed', 'This event has already begun.');

    const expiresAt = new Date(now.getTime() + RESERVATION_MS);
    // The cart is found or opened before the seats are locked: the locked part stays short.
    const cart = await this.openCart(this.db, input.cartToken, now);
    if (!cart)
      return failure(
        RESPONSE_CODES.noCurrentReservation,
        'no_current_reservation',
        'No current reservation.',
      );
    const reserved = await this.db.transaction().execute(async (trx) => {
      // Lock order seat group → timeslot, the same in every request: no deadlocks.
      const locked = await trx
        .selectFrom('seat_groups')
        .select('capacity')
        .where('id', '=', group.id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      let heldInGroup = trx
        .selectFrom('reservations')
        .select(sql<number>`coalesce(sum(quantity), 0)::int`.as('held'))
        .where('seat_group_id', '=', group.id)
        .where('expires_at', '>', now);
      heldInGroup = slot ? heldInGroup.where('timeslot_id', '=', slot.id) : heldInGroup;
      const groupHeld = Number((await heldInGroup.executeTakeFirstOrThrow()).held);
      if (groupHeld + requested > locked.capacity)
        return failure(
          RESPONSE_CODES.notEnoughSeats,
          'not_enough_seats',
          'Not enough (connected) seats found.',
        );
      if (slot) {
        const slotRow = await trx
          .selectFrom('timeslots')
          .select('capacity')
          .where('id', '=', slot.id)
          .forUpdate()
          .executeTakeFirstOrThrow();
        if (slotRow.capacity !== null) {
          const { held } = await trx
            .selectFrom('reservations')
            .select(sql<number>`coalesce(sum(quantity), 0)::int`.as('held'))
            .where('timeslot_id', '=', slot.id)
            .where('expires_at', '>', now)
            .executeTakeFirstOrThrow();
          if (Number(held) + requested > slotRow.capacity)
            return failure(
              RESPONSE_CODES.notEnoughSeats,
              'not_enough_seats',
              'Not enough (connected) seats found.',
            );
        }
      }
      // Adding to a cart restarts its clock: the whole cart is held another 15 minutes.
      if (!cart.created)
        await trx
          .updateTable('reservations')
          .set({ expires_at: expiresAt })
          .where('cart_id', '=', cart.id)
          .where('expires_at', '>', now)
          .execute();
      await trx
        .insertInto('reservations')
        .values(
          lines.map((line) => ({
            cart_id: cart.id,
            event_id: event.id,
            seat_group_id: group.id,
            timeslot_id: slot?.id ?? null,
            price_id: line.price.id,
            sale_type_id: line.price.sale_type_id,
            quantity: line.quantity,
            unit_amount: line.price.amount,
            created_at: now,
            expires_at: expiresAt,
          })),
        )
        .execute();
      return undefined;
    });
    if (reserved) return reserved;
    const own = {
      quantity: requested,
      total: fromCents(lines.reduce((sum, line) => sum + cents(line.price.amount) * line.quantity, 0)),
    };
    // A new cart holds just these tickets; an older one is summed again.
    const summary = cart.created
      ? own
      : await this.db
          .selectFrom('reservations')
          .select([
            sql<number>`coalesce(sum(quantity), 0)::int`.as('quantity'),
            sql<string>`coalesce(sum(quantity * unit_amount), 0)::text`.as('total'),
          ])
          .where('cart_id', '=', cart.id)
          .where('expires_at', '>', now)
          .executeTakeFirstOrThrow();
    return {
      ok: true as const,
      tickets_quantity: Number(summary.quantity),
      cart_url: input.cartUrl(cart.token),
      cart_token: cart.token,
      expires_at: expiresAt.toISOString(),
      total: fromCents(cents(summary.total)),
    };
  }

  /**
   * The visitor's cart: a new one without a token; undefined for a token whose cart is unknown or
   * whose reservations have all expired (-204 "No current reservation").
   */
  private async openCart(db: Kysely<Database>, token: string | undefined, now: Date) {
    if (!token) {
      const fresh = randomBytes(24).toString('base64url');
      const created = await db
        .insertInto('carts')
        .values({ token: fresh, created_at: now })
        .returning(['id', 'token'])
        .executeTakeFirstOrThrow();
      return { ...created, created: true };
    }
    const cart = await db
      .selectFrom('carts')
      .select(['id', 'token'])
      .where('token', '=', token)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('reservations')
            .select('reservations.id')
            .whereRef('reservations.cart_id', '=', 'carts.id')
            .where('reservations.expires_at', '>', now),
        ),
      )
      .executeTakeFirst();
    return cart ? { ...cart, created: false } : undefined;
  }

  async cart(token: string | undefined, locale: 'de' | 'en', cartUrl: string): Promise<CartResponse> {
    const now = this.now();
    const empty: CartResponse = {
      tickets: [],
      tickets_quantity: 0,
      total: '0.00',
      expires_at: null,
      cart_url: cartUrl,
    };
    if (!token) return empty;
    const rows = await this.db
      .selectFrom('reservations')
      .innerJoin('carts', 'carts.id', 'reservations.cart_id')
      .innerJoin('events', 'events.id', 'reservations.event_id')
      .innerJoin('seat_groups', 'seat_groups.id', 'reservations.seat_group_id')
      .innerJoin('prices', 'prices.id', 'reservations.price_id')
      .leftJoin('timeslots', 'timeslots.id', 'reservations.timeslot_id')
      .select([
        'reservations.id',
        'reservations.event_id',
        'events.name as event_name',
        'events.date_start',
        'seat_groups.seat_group',
        'seat_groups.text as seat_group_text',
        'timeslots.time_start',
        'reservations.sale_type_id',
        'prices.text as price_text',
        'reservations.quantity',
        'reservations.unit_amount',
        'reservations.expires_at',
      ])
      .where('carts.token', '=', token)
      .where('reservations.expires_at', '>', now)
      .orderBy('reservations.id')
      .execute();
    if (rows.length === 0) return empty;
    const tickets = rows.map((row) => ({
      id: row.id,
      event_id: row.event_id,
      event_name: pick(row.event_name, locale),
      date_start: new Date(row.date_start).toISOString(),
      seat_group: row.seat_group,
      seat_group_text: pick(row.seat_group_text, locale),
      time_start: row.time_start ? row.time_start.slice(0, 5) : null,
      sale_type_id: row.sale_type_id,
      price_text: pick(row.price_text, locale),
      quantity: row.quantity,
      unit_amount: row.unit_amount,
      expires_at: new Date(row.expires_at).toISOString(),
    }));
    const expiries = tickets.map((ticket) => Date.parse(ticket.expires_at));
    return {
      tickets,
      tickets_quantity: tickets.reduce((sum, ticket) => sum + ticket.quantity, 0),
      total: fromCents(tickets.reduce((sum, ticket) => sum + cents(ticket.unit_amount) * ticket.quantity, 0)),
      expires_at: new Date(Math.min(...expiries)).toISOString(),
      cart_url: cartUrl,
    };
  }

  async removeTicket(
    token: string | undefined,
    reservationId: number,
  ): Promise<BookingFailure | { ok: true }> {
    const now = this.now();
    if (!token)
      return failure(
        RESPONSE_CODES.noCurrentReservation,
        'no_current_reservation',
        'No current reservation.',
      );
    const removed = await this.db
      .deleteFrom('reservations')
      .where('id', '=', reservationId)
      .where('expires_at', '>', now)
      .where('cart_id', 'in', (qb) => qb.selectFrom('carts').select('id').where('token', '=', token))
      .executeTakeFirst();
    return Number(removed.numDeletedRows) > 0
      ? { ok: true }
      : failure(RESPONSE_CODES.noCurrentReservation, 'no_current_reservation', 'No current reservation.');
  }
}
