import { createUser } from '../db/staff/staff.repository';
import type { TestApp } from './test-app';

export interface StaffLogin {
  /** Cookies of the signed-in session; pass to `t.write({ cookies })` or `inject({ cookies })`. */
  cookies: { foyer_session: string };
  userId: number;
  username: string;
}

/** Creates a staff account and signs it in through the real login endpoint. */
export async function loginStaff(
  t: TestApp,
  user: { username: string; first_name?: string; last_name?: string; role?: 'admin' | 'editor' },
): Promise<StaffLogin> {
  const password = `pw-${user.username}-0123456789`;
  const row = await createUser(t.app.db, { email: `${user.username}@foyer.example`, password, ...user });
  const response = await t.write({
    method: 'POST',
    url: '/de/pageeditor-api/login',
    payload: { username: user.username, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const session = response.cookies.find((cookie) => cookie.name === 'foyer_session');
  if (!session) throw new Error('login set no session cookie');
  return { cookies: { foyer_session: session.value }, userId: row.id, username: user.username };
}
