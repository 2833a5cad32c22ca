import { STATUS_VALUES } from '../../../src/contract/admin';
import type { EventListItem } from '../../db/events/events-admin.repository';
import { CheckboxInput, Field, type Fields, TextArea, TextInput, type Values } from './form-controls';
import { berlinDateTime, STATUS_LABEL } from './format';

/** The admin's list of events: number, name, start, sale status, online. */
export function EventTable(props: { items: EventListItem[] }) {
  return (
    <table className="admin__table">
      <thead>
        <tr>
          <th scope="col">Nr.</th>
          <th scope="col">Name</th>
          <th scope="col">Beginn</th>
          <th scope="col">Status</th>
          <th scope="col">Online</th>
        </tr>
      </thead>
      <tbody>
        {props.items.map((row) => (
          <tr key={row.id}>
            <td>{row.id}</td>
            <td>
              <a href={`/admin/events/${row.id}/change/`}>{row.name.de}</a>
            </td>
            <td>{berlinDateTime(row.date_start)}</td>
            <td>{STATUS_LABEL[row.status as '0' | '1'] ?? row.status}</td>
            <td>{row.is_online ? 'ja' : 'nein'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The event change form's inputs (src/contract/admin.ts `eventChangeSchema`). */
export function EventInputs(props: { values: Values; fields: Fields }) {
  const { values, fields } = props;
  return (
    <>
      <TextInput name="name_de" label="Name (deutsch)" values={values} fields={fields} required />
      <TextInput name="name_en" label="Name (englisch)" values={values} fields={fields} />
      <TextInput name="subtitle_de" label="Untertitel (deutsch)" values={values} fields={fields} />
      <TextInput name="subtitle_en" label="Untertitel (englisch)" values={values} fields={fields} />
      <TextArea
        name="description_de"
        label="Beschreibung (deutsch, HTML: fett, kursiv, Links, Listen)"
        values={values}
        fields={fields}
      />
      <TextArea name="description_en" label="Beschreibung (englisch)" values={values} fields={fields} />
      <TextArea
        name="important_info_de"
        label="Wichtige Hinweise (deutsch)"
        values={values}
        fields={fields}
      />
      <TextArea
        name="important_info_en"
        label="Wichtige Hinweise (englisch)"
        values={values}
        fields={fields}
      />
      <Field name="status" label="Status" fields={fields}>
        {(control) => (
          <select {...control} defaultValue={String(values.status ?? '1')}>
            {STATUS_VALUES.map((value) => (
              <option key={value} value={value}>
                {STATUS_LABEL[value]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextInput name="ticket_url" label="Ticket-Link" values={values} fields={fields} type="text" />
      <CheckboxInput
        name="is_online"
        label="Online (für Besucher sichtbar)"
        values={values}
        fields={fields}
      />
    </>
  );
}
