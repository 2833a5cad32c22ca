// The element tags used here are declared for JSX by the element components (widgets/event-calendar).

import { programmeFeedPath, webcalUrl } from '../../../src/contract/calendars';
import type { Locale } from '../../../src/contract/common';
import type { EventItem } from '../../../src/contract/events';
import { t } from '../../../src/i18n';
import { EventsFirstPage } from '../../render/first-page';
import { type FrameData, renderSitePage } from '../../render/site-page';
import { EventListFallback, FilterBarPlaceholder } from './fallback';

/** `?overlay=true` leads to the events page with that parameter removed (spec: programme §2, frame §2). */
export function withoutOverlay(requestUrl: string, locale: Locale): string {
  const url = new URL(requestUrl, 'http://site');
  url.searchParams.delete('overlay');
  const search = url.searchParams.toString();
  return `/${locale}/programm${search ? `?${search}` : ''}`;
}

/**
 * `/{locale}/programm` (spec: programme §2): the calendar element, its first page rendered on the
 * server as its light-DOM fallback.
 */
export function renderProgrammeList(options: {
  frame: FrameData;
  siteUrl: string;
  /** The first page of the unfiltered list from `today`, and the number of all events. */
  events: EventItem[];
  count: number;
  today: string;
  /** The filters of the address as a query (`?room=3`), for the calendar subscription link. */
  feedQuery?: string;
}) {
  const { frame, events, count, today } = options;
  const { locale } = frame;
  const title = t(locale, 'programme.title');
  return renderSitePage({
    frame,
    siteUrl: options.siteUrl,
    title,
    meta: { description: t(locale, 'programme.overlayTitle') },
    bodyClass: 'page-programme',
    crumbs: [
      { title: t(locale, 'site.home'), url: `/${locale}` },
      { title, url: `/${locale}/programm` },
    ],
    languages: { de: '/de/programm', en: '/en/programm' },
    children: (
      <>
        <div className="page-header">
          <h1>{title}</h1>
        </div>
        <p className="programme-feed">
          <a href={webcalUrl(`${options.siteUrl}${programmeFeedPath(locale)}${options.feedQuery ?? ''}`)}>
            {t(locale, 'details.subscribeCalendar')}
          </a>
        </p>
        <foyer-event-calendar locale={locale} event-style={frame.design.eventStyle}>
          <FilterBarPlaceholder />
          <EventListFallback events={events} locale={locale} />
          <EventsFirstPage locale={locale} today={today} count={count} results={events} />
        </foyer-event-calendar>
      </>
    ),
  });
}
