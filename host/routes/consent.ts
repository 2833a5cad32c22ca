import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consentRecordResponseSchema, consentRecordSchema } from '../../src/contract/consent';
import { recordConsent } from '../db/consent/consent.repository';
import { localeParams } from '../http/locale';

/** `POST /{locale}/api/consent/` (issue 7 item 4): records a consent choice as proof. */
export const consentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:locale/api/consent/',
    {
      schema: {
        params: localeParams,
        body: consentRecordSchema,
        response: { 201: consentRecordResponseSchema },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const record = await recordConsent(app.db, request.body);
      return reply.status(201).send({ status: 'recorded', ...record });
    },
  );
};
