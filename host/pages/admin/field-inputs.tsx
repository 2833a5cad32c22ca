import { type FieldSpec, formNames } from '../../../src/contract/admin-records';
import type { Locale } from '../../../src/contract/common';
import { isSafeMediaUrl } from '../../../src/domain/safe-url';
import { adminTexts } from '../../../src/i18n/admin';
import {
  CheckboxInput,
  Field,
  FieldGroupLabel,
  type Fields,
  RichTextArea,
  TextArea,
  TextInput,
  type Values,
} from './form-controls';
import type { Options } from './record-pages';

/**
 * The inputs of a registration's fields (src/contract/admin-records.ts), in their order: one
 * labelled control each (a text per language is two), its message linked by `aria-describedby`.
 */
export function FieldInputs(props: {
  specs: readonly FieldSpec[];
  values: Values;
  fields: Fields;
  locale: Locale;
  options: Options;
}) {
  const { values, fields } = props;
  const a = adminTexts(props.locale);
  const lang = (language: 'de' | 'en') => a(language === 'de' ? 'lang.de' : 'lang.en');
  // A slug made from another field when left empty (`from`) says which.
  const slugHint = (spec: FieldSpec, language: 'de' | 'en') => {
    const source = props.specs.find((candidate) => candidate.name === spec.from);
    if (!source) return undefined;
    if (formNames(source).length === 1)
      return language === 'de' ? a('hint.slugFromName', { field: a(source.label) }) : a('hint.slugEnGerman');
    const field = `${a(source.label)} (${lang(language)})`;
    return a(language === 'de' ? 'hint.slugFromName' : 'hint.slugEnFromName', { field });
  };
  const value = (name: string) =>
    values[name] === undefined || values[name] === null ? '' : String(values[name]);
  return (
    <>
      {props.specs.map((spec) => {
        const label = a(spec.label);
        switch (spec.kind) {
          case 'localised':
          case 'localisedArea':
          case 'richtext':
          case 'slug':
            return (['de', 'en'] as const).map((language) => {
              const name = `${spec.name}_${language}`;
              const labelled = `${label} (${lang(language)})`;
              return spec.kind === 'richtext' ? (
                <RichTextArea
                  key={name}
                  name={name}
                  label={labelled}
                  values={values}
                  fields={fields}
                  locale={props.locale}
                />
              ) : spec.kind === 'localisedArea' ? (
                <TextArea key={name} name={name} label={labelled} values={values} fields={fields} />
              ) : (
                <TextInput
                  key={name}
                  name={name}
                  label={labelled}
                  values={values}
                  fields={fields}
                  required={spec.required && language === 'de'}
                  hint={spec.kind === 'slug' ? slugHint(spec, language) : undefined}
                />
              );
            });
          case 'checkbox':
            return (
              <CheckboxInput key={spec.name} name={spec.name} label={label} values={values} fields={fields} />
            );
          case 'links': {
            const chosen = new Set(
              Array.isArray(values[spec.name])
                ? (values[spec.name] as unknown[]).map(String)
                : [String(values[spec.name] ?? '')],
            );
            const error = fields[spec.name];
            return (
              <fieldset
                key={spec.name}
                id={`field-${spec.name}`}
                className="admin__field"
                {...(error
                  ? { 'aria-invalid': 'true' as const, 'aria-describedby': `field-${spec.name}-error` }
                  : {})}
              >
                <FieldGroupLabel name={spec.name} label={label} />
                {(props.options[spec.name] ?? []).map((choice) => (
                  <p key={choice.value} className="admin__field--check">
                    <input
                      id={`field-${spec.name}-${choice.value}`}
                      type="checkbox"
                      name={spec.name}
                      value={choice.value}
                      defaultChecked={chosen.has(choice.value)}
                    />{' '}
                    <label htmlFor={`field-${spec.name}-${choice.value}`}>{choice.label}</label>
                  </p>
                ))}
                {error ? (
                  <span id={`field-${spec.name}-error`} className="admin__field-error">
                    {error}
                  </span>
                ) : null}
              </fieldset>
            );
          }
          case 'image': {
            const url = value(`${spec.name}_url`);
            return (
              <fieldset key={spec.name} id={`field-${spec.name}`} className="admin__field admin__image-field">
                <FieldGroupLabel name={spec.name} label={label} />
                {url && isSafeMediaUrl(url) ? (
                  <img className="admin__image-preview" src={url} alt="" width={160} />
                ) : null}
                <TextInput
                  name={`${spec.name}_url`}
                  label={a('field.image.url')}
                  values={values}
                  fields={fields}
                />
                <TextInput
                  name={`${spec.name}_alt_de`}
                  label={a('field.image.altDe')}
                  values={values}
                  fields={fields}
                />
                <TextInput
                  name={`${spec.name}_alt_en`}
                  label={a('field.image.altEn')}
                  values={values}
                  fields={fields}
                />
              </fieldset>
            );
          }
          case 'textarea':
          case 'json':
            return (
              <TextArea key={spec.name} name={spec.name} label={label} values={values} fields={fields} />
            );
          case 'choice':
          case 'reference': {
            const choices =
              spec.kind === 'choice'
                ? (spec.options ?? []).map((option) => ({ value: option, label: option }))
                : (props.options[spec.name] ?? []);
            return (
              <Field key={spec.name} name={spec.name} label={label} fields={fields} required={spec.required}>
                {(control) => (
                  <select {...control} defaultValue={value(spec.name)}>
                    {spec.required ? null : <option value="">{a('list.none')}</option>}
                    {choices.map((choice) => (
                      <option key={choice.value} value={choice.value}>
                        {choice.label}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            );
          }
          default: {
            const type =
              spec.kind === 'int' || spec.kind === 'decimal'
                ? 'text'
                : spec.kind === 'time'
                  ? 'time'
                  : spec.kind === 'date'
                    ? 'date'
                    : 'text';
            return (
              <Field key={spec.name} name={spec.name} label={label} fields={fields} required={spec.required}>
                {(control) => (
                  <input
                    {...control}
                    type={type}
                    inputMode={
                      spec.kind === 'int' ? 'numeric' : spec.kind === 'decimal' ? 'decimal' : undefined
                    }
                    defaultValue={value(spec.name)}
                    required={spec.required}
                  />
                )}
              </Field>
            );
          }
        }
      })}
    </>
  );
}
