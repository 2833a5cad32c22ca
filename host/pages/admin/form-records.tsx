import type { Locale } from '../../../src/contract/common';
import { formsAdminTexts } from '../../../src/i18n/forms-admin';
import { text } from '../../db/events/events.repository';
import { formPath } from '../../db/forms/forms.repository';
import type { FormRecord } from '../../db/forms/forms-admin.repository';
import { CheckboxInput, type Fields, RichTextArea, TextInput, type Values } from './form-controls';

/** A form's change page: titles, addresses, texts, notification address, online. */
export function FormInputs(props: { row: FormRecord; values: Values; fields: Fields; locale: Locale }) {
  const { values, fields, row } = props;
  const f = formsAdminTexts(props.locale);
  const rich = { values, fields, locale: props.locale };
  return (
    <>
      <p>
        <a href={`/admin/forms/${row.id}/fields/`}>{f('fields')}</a> ·{' '}
        <a href={`/admin/forms/${row.id}/entries/`}>{f('entries')}</a>
      </p>
      <TextInput name="title_de" label={f('field.titleDe')} values={values} fields={fields} required />
      <TextInput name="title_en" label={f('field.titleEn')} values={values} fields={fields} />
      <TextInput name="slug_de" label={f('field.slugDe')} values={values} fields={fields} required />
      <TextInput name="slug_en" label={f('field.slugEn')} values={values} fields={fields} />
      <RichTextArea name="intro_de" label={f('field.introDe')} {...rich} />
      <RichTextArea name="intro_en" label={f('field.introEn')} {...rich} />
      <RichTextArea name="confirmation_de" label={f('field.confirmationDe')} {...rich} />
      <RichTextArea name="confirmation_en" label={f('field.confirmationEn')} {...rich} />
      <TextInput
        name="notify_email"
        type="email"
        label={f('field.notifyEmail')}
        values={values}
        fields={fields}
      />
      <CheckboxInput name="is_online" label={f('field.online')} values={values} fields={fields} />
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
