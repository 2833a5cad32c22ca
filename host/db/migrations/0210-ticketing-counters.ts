import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here (CONVENTIONS: Data).
// Held-tickets counters (docs/decisions/0004-box-office.md, "Counters"): one row per seat group
// and timeslot (timeslot_id null for events without timeslots). `held` is the sum of the
// quantities of every reservation row of that key that has not been released yet (expired rows
// count until a sweep deletes them and subtracts them in the same statement).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ticket_holds')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('seat_group_id', 'integer', (c) =>
      c.notNull().references('seat_groups.id').onDelete('cascade'),
    )
    .addColumn('timeslot_id', 'integer', (c) => c.references('timeslots.id').onDelete('cascade'))
    .addColumn('held', 'integer', (c) => c.notNull().defaultTo(0).check(sql`held >= 0`))
    .execute();
  // One counter per key; `ON CONFLICT` in the reservation statement names this expression.
  await sql`create unique index ticket_holds_key_idx on ticket_holds (seat_group_id, (coalesce(timeslot_id, 0)))`.execute(
    db,
  );
  // Existing reservations (live or not yet released) start the counters.
  await sql`insert into ticket_holds (seat_group_id, timeslot_id, held)
    select seat_group_id, timeslot_id, sum(quantity)::int from reservations
    group by seat_group_id, timeslot_id`.execute(db);
}
