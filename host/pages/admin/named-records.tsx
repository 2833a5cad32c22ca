import type { Locale } from '../../../src/contract/common';
import { adminTexts } from '../../../src/i18n/admin';
import type { Localised } from '../../db/schema';
import { CheckboxInput, type Fields, RichTextArea, TextInput, type Values } from './form-controls';

/**
 * Records with a name and a description (src/contract/admin.ts `namedChangeSchema`): productions
 * also have a subtitle and the online switch, series do not.
 */
export function NamedInputs(props: {
  values: Values;
  fields: Fields;
  locale: Locale;
  subtitle: boolean;
  online: boolean;
}) {
  const { values, fields } = props;
  const a = adminTexts(props.locale);
  const rich = { values, fields, locale: props.locale };
  return (
    <>
      <TextInput name="name_de" label={a('field.nameDe')} values={values} fields={fields} required />
      <TextInput name="name_en" label={a('field.nameEn')} values={values} fields={fields} />
      {props.subtitle ? (
        <>
          <TextInput name="subtitle_de" label={a('field.subtitleDe')} values={values} fields={fields} />
          <TextInput name="subtitle_en" label={a('field.subtitleEn')} values={values} fields={fields} />
        </>
      ) : null}
      <RichTextArea name="description_de" label={a('field.descriptionDe')} {...rich} />
      <RichTextArea name="description_en" label={a('field.descriptionEn')} {...rich} />
      {props.online ? (
        <CheckboxInput name="is_online" label={a('field.online')} values={values} fields={fields} />
      ) : null}
    </>
  );
}

type InputProps = { values: Values; fields: Fields; locale: Locale };

export const ProductionInputs = (props: InputProps) => <NamedInputs {...props} subtitle online />;
/** A series: its names and description, online, and the subscription offer (issue 16). */
export function SeriesInputs(props: InputProps) {
  const { values, fields } = props;
  const a = adminTexts(props.locale);
  const rich = { values, fields, locale: props.locale };
  return (
    <>
      <NamedInputs {...props} subtitle={false} online />
      <RichTextArea name="subscription_de" label={a('field.subscriptionDe')} {...rich} />
      <RichTextArea name="subscription_en" label={a('field.subscriptionEn')} {...rich} />
      <TextInput name="subscription_url" label={a('field.subscriptionUrl')} values={values} fields={fields} />
    </>
  );
}

/** The form's values of a series. */
export function seriesValues(row: {
  name: Localised;
  description: Localised | null;
  is_online: boolean;
  subscription: Localised | null;
  subscription_url: string | null;
}): Values {
  return {
    ...namedValues(row),
    is_online: row.is_online,
    subscription_de: row.subscription?.de ?? '',
    subscription_en: row.subscription?.en ?? '',
    subscription_url: row.subscription_url ?? '',
  };
}

/** The form's values of a named record's texts. */
export function namedValues(row: {
  name: Localised;
  subtitle?: Localised | null;
  description: Localised | null;
}): Values {
  return {
    name_de: row.name.de,
    name_en: row.name.en ?? '',
    subtitle_de: row.subtitle?.de ?? '',
    subtitle_en: row.subtitle?.en ?? '',
    description_de: row.description?.de ?? '',
    description_en: row.description?.en ?? '',
  };
}
