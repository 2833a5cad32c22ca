/**
 * The admin change page of the record behind a detail route (spec: frame §3 "Each detail route
 * maps to an admin change page for its record … to which the toolbar links"). The admin area
 * follows the pages' `settings_url` shape: `/admin/{records}/{id}/change/`.
 */
const DETAIL_ROUTES: ReadonlyArray<{ pattern: RegExp; records: string; label: Record<string, string> }> = [
  {
    pattern: /^\/[a-z]{2}\/news\/(?!tags\/|categories\/)[^/]+\/(\d+)\/?$/,
    records: 'articles',
    label: { de: 'Artikel', en: 'Article' },
  },
  {
    pattern: /^\/[a-z]{2}\/venues\/[^/]+\/(\d+)\/?$/,
    records: 'venues',
    label: { de: 'Spielstätte', en: 'Venue' },
  },
  {
    pattern: /^\/[a-z]{2}\/programm\/[^/]+\/(\d+)\/?$/,
    records: 'events',
    label: { de: 'Veranstaltung', en: 'Event' },
  },
  {
    pattern: /^\/[a-z]{2}\/team\/[^/]+\/(\d+)\/?$/,
    records: 'persons',
    label: { de: 'Person', en: 'Person' },
  },
  {
    pattern: /^\/[a-z]{2}\/produktionen\/[^/]+\/(\d+)\/?$/,
    records: 'productions',
    label: { de: 'Produktion', en: 'Production' },
  },
  {
    pattern: /^\/[a-z]{2}\/series\/[^/]+\/(\d+)\/?$/,
    records: 'series',
    label: { de: 'Reihe', en: 'Series' },
  },
  {
    pattern: /^\/[a-z]{2}\/forms\/[^/]+\/(\d+)\/?$/,
    records: 'forms',
    label: { de: 'Formular', en: 'Form' },
  },
];

export interface AdminLink {
  url: string;
  /** What the record is, in the given language. */
  label: string;
}

export function adminChangeLink(pathname: string, locale: string): AdminLink | null {
  for (const route of DETAIL_ROUTES) {
    const id = route.pattern.exec(pathname)?.[1];
    if (id)
      return {
        url: `/admin/${route.records}/${id}/change/`,
        label: route.label[locale] ?? route.label.de ?? '',
      };
  }
  return null;
}
