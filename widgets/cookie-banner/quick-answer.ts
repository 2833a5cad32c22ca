import type { ConsentChoices } from '../../src/domain/consent';
import { consentTags, initConsent, saveConsent, sendConsentDefaults } from '../../src/state/consent';

/**
 * "Alle akzeptieren" / "Alle ablehnen" on the cookie banner's server HTML, with script but without
 * React (issue 23 item 1, docs/decisions/0112): the same cookie, proof of consent, Consent Mode
 * update and tag manager as the element (src/state/consent.ts `saveConsent`), then the server
 * banner is hidden. A small chunk of its own; the element's React chunk is loaded only for the
 * settings dialog.
 */
export async function answerBanner(banner: HTMLElement, choices: ConsentChoices): Promise<void> {
  initConsent({ revision: Number(banner.getAttribute('revision')) || 1 });
  try {
    const parsed: unknown = JSON.parse(banner.getAttribute('consent-tags') ?? '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      consentTags.value = parsed as Record<string, unknown>;
  } catch {
    // Malformed tags: Consent Mode keeps its defaults.
  }
  sendConsentDefaults();
  for (const open of banner.querySelectorAll('.consent-banner[data-open]')) open.setAttribute('hidden', '');
  const record = await saveConsent(choices, {
    locale: banner.getAttribute('locale') ?? 'de',
    apiBase: banner.getAttribute('api-base') ?? undefined,
    tagManagerId: banner.getAttribute('tag-manager-id') ?? undefined,
  });
  banner.dispatchEvent(
    new CustomEvent('foyer-consent-changed', {
      detail: { necessary: true, ...record.choices, revision: record.revision },
      bubbles: true,
      composed: true,
    }),
  );
}
