import { type Kysely, sql } from 'kysely';

// Frozen in time: never import application code here (CONVENTIONS: Data).
// The site chrome: the venue's weekly opening hours and dated exceptions that override them
// (spec: programme §3 Opening hours, §4 Opening-hours label).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('opening_hours')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    // ISO weekday: 1 = Monday … 7 = Sunday.
    .addColumn('weekday', 'integer', (c) => c.notNull().check(sql`weekday between 1 and 7`))
    .addColumn('time_from', 'time', (c) => c.notNull())
    .addColumn('time_to', 'time', (c) => c.notNull())
    .addColumn('closed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('opening_hours_range', sql`closed or time_from < time_to`)
    .execute();
  await db.schema.createIndex('opening_hours_weekday').on('opening_hours').column('weekday').execute();

  await db.schema
    .createTable('opening_hours_exceptions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('date', 'date', (c) => c.notNull())
    .addColumn('time_from', 'time', (c) => c.notNull().defaultTo('00:00'))
    .addColumn('time_to', 'time', (c) => c.notNull().defaultTo('23:59'))
    .addColumn('closed', 'boolean', (c) => c.notNull().defaultTo(false))
    // Why the day differs (holiday, premiere), per language; shown in the back office only.
    .addColumn('note', 'jsonb')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('opening_hours_exceptions_range', sql`closed or time_from < time_to`)
    .execute();
  await db.schema
    .createIndex('opening_hours_exceptions_date')
    .on('opening_hours_exceptions')
    .column('date')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('opening_hours_exceptions').execute();
  await db.schema.dropTable('opening_hours').execute();
}
