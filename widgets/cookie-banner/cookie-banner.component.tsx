import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useRef, useState } from 'react';
import { cameFromLegalPage, keepLegalVisit } from '../../src/client/legal-visit';
import { type ConsentChoices, isLegalPath, shouldOpenBanner } from '../../src/domain/consent';
import { consentTexts } from '../../src/i18n/consent';
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
  const t = consentTexts(locale);
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
    // The loader keeps the flag at load and marks the banner when it was set (widgets/index.ts).
    const cameFromLegal =
      hostOf(container)?.hasAttribute('data-came-from-legal-page') === true || cameFromLegalPage();
    keepLegalVisit(legalPage);
    const open = shouldOpenBanner({
      consent: storedConsent.value,
      revision: Number(revision) || 1,
      legalPage,
      optOut: privacyOptOut.value,
      cameFromLegalPage: cameFromLegal,
    });
    if (open) openBanner('banner');
    // The footer's cookie-settings action (spec: programme §2 Footer) reopens the settings: its
    // link, or the event the loader's host frame sends for a click before the banner was hydrated.
    const onOpen = () => openBanner('settings');
    const onLink = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest('[data-cookie-settings]')) return;
      event.preventDefault();
      onOpen();
    };
    document.addEventListener('foyer-open-cookie-settings', onOpen);
    document.addEventListener('click', onLink);
    return () => {
      document.removeEventListener('foyer-open-cookie-settings', onOpen);
      document.removeEventListener('click', onLink);
    };
  }, [revision, tagManagerId, tagsKey, container]);

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
              {t('title')}
            </h2>
            <p id={introId} className="intro" part="intro">
              {t('intro')}{' '}
              {privacyUrl ? (
                <a href={privacyUrl} className="link" part="link">
                  {t('privacy')}
                </a>
              ) : null}
            </p>
            {view === 'settings' ? (
              <fieldset className="categories" part="categories">
                <legend className="visually-hidden">{t('categories')}</legend>
                <label className="category">
                  <input type="checkbox" checked disabled aria-describedby={`${titleId}-n`} />
                  <span className="name">{t('necessary')}</span>
                  <span className="hint" id={`${titleId}-n`}>
                    {t('necessaryText')}
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
                  <span className="name">{t('statistics')}</span>
                  <span className="hint" id={`${titleId}-s`}>
                    {optOut ? t('optOut') : t('statisticsText')}
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
                  <span className="name">{t('media')}</span>
                  <span className="hint" id={`${titleId}-m`}>
                    {t('mediaText')}
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
                data-foyer-replay="consent-all"
                onClick={() => choose({ statistics: true, media: true })}
              >
                {t('acceptAll')}
              </button>
              <button
                type="button"
                className="button"
                part="button"
                data-foyer-replay="consent-necessary"
                onClick={() => choose({ statistics: false, media: false })}
              >
                {t('rejectAll')}
              </button>
              {view === 'settings' ? (
                <button
                  type="button"
                  className="button"
                  part="button"
                  data-foyer-replay="consent-save"
                  onClick={() => choose(draft)}
                >
                  {t('save')}
                </button>
              ) : (
                <button
                  type="button"
                  className="button"
                  part="button"
                  data-foyer-replay="consent-settings"
                  onClick={() => openBanner('settings')}
                >
                  {t('settings')}
                </button>
              )}
            </div>
          </div>
        )}
      </dialog>
    </>
  );
}
