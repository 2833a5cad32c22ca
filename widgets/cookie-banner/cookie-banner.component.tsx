import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useRef, useState } from 'react';
import { type ConsentChoices, isLegalPath, shouldOpenBanner } from '../../src/domain/consent';
import {
  applyTagManager,
  bannerView,
  closeBanner,
  consent,
  consentTags,
  initConsent,
  openBanner,
  privacyOptOut,
  saveConsent,
  sendConsentDefaults,
  storedConsent,
} from '../../src/state/consent';
import { type ElementProps, emit, hostOf } from '../shared/define';
import styles from './cookie-banner.styles.css';

export interface CookieBannerProps extends ElementProps {
  locale?: string;
  apiBase?: string;
  /** Policy revision from the design settings (cookies.policyRevision). */
  revision?: number;
  /** Tag-manager container id from the design settings (cookies.tagManagerId). */
  tagManagerId?: string;
  /** Consent Mode signals to adjust, from the design settings (cookies.consentTags). */
  consentTags?: Record<string, unknown>;
  /** Link to the privacy policy shown in the banner text. */
  privacyUrl?: string;
}

const TEXT = {
  de: {
    title: 'Datenschutz-Einstellungen',
    intro:
      'Wir verwenden notwendige Cookies, damit diese Website funktioniert. Mit Ihrer Einwilligung nutzen wir außerdem Statistik- und Marketing-Dienste und zeigen Inhalte externer Medien wie Videos und Audio an. Sie können Ihre Wahl jederzeit über „Cookie-Einstellungen“ im Fußbereich ändern.',
    privacy: 'Datenschutzerklärung',
    acceptAll: 'Alle akzeptieren',
    rejectAll: 'Alle ablehnen',
    settings: 'Einstellungen',
    save: 'Auswahl speichern',
    categories: 'Kategorien',
    necessary: 'Notwendig',
    necessaryText: 'Sitzung, Sicherheit, Sprache und diese Einwilligung. Immer aktiv.',
    statistics: 'Statistik/Marketing',
    statisticsText:
      'Reichweitenmessung, Werbung, soziale Netzwerke und Marketing-Werkzeuge über den Tag-Manager.',
    media: 'Externe Medien',
    mediaText: 'Videos und Audio von YouTube, Vimeo, Spotify, SoundCloud und anderen Anbietern.',
    optOut:
      'Ihr Browser sendet „Do Not Track“ oder „Global Privacy Control“: Statistik und Marketing bleiben aus.',
  },
  en: {
    title: 'Privacy settings',
    intro:
      'We use necessary cookies to make this website work. With your consent we also use statistics and marketing services and show content from external media such as video and audio. You can change your choice at any time with “Cookie settings” in the footer.',
    privacy: 'Privacy policy',
    acceptAll: 'Accept all',
    rejectAll: 'Reject all',
    settings: 'Settings',
    save: 'Save choices',
    categories: 'Categories',
    necessary: 'Necessary',
    necessaryText: 'Session, security, language and this consent. Always on.',
    statistics: 'Statistics/marketing',
    statisticsText:
      'Audience measurement, advertising, social networks and marketing tools through the tag manager.',
    media: 'External media',
    mediaText: 'Video and audio from YouTube, Vimeo, Spotify, SoundCloud and other providers.',
    optOut:
      'Your browser sends “Do Not Track” or “Global Privacy Control”: statistics and marketing stay off.',
  },
};

const LEGAL_VISIT_KEY = 'foyer:legal-page-visited';

/** Session storage can be disabled; the banner must work without it. */
function session(action: (storage: Storage) => unknown): unknown {
  try {
    return action(sessionStorage);
  } catch {
    return null;
  }
}

/** The element that had focus before the dialog opened, looking into shadow roots (footer button). */
function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

export function CookieBanner({
  locale = 'de',
  apiBase,
  revision = 1,
  tagManagerId,
  consentTags: tags,
  privacyUrl,
  container,
}: CookieBannerProps) {
  useSignals();
  const text = TEXT[locale === 'en' ? 'en' : 'de'];
  const dialog = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const introId = useId();
  const [draft, setDraft] = useState<ConsentChoices>({ statistics: false, media: false });
  const tagsKey = JSON.stringify(tags ?? {});

  // Once per page: read the cookie and the privacy signals, send the Consent Mode defaults,
  // load the tag manager when allowed, and decide whether the banner opens by itself.
  useEffect(() => {
    initConsent({ revision: Number(revision) || 1 });
    const parsed: unknown = JSON.parse(tagsKey);
    consentTags.value =
      parsed && typeof parsed === 'object' && !Array.isArray(parsed)
        ? (parsed as Record<string, unknown>)
        : {};
    sendConsentDefaults();
    if (tagManagerId) applyTagManager(tagManagerId);
    const legalPage = isLegalPath(location.pathname);
    const cameFromLegalPage = session((s) => s.getItem(LEGAL_VISIT_KEY)) === '1';
    session((s) => (legalPage ? s.setItem(LEGAL_VISIT_KEY, '1') : s.removeItem(LEGAL_VISIT_KEY)));
    const open = shouldOpenBanner({
      consent: storedConsent.value,
      revision: Number(revision) || 1,
      legalPage,
      optOut: privacyOptOut.value,
      cameFromLegalPage,
    });
    if (open) openBanner('banner');
    // The footer's cookie-settings action (spec: programme §2 Footer) reopens the settings.
    const onOpen = () => openBanner('settings');
    document.addEventListener('foyer-open-cookie-settings', onOpen);
    return () => document.removeEventListener('foyer-open-cookie-settings', onOpen);
  }, [revision, tagManagerId, tagsKey]);

  const view = bannerView.value;
  const optOut = privacyOptOut.value;

  // The dialog follows the view: modal with the browser's focus handling, focus back on close.
  // biome-ignore lint/correctness/useExhaustiveDependencies: view and optOut are signal values read in the effect
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (view !== 'closed') {
      const current = consent.value?.choices;
      setDraft({ statistics: !optOut && current?.statistics === true, media: current?.media === true });
      // The first-visit banner is a non-modal dialog, so the page stays readable; it takes the
      // focus itself (not a button, so no choice is preselected). The settings are modal.
      const modal = view === 'settings';
      if (element.open && modal !== element.matches(':modal')) element.close();
      if (!element.open) {
        returnFocus.current ??= deepActiveElement();
        if (modal) element.showModal();
        else {
          element.show();
          element.focus();
        }
      }
    } else if (element.open) {
      element.close();
    }
  }, [view, optOut]);

  const onDialogClose = () => {
    // Closing only to reopen as modal keeps the view.
    if (dialog.current?.open) return;
    closeBanner();
    returnFocus.current?.focus();
    returnFocus.current = null;
  };

  const choose = async (choices: ConsentChoices) => {
    closeBanner();
    const record = await saveConsent(choices, { locale, apiBase, tagManagerId });
    emit(hostOf(container), 'foyer-consent-changed', {
      necessary: true,
      statistics: record.choices.statistics,
      media: record.choices.media,
      revision: record.revision,
    });
  };

  return (
    <>
      <style>{styles}</style>
      <dialog
        ref={dialog}
        className="dialog"
        part="dialog"
        aria-labelledby={titleId}
        aria-describedby={introId}
        tabIndex={-1}
        onClose={onDialogClose}
        onKeyDown={(event) => {
          // Escape closes the non-modal banner too (the modal settings close natively).
          if (event.key === 'Escape' && !event.currentTarget.matches(':modal')) event.currentTarget.close();
        }}
      >
        {view === 'closed' ? null : (
          <div className="body" part="body">
            <h2 id={titleId} className="title" part="title">
              {text.title}
            </h2>
            <p id={introId} className="intro" part="intro">
              {text.intro}{' '}
              {privacyUrl ? (
                <a href={privacyUrl} className="link" part="link">
                  {text.privacy}
                </a>
              ) : null}
            </p>
            {view === 'settings' ? (
              <fieldset className="categories" part="categories">
                <legend className="visually-hidden">{text.categories}</legend>
                <label className="category">
                  <input type="checkbox" checked disabled aria-describedby={`${titleId}-n`} />
                  <span className="name">{text.necessary}</span>
                  <span className="hint" id={`${titleId}-n`}>
                    {text.necessaryText}
                  </span>
                </label>
                <label className="category">
                  <input
                    type="checkbox"
                    name="statistics"
                    checked={draft.statistics}
                    disabled={optOut}
                    aria-describedby={`${titleId}-s`}
                    onChange={(event) => setDraft({ ...draft, statistics: event.currentTarget.checked })}
                  />
                  <span className="name">{text.statistics}</span>
                  <span className="hint" id={`${titleId}-s`}>
                    {optOut ? text.optOut : text.statisticsText}
                  </span>
                </label>
                <label className="category">
                  <input
                    type="checkbox"
                    name="media"
                    checked={draft.media}
                    aria-describedby={`${titleId}-m`}
                    onChange={(event) => setDraft({ ...draft, media: event.currentTarget.checked })}
                  />
                  <span className="name">{text.media}</span>
                  <span className="hint" id={`${titleId}-m`}>
                    {text.mediaText}
                  </span>
                </label>
              </fieldset>
            ) : null}
            {/* Accept and reject are the same kind of button, side by side: equally easy (issue 7 item 4). */}
            <div className="actions" part="actions">
              <button
                type="button"
                className="button"
                part="button"
                onClick={() => choose({ statistics: true, media: true })}
              >
                {text.acceptAll}
              </button>
              <button
                type="button"
                className="button"
                part="button"
                onClick={() => choose({ statistics: false, media: false })}
              >
                {text.rejectAll}
              </button>
              {view === 'settings' ? (
                <button type="button" className="button" part="button" onClick={() => choose(draft)}>
                  {text.save}
                </button>
              ) : (
                <button type="button" className="button" part="button" onClick={() => openBanner('settings')}>
                  {text.settings}
                </button>
              )}
            </div>
          </div>
        )}
      </dialog>
    </>
  );
}
