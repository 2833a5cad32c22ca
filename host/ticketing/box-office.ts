import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { MAIN_PRICE_TEXT, RESERVATION_MINUTES, RESPONSE_CODES } from '../../src/contract/constants';
import type { CartResponse, QuickBuyEventResponse, QuickBuyPrice } from '../../src/contract/ticketing';
import { timeslotStart } from '../../src/domain/tickets';
import type { Database, Localised } from '../db/schema';
import { HttpError } from '../http/errors';
import { GroupCommit } from './group-commit';
import type { BookingFailure, ReserveInput, ReserveResult, TicketingProvider } from './provider';

const RESERVATION_MS = RESERVATION_MINUTES * 60_000;
const CATALOGUE_TTL_MS = 2000;

const pick = (text: Localised, locale: 'de' | 'en') => text[locale] ?? text.de;

function failure(responseCode: number, error: string, message: string): BookingFailure {
  return { ok: false, responseCode, error, message };
}

/** Adds two numeric(10,2) strings exactly (in cents). */
function cents(amount: string): number {
  return Math.round(Number(amount) * 100);
}
const fromCents = (value: number) => (value / 100).toFixed(2);

/**
 * A hold's outcome: the cart id when the seats were held; and the counter as the statement's
 * snapshot saw it (a refusal compares it with the counter afterwards, `release`).
 */
interface Hold {
  cartId: number | undefined;
  seen: number;
}

/** One reservation request, resolved against the catalogue. */
interface HoldInput {
  eventId: number;
  seatGroupId: number;
  timeslotId: number | null;
  /** An existing live cart; undefined opens a new cart with `token`. */
  cartId: number | undefined;
  token: string;
  lines: Array<{ priceId: number; saleTypeId: number; quantity: number; unitAmount: string }>;
  requested: number;
  now: Date;
  expiresAt: Date;
}

export interface BoxOfficeOptions {
  /** The app's clock (`app.clock`); tests move theirs forward to see reservations expire. */
  now: () => Date;
}

/**
 * The built-in box office (docs/decisions/0004-box-office.md). Capacity is kept per seat group
 * (per timeslot when the event has timeslots) and, when a timeslot sets one, per timeslot.
 * A reservation raises a held-tickets counter per seat group and timeslot (`ticket_holds`) with
 * a conditional upsert (`held + n <= capacity`) and inserts its rows in the same statement:
 * concurrent requests queue on the counter row for one statement only, and PostgreSQL re-checks
 * the condition on the newest counter value. Holds of one seat group that arrive together in
 * this process are committed as one batch (`holdMany`, decision 0160). Expired reservations are
 * released lazily, when a request is refused: deleted and subtracted in one statement (`release`).
 */
export class BuiltInBoxOffice implements TicketingProvider {
  now: () => Date;
  private readonly catalogues = new Map<
    string,
    { value: Awaited<ReturnType<BuiltInBoxOffice['loadCatalogue']>>; until: number }
  >();

  /** Holds of one seat group (without timeslots) in this process, one batch at a time. */
  private readonly holds = new GroupCommit<HoldInput, Hold>((_key, inputs) => this.holdMany(inputs));
  /** The release checks in flight, by seat group, timeslot and the counter the refusal saw. */
  private readonly releases = new Map<string, Promise<boolean>>();

  constructor(
    private readonly db: Kysely<Database>,
    options: BoxOfficeOptions,
  ) {
    this.now = options.now;
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
        .select(['id', 'time_start', 'status', 'block_id', 'capacity'])
        .where('event_id', '=', eventId)
        .orderBy('position')
        .orderBy('time_start')
        .execute(),
      this.db
        .selectFrom('reservations')
        .select(['seat_group_id', 'timeslot_id', sql<number>`sum(quantity)::int`.as('held')])
        .where('event_id', '=', eventId)
        .where('expires_at', '>', now)
        .groupBy(['seat_group_id', 'timeslot_id'])
        .execute(),
      this.db.selectFrom('design_settings').select('data').orderBy('id').executeTakeFirst(),
    ]);
    // Read leniently: a site without design settings still sells tickets (euro by default, §9).
    const data = (design?.data ?? {}) as {
      currencySymbol?: unknown;
      quickBuyWidget?: unknown;
      header?: { webshopLink?: unknown };
    };
    const currency = typeof data.currencySymbol === 'string' ? data.currencySymbol : '€';
    const webshop = typeof data.header?.webshopLink === 'string' ? data.header.webshopLink : '/webshop';
    // Held tickets per seat group and timeslot (`null`: the event has no timeslots).
    const heldIn = (groupId: number, slotId: number | null) =>
      held
        .filter((row) => row.seat_group_id === groupId && row.timeslot_id === slotId)
        .reduce((sum, row) => sum + Number(row.held), 0);
    // A timeslot with a capacity of its own: what is left of it over all its seat groups.
    const slotLeft = (slotId: number) => {
      const capacity = timeslots.find((slot) => slot.id === slotId)?.capacity ?? null;
      if (capacity === null) return Number.POSITIVE_INFINITY;
      const taken = held
        .filter((row) => row.timeslot_id === slotId)
        .reduce((sum, row) => sum + Number(row.held), 0);
      return capacity - taken;
    };
    // Slots that have begun are off sale (status '0', so the widget hides them); an event that
    // has begun is off sale unless a later slot of its day is still open.
    const openSlots = timeslots.map(({ capacity: _ownCapacity, ...slot }) => ({
      ...slot,
      time_start: slot.time_start.slice(0, 5),
      status: timeslotStart(event.date_start, slot.time_start) <= now ? '0' : slot.status,
    }));
    const begun =
      timeslots.length > 0
        ? openSlots.every((slot) => slot.status === '0')
        : new Date(event.date_start) <= now;
    const seatGroups = groups.map((group) => {
      const own = prices.filter((price) => price.seat_group_id === group.id);
      const hasDiscounts = own.some((price) => price.text.de !== MAIN_PRICE_TEXT);
      return {
        id: group.id,
        seat_group: group.seat_group,
        status: group.status,
        text: pick(group.text, locale),
        // With timeslots, capacity is per timeslot: this is the most any one open slot still
        // offers after the tickets held in it.
        available:
          timeslots.length > 0
            ? Math.max(
                0,
                ...openSlots
                  .filter((slot) => slot.status !== '0')
                  .map((slot) => Math.min(group.capacity - heldIn(group.id, slot.id), slotLeft(slot.id))),
              )
            : Math.max(0, group.capacity - heldIn(group.id, null)),
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
    });
    const onSale = seatGroups.filter((group) => group.status !== '0' && group.prices.length > 0);
    return {
      id: event.id,
      id_jet: event.id_jet,
      name: pick(event.name, locale),
      date_start: new Date(event.date_start).toISOString(),
      status: begun ? '0' : event.status,
      currency_symbol: currency,
      // The design-settings quick-buy widget flag (spec: frame §3): off → the ticket link only.
      quick_buy_widget: data.quickBuyWidget !== false,
      webshop_url: event.ticket_url ?? webshop,
      off_sale: begun
        ? 'ended'
        : event.status === '0' || (onSale.length > 0 && onSale.every((group) => group.available === 0))
          ? 'sold_out'
          : onSale.length === 0
            ? 'box_office'
            : null,
      seat_groups: seatGroups,
      timeslots: openSlots,
    };
  }

  /**
   * What a reservation checks before locking (event, seat groups, timeslots, prices), kept two
   * seconds per event: under a rush every request needs it, and it hardly ever changes.
   * Capacity is never cached: it is read under the row lock.
   */
  private async catalogue(idJet: string) {
    const cached = this.catalogues.get(idJet);
    // A lifetime, not a time of day: measured on the monotonic clock, never on `now`.
    const at = performance.now();
    if (cached && cached.until > at) return cached.value;
    const value = await this.loadCatalogue(idJet);
    if (this.catalogues.size > 1000) this.catalogues.clear();
    this.catalogues.set(idJet, { value, until: at + CATALOGUE_TTL_MS });
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
        .select(['id', 'block_id', 'status', 'time_start'])
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
    // With a timeslot, the slot's own start counts (an exhibition day sells its later slots).
    const begins = slot ? timeslotStart(event.date_start, slot.time_start) : new Date(event.date_start);
    if (begins.getTime() <= now.getTime())
      return failure(RESPONSE_CODES.bookingClosed, 'booking_closed', 'This event has already begun.');

    const expiresAt = new Date(now.getTime() + RESERVATION_MS);
    // An existing cart must still hold a live reservation (-204 otherwise); a new one is opened
    // by the reserving statement itself, so a refused request leaves no empty cart behind.
    const cart = input.cartToken ? await this.liveCart(input.cartToken, now) : undefined;
    if (input.cartToken && !cart)
      return failure(
        RESPONSE_CODES.noCurrentReservation,
        'no_current_reservation',
        'No current reservation.',
      );
    const hold: HoldInput = {
      eventId: event.id,
      seatGroupId: group.id,
      timeslotId: slot?.id ?? null,
      cartId: cart?.id,
      token: cart?.token ?? randomBytes(24).toString('base64url'),
      lines: lines.map((line) => ({
        priceId: line.price.id,
        saleTypeId: line.price.sale_type_id,
        quantity: line.quantity,
        unitAmount: line.price.amount,
      })),
      requested,
      now,
      expiresAt,
    };
    const attempt = () => (slot ? this.holdInTimeslot(hold) : this.holds.submit(`${hold.seatGroupId}`, hold));
    const first = await attempt();
    let cartId = first.cartId;
    // Lazy release: expired reservations still count in the counter until swept. Only a refused
    // request needs them gone, so the sweep runs then, and the hold is tried once more.
    if (cartId === undefined && (await this.releaseOnce(group.id, hold.timeslotId, now, first.seen)))
      cartId = (await attempt()).cartId;
    if (cartId === undefined)
      return failure(
        RESPONSE_CODES.notEnoughSeats,
        'not_enough_seats',
        'Not enough (connected) seats found.',
      );
    if (cart)
      // Adding to a cart restarts its clock: the whole cart is held another 15 minutes.
      await this.db
        .updateTable('reservations')
        .set({ expires_at: expiresAt })
        .where('cart_id', '=', cart.id)
        .where('expires_at', '>', now)
        .where('expires_at', '<', expiresAt)
        .execute();
    const own = {
      quantity: requested,
      total: fromCents(lines.reduce((sum, line) => sum + cents(line.price.amount) * line.quantity, 0)),
    };
    // A new cart holds just these tickets; an older one is summed again.
    const summary = !cart
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
      cart_url: input.cartUrl(hold.token),
      cart_token: hold.token,
      expires_at: expiresAt.toISOString(),
      server_time: now.toISOString(),
      total: fromCents(cents(summary.total)),
    };
  }

  /**
   * Holds the tickets and inserts the reservation rows in ONE statement (no transaction around
   * it): the counter row of the seat group (and timeslot) is raised only if the new total stays
   * within capacity (`held + n <= capacity`, re-checked by PostgreSQL on the newest row version
   * after waiting for a concurrent holder), and the rows (and a new cart) are inserted only when
   * the raise happened. The counter row lock lasts this one statement, and only buyers the
   * statement's snapshot of the counter still has seats for take it: a refusal reads, never waits.
   * Answers the cart id, or undefined when the seats are not there.
   */
  private async hold(db: Kysely<Database>, h: HoldInput): Promise<Hold> {
    const timeslotId = sql`${h.timeslotId}::int`;
    const values = sql.join(
      h.lines.map(
        (line) =>
          sql`(${line.priceId}::int, ${line.saleTypeId}::int, ${line.quantity}::int, ${line.unitAmount}::numeric)`,
      ),
    );
    const cart =
      h.cartId === undefined
        ? sql`insert into carts (token, created_at) select ${h.token}, ${h.now} from bump returning id`
        : sql`select ${h.cartId}::int as id from bump`;
    const { rows } = await sql<{ cart_id: number | null; seen: number }>`
      with bump as (
        insert into ticket_holds (seat_group_id, timeslot_id, held)
        select id, ${timeslotId}, ${h.requested}::int from seat_groups
        where id = ${h.seatGroupId}
          -- The statement's snapshot of the counter, read without a lock: when the seats are
          -- gone there, nothing is inserted, so no conflict and no wait on the counter row
          -- (an on-sale rush: half the buyers are refused, none of them queues there).
          and coalesce((select held from ticket_holds
                         where seat_group_id = ${h.seatGroupId}
                           and coalesce(timeslot_id, 0) = coalesce(${timeslotId}, 0)), 0)
              + ${h.requested}::int <= capacity
        on conflict (seat_group_id, (coalesce(timeslot_id, 0))) do update
        set held = ticket_holds.held + excluded.held
        where ticket_holds.held + excluded.held
          <= (select capacity from seat_groups where id = excluded.seat_group_id)
        returning held
      ), cart as (${cart}), added as (
        insert into reservations (cart_id, event_id, seat_group_id, timeslot_id, price_id,
          sale_type_id, quantity, unit_amount, created_at, expires_at)
        select cart.id, ${h.eventId}, ${h.seatGroupId}, ${timeslotId}, v.price_id, v.sale_type_id,
          v.quantity, v.unit_amount, ${h.now}, ${h.expiresAt}
        from cart cross join (values ${values}) as v(price_id, sale_type_id, quantity, unit_amount)
        returning cart_id
      )
      select (select cart_id from added limit 1) as cart_id,
             coalesce((select held from ticket_holds where seat_group_id = ${h.seatGroupId}
                        and coalesce(timeslot_id, 0) = coalesce(${timeslotId}, 0)), 0) as seen`.execute(db);
    return { cartId: rows[0]?.cart_id ?? undefined, seen: Number(rows[0]?.seen ?? 0) };
  }

  /**
   * The holds of one seat group (no timeslot) that arrived together, in one transaction
   * (docs/decisions/0160-on-sale-rush-group-commit.md): the counter row is locked once (created
   * at 0 if new), each hold in arrival order is granted when it still fits (a later, smaller one
   * may fit where an earlier one did not, as when each ran alone), and one statement raises the
   * counter by what was granted, opens the new carts and inserts their reservation rows. Before
   * that, the counter is read without a lock: a batch none of whose holds fits there is refused
   * at once, never waiting on the row (decision 0130). A lone buyer never waits on a batch (the
   * first of a key runs at once) and takes the single statement of `hold`; so does every buyer
   * of a batch that failed.
   */
  private async holdMany(inputs: readonly HoldInput[]): Promise<Array<PromiseSettledResult<Hold>>> {
    const oneByOne = () => Promise.allSettled(inputs.map((input) => this.hold(this.db, input)));
    // Alone (no rush): the single statement, one round trip.
    if (inputs.length === 1) return oneByOne();
    try {
      const holds = await this.holdBatch(inputs);
      return holds.map((value) => ({ status: 'fulfilled', value }));
    } catch (error) {
      console.warn(
        `[box office] a batch of ${inputs.length} holds failed, held one by one: ${String(error)}`,
      );
      // The batch rolled back whole (one buyer's cart went away meanwhile, say): each hold runs
      // alone then, so one buyer's error is theirs and not the batch's.
      return oneByOne();
    }
  }

  private async holdBatch(inputs: readonly HoldInput[]): Promise<Hold[]> {
    const first = inputs[0];
    if (!first) return [];
    const group = first.seatGroupId;
    // The counter read without a lock first: when not even the smallest hold fits there, the
    // whole batch is refused without waiting on the row (another process may be holding it).
    const snapshot = await sql<{ held: number; capacity: number }>`
      select coalesce((select held from ticket_holds
                        where seat_group_id = ${group} and timeslot_id is null), 0) as held, capacity
      from seat_groups where id = ${group}`.execute(this.db);
    const seen = Number(snapshot.rows[0]?.held ?? 0);
    const smallest = Math.min(...inputs.map((input) => input.requested));
    if (seen + smallest > Number(snapshot.rows[0]?.capacity ?? 0))
      return inputs.map(() => ({ cartId: undefined, seen }));
    return this.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ held: number; capacity: number }>`
        insert into ticket_holds (seat_group_id, timeslot_id, held) values (${group}, null, 0)
        on conflict (seat_group_id, (coalesce(timeslot_id, 0))) do update set held = ticket_holds.held
        returning held, (select capacity from seat_groups where id = ${group}) as capacity`.execute(trx);
      const counter = rows[0];
      if (!counter) throw new Error('ticket_holds: the counter row was not returned');
      let held = Number(counter.held);
      const granted: number[] = [];
      inputs.forEach((input, index) => {
        if (held + input.requested > Number(counter.capacity)) return;
        held += input.requested;
        granted.push(index);
      });
      if (granted.length === 0) return inputs.map(() => ({ cartId: undefined, seen: held }));
      const requests = sql.join(
        granted.map((index) => {
          const input = inputs[index] as HoldInput;
          return sql`(${index}::int, ${input.token}::text, ${input.cartId ?? null}::int, ${input.now}::timestamptz)`;
        }),
      );
      const lines = sql.join(
        granted.flatMap((index) => {
          const input = inputs[index] as HoldInput;
          return input.lines.map(
            (line) =>
              sql`(${index}::int, ${line.priceId}::int, ${line.saleTypeId}::int, ${line.quantity}::int, ${line.unitAmount}::numeric, ${input.now}::timestamptz, ${input.expiresAt}::timestamptz)`,
          );
        }),
      );
      const written = await sql<{ ord: number; cart_id: number; bumped: number; added: number }>`
        with request (ord, token, cart_id, created_at) as (values ${requests}),
        bump as (
          update ticket_holds set held = ${held}::int
          where seat_group_id = ${group} and timeslot_id is null
          returning held
        ), opened as (
          insert into carts (token, created_at)
          select token, created_at from request where cart_id is null
          returning id, token
        ), cart as (
          select request.ord, coalesce(request.cart_id, opened.id) as cart_id
          from request left join opened on opened.token = request.token
        ), line (ord, price_id, sale_type_id, quantity, unit_amount, created_at, expires_at) as (
          values ${lines}
        ), added as (
          insert into reservations (cart_id, event_id, seat_group_id, timeslot_id, price_id,
            sale_type_id, quantity, unit_amount, created_at, expires_at)
          select cart.cart_id, ${first.eventId}, ${group}, null, line.price_id, line.sale_type_id,
            line.quantity, line.unit_amount, line.created_at, line.expires_at
          from line join cart on cart.ord = line.ord
          returning cart_id
        )
        select cart.ord, cart.cart_id, (select count(*) from bump)::int as bumped,
          (select count(*) from added)::int as added
        from cart`.execute(trx);
      const cartOf = new Map(written.rows.map((row) => [Number(row.ord), Number(row.cart_id)]));
      const lineCount = granted.reduce((sum, index) => sum + (inputs[index]?.lines.length ?? 0), 0);
      const whole =
        cartOf.size === granted.length &&
        written.rows.every((row) => Number(row.bumped) === 1 && Number(row.added) === lineCount);
      // Thrown inside the transaction: nothing of the batch stays, and its holds run one by one.
      if (!whole) throw new Error('ticket_holds: the batch was not written whole');
      return inputs.map((_input, index) => ({ cartId: cartOf.get(index), seen: held }));
    });
  }

  /**
   * `release` once per seat group, timeslot and counter snapshot at a time: the refusals of one
   * batch saw the same counter and share one check (and sweep) instead of asking 500 times.
   */
  private releaseOnce(seatGroupId: number, timeslotId: number | null, now: Date, seen: number) {
    const key = `${seatGroupId}/${timeslotId ?? ''}/${seen}`;
    const running = this.releases.get(key);
    if (running) return running;
    const check = this.release(seatGroupId, timeslotId, now, seen).finally(() => this.releases.delete(key));
    this.releases.set(key, check);
    return check;
  }

  /**
   * With timeslots: a timeslot may have a capacity of its own over all its seat groups. That
   * (rare) check keeps the lock-and-sum of live reservations on the timeslot row, in a
   * transaction with the counter statement (lock order: timeslot row, then counter row).
   */
  private async holdInTimeslot(h: HoldInput): Promise<Hold> {
    return this.db.transaction().execute(async (trx) => {
      const slot = await trx
        .selectFrom('timeslots')
        .select('capacity')
        .where('id', '=', h.timeslotId as number)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (slot.capacity !== null) {
        const { held } = await trx
          .selectFrom('reservations')
          .select(sql<number>`coalesce(sum(quantity), 0)::int`.as('held'))
          .where('timeslot_id', '=', h.timeslotId)
          .where('expires_at', '>', h.now)
          .executeTakeFirstOrThrow();
        if (Number(held) + h.requested > slot.capacity) return { cartId: undefined, seen: Number.NaN };
      }
      return this.hold(trx, h);
    });
  }

  /**
   * Releases the expired reservations of one seat group (and timeslot): deletes them and lowers
   * the counter by exactly what was deleted, in one statement, while this request holds the
   * counter row: concurrent sweeps of one key queue there, so a request that waited behind a
   * sweep retries its hold on the lowered counter instead of answering -214 too early. Rows
   * another request has locked (a removal, a cart being held anew) are skipped, never waited
   * for: no lock cycles. Answers whether a hold is worth retrying.
   */
  private async release(
    seatGroupId: number,
    timeslotId: number | null,
    now: Date,
    seen: number,
  ): Promise<boolean> {
    const expired = sql`seat_group_id = ${seatGroupId}
      and timeslot_id is not distinct from ${timeslotId}::int and expires_at <= ${now}`;
    const { rows } = await sql<{ expired: boolean; held: number }>`
      select exists (select 1 from reservations where ${expired}) as expired,
             coalesce((select held from ticket_holds where seat_group_id = ${seatGroupId}
                        and coalesce(timeslot_id, 0) = coalesce(${timeslotId}::int, 0)), 0) as held`.execute(
      this.db,
    );
    const state = rows[0];
    // Nothing expired (a sweep in flight still shows its rows): sold out for real, unless the
    // counter went down since the refused hold's snapshot (a sweep or a removal committed in
    // between): then the hold is worth trying once more.
    if (!state?.expired) return Number(state?.held ?? 0) < seen;
    await this.db.transaction().execute(async (trx) => {
      await sql`select id from ticket_holds
        where seat_group_id = ${seatGroupId} and coalesce(timeslot_id, 0) = coalesce(${timeslotId}::int, 0)
        for update`.execute(trx);
      await sql`
        with gone as (
          delete from reservations where id in (
            select id from reservations where ${expired} for update skip locked)
          returning quantity
        )
        update ticket_holds set held = held - (select sum(quantity) from gone)::int
        where seat_group_id = ${seatGroupId}
          and coalesce(timeslot_id, 0) = coalesce(${timeslotId}::int, 0)
          and exists (select 1 from gone)`.execute(trx);
    });
    return true;
  }

  /** The cart of a token while it holds a live reservation; undefined otherwise (-204). */
  private async liveCart(token: string, now: Date) {
    return this.db
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
    // The row goes and its tickets leave the counter in one statement (never one without the other).
    const removed = await sql<{ removed: number }>`
      with gone as (
        delete from reservations
        where id = ${reservationId} and expires_at > ${now}
          and cart_id in (select id from carts where token = ${token})
        returning seat_group_id, timeslot_id, quantity
      ), lowered as (
        update ticket_holds set held = held - gone.quantity from gone
        where ticket_holds.seat_group_id = gone.seat_group_id
          and coalesce(ticket_holds.timeslot_id, 0) = coalesce(gone.timeslot_id, 0)
        returning ticket_holds.id
      )
      select count(*)::int as removed from gone`.execute(this.db);
    return (removed.rows[0]?.removed ?? 0) > 0
      ? { ok: true }
      : failure(RESPONSE_CODES.noCurrentReservation, 'no_current_reservation', 'No current reservation.');
  }
}
