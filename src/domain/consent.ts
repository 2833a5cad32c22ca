/**
 * Consent rules (spec: frame §1 cookie consent, tag manager and Do Not Track; §4 cookie banner;
 * §5 legal pages; §9 cookie categories). Pure functions, shared by the banner, the embeds and
 * the server; no zod here (element chunks import this file).
 */

/** The cookie that stores the visitor's choice. Readable by scripts (the banner decides in the browser). */
export const CONSENT_COOKIE = 'foyer_consent';
/** Consent is asked again after 12 months at the latest (common practice of EU regulators: ≤ 13 months). */
export const CONSENT_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

/**
 * The visible categories (spec: frame §9): necessary (required, always on), statistics/marketing
 * (tracking: analytics, ads, social, marketing tool; and marketing) and external media (video
 * and audio providers).
 */
export type ConsentCategory = 'necessary' | 'statistics' | 'media';

export interface ConsentChoices {
  statistics: boolean;
  media: boolean;
}

export interface StoredConsent {
  revision: number;
  choices: ConsentChoices;
  /** When the choice was made, in epoch seconds. */
  at: number;
}

export const NO_CONSENT: ConsentChoices = { statistics: false, media: false };
export const ALL_CONSENT: ConsentChoices = { statistics: true, media: true };

/** `1.<revision>.<statistics 0|1><media 0|1>.<epoch seconds>`: format version first, so it can change. */
const COOKIE_PATTERN = /^1\.([1-9]\d{0,8})\.([01])([01])\.(\d{9,11})$/;

export function serialiseConsent(consent: StoredConsent): string {
  const flag = (value: boolean) => (value ? '1' : '0');
  return `1.${consent.revision}.${flag(consent.choices.statistics)}${flag(consent.choices.media)}.${Math.floor(consent.at)}`;
}

/**
 * Reads the consent cookie. Anything that is not exactly what we write (tampered, truncated,
 * from the future, expired) is no consent: the banner asks again, nothing is ever granted by a
 * cookie we cannot read (issue 7: bad input).
 */
export function parseConsent(value: string | undefined, nowSeconds: number): StoredConsent | null {
  if (!value) return null;
  const match = COOKIE_PATTERN.exec(value);
  if (!match) return null;
  const at = Number(match[4]);
  // A clock skew of a day is tolerated; a choice dated later than that was not made by us.
  if (at > nowSeconds + 86_400 || nowSeconds - at > CONSENT_MAX_AGE_SECONDS) return null;
  return {
    revision: Number(match[1]),
    choices: { statistics: match[2] === '1', media: match[3] === '1' },
    at,
  };
}

/** The consent that holds for the current policy revision; a changed policy asks again. */
export function currentConsent(stored: StoredConsent | null, revision: number): StoredConsent | null {
  return stored && stored.revision === revision ? stored : null;
}

/** The browser's privacy signals: Do Not Track and Global Privacy Control. */
export interface PrivacySignals {
  doNotTrack?: string | null;
  windowDoNotTrack?: string | null;
  msDoNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}

export function signalsOptOut(signals: PrivacySignals): boolean {
  const yes = (value: string | null | undefined) => value === '1' || value === 'yes';
  return (
    yes(signals.doNotTrack) ||
    yes(signals.windowDoNotTrack) ||
    yes(signals.msDoNotTrack) ||
    signals.globalPrivacyControl === true
  );
}

/** The legal pages per language, linked from the footer (spec: frame §2 static links). */
export const LEGAL_PAGES = {
  de: { terms: '/de/agb', imprint: '/de/impressum', privacy: '/de/datenschutz' },
  en: { terms: '/en/terms', imprint: '/en/imprint', privacy: '/en/privacy' },
} as const;

/** Legal pages: consent is not requested there (spec: frame §5). */
export const LEGAL_PATHS: string[] = Object.values(LEGAL_PAGES).flatMap((pages) => Object.values(pages));

export function isLegalPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  return LEGAL_PATHS.includes(path);
}

export interface BannerContext {
  consent: StoredConsent | null;
  revision: number;
  legalPage: boolean;
  optOut: boolean;
  /** The previous page of this visit was a legal page. */
  cameFromLegalPage: boolean;
}

/**
 * Whether the banner opens by itself on this page. Never on legal pages, never when the browser
 * signals Do Not Track or GPC (no banner, no refusal cookie; the footer action still opens the
 * settings); when there is no valid consent for this revision; and again when the tag manager was
 * refused and the visitor comes back from a legal page (spec: frame §4).
 */
export function shouldOpenBanner(context: BannerContext): boolean {
  if (context.legalPage || context.optOut) return false;
  const consent = currentConsent(context.consent, context.revision);
  if (!consent) return true;
  return !consent.choices.statistics && context.cameFromLegalPage;
}

/** The tag manager loads only with statistics/marketing consent and no DNT/GPC (spec: frame §1). */
export function mayLoadTagManager(consent: StoredConsent | null, revision: number, optOut: boolean): boolean {
  if (optOut) return false;
  return currentConsent(consent, revision)?.choices.statistics === true;
}

/** The Google Consent Mode v2 signals the design settings' consent tags may name. */
export const CONSENT_MODE_SIGNALS = [
  'ad_storage',
  'ad_user_data',
  'ad_personalization',
  'analytics_storage',
  'functionality_storage',
  'personalization_storage',
  'security_storage',
] as const;

/**
 * Google Consent Mode v2 signals for the choices; everything that tracks is denied by default.
 * The design settings' consent tags (`cookies.consentTags`, spec: frame §1, §3) adjust them: a
 * signal set to `false` is never granted (e.g. a venue without advertising), a signal set to
 * `true` follows the statistics/marketing choice; unknown names are ignored.
 */
export function consentModeSignals(
  choices: ConsentChoices | null,
  tags: Readonly<Record<string, unknown>> = {},
): Record<string, 'granted' | 'denied'> {
  const tracking = choices?.statistics ? 'granted' : 'denied';
  const signals: Record<string, 'granted' | 'denied'> = {
    ad_storage: tracking,
    ad_user_data: tracking,
    ad_personalization: tracking,
    analytics_storage: tracking,
    functionality_storage: 'granted',
    security_storage: 'granted',
  };
  for (const name of CONSENT_MODE_SIGNALS) {
    const tag = tags[name];
    if (tag === false) signals[name] = 'denied';
    else if (tag === true) signals[name] = tracking;
  }
  return signals;
}

/** A GTM container id as issued by Google (`GTM-` and upper-case letters/digits). */
export function isTagManagerId(id: string | null | undefined): id is string {
  return typeof id === 'string' && /^GTM-[A-Z0-9]{4,12}$/.test(id);
}
