import type { ReactNode } from 'react';
import type { AdminLabel } from '../../../src/contract/admin-records';
import type { Locale } from '../../../src/contract/common';
import { formatInstant } from '../../../src/domain/date-format';
import { adminTexts } from '../../../src/i18n/admin';
import type { ListResult } from '../../db/admin/record-list.repository';
import { text } from '../../db/events/events.repository';
import type { Localised } from '../../db/schema';
import type { Listing } from '../../routes/admin/record-type';
import type { AdminView } from './admin-page';
import {
  ChangeForm,
  ErrorSummary,
  type Fields,
  fieldLabels,
  labelsIfRefused,
  type Values,
} from './form-controls';

/** The admin catalogue's keys (src/i18n/de/admin.ts) a record type names its change page with. */
export type ChangeTitleKey =
  | 'event.change'
  | 'production.change'
  | 'series.change'
  | 'article.change'
  | 'articleCategory.change'
  | 'articleTag.change'
  | 'form.change'
  | 'page.change'
  | 'record.change';
export type MissingKey = 'notFound.event' | 'notFound.record';

/** The choices of a form's select lists, by field name. */
export type Options = Record<string, Array<{ value: string; label: string }>>;

/** What the pages of one record type show (host/routes/admin/record-routes.ts). */
export interface RecordViews<Row> {
  /** The segment under /admin/: `events` → /admin/events/{id}/change/. */
  path: string;
  /** The change page's title: "Veranstaltung ändern: {name}" (default "Ändern: {name}"). */
  changeTitle?: ChangeTitleKey;
  /** The list's title and its entry on the admin index. */
  plural: AdminLabel;
  /** The change form's inputs (the form around them is the same for every record). */
  Inputs: (props: {
    row: Row;
    values: Values;
    fields: Fields;
    locale: Locale;
    options: Options;
  }) => ReactNode;
  /** The record on the website, linked from its form. */
  viewUrl?: (row: Row, locale: Locale) => string;
}

/** A record in its change form: its row, the values shown, messages and a notice. */
export interface ShownRecord<Row> {
  row: Row;
  values: Values;
  fields: Fields;
  notice?: string;
}

type Named = { id: number; name: Localised };

/** The state of a list page: what was asked, what it found, what the filters offer. */
export interface ListState {
  result: ListResult;
  q: string;
  filters: Record<string, string>;
  filterOptions: Record<string, Array<{ value: string; label: string }>>;
  canCreate: boolean;
  notice?: string;
}

/** A list page's link with one thing changed (sort, page), keeping the search and filters. */
function listHref(path: string, state: ListState, change: Record<string, string | number | undefined>) {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  for (const [key, value] of Object.entries(state.filters)) if (value) params.set(`f_${key}`, value);
  const sort = state.result.sort;
  params.set('sort', `${sort.descending ? '-' : ''}${sort.key}`);
  if (state.result.page > 1) params.set('page', String(state.result.page));
  for (const [key, value] of Object.entries(change)) {
    if (value === undefined) params.delete(key);
    else params.set(key, String(value));
  }
  return `/admin/${path}/?${params.toString()}`;
}

function cell(value: unknown, kind: Listing['columns'][number]['kind'], locale: Locale): string {
  const a = adminTexts(locale);
  if (value === null || value === undefined) return '';
  switch (kind) {
    case 'localised':
      return text(value as Localised, locale);
    case 'bool':
      return value ? a('yes') : a('no');
    case 'datetime':
      return formatInstant(value instanceof Date ? value : new Date(String(value)), locale, 'dateTime');
    case 'date':
      return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
    default:
      return String(value);
  }
}

/**
 * A record type's list (issue 18 item 1): a search form with the filters (GET, works without
 * JavaScript), the table with sortable column headers (`aria-sort`), paging, and "Add".
 */
export function listPage(
  views: Pick<RecordViews<never>, 'path' | 'plural'>,
  listing: Listing,
  state: ListState,
  locale: Locale,
): AdminView {
  const a = adminTexts(locale);
  const { result } = state;
  const sortLink = (key: string) => {
    const active = result.sort.key === key;
    const next = active && !result.sort.descending ? `-${key}` : key;
    return listHref(views.path, state, { sort: next, page: undefined });
  };
  const ariaSort = (key: string) =>
    result.sort.key === key ? (result.sort.descending ? 'descending' : 'ascending') : undefined;
  return {
    title: a(views.plural),
    body: (
      <>
        {state.notice ? (
          <p className="admin__notice" role="status">
            {state.notice}
          </p>
        ) : null}
        {state.canCreate ? (
          <p className="admin__actions">
            <a className="button-primary" href={`/admin/${views.path}/add/`}>
              {a('record.add')}
            </a>
          </p>
        ) : null}
        <form method="get" action={`/admin/${views.path}/`} className="admin__search">
          <p className="admin__field">
            <label htmlFor="list-q">{a('list.search')}</label>
            <input id="list-q" type="search" name="q" defaultValue={state.q} maxLength={200} />
          </p>
          {(listing.filters ?? []).map((filter) => (
            <p className="admin__field" key={filter.key}>
              <label htmlFor={`list-f-${filter.key}`}>{a(filter.label)}</label>
              <select
                id={`list-f-${filter.key}`}
                name={`f_${filter.key}`}
                defaultValue={state.filters[filter.key] ?? ''}
              >
                <option value="">{a('list.all')}</option>
                {(state.filterOptions[filter.key] ?? []).map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </p>
          ))}
          <input type="hidden" name="sort" value={`${result.sort.descending ? '-' : ''}${result.sort.key}`} />
          <p className="admin__actions">
            <button type="submit">{a('list.apply')}</button>
          </p>
        </form>
        <p>{a('list.count', { count: result.total })}</p>
        {result.items.length === 0 ? (
          <p>{a('list.empty')}</p>
        ) : (
          <table className="admin__table">
            <thead>
              <tr>
                <th scope="col" aria-sort={ariaSort('id')}>
                  <a href={sortLink('id')}>{a('column.id')}</a>
                </th>
                {listing.columns.map((column) => (
                  <th scope="col" key={column.key} aria-sort={ariaSort(column.key)}>
                    <a href={sortLink(column.key)}>{a(column.label)}</a>
                  </th>
                ))}
                {listing.rowLinks ? <th scope="col">{a('list.more')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {result.items.map((item) => (
                <tr key={item.id}>
                  <td>{item.id}</td>
                  {listing.columns.map((column) => (
                    <td key={column.key}>
                      {column.link ? (
                        <a href={`/admin/${views.path}/${item.id}/change/`}>
                          {cell(item[column.key], column.kind, locale) || `#${item.id}`}
                        </a>
                      ) : (
                        cell(item[column.key], column.kind, locale)
                      )}
                    </td>
                  ))}
                  {listing.rowLinks ? (
                    <td>
                      {listing.rowLinks(item.id, locale).map((link, index) => (
                        <span key={link.href}>
                          {index > 0 ? ' · ' : null}
                          <a href={link.href}>{link.label}</a>
                        </span>
                      ))}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {result.pages > 1 ? (
          <nav aria-label={a('list.pages')} className="admin__pages">
            {result.page > 1 ? (
              <a href={listHref(views.path, state, { page: result.page - 1 })} rel="prev">
                {a('list.previous')}
              </a>
            ) : null}{' '}
            <span aria-current="page">{a('list.page', { page: result.page, pages: result.pages })}</span>{' '}
            {result.page < result.pages ? (
              <a href={listHref(views.path, state, { page: result.page + 1 })} rel="next">
                {a('list.next')}
              </a>
            ) : null}
          </nav>
        ) : null}
      </>
    ),
  };
}

export function changePage<Row extends Named>(
  views: RecordViews<Row>,
  csrf: string,
  shown: ShownRecord<Row>,
  locale: Locale,
  extra: { options: Options; canDelete: boolean },
): AdminView {
  const { row, values, fields } = shown;
  const a = adminTexts(locale);
  const inputs = (
    <views.Inputs row={row} values={values} fields={fields} locale={locale} options={extra.options} />
  );
  return {
    title: a(views.changeTitle ?? 'record.change', { name: text(row.name, locale) }),
    crumbs: [{ title: a(views.plural), url: `/admin/${views.path}/` }],
    body: (
      <ChangeForm
        action={`/admin/${views.path}/${row.id}/change/`}
        csrf={csrf}
        version={String(values.version ?? '')}
        fields={fields}
        labels={labelsIfRefused(fields, inputs)}
        notice={shown.notice}
        viewUrl={views.viewUrl?.(row, locale)}
        deleteUrl={extra.canDelete ? `/admin/${views.path}/${row.id}/delete/` : undefined}
        locale={locale}
      >
        {inputs}
      </ChangeForm>
    ),
  };
}

/** A form's inputs without a stored record (a new one's). */
export type NewInputs = (props: {
  values: Values;
  fields: Fields;
  locale: Locale;
  options: Options;
}) => ReactNode;

/**
 * The labels of a record type's form by field name (the change log's words for its fields): the
 * change form of a stored record; of a deleted one, the form for a new record, if there is one.
 */
export function recordFormLabels<Row>(
  forms: { Inputs: RecordViews<Row>['Inputs']; NewInputs?: NewInputs },
  stored: { row: Row; values: Values } | undefined,
  locale: Locale,
): Record<string, string> {
  if (stored)
    return fieldLabels(
      <forms.Inputs row={stored.row} values={stored.values} fields={{}} locale={locale} options={{}} />,
    );
  if (forms.NewInputs)
    return fieldLabels(<forms.NewInputs values={{}} fields={{}} locale={locale} options={{}} />);
  return {};
}

/** A new record's form (`/admin/{path}/add/`). */
export function createPage(
  views: Pick<RecordViews<never>, 'path' | 'plural'> & { Inputs: NewInputs },
  csrf: string,
  shown: { values: Values; fields: Fields },
  locale: Locale,
  options: Options,
): AdminView {
  const a = adminTexts(locale);
  const inputs = (
    <views.Inputs values={shown.values} fields={shown.fields} locale={locale} options={options} />
  );
  return {
    title: a('record.addTitle', { type: a(views.plural) }),
    crumbs: [{ title: a(views.plural), url: `/admin/${views.path}/` }],
    body: (
      <ChangeForm
        action={`/admin/${views.path}/add/`}
        csrf={csrf}
        fields={shown.fields}
        labels={labelsIfRefused(shown.fields, inputs)}
        locale={locale}
      >
        {inputs}
      </ChangeForm>
    ),
  };
}

/**
 * The delete confirmation (issue 18 "delete with confirmation"): what will be deleted, what goes
 * with it, and — while the record is still used — where, instead of the button.
 */
export function deletePage(
  views: Pick<RecordViews<never>, 'path' | 'plural'>,
  csrf: string,
  shown: {
    row: Named & { version: string };
    usedBy: Array<{ label: AdminLabel; count: number }>;
    alsoDeleted: string[];
    fields: Fields;
  },
  locale: Locale,
): AdminView {
  const a = adminTexts(locale);
  const { row } = shown;
  const name = text(row.name, locale);
  return {
    title: a('record.deleteTitle', { name }),
    crumbs: [
      { title: a(views.plural), url: `/admin/${views.path}/` },
      { title: name, url: `/admin/${views.path}/${row.id}/change/` },
    ],
    body: (
      <form method="post" action={`/admin/${views.path}/${row.id}/delete/`} className="admin__form">
        <ErrorSummary fields={shown.fields} locale={locale} />
        <p>{a('record.deleteQuestion', { type: a(views.plural), name, id: row.id })}</p>
        {shown.alsoDeleted.length > 0 ? (
          <>
            <p>{a('record.alsoDeleted')}</p>
            <ul>
              {shown.alsoDeleted.map((entry) => (
                <li key={entry}>{entry}</li>
              ))}
            </ul>
          </>
        ) : null}
        {shown.usedBy.length > 0 ? (
          <div className="admin__error">
            <p>{a('record.stillUsed')}</p>
            <ul>
              {shown.usedBy.map((use) => (
                <li key={use.label}>
                  {a(use.label)}: {use.count}
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <>
            <input type="hidden" name="csrfmiddlewaretoken" value={csrf} />
            <input type="hidden" name="version" value={row.version} />
            <p className="admin__actions">
              <button type="submit" className="button-primary">
                {a('record.deleteConfirm')}
              </button>
            </p>
          </>
        )}
        <p>
          <a href={`/admin/${views.path}/${row.id}/change/`}>{a('record.backToRecord')}</a>
        </p>
      </form>
    ),
  };
}

export function missingPage(key: MissingKey, locale: Locale): AdminView {
  const a = adminTexts(locale);
  return { title: a('notFound.title'), body: <p>{a(key)}</p> };
}
