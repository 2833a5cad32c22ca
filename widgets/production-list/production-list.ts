import { defineElement } from '../shared/define';
import { ProductionList, type ProductionListProps } from './production-list.component';

/**
 * @summary The productions list: filters season, type (exhibition_type) and tag plus a date, a
 * polite count line, production cards (image, season · type, name linking to the production,
 * subtitle, next date), a 'load more' button and infinite loading, a skeleton while a first page
 * loads, the empty texts, and the filters mirrored into the address (replaceState; the API's
 * query names, the date as DD-MM-YYYY). The filter attributes are read once, on first load.
 * Spec: programme §2 Productions, §3 Production list state, §4 Productions list, §7, §8, §9.
 *
 * @tag foyer-production-list
 *
 * @attr locale - Language: `de` (default) or `en`.
 * @attr api-base - Origin of the Foyer host when embedded on another site; empty on the host site.
 * @attr season - Initial season filter: a season id.
 * @attr exhibition-type - Initial type filter: an exhibition type's slug.
 * @attr tag - Initial tag filter: a production tag id.
 * @attr date - Initial date, `DD-MM-YYYY` (`YYYY-MM-DD` is read too): productions playing that day or later.
 *
 * @event foyer-filter-change - The visitor changed a filter or the date. `detail: { filter, date }` (date `YYYY-MM-DD` or empty).
 *
 * @slot - Server-rendered fallback (form, first cards, next-page link), shown until the first page is loaded; its form and `.production-more` link are hidden at once.
 * @slot first-page - Not shown: a `<script type="application/json" slot="first-page">` with page 1 as data (`{ key, page }`, src/domain/first-page.ts). When its key is the list's first query (the filter attributes), page 1 is taken from it, not requested.
 *
 * @csspart base - The whole element.
 * @csspart filters - The filter form.
 * @csspart select - Each filter's select.
 * @csspart date - The date input.
 * @csspart status - The count line (a polite live region; also says loading and failure).
 * @csspart reset - The 'Reset filters' button (shown when a filter or the date is set).
 * @csspart retry - 'Try again' after a failed load.
 * @csspart list - The grid of cards.
 * @csspart production - A production card.
 * @csspart production-link - The production's name link.
 * @csspart empty - The empty-result message.
 * @csspart skeleton - The loading placeholder.
 * @csspart load-more - The 'load more' button.
 *
 * @cssproperty --foyer-production-list-accent - Accent colour (default `--foyer-color-accent`).
 * @cssproperty --foyer-production-list-ink - Text colour (default `--foyer-color-ink`).
 * @cssproperty --foyer-production-list-muted - Secondary text (default `--foyer-color-muted`).
 * @cssproperty --foyer-production-list-surface - Card background (default `--foyer-color-surface`, white).
 * @cssproperty --foyer-production-list-line - Card border and image placeholder (default `--foyer-color-line`).
 * @cssproperty --foyer-production-list-radius - Card corner radius (default `--foyer-radius`).
 */
defineElement<ProductionListProps>('foyer-production-list', ProductionList, {
  locale: 'string',
  apiBase: 'string',
  season: 'string',
  exhibitionType: 'string',
  tag: 'string',
  date: 'string',
});

declare global {
  interface HTMLElementTagNameMap {
    'foyer-production-list': HTMLElement;
  }
}
