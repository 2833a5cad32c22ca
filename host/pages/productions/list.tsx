import { createElement } from 'react';
import { PRODUCTIONS_PAGE_SIZE, type ProductionItem } from '../../../src/contract/productions';
import { toAddressDate } from '../../../src/domain/events';
import { t } from '../../../src/i18n';
import { ProductionCard } from '../../../src/views/production-card';
import { ProductionsFirstPage } from '../../render/first-page';
import { type FrameData, renderSitePage } from '../../render/site-page';
import { addressOf, type ListAddress, listPath } from './address';
import { FilterForm, type FilterOptions } from './fallback';

export interface ProductionListOptions {
  frame: FrameData;
  siteUrl: string;
  /** The page's address: its filters are `state`, its other keys stay in the links. */
  url: URL;
  state: ListAddress;
  options: FilterOptions;
  results: ProductionItem[];
  count: number;
  /** The day the list counts from when the address names none (`YYYY-MM-DD`, Berlin). */
  today: string;
}

/**
 * `/{locale}/produktionen` (spec: programme §2 Productions, R-ROUTE-12): the shared page header,
 * then `<foyer-production-list>` whose light DOM is the page without JavaScript: a GET form with
 * the three filters and the date, the cards of the asked page, and a link to the next page.
 */
export function renderProductionList(props: ProductionListOptions): string {
  const { frame, url, state, results, count, today } = props;
  const { locale } = frame;
  const { page, date, ...filters } = state;
  const filtered = Object.values(filters).some((value) => value !== undefined) || date !== undefined;
  const more =
    page * PRODUCTIONS_PAGE_SIZE < props.count ? addressOf(url, { ...state, page: page + 1 }) : null;
  const title = t(locale, 'productions.title');

  const fallback = (
    <>
      <FilterForm locale={locale} state={state} options={props.options} />
      {results.length > 0 ? (
        <ul className="production-list-fallback" aria-label={t(locale, 'productions.list')}>
          {results.map((production) => (
            <li key={production.id}>
              <ProductionCard production={production} locale={locale} />
            </li>
          ))}
        </ul>
      ) : filtered ? (
        <div className="production-empty">
          <p>{t(locale, 'productions.noResult')}</p>
          <p>{t(locale, 'productions.noResultHint')}</p>
        </div>
      ) : (
        <p className="production-empty">{t(locale, 'productions.noUpcoming')}</p>
      )}
      <ProductionsFirstPage
        locale={locale}
        filters={filters}
        date={date}
        today={today}
        page={page}
        count={count}
        results={results}
      />
      {more ? (
        <p className="production-more">
          {/* With script, a click loads the next page in place (the element's load-more button). */}
          <a href={`${listPath(locale)}${more}`} rel="next" data-foyer-replay="more">
            {t(locale, 'productions.more')}
          </a>
        </p>
      ) : null}
    </>
  );

  return renderSitePage({
    frame,
    siteUrl: props.siteUrl,
    title,
    meta: { description: t(locale, 'productions.metaDescription') },
    bodyClass: 'page-productions',
    crumbs: [
      { title: t(locale, 'site.home'), url: `/${locale}` },
      { title, url: listPath(locale) },
    ],
    languages: { de: listPath('de'), en: listPath('en') },
    children: (
      <>
        <div className="page-header">
          <h1>{title}</h1>
        </div>
        {/* The element (widgets/production-list) is not declared for JSX here: its own module
            declares its attributes; an attribute left out is simply absent. */}
        {createElement(
          'foyer-production-list',
          {
            locale,
            season: state.season?.toString(),
            'exhibition-type': state.exhibition_type,
            tag: state.tag?.toString(),
            date: date ? toAddressDate(date) : undefined,
          },
          fallback,
        )}
      </>
    ),
  });
}
