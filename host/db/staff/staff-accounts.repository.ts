import type { Kysely } from 'kysely';
import type { UserChange } from '../../../src/contract/admin';
import type { Database } from '../schema';

type Db = Kysely<Database>;

/**
 * The staff-account screen's reads and writes (admins only; spec: frame §6 roles). Accounts are
 * created with `createUser` and signed out with `deleteUserSessions` (staff.repository.ts).
 */

/** Every account by username, as the screen lists it. */
export function listStaffAccounts(db: Db) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'first_name', 'last_name', 'role', 'is_active', 'last_login_at'])
    .orderBy('username')
    .execute();
}
export type StaffAccount = Awaited<ReturnType<typeof listStaffAccounts>>[number];

/** Which of the two a new account may not have: a username (any case) or e-mail already taken. */
export async function takenLogin(
  db: Db,
  username: string,
  email: string,
): Promise<'username' | 'email' | undefined> {
  const taken = await db
    .selectFrom('users')
    .select(['username', 'email'])
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['username']), '=', username.toLowerCase()),
        eb('email', '=', email.toLowerCase()),
      ]),
    )
    .executeTakeFirst();
  if (!taken) return undefined;
  return taken.username.toLowerCase() === username.toLowerCase() ? 'username' : 'email';
}

export async function staffAccountExists(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** Sets an account's role and whether it may sign in. */
export async function setStaffAccess(db: Db, id: number, access: UserChange): Promise<void> {
  await db
    .updateTable('users')
    .set({ role: access.role, is_active: access.is_active })
    .where('id', '=', id)
    .execute();
}

/** A staff account by number, for its delete confirmation. */
export function findStaffAccount(db: Db, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'first_name', 'last_name', 'email', 'role'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Deletes a staff account (its sessions go with it; pages, sections and versions it wrote keep
 * their content and lose the author's name, `ON DELETE SET NULL`).
 */
export async function deleteStaffAccount(db: Db, id: number): Promise<boolean> {
  const deleted = await db.deleteFrom('users').where('id', '=', id).returning('id').executeTakeFirst();
  return deleted !== undefined;
}
