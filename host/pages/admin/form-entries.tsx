import type { Locale } from '../../../src/contract/common';
import { formatInstant } from '../../../src/domain/date-format';
import { FIELD_TYPE } from '../../../src/domain/forms';
import { adminTexts } from '../../../src/i18n/admin';
import { formsAdminTexts } from '../../../src/i18n/forms-admin';
import { text } from '../../db/events/events.repository';
import type { FieldRecord, FormRecord, listEntries } from '../../db/forms/forms-admin.repository';
import type { AdminView } from './admin-page';

type Entries = Awaited<ReturnType<typeof listEntries>>;
type EntryFile = NonNullable<ReturnType<Entries['files']['get']>>;

/** A stored value as text (lists joined, a box yes/no, a file by its name). */
export function valueText(
  field: FieldRecord,
  value: unknown,
  files: Entries['files'],
  locale: Locale,
): { text: string; file?: EntryFile } {
  const a = adminTexts(locale);
  if (value === undefined || value === null) return { text: '' };
  if (field.field_type === FIELD_TYPE.file && typeof value === 'string') {
    const file = files.get(value);
    return file ? { text: file.original_name, file } : { text: '' };
  }
  if (Array.isArray(value)) return { text: value.map(String).join(', ') };
  if (typeof value === 'boolean') return { text: value ? a('yes') : a('no') };
  return { text: String(value) };
}

/**
 * `/admin/forms/{id}/entries/` (issue 17 "entries listed per form with CSV export"): newest first,
 * one column per field. Every value is visitor input: React escapes it (script shows as text);
 * files are downloads for staff only.
 */
export function entriesPage(props: {
  form: FormRecord;
  fields: FieldRecord[];
  entries: Entries;
  locale: Locale;
}): AdminView {
  const { form, fields, entries, locale } = props;
  const f = formsAdminTexts(locale);
  return {
    title: f('entriesOf', { name: text(form.title, locale) }),
    body: (
      <>
        <p>
          <a href={`/admin/forms/${form.id}/change/`}>{text(form.title, locale)}</a> ·{' '}
          <a href={`/admin/forms/${form.id}/fields/`}>{f('fields')}</a> ·{' '}
          <a href={`/admin/forms/${form.id}/entries.csv`} download>
            {f('csv')}
          </a>
        </p>
        {entries.entries.length === 0 ? (
          <p>{f('noEntries')}</p>
        ) : (
          <div className="admin__scroll">
            <table className="admin__table">
              <thead>
                <tr>
                  <th scope="col">{adminTexts(locale)('column.id')}</th>
                  <th scope="col">{f('submitted')}</th>
                  {fields.map((field) => (
                    <th scope="col" key={field.id}>
                      {text(field.label, locale)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {entries.entries.map((entry) => (
                  <tr key={entry.id}>
                    <td>{entry.id}</td>
                    <td>{formatInstant(entry.submitted_at, locale, 'dateTime')}</td>
                    {fields.map((field) => {
                      const shown = valueText(field, entry.field_values[field.slug], entries.files, locale);
                      return (
                        <td key={field.id}>
                          {shown.file ? (
                            <a href={`/admin/forms/${form.id}/entries/files/${shown.file.id}`}>
                              {shown.text}
                            </a>
                          ) : (
                            shown.text
                          )}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </>
    ),
  };
}
