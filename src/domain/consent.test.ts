import { describe, expect, it } from 'vitest';
import {
  consentModeSignals,
  isLegalPath,
  isTagManagerId,
  mayLoadTagManager,
  parseConsent,
  type StoredConsent,
  serialiseConsent,
  shouldOpenBanner,
  signalsOptOut,
} from './consent';

const NOW = 1_790_000_000;
const stored = (statistics: boolean, media: boolean, revision = 2): StoredConsent => ({
  revision,
  choices: { statistics, media },
  at: NOW - 60,
});

describe('consent cookie', () => {
  it('round-trips what the banner writes', () => {
    const consent = stored(true, false);
    expect(serialiseConsent(consent)).toBe(`1.2.10.${NOW - 60}`);
    expect(parseConsent(serialiseConsent(consent), NOW)).toEqual(consent);
  });

  it.each([
    ['empty', ''],
    ['garbage', 'yes'],
    ['json', '{"statistics":true}'],
    ['wrong format version', `2.2.11.${NOW}`],
    ['flag not 0/1', `1.2.21.${NOW}`],
    ['extra field', `1.2.11.${NOW}.x`],
    ['revision zero', `1.0.11.${NOW}`],
    ['from the future', `1.2.11.${NOW + 3 * 86_400}`],
    ['older than a year', `1.2.11.${NOW - 400 * 86_400}`],
  ])('treats a %s cookie as no consent', (_, value) => {
    expect(parseConsent(value, NOW)).toBeNull();
  });
});

describe('banner', () => {
  const base = { revision: 2, legalPage: false, optOut: false, cameFromLegalPage: false };
  it('opens without consent, and not once consent for this revision exists', () => {
    expect(shouldOpenBanner({ ...base, consent: null })).toBe(true);
    expect(shouldOpenBanner({ ...base, consent: stored(false, false) })).toBe(false);
    expect(shouldOpenBanner({ ...base, consent: stored(true, true) })).toBe(false);
  });
  it('asks again when the policy revision changed', () => {
    expect(shouldOpenBanner({ ...base, consent: stored(true, true, 1) })).toBe(true);
  });
  it('never opens on legal pages or with Do Not Track / GPC', () => {
    expect(shouldOpenBanner({ ...base, consent: null, legalPage: true })).toBe(false);
    expect(shouldOpenBanner({ ...base, consent: null, optOut: true })).toBe(false);
  });
  it('opens again after a legal page when the tag manager was refused', () => {
    expect(shouldOpenBanner({ ...base, consent: stored(false, true), cameFromLegalPage: true })).toBe(true);
    expect(shouldOpenBanner({ ...base, consent: stored(true, false), cameFromLegalPage: true })).toBe(false);
  });
  it('knows the legal pages in both languages', () => {
    expect(isLegalPath('/de/impressum')).toBe(true);
    expect(isLegalPath('/en/privacy/')).toBe(true);
    expect(isLegalPath('/de/agb')).toBe(true);
    expect(isLegalPath('/de/programm')).toBe(false);
    expect(isLegalPath('/de/impressum-alt')).toBe(false);
  });
});

describe('tag manager', () => {
  it('loads only with statistics consent for this revision and no privacy signal', () => {
    expect(mayLoadTagManager(stored(true, false), 2, false)).toBe(true);
    expect(mayLoadTagManager(stored(true, false), 2, true)).toBe(false);
    expect(mayLoadTagManager(stored(false, true), 2, false)).toBe(false);
    expect(mayLoadTagManager(stored(true, true, 1), 2, false)).toBe(false);
    expect(mayLoadTagManager(null, 2, false)).toBe(false);
  });
  it('reads Do Not Track and Global Privacy Control', () => {
    expect(signalsOptOut({ doNotTrack: '1' })).toBe(true);
    expect(signalsOptOut({ windowDoNotTrack: '1' })).toBe(true);
    expect(signalsOptOut({ globalPrivacyControl: true })).toBe(true);
    expect(signalsOptOut({ doNotTrack: '0', globalPrivacyControl: false })).toBe(false);
    expect(signalsOptOut({ doNotTrack: null })).toBe(false);
  });
  it('maps choices to Consent Mode v2 signals, denied by default', () => {
    expect(consentModeSignals(null).analytics_storage).toBe('denied');
    expect(consentModeSignals(null).ad_user_data).toBe('denied');
    expect(consentModeSignals({ statistics: true, media: false }).ad_personalization).toBe('granted');
  });
  it("adjusts the signals by the design settings' consent tags", () => {
    const tags = { ad_storage: false, personalization_storage: true, made_up: false };
    const granted = consentModeSignals({ statistics: true, media: false }, tags);
    expect(granted).toMatchObject({ ad_storage: 'denied', analytics_storage: 'granted' });
    expect(granted.personalization_storage).toBe('granted');
    expect(granted).not.toHaveProperty('made_up');
    expect(consentModeSignals(null, tags).personalization_storage).toBe('denied');
    expect(consentModeSignals(null, { security_storage: 'yes' }).security_storage).toBe('granted');
  });
  it('accepts only GTM container ids', () => {
    expect(isTagManagerId('GTM-DEMO000')).toBe(true);
    expect(isTagManagerId('GTM-x"><script>')).toBe(false);
    expect(isTagManagerId(null)).toBe(false);
  });
});
