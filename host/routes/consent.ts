import type { FastifyInstance } from 'fastify';
import { type ConsentRecordResponse, consentRecordSchema } from '../../src/contract/consent';
import { recordConsent } from '../db/consent/consent.repository';
import { badRequest, parseInput } from '../http/errors';
import { isLocale } from '../plugins/request-context';

/** `POST /{locale}/api/consent/` (issue 7 item 4): records a consent choice as proof. */
export async function consentRoutes(app: FastifyInstance) {
  app.post<{ Params: { locale: string } }>(
    '/:locale/api/consent/',
    { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
    async (request, reply) => {
      if (!isLocale(request.params.locale))
        throw badRequest('locale: must be de or en', { locale: 'must be de or en' });
      const input = parseInput(consentRecordSchema, request.body, 'body');
      const record = await recordConsent(app.db, input);
      const body: ConsentRecordResponse = { status: 'recorded', ...record };
      return reply.status(201).send(body);
    },
  );
}
