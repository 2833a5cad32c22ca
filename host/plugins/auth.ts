import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { recordSignInEvent } from '../db/staff/sign-ins.repository';
import {
  createSession,
  deleteSession,
  findSessionUser,
  SESSION_LIFETIME_MS,
} from '../db/staff/staff.repository';
import { issueCsrfToken } from './csrf';

export const SESSION_COOKIE = 'foyer_session';

/** Login attempts per client and minute, for each login route (issue 6: "login rate-limited"). */
/** Sign-in attempts per client address and minute: `LOGIN_ATTEMPTS_PER_MINUTE` (default 10). */
export const LOGIN_RATE_LIMIT = {
  max: (request: FastifyRequest) => request.server.config.loginAttemptsPerMinute,
  timeWindow: '1 minute',
};

/**
 * Staff sessions (DESIGN: "Staff sessions: HttpOnly cookie"): the `foyer_session` cookie holds a
 * random token whose SHA-256 names a row of `staff_sessions`. Requests without the cookie cost
 * nothing (visitors' pages stay cached); with it, one indexed lookup sets `request.user`.
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      const token = request.cookies[SESSION_COOKIE];
      if (!token || token.length > 100) return;
      request.user = (await findSessionUser(app.db, token, app.clock.now())) ?? null;
    });
  },
  { name: 'auth', dependencies: ['@fastify/cookie', 'request-context'] },
);

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeMs: number,
) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: Math.floor(maxAgeMs / 1000),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}

/**
 * Starts a staff session: ends the one this browser had, sets the new session cookie and a fresh
 * CSRF token (so a token planted before cannot ride the new session).
 */
export async function signIn(
  request: FastifyRequest,
  reply: FastifyReply,
  user: { id: number; username: string },
): Promise<void> {
  const db = request.server.db;
  const now = request.server.clock.now();
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await deleteSession(db, previous);
  setSessionCookie(request, reply, await createSession(db, user.id, now), SESSION_LIFETIME_MS);
  issueCsrfToken(request, reply);
  await recordSignInEvent(db, { kind: 'sign-in', username: user.username, userId: user.id }, now);
}

/**
 * A sign-in that failed (unknown name, wrong password, inactive account, or a form without a
 * name): the sign-in log keeps the name that was entered, never the password (decision 0174).
 */
export async function signInFailed(request: FastifyRequest, username: unknown): Promise<void> {
  await recordSignInEvent(
    request.server.db,
    { kind: 'failed-sign-in', username: typeof username === 'string' ? username : '', userId: null },
    request.server.clock.now(),
  );
}

/**
 * Ends the session on the server (a kept cookie no longer works) and in the browser; a live
 * session's end is written to the sign-in log.
 */
export async function signOut(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await deleteSession(request.server.db, token);
  clearSessionCookie(request, reply);
  const user = request.user;
  request.user = null;
  if (user)
    await recordSignInEvent(
      request.server.db,
      { kind: 'sign-out', username: user.username, userId: user.id },
      request.server.clock.now(),
    );
}
