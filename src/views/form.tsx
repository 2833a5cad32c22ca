import type { FormEvent, ReactNode } from 'react';
import type { Locale } from '../contract/common';
import {
  CHOICE_TYPES,
  FIELD_TYPE,
  type FieldValue,
  type FieldValues,
  type FormFieldItem,
  type FormItem,
  HONEYPOT_TYPE,
  MAX_LINE,
  MAX_TEXT,
  MULTI_TYPES,
} from '../domain/forms';
import { formsTexts } from '../i18n/forms';

/** An uploaded file shown in its field (a page re-rendered after an error keeps it). */
export interface ShownFile {
  id: string;
  name: string;
  size: number;
}

export interface FormViewProps {
  form: FormItem;
  locale: Locale;
  /** The values to show (the fields' initial values, or what was sent). */
  values: FieldValues;
  /** A message per field slug (and `form` for the whole form). */
  errors: Record<string, string>;
  /** Where a form without JavaScript posts (the page itself). */
  action: string;
  /** The CSRF token, sent as a field by the form without JavaScript. */
  csrf?: string;
  /** Files already uploaded, by field slug. */
  files?: Record<string, ShownFile | undefined>;
  /** The element's upload control in place of the plain file input. */
  FileControl?: (props: { field: FormFieldItem; id: string; describedBy: string | undefined }) => ReactNode;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** While sending: the button says so and is busy. */
  sending?: boolean;
  /** The element moves focus to the summary; its links then focus the fields. */
  onSummaryLink?: (id: string) => void;
  summaryRef?: (node: HTMLDivElement | null) => void;
}

/** The input's id: unique per form, also in a page with two forms. */
export const fieldId = (form: FormItem, field: Pick<FormFieldItem, 'slug'>) =>
  `form-${form.id}-${field.slug}`;

/** `12.3 KB` */
export function fileSize(bytes: number, locale: Locale): string {
  if (bytes < 1024) return `${bytes} B`;
  const kb = bytes / 1024;
  const [value, unit] = kb < 1024 ? [kb, 'KB'] : [kb / 1024, 'MB'];
  return `${value.toLocaleString(locale, { maximumFractionDigits: 1 })} ${unit}`;
}

const asText = (value: FieldValue | undefined) => (typeof value === 'string' ? value : '');
const asList = (value: FieldValue | undefined) => (Array.isArray(value) ? value : []);

const INPUT_TYPES: Partial<Record<number, string>> = {
  [FIELD_TYPE.singleLine]: 'text',
  [FIELD_TYPE.email]: 'email',
  [FIELD_TYPE.number]: 'text',
  [FIELD_TYPE.date]: 'date',
  [FIELD_TYPE.dateTime]: 'datetime-local',
  [FIELD_TYPE.url]: 'url',
};
const AUTOCOMPLETE: Record<string, string> = {
  email: 'email',
  name: 'name',
  vorname: 'given-name',
  first_name: 'given-name',
  nachname: 'family-name',
  last_name: 'family-name',
  phone: 'tel',
  telefon: 'tel',
};

/** One field: label, help text, control, message (spec: frame §3 Form; R-FORM-1). */
function Field(props: FormViewProps & { field: FormFieldItem }) {
  const { form, field, locale, values, errors, files } = props;
  const f = formsTexts(locale);
  const id = fieldId(form, field);
  const error = errors[field.slug];
  const helpId = field.help_text ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, helpId].filter(Boolean).join(' ') || undefined;
  const value = values[field.slug];
  const type = field.field_type;
  const common = {
    name: field.slug,
    'aria-describedby': describedBy,
    'aria-invalid': error ? (true as const) : undefined,
  };
  // The star for the eye, the word for screen readers (a group or file input has no aria-required).
  const mark = field.required ? (
    <>
      <span className="foyer-form__required" aria-hidden="true">
        {' *'}
      </span>
      <span className="visually-hidden"> ({f('required')})</span>
    </>
  ) : null;
  const help = field.help_text ? (
    <p className="foyer-form__help" id={helpId}>
      {field.help_text}
    </p>
  ) : null;
  const message = error ? (
    <p className="foyer-form__error" id={errorId}>
      {error}
    </p>
  ) : null;

  if (type === HONEYPOT_TYPE) {
    // Off screen and out of the tab order; people never fill it, robots do (spec: frame §3, §5).
    return (
      <div className="foyer-form__trap" aria-hidden="true">
        <label htmlFor={id}>{f('honeypot')}</label>
        <input id={id} name={field.slug} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    );
  }
  if (type === FIELD_TYPE.hidden)
    return <input type="hidden" name={field.slug} defaultValue={asText(value)} />;

  if (type === FIELD_TYPE.checkboxes || type === FIELD_TYPE.radio) {
    const multi = type === FIELD_TYPE.checkboxes;
    const chosen = multi ? asList(value) : [asText(value)];
    return (
      <fieldset
        className="foyer-form__field foyer-form__group"
        id={id}
        tabIndex={-1}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
      >
        <legend>
          {field.label}
          {mark}
        </legend>
        {help}
        {message}
        {field.choices.map((choice, index) => (
          <div className="foyer-form__choice" key={choice.value}>
            <input
              id={`${id}-${index}`}
              type={multi ? 'checkbox' : 'radio'}
              name={field.slug}
              value={choice.value}
              defaultChecked={chosen.includes(choice.value)}
            />
            <label htmlFor={`${id}-${index}`}>{choice.label}</label>
          </div>
        ))}
      </fieldset>
    );
  }

  let control: ReactNode;
  if (type === FIELD_TYPE.checkbox) {
    return (
      <div className="foyer-form__field foyer-form__choice foyer-form__single">
        <input
          id={id}
          type="checkbox"
          value="on"
          defaultChecked={value === true}
          aria-required={field.required ? true : undefined}
          {...common}
        />
        <label htmlFor={id}>
          {field.label}
          {mark}
        </label>
        {help}
        {message}
      </div>
    );
  }
  if (type === FIELD_TYPE.multiLine) {
    control = (
      <textarea
        id={id}
        rows={6}
        maxLength={MAX_TEXT}
        placeholder={field.placeholder_text || undefined}
        aria-required={field.required ? true : undefined}
        defaultValue={asText(value)}
        {...common}
      />
    );
  } else if (type === FIELD_TYPE.dropdown || type === FIELD_TYPE.multiSelect) {
    const multi = MULTI_TYPES.has(type);
    control = (
      <select
        id={id}
        multiple={multi}
        size={multi ? Math.min(6, field.choices.length) : undefined}
        aria-required={field.required ? true : undefined}
        defaultValue={multi ? asList(value) : asText(value)}
        {...common}
      >
        {multi ? null : <option value="">{field.placeholder_text || f('chooseOne')}</option>}
        {field.choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    );
  } else if (type === FIELD_TYPE.file) {
    const shown = files?.[field.slug];
    control = props.FileControl ? (
      <props.FileControl field={field} id={id} describedBy={describedBy} />
    ) : (
      <>
        {shown ? (
          <p className="foyer-form__file">
            <input type="hidden" name={field.slug} value={shown.id} />
            {f('file.uploaded', { name: shown.name, size: fileSize(shown.size, locale) })}
          </p>
        ) : null}
        <input id={id} type="file" accept=".pdf,.jpg,.jpeg,.png,.webp,.docx" {...common} />
        <p className="foyer-form__help">{f('file.hint')}</p>
      </>
    );
  } else {
    control = (
      <input
        id={id}
        type={INPUT_TYPES[type] ?? 'text'}
        inputMode={type === FIELD_TYPE.number ? 'decimal' : undefined}
        maxLength={MAX_LINE}
        placeholder={field.placeholder_text || undefined}
        autoComplete={AUTOCOMPLETE[field.slug]}
        aria-required={field.required ? true : undefined}
        defaultValue={asText(value)}
        {...common}
      />
    );
  }
  return (
    <div className="foyer-form__field">
      <label htmlFor={id}>
        {field.label}
        {mark}
      </label>
      {help}
      {message}
      {control}
    </div>
  );
}

/**
 * A line of the error summary: the field's label and its message, with a colon between unless
 * the label ends in its own punctuation ("Worum geht es? Dieses Feld …", not "es?: Dieses").
 */
export function summaryLine(label: string, message: string): string {
  const trimmed = label.trim();
  return /[?!.:…]$/.test(trimmed) ? `${trimmed} ${message}` : `${trimmed}: ${message}`;
}

/**
 * A venue's form (spec: frame §3 Form; issue 17): the error summary linking to each field, every
 * field with label, help text, placeholder and value, the honeypot, the send button. Drawn by the
 * form page (a plain POST, works without JavaScript) and by `<foyer-form>`, which submits it as JSON.
 */
export function FormView(props: FormViewProps) {
  const { form, locale, errors, action, csrf, sending } = props;
  const f = formsTexts(locale);
  const listed = form.fields.filter((field) => errors[field.slug] && field.field_type !== HONEYPOT_TYPE);
  const shown = form.fields.filter((field) => field.visible);
  const hasFile = shown.some((field) => field.field_type === FIELD_TYPE.file);
  const errorCount = listed.length + (errors.form ? 1 : 0);
  return (
    <form
      className="foyer-form"
      method="post"
      action={action}
      encType={hasFile ? 'multipart/form-data' : undefined}
      noValidate
      onSubmit={props.onSubmit}
      aria-busy={sending ? true : undefined}
    >
      <div className="foyer-form__summary-slot" ref={props.summaryRef} tabIndex={-1}>
        {errorCount > 0 ? (
          <div className="foyer-form__summary" role="alert">
            <p>{errorCount === 1 ? f('errorSummaryOne') : f('errorSummary', { count: errorCount })}</p>
            <ul>
              {errors.form ? <li>{errors.form}</li> : null}
              {listed.map((field) => (
                <li key={field.slug}>
                  <a
                    href={`#${fieldId(form, field)}`}
                    onClick={
                      props.onSummaryLink
                        ? (event) => {
                            event.preventDefault();
                            props.onSummaryLink?.(fieldId(form, field));
                          }
                        : undefined
                    }
                  >
                    {summaryLine(field.label, errors[field.slug] ?? '')}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      {shown.some((field) => field.required) ? <p className="foyer-form__note">{f('requiredNote')}</p> : null}
      {csrf ? <input type="hidden" name="csrfmiddlewaretoken" value={csrf} /> : null}
      {shown.map((field) => (
        <Field key={field.slug} {...props} field={field} />
      ))}
      <p className="foyer-form__actions">
        <button type="submit" className="foyer-form__send" aria-disabled={sending ? true : undefined}>
          {sending ? f('sending') : f('send')}
        </button>
      </p>
    </form>
  );
}

/** Whether a field type offers choices (for the admin's field editor). */
export const hasChoices = (fieldType: number) => CHOICE_TYPES.has(fieldType);
