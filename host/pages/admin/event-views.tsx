import { STATUS_VALUES } from '../../../src/contract/admin';
import type { Locale } from '../../../src/contract/common';
import { adminTexts } from '../../../src/i18n/admin';
import {
  CheckboxInput,
  Field,
  type Fields,
  RichTextArea,
  TextArea,
  TextInput,
  type Values,
} from './form-controls';
import { statusLabel } from './format';
import type { Options } from './record-pages';

/** The event change form's inputs (src/contract/admin.ts `eventChangeSchema`). */
export function EventInputs(props: { values: Values; fields: Fields; locale: Locale }) {
  const { values, fields, locale } = props;
  const a = adminTexts(locale);
  const rich = { values, fields, locale };
  return (
    <>
      <TextInput name="name_de" label={a('field.nameDe')} values={values} fields={fields} required />
      <TextInput name="name_en" label={a('field.nameEn')} values={values} fields={fields} />
      <TextInput name="subtitle_de" label={a('field.subtitleDe')} values={values} fields={fields} />
      <TextInput name="subtitle_en" label={a('field.subtitleEn')} values={values} fields={fields} />
      <RichTextArea name="description_de" label={a('field.descriptionDeHtml')} {...rich} />
      <RichTextArea name="description_en" label={a('field.descriptionEn')} {...rich} />
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

/**
 * A new event's form (src/contract/admin.ts `eventCreateSchema`): names, start (Berlin time),
 * place, genre, series, production, sale status, ticket link, online, and its seat groups with
 * their prices, one group per line.
 */
export function EventCreateInputs(props: {
  values: Values;
  fields: Fields;
  locale: Locale;
  options: Options;
}) {
  const { values, fields, locale, options } = props;
  const a = adminTexts(locale);
  const select = (name: 'room_id' | 'genre_id' | 'series_id' | 'production_id', label: string) => (
    <Field name={name} label={label} fields={fields}>
      {(control) => (
        <select {...control} defaultValue={String(values[name] ?? '')}>
          <option value="">{a('list.none')}</option>
          {(options[name] ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  return (
    <>
      <TextInput name="name_de" label={a('field.nameDe')} values={values} fields={fields} required />
      <TextInput name="name_en" label={a('field.nameEn')} values={values} fields={fields} />
      <TextInput name="subtitle_de" label={a('field.subtitleDe')} values={values} fields={fields} />
      <TextInput name="subtitle_en" label={a('field.subtitleEn')} values={values} fields={fields} />
      <Field name="date_start" label={a('field.dateStart')} fields={fields} required>
        {(control) => (
          <input {...control} type="datetime-local" defaultValue={String(values.date_start ?? '')} required />
        )}
      </Field>
      {select('room_id', a('field.room'))}
      {select('genre_id', a('field.genre'))}
      {select('series_id', a('field.series'))}
      {select('production_id', a('field.production'))}
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
      <TextInput name="ticket_url" label={a('field.ticketUrl')} values={values} fields={fields} />
      <CheckboxInput name="is_online" label={a('field.online')} values={values} fields={fields} />
      <TextArea name="seat_groups" label={a('field.seatGroups')} values={values} fields={fields} />
    </>
  );
}
