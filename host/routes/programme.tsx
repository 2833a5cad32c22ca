import type { FastifyInstance } from 'fastify';

/** The programme pages `/{locale}/programm…` (spec: programme §2), registered before the content pages. */
export async function programmeRoutes(_app: FastifyInstance) {}
