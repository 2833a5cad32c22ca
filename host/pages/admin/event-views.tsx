import { STATUS_VALUES } from '../../../src/contract/admin';
import type { Locale } from '../../../src/contract/common';
import { formatInstant } from '../../../src/domain/date-format';
import { adminTexts } from '../../../src/i18n/admin';
import { text } from '../../db/events/events.repository';
import type { EventListItem } from '../../db/events/events-admin.repository';
import { CheckboxInput, Field, type Fields, TextArea, TextInput, type Values } from './form-controls';
import { statusLabel } from './format';

/** The admin's list of events: number, name, start, sale status, online. */
export function EventTable(props: { items: EventListItem[]; locale: Locale }) {
  const { locale } = props;
  const a = adminTexts(locale);
  return (
    <table className="admin__table">
      <thead>
        <tr>
          <th scope="col">{a('column.id')}</th>
          <th scope="col">{a('column.name')}</th>
          <th scope="col">{a('column.start')}</th>
          <th scope="col">{a('column.status')}</th>
          <th scope="col">{a('column.online')}</th>
        </tr>
      </thead>
      <tbody>
        {props.items.map((row) => (
          <tr key={row.id}>
            <td>{row.id}</td>
            <td>
              <a href={`/admin/events/${row.id}/change/`}>{text(row.name, locale)}</a>
            </td>
            <td>{formatInstant(row.date_start, locale, 'dateTime')}</td>
            <td>{statusLabel(row.status, locale)}</td>
            <td>{row.is_online ? a('yes') : a('no')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The event change form's inputs (src/contract/admin.ts `eventChangeSchema`). */
export function EventInputs(props: { values: Values; fields: Fields; locale: Locale }) {
  const { values, fields, locale } = props;
  const a = adminTexts(locale);
  return (
    <>
      <TextInput name="name_de" label={a('field.nameDe')} values={values} fields={fields} required />
      <TextInput name="name_en" label={a('field.nameEn')} values={values} fields={fields} />
      <TextInput name="subtitle_de" label={a('field.subtitleDe')} values={values} fields={fields} />
      <TextInput name="subtitle_en" label={a('field.subtitleEn')} values={values} fields={fields} />
      <TextArea name="description_de" label={a('field.descriptionDeHtml')} values={values} fields={fields} />
      <TextArea name="description_en" label={a('field.descriptionEn')} values={values} fields={fields} />
      <TextArea name="important_info_de" label={a('field.importantInfoDe')} values={values} fields={fields} />
      <TextArea name="important_info_en" label={a('field.importantInfoEn')} values={values} fields={fields} />
      <Field name="status" label={a('field.status')} fields={fields}>
        {(control) => (
          <select {...control} defaultValue={String(values.status ?? '1')}>
            {STATUS_VALUES.map((value) => (
              <option key={value} value={value}>
                {statusLabel(value, locale)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextInput name="ticket_url" label={a('field.ticketUrl')} values={values} fields={fields} type="text" />
      <CheckboxInput name="is_online" label={a('field.online')} values={values} fields={fields} />
    </>
  );
}
