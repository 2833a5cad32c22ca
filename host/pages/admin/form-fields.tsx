import type { ReactNode } from 'react';
import type { Locale } from '../../../src/contract/common';
import { FIELD_TYPES } from '../../../src/domain/forms';
import { formsAdminTexts } from '../../../src/i18n/forms-admin';
import { text } from '../../db/events/events.repository';
import type { FieldRecord, FormRecord } from '../../db/forms/forms-admin.repository';
import type { AdminView } from './admin-page';
import type { Fields, Values } from './form-controls';

/** What the fields page shows: the form, its fields, and what a refused form sent (by `new` or field id). */
export interface FieldsPageProps {
  form: FormRecord;
  fields: FieldRecord[];
  csrf: string;
  locale: Locale;
  refused?: { key: string; values: Values; messages: Fields };
  notice?: string;
}

const str = (values: Values, name: string) =>
  typeof values[name] === 'string' ? (values[name] as string) : '';

/** A labelled control whose id is unique on the page (a form per field). */
function Control(props: {
  prefix: string;
  name: string;
  label: string;
  messages: Fields;
  children: (control: {
    id: string;
    name: string;
    'aria-invalid'?: true;
    'aria-describedby'?: string;
  }) => ReactNode;
}) {
  const id = `${props.prefix}-${props.name}`;
  const error = props.messages[props.name];
  return (
    <p className={error ? 'admin__field admin__field--invalid' : 'admin__field'}>
      <label htmlFor={id}>{props.label}</label>
      {props.children({
        id,
        name: props.name,
        ...(error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {}),
      })}
      {error ? (
        <span id={`${id}-error`} className="admin__field-error">
          {error}
        </span>
      ) : null}
    </p>
  );
}

/** The stored field as the form's values. */
export function fieldValues(field: FieldRecord): Values {
  return {
    label_de: field.label.de,
    label_en: field.label.en ?? '',
    slug: field.slug,
    field_type: String(field.field_type),
    required: field.required,
    visible: field.visible,
    choices: field.choices
      .map((choice) => [choice.value, choice.label.de, choice.label.en ?? ''].join(' | '))
      .join('\n'),
    default_de: field.default_value.de,
    default_en: field.default_value.en ?? '',
    placeholder_de: field.placeholder_text.de,
    placeholder_en: field.placeholder_text.en ?? '',
    help_de: field.help_text.de,
    help_en: field.help_text.en ?? '',
  };
}

function FieldForm(props: {
  action: string;
  prefix: string;
  values: Values;
  messages: Fields;
  csrf: string;
  locale: Locale;
  submit: string;
}) {
  const { prefix, values, messages } = props;
  const f = formsAdminTexts(props.locale);
  const input = (name: string, label: string) => (
    <Control prefix={prefix} name={name} label={label} messages={messages}>
      {(control) => <input {...control} type="text" defaultValue={str(values, name)} />}
    </Control>
  );
  const check = (name: 'required' | 'visible', label: string) => (
    <p className="admin__field admin__field--check">
      <input
        id={`${prefix}-${name}`}
        type="checkbox"
        name={name}
        defaultChecked={values[name] === true || values[name] === 'on'}
      />{' '}
      <label htmlFor={`${prefix}-${name}`}>{label}</label>
    </p>
  );
  return (
    <form method="post" action={props.action} className="admin__form" noValidate>
      {Object.keys(messages).length > 0 ? (
        <p className="admin__error" role="alert">
          {Object.values(messages)[0]}
        </p>
      ) : null}
      <input type="hidden" name="csrfmiddlewaretoken" value={props.csrf} />
      {input('label_de', f('field.labelDe'))}
      {input('label_en', f('field.labelEn'))}
      {input('slug', f('field.slug'))}
      <Control prefix={prefix} name="field_type" label={f('field.type')} messages={messages}>
        {(control) => (
          <select {...control} defaultValue={str(values, 'field_type') || '1'}>
            {FIELD_TYPES.map((type) => (
              <option key={type} value={type}>
                {type} – {f(`type.${type}`)}
              </option>
            ))}
          </select>
        )}
      </Control>
      {check('required', f('field.required'))}
      {check('visible', f('field.visible'))}
      <Control prefix={prefix} name="choices" label={f('field.choices')} messages={messages}>
        {(control) => <textarea {...control} rows={4} defaultValue={str(values, 'choices')} />}
      </Control>
      {input('default_de', f('field.defaultDe'))}
      {input('default_en', f('field.defaultEn'))}
      {input('placeholder_de', f('field.placeholderDe'))}
      {input('placeholder_en', f('field.placeholderEn'))}
      {input('help_de', f('field.helpDe'))}
      {input('help_en', f('field.helpEn'))}
      <p className="admin__actions">
        <button type="submit" className="button-primary">
          {props.submit}
        </button>
      </p>
    </form>
  );
}

/** A one-button form (move, remove). */
function ActionButton(props: { action: string; csrf: string; label: string; name?: string; value?: string }) {
  return (
    <form method="post" action={props.action} className="admin__inline">
      <input type="hidden" name="csrfmiddlewaretoken" value={props.csrf} />
      {props.name ? <input type="hidden" name={props.name} value={props.value} /> : null}
      <button type="submit">{props.label}</button>
    </form>
  );
}

/** `/admin/forms/{id}/fields/`: every field in order with its form, move and remove; a new field last. */
export function fieldsPage(props: FieldsPageProps): AdminView {
  const { form, csrf, locale, refused } = props;
  const f = formsAdminTexts(locale);
  const base = `/admin/forms/${form.id}/fields/`;
  return {
    title: f('fieldsOf', { name: text(form.title, locale) }),
    body: (
      <>
        {props.notice ? (
          <p className="admin__notice" role="status">
            {props.notice}
          </p>
        ) : null}
        <p>
          <a href={`/admin/forms/${form.id}/change/`}>{text(form.title, locale)}</a> ·{' '}
          <a href={`/admin/forms/${form.id}/entries/`}>{f('entries')}</a> ·{' '}
          <a href={`/${locale}/forms/${encodeURIComponent(text(form.slug, locale))}/${form.id}`}>
            {f('preview')}
          </a>
        </p>
        <ol className="admin__fields">
          {props.fields.map((field, index) => {
            const mine = refused?.key === String(field.id);
            return (
              <li key={field.id}>
                <h2>
                  {text(field.label, locale)}{' '}
                  <small>
                    ({field.slug}, {f(`type.${field.field_type}` as 'type.1')})
                  </small>
                </h2>
                <div className="admin__field-actions">
                  {index > 0 ? (
                    <ActionButton
                      action={`${base}${field.id}/move`}
                      csrf={csrf}
                      label={f('moveUp')}
                      name="direction"
                      value="up"
                    />
                  ) : null}
                  {index < props.fields.length - 1 ? (
                    <ActionButton
                      action={`${base}${field.id}/move`}
                      csrf={csrf}
                      label={f('moveDown')}
                      name="direction"
                      value="down"
                    />
                  ) : null}
                  <ActionButton action={`${base}${field.id}/delete`} csrf={csrf} label={f('removeField')} />
                </div>
                <details open={mine}>
                  <summary>{f('saveField')}</summary>
                  <FieldForm
                    action={`${base}${field.id}`}
                    prefix={`field-${field.id}`}
                    values={mine ? refused.values : fieldValues(field)}
                    messages={mine ? refused.messages : {}}
                    csrf={csrf}
                    locale={locale}
                    submit={f('saveField')}
                  />
                </details>
              </li>
            );
          })}
        </ol>
        <h2>{f('addField')}</h2>
        <FieldForm
          action={base}
          prefix="field-new"
          values={refused?.key === 'new' ? refused.values : { visible: true }}
          messages={refused?.key === 'new' ? refused.messages : {}}
          csrf={csrf}
          locale={locale}
          submit={f('addField')}
        />
      </>
    ),
  };
}
