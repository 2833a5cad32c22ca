import type { Kysely } from 'kysely';
import type { BrokenLinks } from '../../src/contract/hub';
import { moduleLinks } from '../../src/domain/media';
import { pageSectionColumns } from '../db/hub/hub.repository';
import type { Database } from '../db/schema';

/** At most this many distinct addresses are asked per check (a site's own links, not a crawl). */
const MAX_CHECKED = 500;

/**
 * Pages whose same-site links lead nowhere (issue 18 part 4). Each distinct address is asked of
 * the site itself as a visitor would (`status`: the app answering a GET without a session), so
 * feature routes, redirects, offline pages and the 404 rule count exactly as visitors meet them;
 * 4xx and 5xx answers are broken, redirects are followed by the visitor's browser and count as
 * found. Web addresses are not checked (no request leaves the site).
 */
export async function pagesWithBrokenLinks(
  db: Kysely<Database>,
  status: (url: string) => Promise<number>,
): Promise<BrokenLinks> {
  const rows = await pageSectionColumns(db);
  const perPage = new Map<number, { row: (typeof rows)[number]; urls: Set<string> }>();
  for (const row of rows) {
    const entry = perPage.get(row.page_id) ?? { row, urls: new Set<string>() };
    for (const link of moduleLinks(row.columns)) entry.urls.add(link.url);
    perPage.set(row.page_id, entry);
  }
  const distinct = [...new Set([...perPage.values()].flatMap((entry) => [...entry.urls]))].slice(
    0,
    MAX_CHECKED,
  );
  const statuses = new Map<string, number>();
  for (const url of distinct) statuses.set(url, await status(url));
  return [...perPage.values()].flatMap(({ row, urls }) => {
    const links = [...urls]
      .map((url) => ({ url, status: statuses.get(url) ?? 200 }))
      .filter((link) => link.status >= 400);
    return links.length
      ? [
          {
            page_id: row.page_id,
            locale: row.locale,
            title: row.title,
            url: `/${row.locale}${row.path ? `/${row.path}` : ''}`,
            links,
          },
        ]
      : [];
  });
}
