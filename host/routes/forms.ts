import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { langQuerySchema } from '../../src/contract/common';
import {
  formEntryAnswerSchema,
  formEntryBodySchema,
  formIdParamsSchema,
  formListSchema,
  formPageParamsSchema,
  formPageQuerySchema,
  formSchema,
  tempFileAnswerSchema,
} from '../../src/contract/forms';
import { initialValues } from '../../src/domain/forms';
import { listOnlineForms } from '../db/forms/forms.repository';
import { ENTRY_RATE_LIMIT, loadForm, submitEntry, UPLOAD_RATE_LIMIT } from '../forms/entries';
import { readMultipart } from '../forms/multipart';
import { acceptUpload, noJsSubmission, readNoJsBody, tooManyRequests } from '../forms/submission';
import { sweepUnusedFiles } from '../forms/uploads';
import { apiTwins, twinParams } from '../http/api-twins';
import { HttpError, notFound } from '../http/errors';
import { sendHtml } from '../http/html';
import { localeParams, localeParamsWith, requestLocale } from '../http/locale';
import { sendErrorPage } from '../pages/error';
import { renderFormPage } from '../pages/forms/form-page';
import { loadFrameData } from '../render/site-page';

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Forms (spec: frame §2 `/de/forms/{slug}/{id}`, §3 Form and Form submission, §7; issue 17): the
 * form API, the upload of one file, the entry, and the form page that works without JavaScript.
 * Entries are never shown to visitors; the admin lists them (host/routes/admin/forms.ts).
 */
export const formRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart only here (uploads, the page's POST); limits per request in host/forms/multipart.ts.
  await app.register(multipart, { throwFileSizeLimit: false });
  const sweep = () =>
    sweepUnusedFiles(app).catch((error: unknown) => app.log.warn({ err: error }, 'upload sweep failed'));
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  for (const url of apiTwins('forms')) {
    const schema = {
      params: twinParams,
      querystring: langQuerySchema,
      response: { 200: formListSchema },
    };
    app.get(url, { schema }, async (request, reply) => {
      const data = await listOnlineForms(app.db, requestLocale(request, request.query.lang));
      reply.header('cache-control', 'no-cache');
      return { data };
    });
  }

  app.get(
    '/:locale/api/forms/:id/',
    { schema: { params: localeParamsWith(formIdParamsSchema.shape), response: { 200: formSchema } } },
    async (request, reply) => {
      const loaded = await loadForm(app, request.params.locale, request.params.id);
      if (!loaded) throw notFound('No such form.');
      reply.header('cache-control', 'no-cache');
      return loaded.form;
    },
  );

  app.post(
    '/:locale/api/temp-files/',
    {
      schema: { params: localeParams, response: { 201: tempFileAnswerSchema } },
      config: { rateLimit: { ...UPLOAD_RATE_LIMIT, errorResponseBuilder: tooManyRequests } },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new HttpError(415, 'unsupported_media_type', 'Send multipart/form-data with one file.');
      const { files } = await readMultipart(request, 1);
      const file = files[0];
      if (!file) throw new HttpError(400, 'bad_request', 'No file was sent.', { file: 'No file was sent.' });
      const stored = await acceptUpload(request, file);
      void sweep();
      reply.status(201);
      return { id: stored.id, name: stored.original_name, size: stored.size, type: stored.mime };
    },
  );

  app.post(
    '/:locale/api/forms-entries/',
    {
      schema: { params: localeParams, body: formEntryBodySchema, response: { 201: formEntryAnswerSchema } },
      config: { rateLimit: { ...ENTRY_RATE_LIMIT, errorResponseBuilder: tooManyRequests } },
    },
    async (request, reply) => {
      const { locale } = request.params;
      const loaded = await loadForm(app, locale, request.body.form);
      if (!loaded) throw notFound('No such form.');
      const result = await submitEntry(request, loaded, request.body.field_values, locale);
      if (!result.ok)
        throw new HttpError(400, 'bad_request', 'The entry does not fit the form.', result.fields);
      reply.status(201);
      return { status: 'sent' as const, confirmation: loaded.form.confirmation };
    },
  );

  app.get(
    '/:locale/forms/:slug/:id',
    { schema: { params: localeParamsWith(formPageParamsSchema.shape), querystring: formPageQuerySchema } },
    async (request, reply) => {
      const { locale, id } = request.params;
      const loaded = await loadForm(app, locale, id);
      if (!loaded) return sendErrorPage(app, request, reply, 404);
      const url = new URL(request.url, 'http://site');
      if (url.pathname !== loaded.form.url) return reply.redirect(`${loaded.form.url}${url.search}`, 301);
      const frame = await loadFrameData(request, locale);
      const values = initialValues(loaded.form);
      const sent = request.query.sent !== undefined;
      const page = { frame, siteUrl: app.config.siteUrl, loaded, sent, values, errors: {}, files: {} };
      return sendHtml(reply, renderFormPage({ ...page, csrf: request.csrfToken }), 'private, no-store');
    },
  );

  // The form without JavaScript: urlencoded, or multipart with its files in the same request.
  app.post(
    '/:locale/forms/:slug/:id',
    {
      schema: { params: localeParamsWith(formPageParamsSchema.shape) },
      // The token arrives as a field of the multipart body, read in the handler (noJsSubmission).
      config: { csrfExempt: true, rateLimit: { ...ENTRY_RATE_LIMIT, errorResponseBuilder: tooManyRequests } },
    },
    async (request, reply) => {
      const { locale, id } = request.params;
      const body = await readNoJsBody(request);
      const loaded = await loadForm(app, locale, id);
      if (!loaded) return sendErrorPage(app, request, reply, 404);
      const outcome = await noJsSubmission(request, loaded, locale, body);
      if (outcome.ok) return reply.redirect(`${loaded.form.url}?sent`, 303);
      const frame = await loadFrameData(request, locale);
      const page = { frame, siteUrl: app.config.siteUrl, loaded, sent: false, ...outcome.shown };
      reply.status(outcome.status);
      return sendHtml(reply, renderFormPage({ ...page, csrf: request.csrfToken }), 'private, no-store');
    },
  );
};
