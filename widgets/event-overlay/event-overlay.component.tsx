import { effect } from '@preact/signals-core';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { createApiClient } from '../../src/client/api';
import { toLocale } from '../../src/contract/locales';
import { programmeTexts } from '../../src/i18n/programme';
import { closeEventOverlay, eventOverlayOpen, openEventOverlay, pageNoScroll } from '../../src/state/page-ui';
import { type ElementProps, emit, hostOf } from '../shared/define';
import styles from './event-overlay.styles.css';

export interface EventOverlayProps extends ElementProps {
  locale?: string;
  apiBase?: string;
  eventStyle?: string;
}

/** The class that stops the page scrolling while the overlay is open (spec: programme §4). */
const NO_SCROLL = 'no-scroll';
/** The events page, whose page-editor headline the overlay shows (spec: programme §7). */
const EVENTS_PAGE_PATH = 'programm';

/** What had focus when the overlay was asked to open; focus returns there on close. */
let opener: Element | null = null;
// Listening from the moment this chunk runs (before any element renders), so a press of the
// sticky ticket button right after the element is defined is never lost.
if (typeof document !== 'undefined')
  document.addEventListener('foyer-open-event-overlay', () => {
    opener = document.activeElement;
    openEventOverlay();
  });

/**
 * Makes everything beside the overlay inert (each sibling along the path to `<body>`) and returns
 * what it changed, so closing restores exactly that.
 */
function inertAround(host: HTMLElement): HTMLElement[] {
  const changed: HTMLElement[] = [];
  let node: HTMLElement | null = host;
  while (node && node !== document.body && node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert) continue;
      if (sibling.tagName === 'SCRIPT' || sibling.tagName === 'STYLE') continue;
      sibling.inert = true;
      changed.push(sibling);
    }
    node = node.parentElement;
  }
  return changed;
}

export function EventOverlay({
  locale: rawLocale = 'de',
  apiBase,
  eventStyle = 'style1',
  container,
}: EventOverlayProps) {
  useSignals();
  const locale = toLocale(rawLocale);
  const t = programmeTexts(locale);
  const [headline, setHeadline] = useState(t('overlayTitle'));
  const closeRef = useRef<HTMLButtonElement>(null);
  const open = eventOverlayOpen.value;

  // biome-ignore lint/correctness/useExhaustiveDependencies: listeners for the element's lifetime; close() reads refs and the host only
  useEffect(() => {
    // Loaded with the overlay key set: open at once (spec: programme §2).
    if (new URLSearchParams(location.search).get('overlay') === 'true') openEventOverlay();
    let path = location.pathname;
    // A path change closes the overlay (spec: programme §4 Event overlay): history steps to another
    // path, or the page comes back from the back-forward cache after the visitor left it.
    const onPop = () => {
      if (location.pathname !== path && eventOverlayOpen.value) close();
      path = location.pathname;
    };
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted && eventOverlayOpen.value) close();
    };
    window.addEventListener('popstate', onPop);
    window.addEventListener('pageshow', onShow);
    return () => {
      window.removeEventListener('popstate', onPop);
      window.removeEventListener('pageshow', onShow);
    };
  }, []);

  // Menu or overlay open: no-scroll on the page (spec: programme §4), the class site.css and the
  // header use; the rest of the page is inert, so focus and screen readers stay in the dialog.
  useEffect(
    () =>
      effect(() => {
        document.body.classList.toggle(NO_SCROLL, pageNoScroll.value);
      }),
    [],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on open and close only
  useEffect(() => {
    if (!open) return;
    void import('../event-calendar/event-calendar');
    const host = hostOf(container);
    const inerted = host ? inertAround(host) : [];
    closeRef.current?.focus();
    // The headline may come from the page editor API for the events page (spec: programme §2,
    // §7); a failure is only logged and the default headline stays (§8).
    createApiClient({ apiBase })<{ headline?: string | null }>(
      `/${locale}/pageeditor-api/page/${EVENTS_PAGE_PATH}`,
    )
      .then((page) => {
        if (page.headline) setHeadline(page.headline);
      })
      .catch((error: unknown) => console.warn('[foyer] event overlay headline not loaded', error));
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      for (const element of inerted) element.inert = false;
      // Back to what opened it, once the page is no longer inert.
      if (opener instanceof HTMLElement) opener.focus();
    };
  }, [open]);

  function close() {
    closeEventOverlay();
    // Closing clears the query string (spec: programme §2 Event overlay).
    history.replaceState(history.state, '', `${location.pathname}${location.hash}`);
    emit(hostOf(container), 'foyer-event-overlay-closed', {});
  }

  if (!open) return <style>{styles}</style>;
  return (
    <>
      <style>{styles}</style>
      <div className="overlay" part="overlay" role="dialog" aria-modal="true" aria-labelledby="overlay-title">
        <div className="bar" part="bar">
          <h2 id="overlay-title" part="title">
            {headline}
          </h2>
          <button type="button" className="close" part="close" ref={closeRef} onClick={close}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t('close')}</span>
          </button>
        </div>
        <div className="content" part="content" data-scroll-container="">
          <foyer-event-calendar
            locale={locale}
            api-base={apiBase ?? ''}
            event-style={eventStyle}
            context="overlay"
          />
        </div>
      </div>
    </>
  );
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'foyer-event-calendar': {
        locale: string;
        'api-base'?: string;
        'event-style'?: string;
        context?: string;
        children?: React.ReactNode;
      };
      'foyer-event-overlay': { locale: string; 'api-base'?: string; 'event-style'?: string };
    }
  }
}
