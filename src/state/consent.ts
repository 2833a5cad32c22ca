import { computed, signal } from '@preact/signals-core';
import { createApiClient } from '../client/api';
import { readCookie, writeCookie } from '../client/cookies';
import { forgetLegalVisit } from '../client/legal-visit';
import { now, systemClock } from '../domain/clock';
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  type ConsentChoices,
  consentModeSignals,
  currentConsent,
  isTagManagerId,
  mayLoadTagManager,
  parseConsent,
  type StoredConsent,
  serialiseConsent,
  signalsOptOut,
} from '../domain/consent';

/**
 * Consent state (spec: frame §1 cookie consent, §4 cookie banner, §9 categories), shared by the
 * cookie banner and every <foyer-embed> of the page.
 */
export const consentRevision = signal(1);
/** The stored choice, whatever its revision (read through `consent`). */
export const storedConsent = signal<StoredConsent | null>(null);
/** The browser signals Do Not Track or Global Privacy Control. */
export const privacyOptOut = signal(false);
/** The design settings' consent tags (cookies.consentTags): Consent Mode signals to adjust. */
export const consentTags = signal<Readonly<Record<string, unknown>>>({});
/** The banner dialog is open, and which view it shows. */
export const bannerView = signal<'closed' | 'banner' | 'settings'>('closed');
/** External media the visitor allowed once, for this page view only (by provider). */
export const mediaAllowedOnce = signal<ReadonlySet<string>>(new Set());

export const consent = computed(() => currentConsent(storedConsent.value, consentRevision.value));
export const mediaAllowed = computed(() => consent.value?.choices.media === true);

const nowSeconds = () => Math.floor(now().getTime() / 1000);

interface ConsentWindow {
  dataLayer?: unknown[];
  doNotTrack?: string | null;
}

/** Reads the cookie and the browser's privacy signals (call once per page, before rendering). */
export function initConsent(options: { revision: number }): void {
  consentRevision.value = options.revision;
  storedConsent.value = parseConsent(readCookie(CONSENT_COOKIE), nowSeconds());
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string };
  privacyOptOut.value = signalsOptOut({
    doNotTrack: nav.doNotTrack,
    msDoNotTrack: nav.msDoNotTrack,
    windowDoNotTrack: (window as ConsentWindow).doNotTrack,
    globalPrivacyControl: nav.globalPrivacyControl,
  });
}

/** Stores a choice: cookie, server record (proof of consent, no personal data), tag manager. */
export async function saveConsent(
  choices: ConsentChoices,
  options: { locale: string; apiBase?: string; tagManagerId?: string },
): Promise<StoredConsent> {
  // Under Do Not Track / GPC the tag manager never loads, whatever the settings say.
  const effective = privacyOptOut.value ? { ...choices, statistics: false } : choices;
  const record: StoredConsent = { revision: consentRevision.value, choices: effective, at: nowSeconds() };
  writeCookie(CONSENT_COOKIE, serialiseConsent(record), { maxAgeSeconds: CONSENT_MAX_AGE_SECONDS });
  forgetLegalVisit();
  storedConsent.value = record;
  updateConsentMode();
  if (options.tagManagerId) applyTagManager(options.tagManagerId);
  try {
    const api = createApiClient({ apiBase: options.apiBase });
    await api(`/${options.locale}/api/consent/`, {
      method: 'POST',
      body: { revision: record.revision, statistics: effective.statistics, media: effective.media },
    });
  } catch {
    // The choice holds in the browser even when the proof cannot be recorded right now.
  }
  return record;
}

export function allowMediaOnce(provider: string): void {
  mediaAllowedOnce.value = new Set([...mediaAllowedOnce.value, provider]);
}

export function openBanner(view: 'banner' | 'settings'): void {
  bannerView.value = view;
}

export function closeBanner(): void {
  bannerView.value = 'closed';
}

// --- Tag manager and Google Consent Mode v2 -------------------------------------------------

function gtag(..._args: unknown[]): void {
  const win = window as ConsentWindow;
  win.dataLayer ??= [];
  // Consent Mode reads `arguments` objects from the data layer, not arrays (Google's gtag snippet).
  // biome-ignore lint/complexity/noArguments: gtag's data-layer protocol needs the arguments object
  win.dataLayer.push(arguments);
}

let defaultsSent = false;

/** Consent Mode v2 defaults: everything denied before any tag can run (spec: issue 7 item 4). */
export function sendConsentDefaults(): void {
  if (defaultsSent) return;
  defaultsSent = true;
  gtag('consent', 'default', { ...consentModeSignals(null, consentTags.value), wait_for_update: 500 });
}

export function updateConsentMode(): void {
  sendConsentDefaults();
  gtag('consent', 'update', consentModeSignals(consent.value?.choices ?? null, consentTags.value));
}

export const TAG_MANAGER_ATTRIBUTE = 'data-foyer-tag-manager';

/**
 * Injects the tag manager once, only with statistics/marketing consent and without DNT/GPC
 * (spec: frame §1). A refusal after it loaded cannot unload it; Consent Mode `update` tells it
 * to stop storing, and the next page view does not load it.
 */
export function applyTagManager(id: string): boolean {
  if (!isTagManagerId(id)) return false;
  if (!mayLoadTagManager(storedConsent.value, consentRevision.value, privacyOptOut.value)) return false;
  if (document.querySelector(`script[${TAG_MANAGER_ATTRIBUTE}]`)) return true;
  sendConsentDefaults();
  updateConsentMode();
  // The tag manager times its loading against the machine's clock, not the site's.
  (window as ConsentWindow).dataLayer?.push({ 'gtm.start': systemClock.now().getTime(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
  script.setAttribute(TAG_MANAGER_ATTRIBUTE, id);
  document.head.append(script);
  return true;
}
