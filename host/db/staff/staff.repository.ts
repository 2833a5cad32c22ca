import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { StaffRole } from '../../../src/contract/editor';
import type { StaffUser } from '../../plugins/request-context';
import type { Database, UsersTable } from '../schema';

type Db = Kysely<Database>;
export type UserRow = Selectable<UsersTable>;

/** How long a staff session lives (absolute; sign in again afterwards). */
export const SESSION_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * Argon2id, the memory-hard KDF of the OWASP password storage cheat sheet (19 MiB, 2 passes,
 * parallelism 1): @node-rs/argon2's defaults.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of nothing anyone knows, verified when the user does not exist (same timing). */
let dummyHash: Promise<string> | undefined;
function timingDummy(): Promise<string> {
  dummyHash ??= hash(randomBytes(16).toString('hex'));
  return dummyHash;
}

export interface NewUser {
  email: string;
  username: string;
  password: string;
  first_name?: string;
  last_name?: string;
  role?: StaffRole;
}

export async function createUser(db: Db, user: NewUser): Promise<UserRow> {
  return db
    .insertInto('users')
    .values({
      email: user.email.toLowerCase(),
      username: user.username,
      password_hash: await hashPassword(user.password),
      first_name: user.first_name ?? '',
      last_name: user.last_name ?? '',
      role: user.role ?? 'editor',
      last_login_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb('username', '=', login), eb('email', '=', login.toLowerCase())]))
    .executeTakeFirst();
}

/** The active user with these credentials, or undefined (wrong name, password or inactive). */
export async function authenticate(db: Db, login: string, password: string): Promise<UserRow | undefined> {
  const user = await findUserByLogin(db, login);
  if (!user) {
    await verifyPassword(await timingDummy(), password);
    return undefined;
  }
  const ok = await verifyPassword(user.password_hash, password);
  return ok && user.is_active ? user : undefined;
}

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Starts a session at `now` (the app's clock); answers the cookie value (only its hash is
 * stored). The cookie itself carries a Max-Age, so the browser's clock never judges the expiry.
 */
export async function createSession(db: Db, userId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('staff_sessions')
    .values({ id: digest(token), user_id: userId, expires_at: new Date(now.getTime() + SESSION_LIFETIME_MS) })
    .execute();
  await db.updateTable('users').set({ last_login_at: now }).where('id', '=', userId).execute();
  return token;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('staff_sessions').where('id', '=', digest(token)).execute();
}

/** The staff member of a session live at `now` (the app's clock) of an active account. */
export async function findSessionUser(db: Db, token: string, now: Date): Promise<StaffUser | undefined> {
  const row = await db
    .selectFrom('staff_sessions')
    .innerJoin('users', 'users.id', 'staff_sessions.user_id')
    .select([
      'users.id',
      'users.email',
      'users.username',
      'users.first_name',
      'users.last_name',
      'users.role',
    ])
    .where('staff_sessions.id', '=', digest(token))
    .where('staff_sessions.expires_at', '>', now)
    .where('users.is_active', '=', true)
    .executeTakeFirst();
  return row;
}

/** Ends every session of a user (e.g. after a password change). */
export async function deleteUserSessions(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('staff_sessions').where('user_id', '=', userId).execute();
}

/** Display name for messages: first and last name, else the username. */
export function displayName(user: { first_name: string; last_name: string; username: string }): string {
  return `${user.first_name} ${user.last_name}`.trim() || user.username;
}

/** The SHA-256 that names a session cookie's row (to tell "this session" apart). */
export const sessionId = digest;

/** A staff member's live sessions at `now`, newest first (`/{locale}/user/settings`). */
export function listUserSessions(db: Db, userId: number, now: Date) {
  return db
    .selectFrom('staff_sessions')
    .select(['id', 'created_at', 'expires_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .execute();
}

/** Ends every session of a user but the one of this cookie (sign out elsewhere). */
export async function deleteOtherSessions(db: Db, userId: number, token: string): Promise<number> {
  const result = await db
    .deleteFrom('staff_sessions')
    .where('user_id', '=', userId)
    .where('id', '!=', digest(token))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Checks a staff member's own password (a password change asks for it). */
export async function checkOwnPassword(db: Db, userId: number, password: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row ? verifyPassword(row.password_hash, password) : false;
}

export async function setOwnPassword(db: Db, userId: number, password: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: await hashPassword(password) })
    .where('id', '=', userId)
    .execute();
}

/** Another account with this e-mail address (case-insensitive), if any. */
export function otherUserWithEmail(db: Db, userId: number, email: string) {
  return db
    .selectFrom('users')
    .select('id')
    .where(sql<boolean>`lower(email) = lower(${email})`)
    .where('id', '!=', userId)
    .executeTakeFirst();
}

export async function setOwnDetails(
  db: Db,
  userId: number,
  details: { first_name: string; last_name: string; email: string },
): Promise<void> {
  await db.updateTable('users').set(details).where('id', '=', userId).execute();
}
