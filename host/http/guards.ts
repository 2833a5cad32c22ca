import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaffUser } from '../plugins/request-context';
import { HttpError } from './errors';

/**
 * Authorisation as preHandlers (spec: frame §6): declared on the route, never inside a handler.
 * API routes answer 401 without a session and 403 without the role; staff pages send the visitor
 * to the login page and back.
 */
export async function requireStaff(request: FastifyRequest): Promise<void> {
  if (!request.user) throw new HttpError(401, 'unauthorized', 'Please log in to edit.');
}

export async function requireAdmin(request: FastifyRequest): Promise<void> {
  await requireStaff(request);
  if (request.user?.role !== 'admin')
    throw new HttpError(403, 'forbidden', 'Only administrators may do this.');
}

/** Staff pages: without a session the login page, with `next` back here. */
export async function requireStaffPage(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!request.user) return reply.redirect(`/de/login?next=${encodeURIComponent(request.url)}`, 303);
}

export async function requireAdminPage(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!request.user) return requireStaffPage(request, reply);
  if (request.user.role !== 'admin')
    throw new HttpError(403, 'forbidden', 'Only administrators may manage staff accounts.');
}

/** The signed-in staff member of a route guarded by one of the preHandlers above. */
export function staffUser(request: FastifyRequest): StaffUser {
  if (!request.user) throw new HttpError(401, 'unauthorized', 'Please log in to edit.');
  return request.user;
}
