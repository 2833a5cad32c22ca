import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorLogEntrySchema, errorLogRecordedSchema } from '../../src/contract/error-log';
import { recordError } from '../db/error-log/error-log.repository';
import { localeParams } from '../http/locale';

/** `POST /{locale}/api/dashboard-error-log/` (spec: frame §7): 404s and client errors for the hub. */
export const errorLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:locale/api/dashboard-error-log/',
    {
      schema: { params: localeParams, body: errorLogEntrySchema, response: { 201: errorLogRecordedSchema } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      await recordError(app.db, request.body);
      return reply.status(201).send({ status: 'recorded' });
    },
  );
};
