import { defineElement } from '../shared/define';
import { EventCalendar, type EventCalendarProps } from './event-calendar.component';

/**
 * @summary The programme: filter bar (Location, Exhibition Type, Tags, Series, Genre), a calendar
 * that knows the days with events, selected filters as chips, events grouped by day with teasers,
 * infinite loading with a 'load more' fallback, and the filters mirrored into the address query.
 * Below 48em the five selects are in a modal dialog behind a 'Filter (n)' button that slides in
 * and out over 780 ms. Spec: programme §2 Event list page, §4 Events list, §8 texts, §9.
 *
 * @tag foyer-event-calendar
 *
 * @attr locale - Language: `de` (default) or `en`.
 * @attr api-base - Origin of the Foyer host when embedded on another site; empty on the host site.
 * @attr event-style - Card style from the design settings: `style1` (default), `style2`, `style3`.
 * @attr context - `page` (default) or `overlay` (the address then carries `overlay=true`).
 *
 * @event foyer-filter-change - The visitor changed a filter or the date. `detail: { filter, date }`.
 *
 * @slot - Server-rendered fallback (the first events, drawn with the element's own card views), shown until the list is loaded.
 * @slot first-page - Not shown: a `<script type="application/json" slot="first-page">` with page 1 as data (`{ key, page }`, src/domain/first-page.ts). When its key is the list's first query, page 1 is taken from it, not requested.
 *
 * @csspart base - The whole element.
 * @csspart filters - The filter bar (below 48em: the row of the Filter button and the calendar toggle).
 * @csspart select - Each filter's select.
 * @csspart filter-button - Below 48em: opens the filter modal; its text counts the set filters.
 * @csspart filter-dialog - Below 48em: the filter modal (a `<dialog>`) with the five selects.
 * @csspart filter-close - The filter modal's close button.
 * @csspart show-results - The filter modal's 'Show results' button (closes it).
 * @csspart calendar-toggle - The calendar button.
 * @csspart calendar - The month grid.
 * @csspart chips - The selected filters.
 * @csspart chip - One selected filter (click removes it).
 * @csspart remove-all - Removes every filter.
 * @csspart reset - The Reset filter control.
 * @csspart list - The list of days.
 * @csspart day - One day group.
 * @csspart day-heading - A day's heading.
 * @csspart date-block - The day heading's date on four lines (weekday, day, month, year).
 * @csspart event - An event card.
 * @csspart event-link - The event's name link.
 * @csspart sold-out - The sold-out badge.
 * @csspart teaser - A list teaser.
 * @csspart empty - The empty-result message.
 * @csspart skeleton - The loading placeholder.
 * @csspart load-more - The 'load more' button.
 *
 * @cssproperty --foyer-event-calendar-accent - Accent colour (default `--foyer-color-accent`).
 * @cssproperty --foyer-event-calendar-ink - Text colour (default `--foyer-color-ink`).
 * @cssproperty --foyer-event-calendar-surface - Card background (default white).
 */
defineElement<EventCalendarProps>('foyer-event-calendar', EventCalendar, {
  locale: 'string',
  apiBase: 'string',
  eventStyle: 'string',
  context: 'string',
});

declare global {
  interface HTMLElementTagNameMap {
    'foyer-event-calendar': HTMLElement;
  }
  interface GlobalEventHandlersEventMap {
    'foyer-filter-change': CustomEvent<{ filter: Record<string, number | string | null>; date: string }>;
  }
}
