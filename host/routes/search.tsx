import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Locale } from '../../src/contract/common';
import {
  type AutocompleteResponse,
  SEARCH_CATEGORIES,
  SEARCH_PAGE_SIZE,
  SEARCH_QUERY_MAX,
  SEARCH_SUGGESTIONS_MAX,
  type SearchCategory,
  type SearchGroupResponse,
  type SearchResponse,
  searchGroupParamsSchema,
  searchParamsSchema,
} from '../../src/contract/search';
import { highlightSnippet, searchTokens } from '../../src/domain/search';
import { t } from '../../src/i18n';
import {
  autocomplete,
  type SearchRow,
  SearchTermCounter,
  searchDocuments,
  topSearchTerms,
} from '../db/search/search.repository';
import { SearchCache } from '../db/search/search-cache';
import { HttpError, notFound, parseInput } from '../http/errors';
import { isLocale, isStaff } from '../plugins/request-context';
import { loadFrameData, renderSitePage } from '../render/site-page';
import { sendErrorPage } from './pages';

declare module 'fastify' {
  interface FastifyInstance {
    /** Search terms counted for the content hub (buffered; `flush()` writes them now). */
    searchTerms: SearchTermCounter;
    /** Search answers kept per index version (host/db/search/search-cache.ts). */
    searchCache: SearchCache;
  }
}

/** The locale of an API call: the path prefix (`/en/api/…`), else `?lang=`, else German. */
function apiLocale(request: FastifyRequest, lang: Locale | undefined): Locale {
  const prefix = (request.params as { locale?: string }).locale;
  if (prefix !== undefined) {
    if (!isLocale(prefix)) throw notFound('Unknown locale');
    return prefix;
  }
  return lang ?? 'de';
}

async function group(
  app: FastifyInstance,
  options: {
    locale: Locale;
    query: string;
    category: SearchCategory;
    page: number;
    path: string;
    /** The index version read once for the request (both groups of a full search). */
    version?: Promise<number>;
  },
): Promise<SearchGroupResponse & { rows: SearchRow[] }> {
  const tokens = searchTokens(options.query);
  const key = ['search', options.locale, options.category, options.page, tokens.join(' ')].join('\u0000');
  const { count, rows } = await app.searchCache.get(
    key,
    () => searchDocuments(app.db, { ...options, pageSize: SEARCH_PAGE_SIZE, now: app.clock.now() }),
    options.version,
  );
  const link = (page: number) =>
    `${options.path}?${new URLSearchParams({ query: options.query, page: String(page) })}`;
  const pages = Math.ceil(count / SEARCH_PAGE_SIZE);
  return {
    count,
    page: options.page,
    page_size: SEARCH_PAGE_SIZE,
    next: options.page < pages ? link(options.page + 1) : null,
    previous: options.page > 1 ? link(Math.min(options.page - 1, Math.max(pages, 1))) : null,
    results: rows.map((row) => ({
      type: row.type,
      id: row.record_id,
      title: row.title,
      url: row.url,
      date: row.type === 'event' && row.date ? new Date(row.date).toISOString() : null,
      snippet: highlightSnippet(row.body || row.title, tokens),
    })),
    rows,
  };
}

const withoutRows = ({ rows: _rows, ...rest }: SearchGroupResponse & { rows: SearchRow[] }) => rest;

/**
 * Search (spec: programme §2 Search, §7 search calls, §8 empty texts; issue 5): the JSON API
 * and the server-rendered results page `/{locale}/search/{category?}/{page?}?q=`.
 */
export const searchRoutes = fp(async (app: FastifyInstance) => {
  const counter = new SearchTermCounter(app.db);
  app.decorate('searchTerms', counter);
  app.decorate('searchCache', new SearchCache(app.db));
  app.addHook('onClose', async () => {
    await counter.flush().catch(() => {});
  });

  const autocompleteHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const { query, lang } = parseInput(searchParamsSchema, request.query, 'query');
    const locale = apiLocale(request, lang);
    reply.header('cache-control', 'public, max-age=60');
    const key = ['autocomplete', locale, searchTokens(query).join(' ')].join('\u0000');
    const suggestions = await app.searchCache.get(key, () =>
      autocomplete(app.db, { locale, query, limit: SEARCH_SUGGESTIONS_MAX, now: app.clock.now() }),
    );
    return { query, suggestions } satisfies AutocompleteResponse;
  };
  app.get('/api/search/autocomplete/', autocompleteHandler);
  app.get('/:locale/api/search/autocomplete/', autocompleteHandler);

  const searchHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const { query, lang } = parseInput(searchParamsSchema, request.query, 'query');
    const locale = apiLocale(request, lang);
    const prefix = request.url.split('/api/')[0] ?? '';
    counter.count(locale, query);
    const version = app.searchCache.version();
    const [events, others] = await Promise.all([
      group(app, {
        locale,
        query,
        category: 'events',
        page: 1,
        path: `${prefix}/api/search/events/`,
        version,
      }),
      group(app, {
        locale,
        query,
        category: 'others',
        page: 1,
        path: `${prefix}/api/search/others/`,
        version,
      }),
    ]);
    reply.header('cache-control', 'no-cache');
    return { query, events: withoutRows(events), others: withoutRows(others) } satisfies SearchResponse;
  };
  app.get('/api/search/', searchHandler);
  app.get('/:locale/api/search/', searchHandler);

  for (const category of SEARCH_CATEGORIES) {
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const { query, lang, page } = parseInput(searchGroupParamsSchema, request.query, 'query');
      const locale = apiLocale(request, lang);
      const prefix = request.url.split('/api/')[0] ?? '';
      reply.header('cache-control', 'no-cache');
      return withoutRows(
        await group(app, { locale, query, category, page, path: `${prefix}/api/search/${category}/` }),
      ) satisfies SearchGroupResponse;
    };
    app.get(`/api/search/${category}/`, handler);
    app.get(`/:locale/api/search/${category}/`, handler);
  }

  // The content hub's top keywords (spec: frame §7 dashboard "search keywords"): staff only.
  const keywordsSchema = z.object({
    lang: z.enum(['de', 'en']).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  });
  app.get('/api/dashboard-search-keywords/', async (request, reply) => {
    if (!isStaff(request)) throw new HttpError(401, 'unauthorized', 'Log in as staff to see search keywords');
    const { lang, limit } = parseInput(keywordsSchema, request.query, 'query');
    await counter.flush();
    reply.header('cache-control', 'no-store');
    const terms = await topSearchTerms(app.db, { locale: lang, limit });
    return {
      data: terms.map((term) => ({
        locale: term.locale,
        term: term.term,
        count: term.count,
        last_searched_at: new Date(term.last_searched_at as unknown as string).toISOString(), // Timestamp column: a Date from both drivers
      })),
    };
  });

  app.get('/:locale/search', (request, reply) => servePage(app, request, reply));
  app.get('/:locale/search/:category', (request, reply) => servePage(app, request, reply));
  app.get('/:locale/search/:category/:page', (request, reply) => servePage(app, request, reply));
});

const pageParamsSchema = z.object({
  locale: z.string(),
  category: z.enum(SEARCH_CATEGORIES).optional(),
  page: z.coerce.number().int().min(1).max(1000).optional(),
});

async function servePage(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const params = pageParamsSchema.safeParse(request.params);
  if (!params.success || !isLocale(params.data.locale)) return sendErrorPage(app, request, reply, 404);
  const locale: Locale = params.data.locale;
  const { category } = params.data;
  const page = params.data.page ?? 1;
  const raw = (request.query as { q?: unknown }).q;
  const query = (typeof raw === 'string' ? raw : '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are searched as spaces
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ')
    .trim()
    .slice(0, SEARCH_QUERY_MAX);

  const frame = await loadFrameData(request, locale);
  const groups: Array<{ category: SearchCategory; data: SearchGroupResponse }> = [];
  if (query) {
    if (page === 1) app.searchTerms.count(locale, query);
    for (const name of category ? [category] : SEARCH_CATEGORIES) {
      const data = await group(app, {
        locale,
        query,
        category: name,
        page: name === category ? page : 1,
        path: `/api/search/${name}/`,
      });
      groups.push({ category: name, data: withoutRows(data) });
    }
  }
  const total = groups.reduce((sum, entry) => sum + entry.data.count, 0);
  const searchUrl = (name: SearchCategory | null, target: number) =>
    `/${locale}/search${name ? `/${name}/${target}` : ''}?${new URLSearchParams({ q: query })}`;
  const title = t(locale, 'search.title');

  const html = renderSitePage({
    frame,
    siteUrl: app.config.siteUrl,
    title: query ? `${title}: ${query}` : title,
    meta: { description: '' },
    bodyClass: 'page-search',
    languages: {
      de: searchUrl(null, 1).replace(`/${locale}/`, '/de/'),
      en: searchUrl(null, 1).replace(`/${locale}/`, '/en/'),
    },
    crumbs: [
      { title: t(locale, 'site.home'), url: `/${locale}` },
      { title, url: `/${locale}/search` },
    ],
    children: (
      <div className="search-page">
        <div className="page-header">
          <h1>{query ? t(locale, 'search.resultsFor', { query }) : title}</h1>
        </div>
        <foyer-search-box variant="full" locale={locale} value={query}>
          <form className="search-fallback" action={`/${locale}/search`} method="get">
            <label htmlFor="search-fallback-input">{t(locale, 'search.label')}</label>
            <input
              id="search-fallback-input"
              type="search"
              name="q"
              defaultValue={query}
              autoComplete="off"
            />
            <button type="submit">{t(locale, 'search.submit')}</button>
          </form>
        </foyer-search-box>
        {!query ? <p className="search-page__hint">{t(locale, 'search.enterTerm')}</p> : null}
        {query && total === 0 ? (
          <div className="search-page__empty" role="status">
            <p>
              <strong>{t(locale, 'search.noResults')}</strong>
            </p>
            <p>{t(locale, 'search.tryAnother')}</p>
          </div>
        ) : null}
        {category ? (
          <p>
            <a href={searchUrl(null, 1)}>{t(locale, 'search.allResults')}</a>
          </p>
        ) : null}
        {groups
          .filter((entry) => entry.data.count > 0 || category)
          .map(({ category: name, data }) => {
            const pages = Math.max(1, Math.ceil(data.count / SEARCH_PAGE_SIZE));
            const headingId = `search-group-${name}`;
            return (
              <section key={name} className="search-group" aria-labelledby={headingId} data-group={name}>
                <h2 id={headingId}>
                  {t(locale, name === 'events' ? 'search.events' : 'search.others')}{' '}
                  <span className="search-group__count">
                    ({t(locale, 'search.count', { count: data.count })})
                  </span>
                </h2>
                <ol className="search-results" start={(data.page - 1) * SEARCH_PAGE_SIZE + 1}>
                  {data.results.map((result) => (
                    <li
                      key={`${result.type}-${result.id}`}
                      className={`search-result search-result--${result.type}`}
                    >
                      <a className="search-result__title" href={result.url}>
                        {result.title}
                      </a>
                      {result.date ? (
                        <time className="search-result__date" dateTime={result.date}>
                          {formatDate(result.date, locale)}
                        </time>
                      ) : null}
                      {/* The snippet is escaped text with <mark> around the matches (highlightSnippet). */}
                      <p
                        className="search-result__snippet"
                        dangerouslySetInnerHTML={{ __html: result.snippet }}
                      />
                    </li>
                  ))}
                </ol>
                {category ? (
                  <nav
                    className="search-paging"
                    aria-label={`${t(locale, name === 'events' ? 'search.events' : 'search.others')}: ${t(locale, 'search.paging')}`}
                  >
                    {data.page > 1 ? (
                      <a rel="prev" href={searchUrl(name, Math.min(data.page - 1, pages))}>
                        {t(locale, 'search.previous')}
                      </a>
                    ) : null}
                    <span>{t(locale, 'search.pageOf', { page: data.page, pages })}</span>
                    {data.page < pages ? (
                      <a rel="next" href={searchUrl(name, data.page + 1)}>
                        {t(locale, 'search.next')}
                      </a>
                    ) : null}
                  </nav>
                ) : data.count > data.results.length ? (
                  <p className="search-paging">
                    <a href={searchUrl(name, 2)}>{t(locale, 'search.next')}</a>{' '}
                    <a href={searchUrl(name, 1)}>{t(locale, 'search.more', { count: data.count })}</a>
                  </p>
                ) : null}
              </section>
            );
          })}
      </div>
    ),
  });
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  }).format(new Date(iso));
}
