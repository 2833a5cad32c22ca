import type { Locale } from '../../src/contract/common';
import { EVENTS_PAGE_SIZE, PRODUCTIONS_PAGE_SIZE } from '../../src/contract/constants';
import type { EventItem } from '../../src/contract/events';
import type { ProductionItem } from '../../src/contract/productions';
import { EMPTY_FILTER } from '../../src/domain/events';
import {
  eventsFirstPageKey,
  FIRST_PAGE_SLOT,
  type FirstPage,
  firstPageJson,
  productionsFirstPageKey,
} from '../../src/domain/first-page';
import { pagedAnswer } from '../http/paging';

/**
 * A list's first page as data inside its element (src/domain/first-page.ts): a JSON block, never
 * run (CSP `script-src 'self'` allows it), `<` escaped so no value can end it. The element takes it
 * instead of asking the API for page 1 when the key is the query it is about to ask.
 */
export function FirstPageData({ firstPage }: { firstPage: FirstPage }) {
  return (
    <script
      type="application/json"
      slot={FIRST_PAGE_SLOT}
      dangerouslySetInnerHTML={{ __html: firstPageJson(firstPage) }}
    />
  );
}

/**
 * The programme's first page inside `<foyer-event-calendar>`: the unfiltered list from `today`, as
 * `GET /{locale}/api/events/?page=1&page_size=25` answers it. The server renders that list whatever
 * the address says; an element whose address carries filters or a date asks the API itself.
 */
export function EventsFirstPage(props: {
  locale: Locale;
  /** The day the list was read from (`YYYY-MM-DD`, Berlin), as passed to the repository. */
  today: string;
  count: number;
  results: EventItem[];
}) {
  const { locale, today, count, results } = props;
  const page = pagedAnswer({
    path: `/${locale}/api/events/`,
    query: {},
    count,
    results,
    page: 1,
    pageSize: EVENTS_PAGE_SIZE,
    defaultPageSize: EVENTS_PAGE_SIZE,
  });
  const key = eventsFirstPageKey(locale, { filter: { ...EMPTY_FILTER }, date: today });
  return <FirstPageData firstPage={{ key, page }} />;
}

/**
 * The productions list's first page inside `<foyer-production-list>`, for the filters and date of
 * the address (those the element gets as attributes), as `GET /{locale}/api/productions/` answers
 * page 1. Nothing for a later page: the element always starts at page 1.
 */
export function ProductionsFirstPage(props: {
  locale: Locale;
  filters: { season?: number; exhibition_type?: string; tag?: number };
  /** The chosen day (`YYYY-MM-DD`), if any. */
  date?: string;
  /** The day the list counts from when none is chosen. */
  today: string;
  /** The page the server listed: the data is only handed over for page 1. */
  page: number;
  count: number;
  results: ProductionItem[];
}) {
  const { locale, filters, date, today, count, results } = props;
  if (props.page !== 1) return null;
  const page = pagedAnswer({
    path: `/${locale}/api/productions/`,
    query: { ...filters, date },
    count,
    results,
    page: 1,
    pageSize: PRODUCTIONS_PAGE_SIZE,
    defaultPageSize: PRODUCTIONS_PAGE_SIZE,
  });
  const filter = {
    season: filters.season ?? null,
    exhibition_type: filters.exhibition_type ?? null,
    tag: filters.tag ?? null,
  };
  const key = productionsFirstPageKey(locale, { filter, date: date ?? null }, today);
  return <FirstPageData firstPage={{ key, page }} />;
}
