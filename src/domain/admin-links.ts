import { staffTexts } from '../i18n/staff';

/** The records with admin change pages; each is named in the staff catalogue (`record.<records>`). */
type AdminRecords = 'articles' | 'venues' | 'events' | 'persons' | 'productions' | 'series' | 'forms';

/**
 * The admin change page of the record behind a detail route (spec: frame §3 "Each detail route
 * maps to an admin change page for its record … to which the toolbar links"). The admin area
 * follows the pages' `settings_url` shape: `/admin/{records}/{id}/change/`.
 */
const DETAIL_ROUTES: ReadonlyArray<{ pattern: RegExp; records: AdminRecords }> = [
  {
    pattern: /^\/[a-z]{2}\/news\/(?!tags\/|categories\/)[^/]+\/(\d+)\/?$/,
    records: 'articles',
  },
  {
    pattern: /^\/[a-z]{2}\/venues\/[^/]+\/(\d+)\/?$/,
    records: 'venues',
  },
  {
    pattern: /^\/[a-z]{2}\/programm\/[^/]+\/(\d+)\/?$/,
    records: 'events',
  },
  {
    pattern: /^\/[a-z]{2}\/team\/[^/]+\/(\d+)\/?$/,
    records: 'persons',
  },
  {
    pattern: /^\/[a-z]{2}\/produktionen\/[^/]+\/(\d+)\/?$/,
    records: 'productions',
  },
  {
    pattern: /^\/[a-z]{2}\/series\/[^/]+\/(\d+)\/?$/,
    records: 'series',
  },
  {
    pattern: /^\/[a-z]{2}\/forms\/[^/]+\/(\d+)\/?$/,
    records: 'forms',
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
        label: staffTexts(locale)(`record.${route.records}`),
      };
  }
  return null;
}
