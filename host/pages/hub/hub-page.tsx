import type { ReactNode } from 'react';
import type { Locale } from '../../../src/contract/common';
import type {
  BrokenLinks,
  ErrorLogPage,
  MediaOverview,
  MissingAlt,
  PageActivity,
  SignInEventsPage,
  SiteStatus,
} from '../../../src/contract/hub';
import { isLocale } from '../../../src/contract/locales';
import { MEDIA_KINDS } from '../../../src/contract/media';
import type { SearchKeywordsResponse } from '../../../src/contract/search';
import { formatInstant } from '../../../src/domain/date-format';
import { type MediaTexts, mediaTexts } from '../../../src/i18n/media';
import { fileSize } from '../../../src/views/form';
import type { HubAdminChange } from '../../hub/admin-changes';

export interface HubData {
  status: SiteStatus;
  activities: PageActivity[];
  /** The newest record changes in the admin (who, when, what), in words. */
  changes: HubAdminChange[];
  keywords: SearchKeywordsResponse['data'];
  notFound: ErrorLogPage;
  clientErrors: ErrorLogPage;
  missingAlt: MissingAlt;
  brokenLinks: BrokenLinks;
  /** The media library at a glance (`GET /api/dashboard-celum-overview/`). */
  media: MediaOverview;
  /** The newest sign-in events, for admins only (`GET /api/dashboard-id-service-events/`). */
  signIns?: SignInEventsPage;
}

/**
 * A page's title in its language with the language beside it ("AGB DE", "Terms and conditions
 * EN"): the hub lists pages of both languages, often with the same title in each.
 */
function PageTitle(props: { title: string; locale: string; url?: string; m: MediaTexts }) {
  const { title, locale, m } = props;
  const language = isLocale(locale) ? locale : null;
  return (
    <>
      {props.url ? (
        <a href={props.url} lang={language ?? undefined}>
          {title}
        </a>
      ) : (
        <span lang={language ?? undefined}>{title}</span>
      )}
      {language ? (
        <>
          {' '}
          <abbr className="admin__lang" title={m(`hub.language.${language}`)} data-lang={language}>
            {language.toUpperCase()}
          </abbr>
        </>
      ) : null}
    </>
  );
}

/** What a logged change did, and to which fields, in words: "geändert: Titel, Adresse und 1 weiteres Feld". */
function changeText(change: HubAdminChange, m: MediaTexts): string {
  const action = m(`hub.action.${change.action}`);
  const named = change.fields.join(', ');
  const fields =
    change.unnamed === 0
      ? named
      : named
        ? m('hub.fieldsAndMore', { fields: named, more: m.plural('hub.moreFields', change.unnamed) })
        : m.plural('hub.fields', change.unnamed);
  return fields ? `${action}: ${fields}` : action;
}

/** The hub's paged lists, each with its query parameter: 404s, browser errors, sign-ins. */
export type HubPaged = 'nf' | 'ce' | 'si';
/** The page each paged list shows now; a link to one list's page keeps the others' pages. */
export type HubPages = Record<HubPaged, number>;

/** A paged list's links (previous, page n of m, next), back to the list's own heading. */
function Paging(props: {
  count: number;
  pageSize: number;
  param: HubPaged;
  pages: HubPages;
  anchor: string;
  label: string;
  m: MediaTexts;
}) {
  const { count, param, m } = props;
  const page = props.pages[param];
  const pages = Math.max(1, Math.ceil(count / props.pageSize));
  if (pages <= 1) return null;
  const link = (target: number) =>
    `/cms-hub?${new URLSearchParams(
      Object.entries({ ...props.pages, [param]: target }).map(([key, value]) => [key, String(value)]),
    )}#${props.anchor}`;
  return (
    <nav aria-label={`${props.label}: ${m('page', { page, pages })}`} className="admin__paging">
      {page > 1 ? <a href={link(page - 1)}>{m('previous')}</a> : null}{' '}
      <span>{m('page', { page, pages })}</span>{' '}
      {page < pages ? <a href={link(page + 1)}>{m('next')}</a> : null}
    </nav>
  );
}

function ErrorLog(props: {
  log: ErrorLogPage;
  title: string;
  param: HubPaged;
  pages: HubPages;
  locale: Locale;
}) {
  const m = mediaTexts(props.locale);
  const { log } = props;
  return (
    <section aria-labelledby={log.kind}>
      <h2 id={log.kind}>
        {props.title} ({log.count})
      </h2>
      {log.results.length === 0 ? (
        <p>{m('hub.noErrors')}</p>
      ) : (
        <table className="admin__table" data-log={log.kind}>
          <thead>
            <tr>
              <th scope="col">{m('hub.url')}</th>
              <th scope="col" className="admin__cell--words">
                {m('hub.countColumn')}
              </th>
              <th scope="col" className="admin__cell--words">
                {m('hub.lastSeen')}
              </th>
              {log.kind === 'client-error' ? <th scope="col">{m('hub.message')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {log.results.map((entry) => (
              <tr key={entry.url}>
                <td>{entry.url}</td>
                <td className="admin__cell--words">{entry.count}</td>
                <td className="admin__cell--words">
                  {formatInstant(entry.last_seen, props.locale, 'dateTime')}
                </td>
                {log.kind === 'client-error' ? <td>{entry.message ?? ''}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Paging
        count={log.count}
        pageSize={log.page_size}
        param={props.param}
        pages={props.pages}
        anchor={log.kind}
        label={props.title}
        m={m}
      />
    </section>
  );
}

/** The media library in numbers, and its newest files with their change pages (decision 0174). */
function MediaSummary(props: { media: MediaOverview; locale: Locale }) {
  const { media, locale } = props;
  const m = mediaTexts(locale);
  return (
    <section aria-labelledby="hub-media">
      <h2 id="hub-media">{m('hub.media')}</h2>
      {media.count === 0 ? (
        <p>{m('hub.mediaEmpty')}</p>
      ) : (
        <>
          <ul data-media-overview="">
            <li>{m('hub.mediaFiles', { count: media.count, size: fileSize(media.total_bytes, locale) })}</li>
            {MEDIA_KINDS.map((kind) => (
              <li key={kind} data-kind={kind}>
                {m(`kind.${kind}`)}: {media.by_kind[kind]}
              </li>
            ))}
            <li data-without-alt={media.images_without_alt}>
              {m('hub.mediaWithoutAlt', { count: media.images_without_alt })}
            </li>
            <li data-unused={media.unused}>{m('hub.mediaUnused', { count: media.unused })}</li>
          </ul>
          <h3>{m('hub.mediaNewest')}</h3>
          <ul data-media-newest="">
            {media.newest.map((file) => (
              <li key={file.id}>
                <a href={file.url}>{file.title || file.name}</a> ({m(`kind.${file.kind}`)},{' '}
                {formatInstant(file.created_at, locale, 'dateTime')})
              </li>
            ))}
          </ul>
        </>
      )}
      <p>
        <a href="/admin/media/">{m('hub.mediaOpen')}</a>
      </p>
    </section>
  );
}

/** The newest sign-ins, failed sign-ins and sign-outs (admins only; decision 0174). */
function SignIns(props: { log: SignInEventsPage; pages: HubPages; locale: Locale }) {
  const { log, locale } = props;
  const m = mediaTexts(locale);
  return (
    <section aria-labelledby="hub-sign-ins">
      <h2 id="hub-sign-ins">
        {m('hub.signIns')} ({log.count})
      </h2>
      <p>{m('hub.signInsAdminsOnly')}</p>
      {log.results.length === 0 ? (
        <p>{m('hub.noSignIns')}</p>
      ) : (
        <table className="admin__table" data-sign-ins="">
          <thead>
            <tr>
              <th scope="col" className="admin__cell--words">
                {m('hub.when')}
              </th>
              <th scope="col">{m('hub.signInWhat')}</th>
              <th scope="col">{m('hub.signInName')}</th>
            </tr>
          </thead>
          <tbody>
            {log.results.map((event, index) => (
              // Events have no id of their own in the answer; the page's order is theirs.
              // biome-ignore lint/suspicious/noArrayIndexKey: a static list, never reordered
              <tr key={index} data-sign-in={event.kind}>
                <td className="admin__cell--words">{formatInstant(event.at, locale, 'dateTime')}</td>
                <td>{m(`hub.signIn.${event.kind}`)}</td>
                <td>{event.username || '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Paging
        count={log.count}
        pageSize={log.page_size}
        param="si"
        pages={props.pages}
        anchor="hub-sign-ins"
        label={m('hub.signIns')}
        m={m}
      />
    </section>
  );
}

/**
 * The content hub (`/cms-hub`, spec: frame §2; issue 18 part 4): site status (switchable by
 * admins, a plain form), recent page activities, top search keywords, the 404 log and the
 * browser errors with counts and paging, the pages with images without alt text, the media
 * library at a glance, and for admins the sign-in events, newest first and paged.
 */
export function hubPage(props: HubData & { csrf: string; notice?: string; locale: Locale }): {
  title: string;
  body: ReactNode;
} {
  const { status, locale } = props;
  const m = mediaTexts(locale);
  const pages: HubPages = {
    nf: props.notFound.page,
    ce: props.clientErrors.page,
    si: props.signIns?.page ?? 1,
  };
  const state = (online: boolean) => (online ? m('hub.online') : m('hub.offline'));
  return {
    title: m('hub.title'),
    body: (
      <>
        {props.notice ? (
          <p className="admin__notice" role="status">
            {props.notice}
          </p>
        ) : null}
        <section aria-labelledby="hub-status">
          <h2 id="hub-status">{m('hub.status')}</h2>
          {status.can_change ? (
            <form method="post" action="/cms-hub/site-status" className="admin__form">
              <input type="hidden" name="csrfmiddlewaretoken" value={props.csrf} />
              <p className="admin__field admin__field--check">
                <input
                  id="hub-site"
                  type="checkbox"
                  name="is_site_online"
                  defaultChecked={status.is_site_online}
                />{' '}
                <label htmlFor="hub-site">{m('hub.siteOnline')}</label>
              </p>
              <p className="admin__field admin__field--check">
                <input
                  id="hub-shop"
                  type="checkbox"
                  name="is_shop_online"
                  defaultChecked={status.is_shop_online}
                />{' '}
                <label htmlFor="hub-shop">{m('hub.shopOnline')}</label>
              </p>
              <button type="submit" className="button-primary">
                {m('hub.saveStatus')}
              </button>
            </form>
          ) : (
            <>
              <ul data-status="">
                <li>
                  {m('hub.siteOnline')}: {state(status.is_site_online)}
                </li>
                <li>
                  {m('hub.shopOnline')}: {state(status.is_shop_online)}
                </li>
              </ul>
              <p>{m('hub.statusAdminsOnly')}</p>
            </>
          )}
        </section>
        <section aria-labelledby="hub-activities">
          <h2 id="hub-activities">{m('hub.activities')}</h2>
          {props.activities.length === 0 ? (
            <p>{m('hub.noActivities')}</p>
          ) : (
            <table className="admin__table" data-activities="">
              <thead>
                <tr>
                  <th scope="col" className="admin__cell--words">
                    {m('hub.when')}
                  </th>
                  <th scope="col" className="admin__cell--words">
                    {m('hub.who')}
                  </th>
                  <th scope="col">{m('hub.page')}</th>
                  <th scope="col">{m('hub.what')}</th>
                </tr>
              </thead>
              <tbody>
                {props.activities.map((activity) => (
                  <tr key={activity.id}>
                    <td className="admin__cell--words">
                      {formatInstant(activity.created_at, locale, 'dateTime')}
                    </td>
                    <td className="admin__cell--words">{activity.created_by?.name ?? '–'}</td>
                    <td>
                      <PageTitle
                        title={activity.page_title}
                        locale={activity.locale}
                        url={activity.page_url || undefined}
                        m={m}
                      />
                    </td>
                    <td>{activity.note}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <section aria-labelledby="hub-changes">
          <h2 id="hub-changes">{m('hub.changes')}</h2>
          {props.changes.length === 0 ? (
            <p>{m('hub.noActivities')}</p>
          ) : (
            <table className="admin__table" data-admin-changes="">
              <thead>
                <tr>
                  <th scope="col" className="admin__cell--words">
                    {m('hub.changeWhen')}
                  </th>
                  <th scope="col" className="admin__cell--words">
                    {m('hub.changeWho')}
                  </th>
                  <th scope="col">{m('hub.changeWhat')}</th>
                </tr>
              </thead>
              <tbody>
                {props.changes.map((change) => (
                  <tr key={change.id} data-change={change.action}>
                    <td className="admin__cell--words">
                      {formatInstant(change.created_at, locale, 'dateTime')}
                    </td>
                    <td className="admin__cell--words">{change.username}</td>
                    <td>
                      {change.type}: {change.url ? <a href={change.url}>{change.name}</a> : change.name}
                      {change.deletedSince ? (
                        <>
                          {' '}
                          <em className="admin__deleted">({m('hub.deletedSince')})</em>
                        </>
                      ) : null}{' '}
                      – {changeText(change, m)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <section aria-labelledby="hub-keywords">
          <h2 id="hub-keywords">{m('hub.keywords')}</h2>
          {props.keywords.length === 0 ? (
            <p>{m('hub.noKeywords')}</p>
          ) : (
            <ol data-keywords="">
              {props.keywords.map((keyword) => (
                <li key={`${keyword.locale}-${keyword.term}`}>
                  {keyword.term} ({keyword.locale}) – {m('hub.searches', { count: keyword.count })}
                </li>
              ))}
            </ol>
          )}
        </section>
        <ErrorLog log={props.notFound} title={m('hub.notFound')} param="nf" pages={pages} locale={locale} />
        <ErrorLog
          log={props.clientErrors}
          title={m('hub.clientErrors')}
          param="ce"
          pages={pages}
          locale={locale}
        />
        <section aria-labelledby="hub-links">
          <h2 id="hub-links">{m('hub.brokenLinks')}</h2>
          {props.brokenLinks.length === 0 ? (
            <p>{m('hub.noBrokenLinks')}</p>
          ) : (
            <ul data-broken-links="">
              {props.brokenLinks.map((page) => (
                <li key={page.page_id}>
                  <PageTitle title={page.title} locale={page.locale} url={`${page.url}?edit`} m={m} /> –{' '}
                  {m('hub.links', { count: page.links.length })}:{' '}
                  {page.links.map((link, index) => (
                    <span key={link.url}>
                      {index > 0 ? ', ' : ''}
                      <code>{link.url}</code> ({link.status})
                    </span>
                  ))}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="hub-alt">
          <h2 id="hub-alt">{m('hub.missingAlt')}</h2>
          {props.missingAlt.length === 0 ? (
            <p>{m('hub.noMissingAlt')}</p>
          ) : (
            <ul data-missing-alt="">
              {props.missingAlt.map((page) => (
                <li key={page.page_id}>
                  <PageTitle title={page.title} locale={page.locale} url={`${page.url}?edit`} m={m} /> –{' '}
                  {m('hub.images', { count: page.images.length })}
                </li>
              ))}
            </ul>
          )}
        </section>
        <MediaSummary media={props.media} locale={locale} />
        {props.signIns ? <SignIns log={props.signIns} pages={pages} locale={locale} /> : null}
      </>
    ),
  };
}
