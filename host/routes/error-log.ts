import type { FastifyInstance } from 'fastify';
import { errorLogEntrySchema } from '../../src/contract/error-log';
import { recordError } from '../db/error-log/error-log.repository';
import { parseInput } from '../http/errors';

/** `POST /{locale}/api/dashboard-error-log/` (spec: frame §7): 404s and client errors for the hub. */
export async function errorLogRoutes(app: FastifyInstance) {
  app.post(
    '/:locale/api/dashboard-error-log/',
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const entry = parseInput(errorLogEntrySchema, request.body, 'body');
      await recordError(app.db, entry);
      return reply.status(201).send({ status: 'recorded' });
    },
  );
}
