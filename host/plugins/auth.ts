import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findSessionUser } from '../db/staff/staff.repository';
import { HttpError } from '../http/errors';

export const SESSION_COOKIE = 'foyer_session';

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

/** Throws 401 unless a staff member is signed in (spec: frame §4 "401 opens the login modal"). */
export function requireStaff(request: FastifyRequest) {
  if (!request.user) throw new HttpError(401, 'unauthorized', 'Please log in to edit.');
  return request.user;
}
