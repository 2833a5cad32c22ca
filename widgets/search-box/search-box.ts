import { defineElement } from '../shared/define';
import { SearchBox, type SearchBoxProps } from './search-box.component';

/**
 * @summary The site search box with autocomplete: compact in the header (a button that opens
 * it), full on a page. Suggestions come from `/{locale}/api/search/autocomplete/`; submitting
 * goes to `/{locale}/search?q=…`. Spec: programme §2 Search, §4 Search box, §5, §9.
 *
 * @tag foyer-search-box
 *
 * @attr locale - Language of the texts, suggestions and search route: `de` (default) or `en`.
 * @attr api-base - Origin of the Foyer host when embedded on another site; empty on the host site.
 * @attr variant - `full` (default): the input is always shown; `compact`: a search button that
 *   opens the box, which closes again 200 ms after focus leaves it or on an outside click.
 * @attr value - The text the box starts with (the results page passes the current term).
 *
 * @event foyer-search - The visitor searched; cancelable (cancel it to handle the search yourself).
 *   `detail: { query: string, url: string }`.
 *
 * @slot - Server-rendered fallback (a plain search form or link), shown without JavaScript.
 *
 * @csspart base - The box.
 * @csspart toggle - The search button of the closed compact box.
 * @csspart form - The search form.
 * @csspart field - The input with its buttons.
 * @csspart input - The text input (combobox).
 * @csspart clear - The clear button.
 * @csspart submit - The submit button.
 * @csspart listbox - The suggestion list.
 * @csspart option - One suggestion.
 * @csspart status - The polite live region announcing the number of suggestions.
 *
 * @cssproperty --foyer-search-box-background - Field and list background (default `#fff`).
 * @cssproperty --foyer-search-box-color - Text colour (default `--foyer-color-ink`).
 * @cssproperty --foyer-search-box-border - Field border colour (default `--foyer-color-line`).
 * @cssproperty --foyer-search-box-accent - Highlight of the focused suggestion (default `--foyer-color-tint`).
 * @cssproperty --foyer-search-box-width - Width of the open compact box (default `18rem`).
 */
defineElement<SearchBoxProps>('foyer-search-box', SearchBox, {
  locale: 'string',
  apiBase: 'string',
  variant: 'string',
  value: 'string',
});

declare global {
  interface HTMLElementTagNameMap {
    'foyer-search-box': HTMLElement;
  }
  interface GlobalEventHandlersEventMap {
    'foyer-search': CustomEvent<{ query: string; url: string }>;
  }
}
