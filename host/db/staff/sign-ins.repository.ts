import { type Kysely, sql } from 'kysely';
import type { SignInEvent, SignInKind } from '../../../src/contract/hub';
import type { Database } from '../schema';

type Db = Kysely<Database>;

/** The longest name kept (Django's username length): a pasted essay is not worth keeping. */
export const SIGN_IN_NAME_MAX = 150;
/** The log keeps the events of the last 90 days … */
export const SIGN_IN_KEEP_DAYS = 90;
/** … and at most this many (a flood of failed attempts cannot grow the table without bound). */
export const SIGN_IN_KEEP_ROWS = 10_000;

/**
 * The name as stored: trimmed, control characters shown as U+FFFD (PostgreSQL takes no NUL, and a
 * name that only looks like an account's should not read as that account's), at most
 * `SIGN_IN_NAME_MAX` characters, counted as PostgreSQL counts them (by code point, so no emoji is
 * cut in half).
 */
export function signInName(name: string): string {
  return Array.from(name.trim().replace(/\p{Cc}/gu, '\uFFFD'))
    .slice(0, SIGN_IN_NAME_MAX)
    .join('');
}

/**
 * Writes one event of the sign-in log (docs/decisions/0174-dashboard-media-and-sign-ins.md) at
 * `at` (the app's clock), then drops what the log no longer keeps: older than 90 days, or beyond
 * the newest 10,000. Both deletes walk the `(at, id)` index and usually find nothing.
 */
export async function recordSignInEvent(
  db: Db,
  event: { kind: SignInKind; username: string; userId: number | null },
  at: Date,
): Promise<void> {
  await db
    .insertInto('staff_sign_ins')
    .values({ at, kind: event.kind, username: signInName(event.username), user_id: event.userId })
    .execute();
  await pruneSignInEvents(db, at);
}

/** Drops the events older than 90 days before `now` and all but the newest 10,000. */
export async function pruneSignInEvents(db: Db, now: Date): Promise<void> {
  const oldest = new Date(now.getTime() - SIGN_IN_KEEP_DAYS * 24 * 60 * 60 * 1000);
  await db.deleteFrom('staff_sign_ins').where('at', '<', oldest).execute();
  await sql`
    DELETE FROM staff_sign_ins
     WHERE (at, id) <= (SELECT at, id FROM staff_sign_ins
                          ORDER BY at DESC, id DESC OFFSET ${SIGN_IN_KEEP_ROWS} LIMIT 1)`.execute(db);
}

/** The newest events first, a page at a time, and how many the log holds. */
export async function listSignInEvents(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ count: number; results: SignInEvent[] }> {
  const total = await db
    .selectFrom('staff_sign_ins')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('staff_sign_ins')
    .select(['kind', 'username', 'at'])
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return {
    count: Number(total.count),
    results: rows.map((row) => ({
      kind: row.kind,
      username: row.username,
      at: new Date(row.at).toISOString(),
    })),
  };
}
