// The element tags used here are declared for JSX by the element components (widgets/event-calendar).
import { programmeFeedPath, webcalUrl } from '../../../src/contract/calendars';
import type { Locale } from '../../../src/contract/common';
import { EVENTS_PAGE_SIZE, type EventItem } from '../../../src/contract/events';
import { type AddressState, isFiltered, queryFromState } from '../../../src/domain/events';
import { t } from '../../../src/i18n';
import { EventsFirstPage } from '../../render/first-page';
import { type FrameData, renderSitePage } from '../../render/site-page';
import { itemListJsonLd, JsonLd } from '../../render/structured-data';
import { withPage } from './address';
import { EventListFallback, ProgrammeFilterForm, type ProgrammeFilterOptions } from './fallback';

/** `?overlay=true` leads to the events page with that parameter removed (spec: programme §2, frame §2). */
export function withoutOverlay(requestUrl: string, locale: Locale): string {
  const url = new URL(requestUrl, 'http://site');
  url.searchParams.delete('overlay');
  const search = url.searchParams.toString();
  return `/${locale}/programm${search ? `?${search}` : ''}`;
}

/**
 * The pages of the list without JavaScript (issue 21): previous and next with `rel`, and where
 * the visitor is. Inside the element's light DOM, so the element (which loads on scrolling)
 * replaces it once it runs.
 */
function Pagination(props: { locale: Locale; page: number; pages: number; search: string }) {
  const { locale, page, pages, search } = props;
  if (pages <= 1) return null;
  const path = `/${locale}/programm`;
  return (
    <nav className="programme-pages" aria-label={t(locale, 'details.pagination')}>
      {page > 1 ? (
        <a href={`${path}${withPage(search, page - 1)}`} rel="prev">
          {t(locale, 'details.previousPage')}
        </a>
      ) : null}
      <span aria-current="page">{t(locale, 'details.pageOf', { page, pages })}</span>
      {page < pages ? (
        <a href={`${path}${withPage(search, page + 1)}`} rel="next">
          {t(locale, 'details.nextPage')}
        </a>
      ) : null}
    </nav>
  );
}

/**
 * `/{locale}/programm` (spec: programme §2): the calendar element with the asked page of the list
 * for the address's filters and date rendered on the server as its light-DOM fallback, so the
 * programme is complete without JavaScript (issue 21); the first unfiltered page is also handed to
 * the element as data.
 */
export function renderProgrammeList(options: {
  frame: FrameData;
  siteUrl: string;
  /** The asked page of the list for the address's filters and date, and the number of all matches. */
  events: EventItem[];
  count: number;
  today: string;
  /** The filters and date of the address (src/domain/events.ts stateFromQuery). */
  state: AddressState;
  page: number;
  /** The request's query (`?room=3&page=2`): other keys stay in the page links. */
  search: string;
  /** The option lists of the filter form. */
  options: ProgrammeFilterOptions;
}) {
  const { frame, events, count, today, state, page } = options;
  const { locale } = frame;
  const title = t(locale, 'programme.title');
  const filtered = isFiltered(state.filter, state.date, today);
  const addressQuery = queryFromState({ ...state, overlay: false }, today);
  // The canonical address names the filters and the page: each page of the list is its own.
  const own = (code: Locale) => `/${code}/programm${withPage(addressQuery, page)}`;
  const pages = Math.ceil(count / EVENTS_PAGE_SIZE);
  return renderSitePage({
    frame,
    siteUrl: options.siteUrl,
    title: page > 1 ? `${title} (${t(locale, 'details.pageOf', { page, pages })})` : title,
    meta: { description: t(locale, 'programme.overlayTitle') },
    bodyClass: 'page-programme',
    crumbs: [
      { title: t(locale, 'site.home'), url: `/${locale}` },
      { title, url: `/${locale}/programm` },
    ],
    languages: { de: own('de'), en: own('en') },
    children: (
      <>
        <div className="page-header">
          <h1>{title}</h1>
        </div>
        <p className="programme-feed">
          <a href={webcalUrl(`${options.siteUrl}${programmeFeedPath(locale)}${addressQuery}`)}>
            {t(locale, 'details.subscribeCalendar')}
          </a>
        </p>
        <JsonLd
          data={itemListJsonLd(
            events.map((event) => event.url),
            options.siteUrl,
          )}
        />
        <foyer-event-calendar locale={locale} event-style={frame.design.eventStyle}>
          <ProgrammeFilterForm locale={locale} state={state} today={today} options={options.options} />
          {events.length === 0 && filtered ? (
            <div className="event-list-empty">
              <p>{t(locale, 'programme.noResult')}</p>
              <p>{t(locale, 'programme.noResultHint')}</p>
            </div>
          ) : (
            <EventListFallback events={events} locale={locale} />
          )}
          <Pagination locale={locale} page={page} pages={pages} search={options.search} />
          {page === 1 && !filtered ? (
            <EventsFirstPage locale={locale} today={today} count={count} results={events} />
          ) : null}
        </foyer-event-calendar>
      </>
    ),
  });
}
