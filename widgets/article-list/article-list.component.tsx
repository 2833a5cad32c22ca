import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { toLocale } from '../../src/contract/locales';
import { magazineTexts } from '../../src/i18n/magazine';
import {
  articles,
  category,
  configureArticles,
  hasMore,
  list,
  listError,
  listLoading,
  offerFirstPage,
  requestArticles,
  requestNextPage,
  setCategory,
} from '../../src/state/articles';
import { ArticleCard } from '../../src/views/article-card';
import { type ElementProps, emit, hostOf } from '../shared/define';
import { useFirstLoad } from '../shared/first-load';
import { readFirstPage } from '../shared/first-page';
import { usePagedList } from '../shared/paged-list';
import { Skeleton } from '../shared/skeleton';
import styles from './article-list.styles.css';

export interface ArticleListProps extends ElementProps {
  locale?: string;
  apiBase?: string;
  /** A category id: the list of that category. */
  category?: string;
  /** A topic (tag) id: the list of that topic. */
  tag?: string;
}

const idOf = (value: string | undefined): number | null => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** The category id of a magazine link (`/{locale}/news/categories/{slug}/{id}`); null for the overview. */
export function categoryOfPath(pathname: string): number | null | undefined {
  const match = /^\/[a-z]{2}\/news(?:\/categories\/[^/]+\/(\d+))?\/?$/.exec(pathname);
  if (!match) return undefined;
  return match[1] ? Number(match[1]) : null;
}

/**
 * After a category switch in place, the page around the list says what it shows: the heading
 * names the category (the magazine headline for All), the document title follows, and the lead
 * teaser, which belongs to the whole magazine, shows only under All. The server marks its header
 * with `data-magazine-headline`; a page without it (another layout) is left as it is.
 */
export function retitlePage(doc: Document, id: number | null, name: string): void {
  const header = doc.querySelector<HTMLElement>('[data-magazine-headline]');
  const heading = header?.querySelector('h1');
  if (!header || !heading) return;
  const previous = heading.textContent ?? '';
  const next = id === null ? (header.dataset.magazineHeadline ?? previous) : name;
  heading.textContent = next;
  if (previous && doc.title.startsWith(previous)) doc.title = next + doc.title.slice(previous.length);
  const lead = doc.querySelector<HTMLElement>('.magazine-lead');
  if (lead) lead.hidden = id !== null;
}

/** The text of the category link for `id` among the server's links (the name to show). */
function categoryName(host: Element, id: number | null): string {
  for (const link of host.querySelectorAll<HTMLAnchorElement>('[slot="categories"] a')) {
    if (categoryOfPath(new URL(link.href, location.href).pathname) === id)
      return link.textContent?.trim() ?? '';
  }
  return '';
}

export function ArticleList({
  locale: rawLocale = 'de',
  apiBase,
  category: initialCategory,
  tag,
  container,
}: ArticleListProps) {
  useSignals();
  const locale = toLocale(rawLocale);
  const t = magazineTexts(locale);

  // First load: page 1 of the attributes' list, taken from the HTML when the server put it there.
  // Until it ran, the signals may hold another list: the element shows its server HTML.
  const ready = useFirstLoad(() => {
    configureArticles({ apiBase, locale, filter: { category: idOf(initialCategory), tag: idOf(tag) } });
    offerFirstPage(readFirstPage(hostOf(container)));
    void requestArticles({ page: 1, reset: true });
  }, [apiBase, locale]);

  // The category switch: the server's links (slot "categories") change the list in place and the
  // address follows (pushState, so Back returns to the previous category).
  const current = category.value;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the links' aria-current follows the category
  useEffect(() => {
    const host = hostOf(container);
    if (!host) return;
    for (const link of host.querySelectorAll<HTMLAnchorElement>('[slot="categories"] a')) {
      const id = categoryOfPath(new URL(link.href, location.href).pathname);
      if (id === undefined) continue;
      if (id === current) link.setAttribute('aria-current', 'page');
      else link.removeAttribute('aria-current');
    }
  }, [container, current]);
  // A layout effect: the links are taken over in the same task as the first render is committed,
  // so a click right after the cards appear never slips through as a full page load.
  useLayoutEffect(() => {
    const host = hostOf(container);
    if (!host) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const link = (event.target as Element | null)?.closest?.('[slot="categories"] a');
      if (!(link instanceof HTMLAnchorElement)) return;
      const url = new URL(link.href, location.href);
      const id = categoryOfPath(url.pathname);
      if (id === undefined || url.origin !== location.origin) return;
      event.preventDefault();
      if (url.pathname !== location.pathname) history.pushState({ foyerCategory: id }, '', url.pathname);
      setCategory(id);
      retitlePage(host.ownerDocument, id, categoryName(host, id));
      emit(host, 'foyer-category-change', { category: id });
    };
    const onPop = () => {
      const id = categoryOfPath(location.pathname);
      if (id === undefined) return;
      setCategory(id);
      retitlePage(host.ownerDocument, id, categoryName(host, id));
    };
    host.addEventListener('click', onClick);
    window.addEventListener('popstate', onPop);
    return () => {
      host.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPop);
    };
  }, [container]);

  const more = ready && hasMore.value;
  const items = ready ? articles.value : [];
  const { triggerRef, moreRef, listRef, next } = usePagedList({
    container,
    loadedCount: items.length,
    more,
    loading: () => listLoading.value,
    failed: () => listError.value,
    requestNextPage,
  });

  const loaded = ready ? list.value : null;
  const loading = ready && listLoading.value;
  const failed = ready && listError.value;
  const everLoaded = useRef(false);
  if (loaded !== null) everLoaded.current = true;
  const empty = loaded !== null && !loading && items.length === 0;
  const status = failed
    ? t('failed')
    : loading
      ? t('loading')
      : loaded
        ? t.plural('count', loaded.count)
        : '';

  return (
    <div className="articles" part="base">
      <style>{styles}</style>
      <slot name="categories" />
      <p className="status" part="status" role="status">
        {status}
      </p>
      {failed ? (
        <button type="button" className="retry" part="retry" onClick={(event) => next(event.currentTarget)}>
          {t('retry')}
        </button>
      ) : null}
      {everLoaded.current ? null : <slot />}
      {loading && items.length === 0 ? <Skeleton /> : null}
      {items.length > 0 ? (
        <ul className="article-list" part="list" aria-label={t('list')} ref={listRef}>
          {items.map((item) => (
            <li key={item.id}>
              <ArticleCard article={item} locale={locale} parts />
            </li>
          ))}
        </ul>
      ) : null}
      {empty ? (
        <p className="empty" part="empty">
          {t('empty')}
        </p>
      ) : null}
      <div className="trigger" ref={triggerRef} aria-hidden="true" />
      {loaded !== null && more ? (
        <button
          type="button"
          className="load-more"
          part="load-more"
          data-foyer-replay="more"
          ref={moreRef}
          aria-disabled={loading}
          onClick={(event) => next(event.currentTarget)}
        >
          {t('loadMore')}
        </button>
      ) : null}
    </div>
  );
}
