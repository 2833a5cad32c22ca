import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  consentFormSchema,
  consentRecordResponseSchema,
  consentRecordSchema,
} from '../../src/contract/consent';
import {
  ALL_CONSENT,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  type ConsentChoices,
  NO_CONSENT,
  serialiseConsent,
} from '../../src/domain/consent';
import { safeRedirectTarget } from '../../src/domain/safe-url';
import { recordConsent } from '../db/consent/consent.repository';
import { loadDesignSettings } from '../db/settings/settings.repository';
import { consentFormProof, requestOptsOut } from '../http/consent';
import { errorBody } from '../http/errors';
import { localeParams } from '../http/locale';

const RATE_LIMIT = { max: 20, timeWindow: '1 minute' };

export const consentRoutes: FastifyPluginAsyncZod = async (app) => {
  /** `POST /{locale}/api/consent/` (issue 7 item 4): records a consent choice as proof. */
  app.post(
    '/:locale/api/consent/',
    {
      schema: {
        params: localeParams,
        body: consentRecordSchema,
        response: { 201: consentRecordResponseSchema },
      },
      config: { rateLimit: RATE_LIMIT },
    },
    async (request, reply) => {
      const record = await recordConsent(app.db, request.body);
      return reply.status(201).send({ status: 'recorded', ...record });
    },
  );

  /**
   * `POST /{locale}/consent/` (issue 23 item 1): the cookie banner's plain form. Writes the same
   * cookie as the banner element (name, format, lifetime), records the proof, and goes back to
   * the page it came from (303). Its CSRF proof is its own (`consentFormProof`, decision 0111):
   * the page carrying the form is cached for everyone and cannot hold the visitor's token.
   */
  app.post(
    '/:locale/consent/',
    {
      schema: { params: localeParams, body: consentFormSchema },
      config: { csrfExempt: true, rateLimit: RATE_LIMIT },
      preValidation: async (request, reply) => {
        const origins = [new URL(app.config.siteUrl).origin, `${request.protocol}://${request.host}`];
        if (!origins.some((origin) => consentFormProof(request, origin)))
          return reply.status(403).send(errorBody('csrf_failed', 'CSRF token missing or incorrect.'));
      },
    },
    async (request, reply) => {
      const { locale } = request.params;
      const form = request.body;
      const design = await app.pageCache.memo('design', () => loadDesignSettings(app.db));
      const chosen: ConsentChoices =
        form.choice === 'all'
          ? ALL_CONSENT
          : form.choice === 'necessary'
            ? NO_CONSENT
            : { statistics: form.statistics === 'on', media: form.media === 'on' };
      // Under Do Not Track / GPC statistics and marketing stay off, as in the banner element.
      const choices = requestOptsOut(request) ? { ...chosen, statistics: false } : chosen;
      const revision = design.cookies.policyRevision;
      const at = Math.floor(app.clock.now().getTime() / 1000);
      reply.setCookie(CONSENT_COOKIE, serialiseConsent({ revision, choices, at }), {
        path: '/',
        maxAge: CONSENT_MAX_AGE_SECONDS,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        httpOnly: false,
      });
      await recordConsent(app.db, { revision, ...choices });
      return reply.redirect(safeRedirectTarget(form.next, `/${locale}`), 303);
    },
  );
};
