import type { ReactNode } from 'react';
import type { Locale } from '../../../src/contract/common';
import { adminTexts } from '../../../src/i18n/admin';
import { text } from '../../db/events/events.repository';
import type { Localised } from '../../db/schema';
import type { AdminView } from './admin-page';
import { ChangeForm, type Fields, type Values } from './form-controls';

/** The admin catalogue's keys (src/i18n/de/admin.ts) a record type names its pages with. */
export type ChangeTitleKey =
  | 'event.change'
  | 'production.change'
  | 'series.change'
  | 'article.change'
  | 'articleCategory.change'
  | 'articleTag.change'
  | 'form.change';
export type AreaTitleKey =
  | 'events'
  | 'productions'
  | 'series'
  | 'users'
  | 'articles'
  | 'articleCategories'
  | 'articleTags'
  | 'forms'
  | 'media';
export type MissingKey = 'notFound.event' | 'notFound.record';

/** What the pages of one record type show (host/routes/admin/record-routes.ts). */
export interface RecordViews<Row, Item> {
  /** The segment under /admin/: `events` → /admin/events/{id}/change/. */
  path: string;
  /** The change page's title: "Veranstaltung ändern: {name}". */
  changeTitle: ChangeTitleKey;
  /** The list's title and its entry on the admin index. */
  plural: AreaTitleKey;
  /** The list page's body. */
  List: (props: { items: Item[]; locale: Locale }) => ReactNode;
  /** The change form's inputs (the form around them is the same for every record). */
  Inputs: (props: { row: Row; values: Values; fields: Fields; locale: Locale }) => ReactNode;
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

export function listPage<Row, Item>(views: RecordViews<Row, Item>, items: Item[], locale: Locale): AdminView {
  return { title: adminTexts(locale)(views.plural), body: <views.List items={items} locale={locale} /> };
}

export function changePage<Row extends { id: number; name: Localised }, Item>(
  views: RecordViews<Row, Item>,
  csrf: string,
  shown: ShownRecord<Row>,
  locale: Locale,
): AdminView {
  const { row, values, fields } = shown;
  return {
    title: adminTexts(locale)(views.changeTitle, { name: text(row.name, locale) }),
    body: (
      <ChangeForm
        action={`/admin/${views.path}/${row.id}/change/`}
        csrf={csrf}
        version={String(values.version ?? '')}
        fields={fields}
        notice={shown.notice}
        viewUrl={views.viewUrl?.(row, locale)}
        locale={locale}
      >
        <views.Inputs row={row} values={values} fields={fields} locale={locale} />
      </ChangeForm>
    ),
  };
}

export function missingPage(key: MissingKey, locale: Locale): AdminView {
  const a = adminTexts(locale);
  return { title: a('notFound.title'), body: <p>{a(key)}</p> };
}
