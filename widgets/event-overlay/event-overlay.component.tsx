import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { createApiClient } from '../../src/client/api';
import type { Locale } from '../../src/contract/common';
import { t } from '../../src/i18n';
import { closeEventOverlay, eventOverlayOpen, openEventOverlay } from '../../src/state/page-ui';
import { type ElementProps, emit, hostOf } from '../shared/define';
import styles from './event-overlay.styles.css';

export interface EventOverlayProps extends ElementProps {
  locale?: string;
  apiBase?: string;
  eventStyle?: string;
}

/** The class that stops the page scrolling while the overlay is open (spec: programme §4). */
const NO_SCROLL = 'no-scroll';

export function EventOverlay({
  locale: rawLocale = 'de',
  apiBase,
  eventStyle = 'style1',
  container,
}: EventOverlayProps) {
  useSignals();
  const locale: Locale = rawLocale === 'en' ? 'en' : 'de';
  const [headline, setHeadline] = useState(t(locale, 'programme.overlayTitle'));
  const closeRef = useRef<HTMLButtonElement>(null);
  const opener = useRef<Element | null>(null);
  const open = eventOverlayOpen.value;

  useEffect(() => {
    const onOpen = () => {
      opener.current = document.activeElement;
      openEventOverlay();
    };
    document.addEventListener('foyer-open-event-overlay', onOpen);
    // Loaded with the overlay key set: open at once (spec: programme §2).
    if (new URLSearchParams(location.search).get('overlay') === 'true') openEventOverlay();
    let path = location.pathname;
    // A path change closes the overlay (spec: programme §4 Event overlay).
    const onPop = () => {
      if (location.pathname !== path) closeEventOverlay();
      path = location.pathname;
    };
    window.addEventListener('popstate', onPop);
    return () => {
      document.removeEventListener('foyer-open-event-overlay', onOpen);
      window.removeEventListener('popstate', onPop);
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on open and close only
  useEffect(() => {
    document.documentElement.classList.toggle(NO_SCROLL, open);
    if (!open) return;
    void import('../event-calendar/event-calendar');
    closeRef.current?.focus();
    // The headline may come from the page editor API for the events page; failure keeps the default.
    createApiClient({ apiBase })<{ headline?: string }>(`/${locale}/pageeditor-api/page/programm`)
      .then((page) => {
        if (page.headline) setHeadline(page.headline);
      })
      .catch((error: unknown) => console.warn('[foyer] event overlay headline not loaded', error));
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  function close() {
    closeEventOverlay();
    // Closing clears the query string (spec: programme §2 Event overlay).
    history.replaceState(history.state, '', `${location.pathname}${location.hash}`);
    emit(hostOf(container), 'foyer-event-overlay-closed', {});
    if (opener.current instanceof HTMLElement) opener.current.focus();
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
            <span className="visually-hidden">{t(locale, 'programme.close')}</span>
          </button>
        </div>
        <div className="content" part="content">
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
    }
  }
}
