import type { Locale } from '../../src/contract/common';
import { currentConsent, isLegalPath, LEGAL_PAGES, type StoredConsent } from '../../src/domain/consent';
import { t } from '../../src/i18n';

/** The id the footer's cookie-settings link points at (works without script through `:target`). */
export const COOKIE_SETTINGS_ID = 'cookie-settings';

/**
 * The cookie banner as server HTML inside `<foyer-cookie-banner>` (issue 23 item 1; decision 0111):
 * plain forms that post to `POST /{locale}/consent/` and come back to this page, so the banner
 * works before and without any script, and no React is loaded on a first visit until the visitor
 * touches something that needs it. Its first buttons carry `data-foyer-replay`: with script, a
 * click hydrates the element and is replayed on the element's own dialog (the settings' save
 * button submits as it is: its checkboxes were ticked in this HTML).
 *
 * Open (no consent for this policy revision, not a legal page): shown at the foot of the screen.
 * Answered: rendered closed with the current choices in its settings, shown only as the target of
 * the footer's cookie-settings link (`#cookie-settings`).
 */
export function ConsentBanner({
  locale,
  revision,
  consent,
  address,
}: {
  locale: Locale;
  revision: number;
  consent: StoredConsent | null;
  address: string;
}) {
  const current = currentConsent(consent, revision);
  const pathname = address.split('?')[0] ?? '';
  const open = !current && !isLegalPath(pathname);
  const action = `/${locale}/consent/`;
  const next = <input type="hidden" name="next" value={address} />;
  return (
    <section
      id={COOKIE_SETTINGS_ID}
      className="consent-banner"
      role="dialog"
      aria-labelledby="consent-banner-title"
      aria-describedby="consent-banner-intro"
      data-open={open ? '' : undefined}
      tabIndex={-1}
    >
      <h2 id="consent-banner-title" className="consent-banner__title">
        {t(locale, 'consent.title')}
      </h2>
      <p id="consent-banner-intro" className="consent-banner__intro">
        {t(locale, 'consent.intro')} <a href={LEGAL_PAGES[locale].privacy}>{t(locale, 'consent.privacy')}</a>
      </p>
      {/* Accept and reject are the same kind of button, side by side: equally easy (issue 7 item 4). */}
      <form method="post" action={action} className="consent-banner__actions">
        {next}
        <button
          type="submit"
          name="choice"
          value="all"
          className="consent-banner__button"
          data-foyer-replay="consent-all"
        >
          {t(locale, 'consent.acceptAll')}
        </button>
        <button
          type="submit"
          name="choice"
          value="necessary"
          className="consent-banner__button"
          data-foyer-replay="consent-necessary"
        >
          {t(locale, 'consent.rejectAll')}
        </button>
      </form>
      <details className="consent-banner__settings" open={open ? undefined : true}>
        <summary className="consent-banner__button" data-foyer-replay="consent-settings">
          {t(locale, 'consent.settings')}
        </summary>
        <form method="post" action={action}>
          {next}
          <fieldset className="consent-banner__categories">
            <legend className="visually-hidden">{t(locale, 'consent.categories')}</legend>
            <label className="consent-banner__category">
              <input type="checkbox" checked disabled aria-describedby="consent-banner-necessary" />
              <span className="consent-banner__name">{t(locale, 'consent.necessary')}</span>
              <span className="consent-banner__hint" id="consent-banner-necessary">
                {t(locale, 'consent.necessaryText')}
              </span>
            </label>
            <label className="consent-banner__category">
              <input
                type="checkbox"
                name="statistics"
                defaultChecked={current?.choices.statistics === true}
                aria-describedby="consent-banner-statistics"
              />
              <span className="consent-banner__name">{t(locale, 'consent.statistics')}</span>
              <span className="consent-banner__hint" id="consent-banner-statistics">
                {t(locale, 'consent.statisticsText')}
              </span>
            </label>
            <label className="consent-banner__category">
              <input
                type="checkbox"
                name="media"
                defaultChecked={current?.choices.media === true}
                aria-describedby="consent-banner-media"
              />
              <span className="consent-banner__name">{t(locale, 'consent.media')}</span>
              <span className="consent-banner__hint" id="consent-banner-media">
                {t(locale, 'consent.mediaText')}
              </span>
            </label>
          </fieldset>
          <button type="submit" name="choice" value="selection" className="consent-banner__button">
            {t(locale, 'consent.save')}
          </button>
        </form>
      </details>
    </section>
  );
}
