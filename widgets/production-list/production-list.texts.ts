/**
 * Texts of the productions list. Kept in the element's chunk rather than the site catalogues so the
 * chunk stays small (as quick-buy.texts.ts); the labels are the server fallback's (src/i18n
 * `productions.*`). The empty texts follow the programme's (spec: programme §8 "No upcoming
 * events", "Filter selection with no result").
 */
const de = {
  filters: 'Produktionen filtern',
  season: 'Saison',
  exhibition_type: 'Art',
  tag: 'Schlagwort',
  all: 'Alle',
  date: 'Spielt ab',
  reset: 'Filter zurücksetzen',
  list: 'Produktionen',
  count: '{count} Produktionen',
  countOne: '1 Produktion',
  loading: 'Produktionen werden geladen …',
  loadMore: 'Weitere Produktionen laden',
  noUpcoming: 'Leider gibt es keine bevorstehenden Produktionen.',
  noResult: 'Leider hat Ihre Auswahl kein Ergebnis ergeben.',
  noResultHint: 'Bitte löschen Sie einen der Filter oder versuchen Sie eine andere Kombination.',
  failed: 'Die Produktionen konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
};
export type ProductionListTextKey = keyof typeof de;

const en: Record<ProductionListTextKey, string> = {
  filters: 'Filter productions',
  season: 'Season',
  exhibition_type: 'Type',
  tag: 'Tag',
  all: 'All',
  date: 'Playing from',
  reset: 'Reset filters',
  list: 'Productions',
  count: '{count} productions',
  countOne: '1 production',
  loading: 'Loading productions …',
  loadMore: 'Load more productions',
  noUpcoming: 'Unfortunately, there are no upcoming productions.',
  noResult: 'Unfortunately, your selection did not produce any result.',
  noResultHint: 'Please delete one of the filters or try a different combination.',
  failed: 'The productions could not be loaded.',
  retry: 'Try again',
};

export function text(
  locale: string,
  key: ProductionListTextKey,
  params?: Record<string, string | number>,
): string {
  const value = (locale === 'en' ? en : de)[key];
  return params ? value.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? '')) : value;
}
