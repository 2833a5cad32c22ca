import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here (CONVENTIONS: Data).
// The built-in box office (docs/decisions/0004-box-office.md): carts identified by a random
// token, and reservations that hold seats of a seat group (and timeslot) until they expire.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('carts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    // Random, unguessable; sent as a cookie on our origin and as a header from templates.
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('reservations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('cart_id', 'integer', (c) => c.notNull().references('carts.id').onDelete('cascade'))
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('seat_group_id', 'integer', (c) =>
      c.notNull().references('seat_groups.id').onDelete('cascade'),
    )
    .addColumn('timeslot_id', 'integer', (c) => c.references('timeslots.id').onDelete('cascade'))
    .addColumn('price_id', 'integer', (c) => c.notNull().references('prices.id').onDelete('cascade'))
    .addColumn('sale_type_id', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    // The unit price at reservation time, so a later price change does not alter the cart.
    .addColumn('unit_amount', 'numeric(10, 2)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // Capacity checks sum the live reservations of one seat group or one timeslot.
  await db.schema
    .createIndex('reservations_seat_group_idx')
    .on('reservations')
    .columns(['seat_group_id', 'expires_at'])
    .execute();
  await db.schema
    .createIndex('reservations_timeslot_idx')
    .on('reservations')
    .columns(['timeslot_id', 'expires_at'])
    .execute();
  await db.schema.createIndex('reservations_cart_idx').on('reservations').column('cart_id').execute();
}
