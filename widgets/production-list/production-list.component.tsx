import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { toLocale } from '../../src/contract/locales';
import type { ProductionFilterName } from '../../src/contract/productions';
import { dayValue, filterValue, PRODUCTION_FILTERS, productionsAddress } from '../../src/domain/productions';
import { productionsTexts } from '../../src/i18n/productions';
import {
  configureProductions,
  date,
  filter,
  filtered,
  hasMore,
  list,
  listError,
  listLoading,
  offerFirstPage,
  options,
  productions,
  requestNextPage,
  requestOptions,
  requestProductions,
  resetFilters,
  restoreProductionState,
  setDate,
  setFilter,
} from '../../src/state/productions';
import { ProductionCard } from '../../src/views/production-card';
import { type ElementProps, emit, hostOf } from '../shared/define';
import { useFirstLoad } from '../shared/first-load';
import { readFirstPage } from '../shared/first-page';
import { usePagedList } from '../shared/paged-list';
import { Skeleton } from '../shared/skeleton';
import styles from './production-list.styles.css';

export interface ProductionListProps extends ElementProps {
  locale?: string;
  apiBase?: string;
  /** Initial filters, as the server renders them from the address (omitted when empty). */
  season?: string;
  exhibitionType?: string;
  tag?: string;
  /** `DD-MM-YYYY` as in the address (`YYYY-MM-DD` is read too). */
  date?: string;
}

/** A date input value the list can use: a whole date with a four-digit year (typing passes 0002, 0020 …). */
const usableDay = (value: string): string | null | undefined => {
  if (value === '') return null;
  const day = dayValue(value);
  return day && day >= '1000' ? day : undefined;
};

export function ProductionList({
  locale: rawLocale = 'de',
  apiBase,
  season,
  exhibitionType,
  tag,
  date: initialDate,
  container,
}: ProductionListProps) {
  useSignals();
  const locale = toLocale(rawLocale);
  const t = productionsTexts(locale);

  // First load: the attributes are the initial filters (the server wrote them from the address);
  // page 1 (R-PROD-2), then the three option lists, once each (R-PROD-3). Page 1 comes with the
  // HTML when the server put it there (host/render/first-page.tsx) for these filters: no request
  // for it then. A layout effect, so that page is drawn before the browser paints.
  // Until it ran, the signals may hold another list (widgets/shared/first-load.ts).
  const ready = useFirstLoad(() => {
    configureProductions({ apiBase, locale });
    restoreProductionState({
      filter: {
        season: filterValue(season),
        exhibition_type: exhibitionType?.trim() || null,
        tag: filterValue(tag),
      },
      date: dayValue(initialDate),
    });
    offerFirstPage(readFirstPage(hostOf(container)));
    void requestProductions({ page: 1, reset: true });
    for (const name of PRODUCTION_FILTERS) void requestOptions(name);
  }, [apiBase, locale]);

  // The address follows the filters and the date, with the API's names (replaceState: a filter
  // change is not a step of the back button; the page's own address is not lost either).
  const filterNow = filter.value;
  const dateNow = date.value;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address follows each filter or date change
  useEffect(() => {
    const query = productionsAddress(location.search, { filter: filterNow, date: dateNow });
    const next = `${location.pathname}${query}${location.hash}`;
    if (next !== `${location.pathname}${location.search}${location.hash}`)
      history.replaceState(history.state, '', next);
  }, [filterNow, dateNow]);

  const more = ready && hasMore.value;
  const items = ready ? productions.value : [];
  const { triggerRef, moreRef, listRef, next } = usePagedList({
    container,
    loadedCount: items.length,
    more,
    loading: () => listLoading.value,
    failed: () => listError.value,
    requestNextPage,
  });

  const changed = () =>
    emit(hostOf(container), 'foyer-filter-change', { filter: filter.value, date: date.value ?? '' });
  const change = (name: ProductionFilterName, value: string) => {
    setFilter(name, name === 'exhibition_type' ? value || null : filterValue(value));
    changed();
  };
  const changeDate = (value: string) => {
    const day = usableDay(value);
    if (day === undefined) return;
    setDate(day);
    changed();
  };
  const reset = () => {
    resetFilters();
    changed();
  };

  const loaded = ready ? list.value : null;
  const loading = ready && listLoading.value;
  const failed = ready && listError.value;
  // The server-rendered list stays on show until the first page arrives (its form is replaced by
  // ours at once: ::slotted(form) is hidden); a skeleton shows while a first page loads (R-ROUTE-46).
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
    <div className="productions" part="base">
      <style>{styles}</style>
      <form className="filters" part="filters" aria-label={t('filters')} onSubmit={(e) => e.preventDefault()}>
        {PRODUCTION_FILTERS.map((name) => {
          const id = `production-filter-${name}`;
          const state = options.value[name];
          const value = filter.value[name];
          return (
            <div className="filter" key={name}>
              <label htmlFor={id}>{t(`filter.${name}`)}</label>
              <select
                id={id}
                part="select"
                data-foyer-replay={`filter-${name}`}
                value={value === null ? '' : String(value)}
                aria-busy={state.loading}
                // Options that failed to load are asked for again when the select is reached.
                onFocus={() => void requestOptions(name)}
                onPointerDown={() => void requestOptions(name)}
                onChange={(event) => change(name, event.currentTarget.value)}
              >
                <option value="">{t('filter.all')}</option>
                {value !== null && !state.items.some((item) => String(item.id) === String(value)) ? (
                  // The chosen option until its list arrives (the attribute gave an id only).
                  <option value={String(value)}>{String(value)}</option>
                ) : null}
                {state.items.map((item) => (
                  <option key={item.id} value={String(item.id)}>
                    {item.name}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
        <div className="filter">
          <label htmlFor="production-filter-date">{t('date')}</label>
          <input
            id="production-filter-date"
            type="date"
            part="date"
            value={date.value ?? ''}
            onChange={(event) => changeDate(event.currentTarget.value)}
          />
        </div>
      </form>

      <div className="bar">
        <p className="status" part="status" role="status">
          {status}
        </p>
        {filtered.value ? (
          <button type="button" className="reset" part="reset" onClick={reset}>
            {t('reset')}
          </button>
        ) : null}
      </div>

      {failed ? (
        <button type="button" className="retry" part="retry" onClick={(event) => next(event.currentTarget)}>
          {t('retry')}
        </button>
      ) : null}

      {everLoaded.current ? null : <slot />}
      {loading && items.length === 0 ? <Skeleton /> : null}

      {items.length > 0 ? (
        <ul className="grid" part="list" aria-label={t('list')} ref={listRef}>
          {items.map((item) => (
            <li key={item.id}>
              <ProductionCard production={item} locale={locale} parts />
            </li>
          ))}
        </ul>
      ) : null}

      {empty && !filtered.value ? (
        <p className="empty" part="empty">
          {t('noUpcoming')}
        </p>
      ) : null}
      {empty && filtered.value ? (
        <div className="empty" part="empty">
          <p>{t('noResult')}</p>
          <p>{t('noResultHint')}</p>
        </div>
      ) : null}

      <div className="trigger" ref={triggerRef} aria-hidden="true" />
      {loaded !== null && more ? (
        <button
          type="button"
          className="load-more"
          part="load-more"
          data-foyer-replay="more"
          ref={moreRef}
          // aria-disabled, not disabled: the button keeps focus while the next page arrives.
          aria-disabled={loading}
          onClick={(event) => next(event.currentTarget)}
        >
          {t('loadMore')}
        </button>
      ) : null}
    </div>
  );
}
