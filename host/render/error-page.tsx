import type { Locale } from '../../src/contract/common';
import type { DesignSettings } from '../../src/contract/settings';
import type { Clock } from '../../src/domain/clock';
import { t } from '../../src/i18n';
import { renderDocument } from './document';
import { InlineLogo } from './inline-logo';

/** The message of a status as the spec words it (spec: frame §8). */
export function statusMessage(locale: Locale, status: number): string {
  if (status === 404) return t(locale, 'errors.notFound');
  if (status === 503) return t(locale, 'errors.offline');
  return t(locale, 'errors.unknown');
}

/**
 * Error page (spec: frame §2): the custom HTML configured for the status in the design settings
 * when there is one (its style and body are used), otherwise the logo, the status code with its
 * message and a 'Zur Startseite' button. Works when the database is down: everything it needs is
 * passed in, with fallbacks.
 */
export function renderErrorPage(options: {
  status: number;
  locale: Locale;
  design?: DesignSettings | undefined;
  message?: string;
  /** The app's clock (for the browser's, see `renderDocument`). */
  clock: Clock;
  /** The configured 404 page path itself: a page (200), not a failure to report. */
  asPage?: boolean;
}): string {
  const { status, locale, design } = options;
  const siteName = design?.siteName ?? 'Foyer';
  const message = options.message ?? statusMessage(locale, status);
  const custom = design?.errors[String(status)];
  // The loader posts the URL of a shown 404 page to the error log (spec: frame §8; R-ERR-3).
  const statusMeta = options.asPage ? '' : `<meta name="foyer-status" content="${status}"/>`;
  if (custom) {
    const styles = [...custom.matchAll(/<style[^>]*>[\s\S]*?<\/style>/gi)].map((match) => match[0]).join('');
    const body =
      /<body[^>]*>([\s\S]*)<\/body>/i.exec(custom)?.[1] ??
      custom.replace(/<style[^>]*>[\s\S]*?<\/style>/gi, '');
    return renderDocument({
      locale,
      clock: options.clock,
      // No body class on the 404 and other error routes (spec: frame §2).
      bodyClass: '',
      meta: { title: `${status} | ${siteName}`, noindex: true },
      headHtml: statusMeta + styles,
      children: <main id="main" dangerouslySetInnerHTML={{ __html: body }} />,
    });
  }
  return renderDocument({
    locale,
    clock: options.clock,
    bodyClass: '',
    meta: { title: `${status} – ${message} | ${siteName}`, noindex: true },
    headHtml: statusMeta,
    children: (
      <main id="main" className="error-page__main">
        <InlineLogo className="error-page__logo" file="logo.svg" width={140} height={84} label={siteName} />
        <h1 className="error-page__status">
          <span className="error-page__code">{status}</span>
          <span className="error-page__message">{message}</span>
        </h1>
        <a className="button-primary" href={`/${locale}`}>
          {t(locale, 'errors.backHome')}
        </a>
      </main>
    ),
  });
}
