import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaffUser } from '../plugins/request-context';
import { HttpError } from './errors';
import { requestLocale } from './locale';

/**
 * Authorisation declared on the route (spec: frame §6), never inside a handler: as `onRequest`
 * hooks, so a request is judged by who sends it first (401/403), then by its CSRF token (403,
 * preValidation), then by its contents (400): nobody learns a contract without a session.
 * API routes answer 401 without a session and 403 without the role; staff pages send the visitor
 * to the login page and back.
 */
export async function requireStaff(request: FastifyRequest): Promise<void> {
  if (!request.user) throw loginNeeded(request);
}

export async function requireAdmin(request: FastifyRequest): Promise<void> {
  await requireStaff(request);
  if (request.user?.role !== 'admin') throw adminOnly();
}

/**
 * Whether the request may open the staff pages that `requireStaffPage` guards, the admin index and
 * the content hub among them: every signed-in staff member, editor or admin. The site's user menu
 * links to them on the same condition.
 */
export function mayOpenStaffPages(request: FastifyRequest): boolean {
  return request.user !== null && request.user !== undefined;
}

/**
 * Staff pages: without a session the login page of the page's language, with `next` back here.
 * The redirect depends on the session, so no cache may keep it.
 */
export async function requireStaffPage(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (mayOpenStaffPages(request)) return;
  const login = `/${requestLocale(request)}/login?next=${encodeURIComponent(request.url)}`;
  return reply.header('cache-control', 'no-store').redirect(login, 303);
}

export async function requireAdminPage(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!request.user) return requireStaffPage(request, reply);
  if (request.user.role !== 'admin') throw adminOnly();
}

/** The signed-in staff member of a route guarded by one of the hooks above. */
export function staffUser(request: FastifyRequest): StaffUser {
  if (!request.user) throw loginNeeded(request);
  return request.user;
}

/** The 401 names what needs the login: the admin area (`/admin/…`) or the editor. */
function loginNeeded(request: FastifyRequest): HttpError {
  const what = /^\/admin(\/|$)/.test(request.url) ? 'use the admin area' : 'edit';
  return new HttpError(401, 'unauthorized', `Please log in to ${what}.`);
}

/** Staff accounts are the only admins-only area so far (spec: frame §6 roles). */
const adminOnly = () => new HttpError(403, 'forbidden', 'Only administrators may manage staff accounts.');
