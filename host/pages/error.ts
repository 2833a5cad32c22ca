import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadDesignSettings } from '../db/settings/settings.repository';
import { HttpError } from '../http/errors';
import { localeOfUrl } from '../plugins/request-context';
import { renderErrorPage } from '../render/error-page';

/** True for requests of site pages (HTML), as opposed to the JSON API and static files. */
export function isPageRequest(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return !/\/(api|pageeditor-api)(\/|$)/.test(pathname) && !/^\/(widgets|assets|media)\//.test(pathname);
}

/**
 * The status of a failed request. A path whose segments do not fit a route's declared params
 * (`/de/programm/x/abc`, `/de/search/unknown`) names no page: on a page that is 404, not 400.
 */
export function errorStatus(error: FastifyError | HttpError, request: FastifyRequest): number {
  const status = error instanceof HttpError ? error.status : (error.statusCode ?? 500);
  const context = (error as { validationContext?: unknown }).validationContext;
  return context === 'params' && isPageRequest(request.url) ? 404 : status;
}

/**
 * Sends the HTML error page for a status, in the language of the URL (spec: frame §8). A 404 page
 * posts its own URL to the error log from the browser (widgets/shared/error-reporting.ts).
 */
export function sendErrorPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  /** A message of the page's own instead of the status's (e.g. a rate limit's). */
  message?: string,
): Promise<FastifyReply> {
  return sendStatusPage(app, request, reply, { status, message });
}

/**
 * The configured 404 page path itself (design setting, `/de/404`; spec: frame §3, R-ERR-16): the
 * not-found page answered as a page (200), e.g. for a CDN or proxy that fetches it as its error
 * page. Not reported to the error log.
 */
export function sendNotFoundPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  return sendStatusPage(app, request, reply, { status: 404, asPage: true });
}

async function sendStatusPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { status: number; message?: string | undefined; asPage?: boolean },
): Promise<FastifyReply> {
  const { status, message, asPage = false } = options;
  const locale = localeOfUrl(request.url);
  const design = await app.pageCache.memo('design', () => loadDesignSettings(app.db)).catch(() => undefined);
  let html: string;
  try {
    html = renderErrorPage({
      status,
      locale,
      design,
      clock: app.clock,
      asPage,
      ...(message ? { message } : {}),
    });
  } catch (error) {
    // Spec: frame §8 "Failure showing the error page".
    request.log.error({ err: error }, 'could not render the error page');
    // The spec's words verbatim (frame §8, R-ERR-10), with nothing that could fail in turn.
    html = `<!doctype html><html lang="${locale}"><meta charset="utf-8"><title>${status}</title><p>An error occurred while showing the error page</p><p><a href="/${locale}">Zur Startseite</a></p></html>`;
  }
  return reply
    .status(asPage ? 200 : status)
    .type('text/html; charset=utf-8')
    .header('cache-control', asPage ? 'no-cache' : 'no-store')
    .send(html);
}
