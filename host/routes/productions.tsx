import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createElement } from 'react';
import type { Locale } from '../../src/contract/common';
import { DATES_AND_TICKETS_ANCHOR } from '../../src/contract/constants';
import {
  daySchema,
  type EventItem,
  type ExhibitionType,
  type FilterOption,
  type OptionList,
  optionsQuerySchema,
} from '../../src/contract/events';
import {
  PRODUCTION_FILTER_NAMES,
  PRODUCTIONS_PAGE_SIZE,
  type ProductionItem,
  type ProductionsPage,
  productionsQuerySchema,
} from '../../src/contract/productions';
import { berlinDay, formatTime, toAddressDate } from '../../src/domain/events';
import { formatNextDate, productionPreline } from '../../src/domain/productions';
import { t } from '../../src/i18n';
import { listEvents, loadExhibitionTypes, loadOptions, venueToday } from '../db/events/events.repository';
import { ProgrammeCache } from '../db/events/programme-cache';
import {
  findProduction,
  listProductions,
  type ProductionFilter,
  productionPath,
} from '../db/productions/productions.repository';
import { parseInput } from '../http/errors';
import { pagedAnswer } from '../http/paging';
import { isLocale, isStaff } from '../plugins/request-context';
import { ImageSliderSection } from '../render/detail-sections';
import { loadFrameData, renderSitePage } from '../render/site-page';
import { RecordStaffTools } from '../render/staff-tools';
import { both, localeOf } from './events';
import { sendErrorPage } from './pages';
import { Booking, detailDay, NON_CMS_CLASS } from './programme';

/** Where the productions pages live in both languages (spec: programme §2 Routes, R-ROUTE-12). */
const listPath = (locale: Locale) => `/${locale}/produktionen`;

/**
 * The productions area (spec: programme §2 Productions, §7): the option lists of its filters, the
 * paged list API, and the list and detail pages. Registered before the catch-all content pages.
 */
export async function productionRoutes(app: FastifyInstance) {
  // Answers kept per process against the programme version, which migration 0700 bumps on every
  // write to productions, their tags and seasons too (docs/decisions/0003-programme.md, "Speed").
  const cache = new ProgrammeCache(app.db);

  const optionLists = { seasons: 'seasons', 'production-tags': 'production_tags' } as const;
  for (const [path, table] of Object.entries(optionLists)) {
    both(app, path, async (request, reply): Promise<OptionList> => {
      const { lang } = parseInput(optionsQuerySchema, request.query, 'query');
      reply.header('cache-control', 'public, max-age=300');
      return { data: await loadOptions(app.db, table, localeOf(request, lang)) };
    });
  }

  // `/{locale}/api/productions/` (spec: programme §7); `/api/productions/` too, in `?lang=` or German.
  both(app, 'productions', async (request, reply) => {
    const query = parseInput(productionsQuerySchema, request.query, 'query');
    const locale = localeOf(request, query.lang);
    const { page, page_size: pageSize, lang: _lang, date, ...filters } = query;
    const today = venueToday(app.clock.now());
    const filter: ProductionFilter = { ...filters, date: date ?? today };
    const key = [
      'productions',
      locale,
      today,
      ...PRODUCTION_FILTER_NAMES.map((name) => filters[name] ?? ''),
      date ?? '',
      page,
      pageSize,
    ].join('|');
    const body = await cache.body(key, async () => JSON.stringify(await answer()));
    return reply
      .header('cache-control', 'public, max-age=60')
      .type('application/json; charset=utf-8')
      .send(body);

    async function answer(): Promise<ProductionsPage> {
      const { count, results } = await listProductions(app.db, locale, filter, page, pageSize);
      return pagedAnswer({
        path: `/${locale}/api/productions/`,
        query: { ...filters, date },
        count,
        results,
        page,
        pageSize,
        defaultPageSize: PRODUCTIONS_PAGE_SIZE,
      });
    }
  });

  app.get('/:locale/produktionen', (request, reply) => serveList(app, request, reply));
  app.get('/:locale/produktionen/:slug/:id', (request, reply) => serveDetail(app, request, reply));
}

/** The list page's state from its address: invalid or empty values count as not set. */
interface ListAddress {
  season?: number;
  exhibition_type?: string;
  tag?: number;
  /** `YYYY-MM-DD`. */
  date?: string;
  page: number;
}

function readAddress(url: URL): ListAddress {
  const field = (name: string) => {
    const value = url.searchParams.get(name)?.trim();
    if (!value) return undefined;
    const parsed = productionsQuerySchema.safeParse({ [name]: value });
    return parsed.success ? parsed.data : undefined;
  };
  const day = url.searchParams.get('date')?.trim();
  const parsedDay = day ? daySchema.safeParse(day) : undefined;
  return {
    season: field('season')?.season,
    exhibition_type: field('exhibition_type')?.exhibition_type,
    tag: field('tag')?.tag,
    date: parsedDay?.success ? parsedDay.data : undefined,
    page: field('page')?.page ?? 1,
  };
}

/**
 * The address of a list state, as the list element writes it (spec: programme §2 "the date is
 * written day-month-year with dashes; an empty value is removed"); other keys (a campaign
 * parameter) stay.
 */
function addressOf(url: URL, state: ListAddress): string {
  const params = new URLSearchParams(url.search);
  for (const name of [...PRODUCTION_FILTER_NAMES, 'date', 'page']) params.delete(name);
  if (state.season !== undefined) params.set('season', String(state.season));
  if (state.exhibition_type !== undefined) params.set('exhibition_type', state.exhibition_type);
  if (state.tag !== undefined) params.set('tag', String(state.tag));
  if (state.date !== undefined) params.set('date', toAddressDate(state.date));
  if (state.page > 1) params.set('page', String(state.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** "Fr., 04.12.2026, 19:30 Uhr" / "Friday 4 December 2026, 19:30": a production's next date. */
const nextDateLabel = (instant: string, locale: Locale) =>
  `${detailDay(berlinDay(instant), locale)}, ${formatTime(instant, locale)}`;

function FilterSelect(props: {
  locale: Locale;
  name: 'season' | 'exhibition_type' | 'tag';
  options: ReadonlyArray<{ value: string; name: string }>;
  value: string | undefined;
}) {
  const id = `production-filter-${props.name}`;
  return (
    <div className="production-filter">
      <label htmlFor={id}>{t(props.locale, `productions.filter.${props.name}`)}</label>
      <select id={id} name={props.name} defaultValue={props.value ?? ''}>
        <option value="">{t(props.locale, 'productions.filter.all')}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A production card of the list fallback (spec: programme §2 Productions), in the order and date
 * format of the element's own cards (widgets/production-list), so upgrading changes nothing.
 */
function ProductionCard({ production, locale }: { production: ProductionItem; locale: Locale }) {
  const image = production.images[0];
  const kind = productionPreline(production);
  return (
    <article className="production-card">
      {image ? (
        <img
          src={image.thumbnails.medium}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading="lazy"
        />
      ) : null}
      {kind ? <p className="production-kind">{kind}</p> : null}
      <h2>
        <a href={production.url}>{production.name}</a>
      </h2>
      {production.subtitle ? <p className="production-subtitle">{production.subtitle}</p> : null}
      {production.next_date ? (
        <p className="production-next">
          {t(locale, 'productions.nextDate', { date: '' })}
          <time dateTime={production.next_date}>{formatNextDate(production.next_date, locale)}</time>
        </p>
      ) : null}
    </article>
  );
}

/**
 * `/{locale}/produktionen` (spec: programme §2 Productions, R-ROUTE-12): the shared page header,
 * then `<foyer-production-list>` whose light DOM is the page without JavaScript: a GET form with
 * the three filters and the date, the cards of the asked page, and a link to the next page.
 */
async function serveList(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const { locale } = request.params as { locale: string };
  if (!isLocale(locale)) return sendErrorPage(app, request, reply, 404);
  const url = new URL(request.url, 'http://site');
  const state = readAddress(url);
  // The form without JavaScript sends empty filters and the date input's `YYYY-MM-DD`: answer with
  // the address the element writes, so both ways of filtering share one URL.
  const canonical = addressOf(url, state);
  if (url.search !== canonical) return reply.redirect(`${listPath(locale)}${canonical}`, 302);

  const [frame, seasons, types, tags] = await Promise.all([
    loadFrameData(request, locale),
    loadOptions(app.db, 'seasons', locale),
    loadExhibitionTypes(app.db, locale),
    loadOptions(app.db, 'production_tags', locale),
  ]);
  const { page, date, ...filters } = state;
  const { count, results } = await listProductions(
    app.db,
    locale,
    { ...filters, date: date ?? venueToday(app.clock.now()) },
    page,
    PRODUCTIONS_PAGE_SIZE,
  );
  // A page past the end (an old link after the list got shorter) leads to the first page.
  if (results.length === 0 && page > 1) {
    return reply.redirect(`${listPath(locale)}${addressOf(url, { ...state, page: 1 })}`, 302);
  }
  const filtered = Object.values(filters).some((value) => value !== undefined) || date !== undefined;
  const more = page * PRODUCTIONS_PAGE_SIZE < count ? addressOf(url, { ...state, page: page + 1 }) : null;
  const title = t(locale, 'productions.title');
  const named = (options: FilterOption[]) => options.map((o) => ({ value: String(o.id), name: o.name }));
  const typeOptions = types.map((type: ExhibitionType) => ({ value: type.slug, name: type.name }));

  const fallback = (
    <>
      <form
        className="production-filters"
        method="get"
        action={listPath(locale)}
        aria-label={t(locale, 'productions.filters')}
      >
        <FilterSelect
          locale={locale}
          name="season"
          options={named(seasons)}
          value={state.season?.toString()}
        />
        <FilterSelect
          locale={locale}
          name="exhibition_type"
          options={typeOptions}
          value={state.exhibition_type}
        />
        <FilterSelect locale={locale} name="tag" options={named(tags)} value={state.tag?.toString()} />
        <div className="production-filter">
          <label htmlFor="production-filter-date">{t(locale, 'productions.date')}</label>
          <input id="production-filter-date" type="date" name="date" defaultValue={date ?? ''} />
        </div>
        <button type="submit">{t(locale, 'productions.apply')}</button>
      </form>
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
      {more ? (
        <p className="production-more">
          <a href={`${listPath(locale)}${more}`} rel="next">
            {t(locale, 'productions.more')}
          </a>
        </p>
      ) : null}
    </>
  );

  const html = renderSitePage({
    frame,
    siteUrl: app.config.siteUrl,
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
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
}

/** One date of the production: day, time, room, the event's page and its booking. */
function DateItem({ event, locale, widget }: { event: EventItem; locale: Locale; widget: boolean }) {
  return (
    <li className="production-date">
      <p className="production-date__when">
        <time dateTime={event.date_start}>{nextDateLabel(event.date_start, locale)}</time>
        {event.room ? ` · ${event.room.name}` : ''}
      </p>
      <a className="production-date__link" href={event.url}>
        {t(locale, 'productions.eventLink')}
        <span className="visually-hidden">
          : {event.name}, {nextDateLabel(event.date_start, locale)}
        </span>
      </a>
      <div className="production-date__booking">
        <Booking event={event} locale={locale} widget={widget} />
      </div>
    </li>
  );
}

/** Upcoming dates shown on a production's page (a long run is cut, the programme has the rest). */
const DETAIL_DATES = 100;

/**
 * `/{locale}/produktionen/{slug}/{id}` (spec: programme §2 Productions, R-ROUTE-13): the
 * production's sections in the design settings' order, the dates-and-tickets anchor the sticky
 * button jumps to, the non-CMS body class and the staff link to the admin change page.
 */
async function serveDetail(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const { locale, slug, id: rawId } = request.params as { locale: string; slug: string; id: string };
  if (!isLocale(locale) || !/^\d{1,9}$/.test(rawId)) return sendErrorPage(app, request, reply, 404);
  const today = venueToday(app.clock.now());
  const production = await findProduction(app.db, locale, Number(rawId), today);
  if (!production) return sendErrorPage(app, request, reply, 404);
  // One address per production and language: an old or mistyped slug leads to it for good.
  if (production.url !== productionPath(locale, slug, production.id)) {
    const search = new URL(request.url, 'http://site').search;
    return reply.redirect(`${production.url}${search}`, 301);
  }
  const [frame, { results: events }] = await Promise.all([
    loadFrameData(request, locale),
    listEvents(app.db, locale, { production: production.id, date: today }, 1, DETAIL_DATES),
  ]);
  const staff = isStaff(request);
  const other: Locale = locale === 'de' ? 'en' : 'de';
  const image = production.images[0];
  const widget = frame.design.quickBuyWidget;

  // The configurable section order (spec: programme §2 "Sections for production"); a section
  // without content for this production is left out. Programs, Video, Contributors, Blog and
  // Promoter have no data in the productions table yet, so they render nothing.
  const sections: Record<string, JSX.Element | null> = {
    Description: production.description ? (
      <section
        className="production-section production-description"
        data-section="Description"
        key="Description"
      >
        <h2>{t(locale, 'productions.about')}</h2>
        {/* Editor-authored HTML, sanitised when stored (admin) or written by the demo seed. */}
        <div dangerouslySetInnerHTML={{ __html: production.description }} />
      </section>
    ) : null,
    ImageSlider: (
      <ImageSliderSection key="ImageSlider" kind="production" images={production.images} locale={locale} />
    ),
    Events: (
      <section
        className="production-section production-events"
        data-section="Events"
        id={DATES_AND_TICKETS_ANCHOR}
        aria-labelledby="production-dates-heading"
        key="Events"
      >
        <h2 id="production-dates-heading">{t(locale, 'productions.datesAndTickets')}</h2>
        {events.length > 0 ? (
          <ul className="production-dates">
            {events.map((event) => (
              <DateItem key={event.id} event={event} locale={locale} widget={widget} />
            ))}
          </ul>
        ) : (
          <p>{t(locale, 'productions.noDates')}</p>
        )}
      </section>
    ),
  };
  const configured = frame.design.productionSections ?? Object.keys(sections);
  // The dates are what the sticky 'Dates and Tickets' button jumps to: never left out.
  const order = configured.includes('Events') ? configured : [...configured, 'Events'];
  const kind = productionPreline(production);
  const plain = (production.description || production.subtitle).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

  const html = renderSitePage({
    frame,
    siteUrl: app.config.siteUrl,
    title: production.name,
    meta: {
      description: plain.trim().slice(0, 160),
      ogImage: image ? app.config.siteUrl + image.thumbnails.large : null,
      ogType: 'website',
    },
    bodyClass: NON_CMS_CLASS,
    route: 'production-detail',
    crumbs: [
      { title: t(locale, 'site.home'), url: `/${locale}` },
      { title: t(locale, 'productions.title'), url: listPath(locale) },
      { title: production.name, url: production.url },
    ],
    languages: {
      [locale]: production.url,
      [other]: productionPath(other, production.slug[other] ?? production.slug.de, production.id),
    },
    children: (
      <article className="production-detail">
        {/* The link to the production's admin change page, for staff only (spec: frame §3, R-EDIT-7). */}
        {staff ? <RecordStaffTools locale={locale} pathname={production.url} /> : null}
        <header className="page-header production-header">
          {kind ? <p className="production-kind">{kind}</p> : null}
          <h1>{production.name}</h1>
          {production.subtitle ? <p className="production-subtitle">{production.subtitle}</p> : null}
          {production.next_date ? (
            <p className="production-next">
              {t(locale, 'productions.nextDate', { date: '' })}
              <time dateTime={production.next_date}>{nextDateLabel(production.next_date, locale)}</time>
            </p>
          ) : null}
        </header>
        {order.map((name) => sections[name] ?? null)}
      </article>
    ),
  });
  // A staff copy carries the admin link and is never shared.
  const cacheControl = staff ? 'private, no-store' : 'no-cache';
  return reply.type('text/html; charset=utf-8').header('cache-control', cacheControl).send(html);
}
