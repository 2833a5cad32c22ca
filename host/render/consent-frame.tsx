import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { Locale } from '../../src/contract/common';
import type { DesignSettings } from '../../src/contract/settings';
import { isTagManagerId, LEGAL_PAGES, type StoredConsent } from '../../src/domain/consent';
import { t } from '../../src/i18n';
import { ConsentBanner } from './consent-banner';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'foyer-cookie-banner': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> &
        Record<`${string}-${string}`, string | undefined> & { locale?: string; revision?: string };
    }
  }
}

const NOTICE_STYLE = {
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 50,
  margin: 0,
  padding: '0.75rem 1rem',
  background: '#1d1a2f',
  color: '#fbf8f3',
} as const;
const ACTION_STYLE = {
  display: 'inline-block',
  marginInlineStart: '0.75rem',
  minHeight: '2.75rem',
  padding: '0.5rem 1rem',
  border: '2px solid #fbf8f3',
  background: '#fbf8f3',
  color: '#1d1a2f',
  font: 'inherit',
  fontWeight: 700,
} as const;

/**
 * The consent and fallback parts of every page (issue 7 items 4 and 6; spec: frame §1): the
 * cookie banner with its settings from the design settings (its server HTML: consent-banner.tsx), and the fallback notice: shown by
 * `<noscript>` when scripting is off, and un-hidden by the loader for an unsupported browser, low
 * bandwidth or weak hardware, whose button then loads the interactive contents.
 */
export function ConsentFrame({
  locale,
  design,
  consent,
  address,
}: {
  locale: Locale;
  design: DesignSettings;
  /**
   * The visitor's consent and this page's address: the banner is then server HTML with plain
   * forms (issue 23 item 1). Without them (webshop templates, used on other origins) the element
   * renders the banner itself at load.
   */
  consent?: StoredConsent | null;
  address?: string;
}) {
  const text = {
    label: t(locale, 'site.notice.label'),
    notice: t(locale, 'site.notice.text'),
    action: t(locale, 'site.notice.action'),
  };
  const tagManagerId = design.cookies.tagManagerId;
  return (
    <>
      <noscript>
        <aside style={NOTICE_STYLE} aria-label={text.label}>
          <span>{text.notice}</span>
          <a href="#main" style={{ ...ACTION_STYLE, textDecoration: 'none' }}>
            {text.action}
          </a>
        </aside>
      </noscript>
      <aside id="foyer-fallback-notice" style={NOTICE_STYLE} aria-label={text.label} hidden>
        <span>{text.notice}</span>
        <button type="button" style={ACTION_STYLE}>
          {text.action}
        </button>
      </aside>
      {/* The info layer (spec: frame §2 default layout; docs/decisions/0070): shown by the loader
          when the interactive parts are still on their way after 4 s. */}
      <aside
        id="foyer-info-layer"
        className="info-layer"
        aria-label={t(locale, 'site.infoLayer.label')}
        hidden
      >
        <p role="status">{t(locale, 'site.infoLayer.text')}</p>
        <button type="button" className="info-layer__close" aria-label={t(locale, 'site.infoLayer.close')}>
          <span aria-hidden="true">×</span>
        </button>
      </aside>
      <foyer-cookie-banner
        locale={locale}
        revision={String(design.cookies.policyRevision)}
        privacy-url={LEGAL_PAGES[locale].privacy}
        {...(isTagManagerId(tagManagerId) ? { 'tag-manager-id': tagManagerId } : {})}
        {...(Object.keys(design.cookies.consentTags).length
          ? { 'consent-tags': JSON.stringify(design.cookies.consentTags) }
          : {})}
      >
        {address === undefined ? null : (
          <ConsentBanner
            locale={locale}
            revision={design.cookies.policyRevision}
            consent={consent ?? null}
            address={address}
          />
        )}
      </foyer-cookie-banner>
      {/* Only browsers without ES modules run this: their notice (the loader never runs there). */}
      <script noModule src="/assets/fallback-notice.js" />
    </>
  );
}
