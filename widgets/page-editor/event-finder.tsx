import { useEffect, useId, useState } from 'react';
import type { Locale } from '../../src/contract/common';
import type { EventFinderAnswer } from '../../src/contract/editor';
import { formatInstant } from '../../src/domain/date-format';
import type { EditorTexts } from '../../src/i18n/editor';
import { findEvents } from '../../src/state/editor';
import { Dialog } from './dialog';

/**
 * The event finder (spec: frame §3 "popups for … event finder"): a modal that searches the
 * programme's events by name, upcoming ones first, twenty to a page, each with its Berlin date,
 * time and room so two performances of one work can be told apart. Choosing one hands its detail
 * path (`/{locale}/programm/{slug}/{id}`, in the language of the text it goes into) to the caller.
 */
export function EventFinder({
  t,
  locale,
  contentLocale,
  onPick,
  onClose,
}: {
  t: EditorTexts;
  /** The staff's language: the popup's texts and dates. */
  locale: Locale;
  /** The language of the text the link goes into: events' names and detail paths; the page's if not given. */
  contentLocale?: Locale;
  onPick: (url: string) => void;
  onClose: () => void;
}) {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<EventFinderAnswer | null | 'loading'>('loading');
  const searchId = useId();
  const statusId = useId();
  useEffect(() => {
    let current = true;
    const timer = setTimeout(async () => {
      const found = await findEvents(q, page, contentLocale);
      if (current) setAnswer(found);
    }, 150);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [q, page, contentLocale]);
  const pages = answer && answer !== 'loading' ? Math.max(1, Math.ceil(answer.count / answer.page_size)) : 1;
  const status =
    answer === 'loading'
      ? t('loading')
      : answer === null
        ? t('finderFailed')
        : answer.count === 0
          ? t('finderEmpty')
          : pages > 1
            ? t.plural('eventsFoundPaged', answer.count, { page, pages })
            : t.plural('eventsFound', answer.count);
  return (
    <Dialog title={t('eventFinder')} onClose={onClose} closeLabel={t('close')} className="dialog--wide">
      <p className="field">
        <label htmlFor={searchId} className="field__label">
          {t('eventFinderSearch')}
        </label>
        <input
          id={searchId}
          type="search"
          data-autofocus
          value={q}
          aria-describedby={statusId}
          onChange={(event) => {
            setQ(event.target.value);
            setPage(1);
          }}
        />
      </p>
      <p id={statusId} role="status" className="finder__status">
        {status}
      </p>
      {answer && answer !== 'loading' && answer.results.length ? (
        <ul className="finder finder--events" aria-label={t('finderResults')}>
          {answer.results.map((event) => (
            <li key={event.id}>
              <button
                type="button"
                className="finder__entry"
                onClick={() => {
                  onPick(event.url);
                  onClose();
                }}
              >
                <span className="finder__name">{event.name}</span>
                <span className="finder__meta">
                  {formatInstant(event.date_start, locale, 'weekdayDateTime')}
                  {event.room ? ` · ${event.room}` : ''} · {t('eventNumber', { id: event.id })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {pages > 1 ? (
        <nav className="dialog__actions" aria-label={t('finderPages')}>
          <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('previousPage')}
          </button>
          <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('nextPage')}
          </button>
        </nav>
      ) : null}
    </Dialog>
  );
}
