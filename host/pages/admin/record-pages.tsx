import type { ReactNode } from 'react';
import type { Localised } from '../../db/schema';
import type { AdminView } from './admin-page';
import { ChangeForm, type Fields, type Values } from './form-controls';

/** What the pages of one record type show (host/routes/admin/record-routes.ts). */
export interface RecordViews<Row, Item> {
  /** The segment under /admin/: `events` → /admin/events/{id}/change/. */
  path: string;
  /** "{singular} ändern: …" */
  singular: string;
  /** The list's title and its entry on the admin index. */
  plural: string;
  /** The list page's body. */
  List: (props: { items: Item[] }) => ReactNode;
  /** The change form's inputs (the form around them is the same for every record). */
  Inputs: (props: { row: Row; values: Values; fields: Fields }) => ReactNode;
  /** The record on the website, linked from its form. */
  viewUrl?: (row: Row) => string;
}

/** A record in its change form: its row, the values shown, messages and a notice. */
export interface ShownRecord<Row> {
  row: Row;
  values: Values;
  fields: Fields;
  notice?: string;
}

export function listPage<Row, Item>(views: RecordViews<Row, Item>, items: Item[]): AdminView {
  return { title: views.plural, body: <views.List items={items} /> };
}

export function changePage<Row extends { id: number; name: Localised }, Item>(
  views: RecordViews<Row, Item>,
  csrf: string,
  shown: ShownRecord<Row>,
): AdminView {
  const { row, values, fields } = shown;
  return {
    title: `${views.singular} ändern: ${row.name.de}`,
    body: (
      <ChangeForm
        action={`/admin/${views.path}/${row.id}/change/`}
        csrf={csrf}
        version={String(values.version ?? '')}
        fields={fields}
        notice={shown.notice}
        viewUrl={views.viewUrl?.(row)}
      >
        <views.Inputs row={row} values={values} fields={fields} />
      </ChangeForm>
    ),
  };
}

export function missingPage(text: string): AdminView {
  return { title: 'Nicht gefunden', body: <p>{text}</p> };
}
