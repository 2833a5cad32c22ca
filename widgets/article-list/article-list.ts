import { defineElement } from '../shared/define';
import { ArticleList, type ArticleListProps } from './article-list.component';

/**
 * @summary The magazine's article list (issue 15; spec: programme §2 Magazine, §3 Articles state,
 * §4 Articles list, §7): article cards (image, category, title linking to the article, date,
 * teaser), a polite count line, 'load more' plus infinite loading, a skeleton while a first page
 * loads, the empty and error texts. The category links the server puts in the `categories` slot
 * switch the list in place (a reset: the list is emptied, then page 1 of that category) and the
 * address follows (pushState; Back returns). A page request is ignored unless it is above the
 * current page or a reset is asked.
 *
 * @tag foyer-article-list
 *
 * @attr locale - Language: `de` (default) or `en`.
 * @attr api-base - Origin of the Foyer host when embedded on another site; empty on the host site.
 * @attr category - A category id: that category's articles.
 * @attr tag - A topic (tag) id: that topic's articles.
 *
 * @event foyer-category-change - The visitor chose a category. `detail: { category }` (an id, or null for all).
 *
 * @slot - Server-rendered fallback (cards of the page, next-page link), shown until the first page is there; its `.magazine-more` link is hidden at once.
 * @slot categories - The category links (All, one per category, All #Topics); always shown.
 * @slot first-page - Not shown: `<script type="application/json" slot="first-page">` with page 1 as data (`{ key, page }`); taken instead of a request when its key is the list's first query.
 *
 * @csspart base - The whole element.
 * @csspart status - The count line (a polite live region; also says loading and failure).
 * @csspart retry - 'Try again' after a failed load.
 * @csspart list - The grid of cards.
 * @csspart article - An article card.
 * @csspart article-link - The article's title link.
 * @csspart empty - The empty message.
 * @csspart skeleton - The loading placeholder.
 * @csspart load-more - The 'load more' button.
 */
defineElement<ArticleListProps>('foyer-article-list', ArticleList, {
  locale: 'string',
  apiBase: 'string',
  category: 'string',
  tag: 'string',
});

declare global {
  interface HTMLElementTagNameMap {
    'foyer-article-list': HTMLElement;
  }
  interface GlobalEventHandlersEventMap {
    'foyer-category-change': CustomEvent<{ category: number | null }>;
  }
}
