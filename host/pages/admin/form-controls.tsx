import { createContext, type ReactNode, useContext } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { isLocale, type Locale } from '../../../src/contract/common';
import { t } from '../../../src/i18n';

/** Messages by field name (`form` for the whole form). */
export type Fields = Record<string, string>;
/** What a form shows in its inputs: a record's values or what was sent. */
export type Values = Record<string, unknown>;

/** Where the controls of a form put their labels while `fieldLabels` reads them (else nowhere). */
const LabelsRead = createContext<Map<string, string> | null>(null);

/**
 * A control's label, told to `fieldLabels` when it asks (rendering does nothing else with it): for
 * a control that `Field`, `CheckboxInput` or `FieldGroupLabel` does not draw.
 */
export function useFieldLabel(name: string, label: string): void {
  useContext(LabelsRead)?.set(name, label);
}

/**
 * The labels of a form's controls by field name, as the form shows them: the form is rendered
 * once more, aside, and each control (`Field`, `CheckboxInput`, `FieldGroupLabel` and the inputs
 * made of them) tells its label. So the error summary and the change log name a field by the label
 * its form gives it, whichever form that is, without a second list of labels to keep in step.
 */
export function fieldLabels(form: ReactNode): Record<string, string> {
  const labels = new Map<string, string>();
  renderToStaticMarkup(<LabelsRead.Provider value={labels}>{form}</LabelsRead.Provider>);
  return Object.fromEntries(labels);
}

/**
 * The labels a refused form's error summary names its fields by; none while nothing is refused.
 * Called beside the render (a route's view function), never inside one.
 */
export function labelsIfRefused(fields: Fields, form: ReactNode): Record<string, string> | undefined {
  const refused = Object.keys(fields).some((name) => name !== 'form' && name !== 'version');
  return refused ? fieldLabels(form) : undefined;
}

/** A group of controls under one name (a `fieldset` whose legend is its label). */
export function FieldGroupLabel(props: { name: string; label: string }) {
  useFieldLabel(props.name, props.label);
  return <legend>{props.label}</legend>;
}

/**
 * An admin change form: plain HTML that works without JavaScript, carrying the CSRF token and the
 * record's version (a save over someone else's change answers 409).
 */
export function ChangeForm(props: {
  action: string;
  csrf: string;
  /** The record's version; none on a create form. */
  version?: string;
  fields: Fields;
  /** The labels of the form's fields, for its error summary (`labelsIfRefused`). */
  labels?: Record<string, string>;
  notice?: string;
  viewUrl?: string;
  /** The record's delete confirmation page, if it may be deleted. */
  deleteUrl?: string;
  locale: Locale;
  children: ReactNode;
}) {
  const { locale } = props;
  return (
    <form method="post" action={props.action} className="admin__form" noValidate>
      {props.notice ? (
        <p className="admin__notice" role="status">
          {props.notice}
        </p>
      ) : null}
      <ErrorSummary fields={props.fields} labels={props.labels} locale={locale} />
      <input type="hidden" name="csrfmiddlewaretoken" value={props.csrf} />
      {props.version === undefined ? null : <input type="hidden" name="version" value={props.version} />}
      {props.children}
      <p className="admin__actions">
        <button type="submit" className="button-primary">
          {t(locale, 'admin.save')}
        </button>
        {props.viewUrl ? <a href={props.viewUrl}>{t(locale, 'admin.viewOnSite')}</a> : null}
        {props.deleteUrl ? (
          <a href={props.deleteUrl} className="admin__delete-link">
            {t(locale, 'admin.delete')}
          </a>
        ) : null}
      </p>
    </form>
  );
}

/**
 * The messages of a refused form at its top (WCAG 3.3.1, 3.3.3; the GOV.UK error summary): the
 * form's own message, else a list of the fields' messages, each naming its field by its label
 * ("Name (deutsch): Dieses Feld ist erforderlich.") and linked to its input. Focusable, so a
 * reader lands on it.
 */
export function ErrorSummary(props: {
  fields: Fields;
  /** The form's labels by field name (`fieldLabels`); a field without one is named by its message alone. */
  labels?: Record<string, string>;
  /** The id of a field's control, where it is not `Field`'s `field-{name}` (a form of a list's row). */
  controlId?: (name: string) => string;
  locale: Locale;
}) {
  const { form, version, ...byField } = props.fields;
  const entries = Object.entries(byField);
  if (!form && !version && entries.length === 0) return null;
  return (
    <div className="admin__error" role="alert" tabIndex={-1} id="error-summary">
      <p>{form ?? version ?? t(props.locale, 'admin.fixErrors')}</p>
      {entries.length > 0 ? (
        <ul>
          {entries.map(([name, message]) => (
            <li key={name}>
              <a href={`#${props.controlId?.(name) ?? `field-${name}`}`}>
                {props.labels?.[name]
                  ? t(props.locale, 'admin.errorFor', { field: props.labels[name], message })
                  : message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

interface ControlProps {
  id: string;
  name: string;
  'aria-invalid'?: 'true';
  'aria-describedby'?: string;
}

/** A labelled control with its hint and message, linked for screen readers. */
export function Field(props: {
  name: string;
  label: string;
  fields: Fields;
  required?: boolean;
  /** Said under the input (and to screen readers with it). */
  hint?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  useFieldLabel(props.name, props.label);
  const id = `field-${props.name}`;
  const error = props.fields[props.name];
  const described = [props.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <p className={error ? 'admin__field admin__field--invalid' : 'admin__field'}>
      <label htmlFor={id}>
        {props.label}
        {props.required ? ' *' : ''}
      </label>
      {props.children({
        id,
        name: props.name,
        ...(error ? { 'aria-invalid': 'true' } : {}),
        ...(described ? { 'aria-describedby': described } : {}),
      })}
      {props.hint ? (
        <span id={`${id}-hint`} className="admin__field-hint">
          {props.hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="admin__field-error">
          {error}
        </span>
      ) : null}
    </p>
  );
}

const text = (values: Values, name: string) =>
  typeof values[name] === 'string' ? (values[name] as string) : '';

export function TextInput(props: {
  name: string;
  label: string;
  values: Values;
  fields: Fields;
  required?: boolean;
  type?: 'text' | 'email' | 'password';
  hint?: string;
}) {
  return (
    <Field
      name={props.name}
      label={props.label}
      fields={props.fields}
      required={props.required}
      hint={props.hint}
    >
      {(control) => (
        <input
          {...control}
          type={props.type ?? 'text'}
          defaultValue={props.type === 'password' ? undefined : text(props.values, props.name)}
          required={props.required}
          autoComplete={props.type === 'password' ? 'new-password' : undefined}
        />
      )}
    </Field>
  );
}

export function TextArea(props: { name: string; label: string; values: Values; fields: Fields }) {
  return (
    <Field name={props.name} label={props.label} fields={props.fields}>
      {(control) => <textarea {...control} rows={6} defaultValue={text(props.values, props.name)} />}
    </Field>
  );
}

/**
 * The language of a bilingual field's text, by its name's suffix (`description_en`: English), so
 * the form marks it (WCAG 3.1.2 language of parts; spell checking); none for other fields.
 */
function textLanguage(name: string): Locale | undefined {
  const suffix = /_([a-z]{2})$/.exec(name)?.[1];
  return isLocale(suffix) ? suffix : undefined;
}

/**
 * A rich text field (bold, italic, links, lists; sanitised when stored): the textarea of its HTML,
 * which the form posts, inside `<foyer-rich-text-field>`, which draws the rich text editor in its
 * place and keeps it in step (decision 0173). Without JavaScript the textarea is the field. The
 * textarea carries its text's language (`lang`), by which the editor's link finders offer the
 * addresses of that language (`/en/…` in an English field), whatever the staff's `locale`.
 */
export function RichTextArea(props: {
  name: string;
  label: string;
  values: Values;
  fields: Fields;
  /** The staff's language (the editor's toolbar and popups). */
  locale: Locale;
}) {
  return (
    <Field name={props.name} label={props.label} fields={props.fields}>
      {(control) => (
        <foyer-rich-text-field locale={props.locale}>
          <textarea
            {...control}
            lang={textLanguage(props.name)}
            rows={6}
            defaultValue={text(props.values, props.name)}
          />
        </foyer-rich-text-field>
      )}
    </Field>
  );
}

export function CheckboxInput(props: { name: string; label: string; values: Values; fields: Fields }) {
  useFieldLabel(props.name, props.label);
  const value = props.values[props.name];
  const checked = value === true || value === 'on' || value === 'true';
  return (
    <p className="admin__field admin__field--check">
      <input
        id={`field-${props.name}`}
        type="checkbox"
        name={props.name}
        defaultChecked={checked}
        {...(props.fields[props.name]
          ? { 'aria-invalid': 'true' as const, 'aria-describedby': `field-${props.name}-error` }
          : {})}
      />{' '}
      <label htmlFor={`field-${props.name}`}>{props.label}</label>
      {props.fields[props.name] ? (
        <span id={`field-${props.name}-error`} className="admin__field-error">
          {props.fields[props.name]}
        </span>
      ) : null}
    </p>
  );
}
