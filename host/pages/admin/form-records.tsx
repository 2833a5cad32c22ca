import type { Locale } from '../../../src/contract/common';
import { formsTexts } from '../../../src/i18n/forms';
import { text } from '../../db/events/events.repository';
import { formPath } from '../../db/forms/forms.repository';
import type { FormRecord } from '../../db/forms/forms-admin.repository';
import type { Localised } from '../../db/schema';
import { CheckboxInput, type Fields, TextArea, TextInput, type Values } from './form-controls';

/** The forms list: each form's change page, its fields and its entries (issue 17 "Staff"). */
export function FormList(props: { items: Array<{ id: number; name: Localised }>; locale: Locale }) {
  const f = formsTexts(props.locale);
  return (
    <ul className="admin__list">
      {props.items.map((item) => (
        <li key={item.id}>
          <a href={`/admin/forms/${item.id}/change/`}>{text(item.name, props.locale)}</a> ·{' '}
          <a href={`/admin/forms/${item.id}/fields/`}>{f('admin.fields')}</a> ·{' '}
          <a href={`/admin/forms/${item.id}/entries/`}>{f('admin.entries')}</a>
        </li>
      ))}
    </ul>
  );
}

/** A form's change page: titles, addresses, texts, notification address, online. */
export function FormInputs(props: { row: FormRecord; values: Values; fields: Fields; locale: Locale }) {
  const { values, fields, row } = props;
  const f = formsTexts(props.locale);
  return (
    <>
      <p>
        <a href={`/admin/forms/${row.id}/fields/`}>{f('admin.fields')}</a> ·{' '}
        <a href={`/admin/forms/${row.id}/entries/`}>{f('admin.entries')}</a>
      </p>
      <TextInput name="title_de" label={f('admin.field.titleDe')} values={values} fields={fields} required />
      <TextInput name="title_en" label={f('admin.field.titleEn')} values={values} fields={fields} />
      <TextInput name="slug_de" label={f('admin.field.slugDe')} values={values} fields={fields} required />
      <TextInput name="slug_en" label={f('admin.field.slugEn')} values={values} fields={fields} />
      <TextArea name="intro_de" label={f('admin.field.introDe')} values={values} fields={fields} />
      <TextArea name="intro_en" label={f('admin.field.introEn')} values={values} fields={fields} />
      <TextArea
        name="confirmation_de"
        label={f('admin.field.confirmationDe')}
        values={values}
        fields={fields}
      />
      <TextArea
        name="confirmation_en"
        label={f('admin.field.confirmationEn')}
        values={values}
        fields={fields}
      />
      <TextInput
        name="notify_email"
        type="email"
        label={f('admin.field.notifyEmail')}
        values={values}
        fields={fields}
      />
      <CheckboxInput name="is_online" label={f('admin.field.online')} values={values} fields={fields} />
    </>
  );
}

/** The change form's values of a stored form. */
export const formValues = (row: FormRecord): Values => ({
  title_de: row.title.de,
  title_en: row.title.en ?? '',
  slug_de: row.slug.de,
  slug_en: row.slug.en ?? '',
  intro_de: row.intro.de,
  intro_en: row.intro.en ?? '',
  confirmation_de: row.confirmation.de,
  confirmation_en: row.confirmation.en ?? '',
  notify_email: row.notify_email,
  is_online: row.is_online,
});

/** The form on the website (the change page's preview link). */
export const formViewUrl = (row: FormRecord, locale: Locale) =>
  formPath(locale, text(row.slug, locale), row.id);
