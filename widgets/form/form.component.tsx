import {
  type ChangeEvent,
  createContext,
  type FormEvent,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import { toLocale } from '../../src/contract/locales';
import {
  checkEntry,
  type FieldValues,
  type FormFieldItem,
  type FormItem,
  initialValues,
  valuesFromPairs,
} from '../../src/domain/forms';
import { formsTexts } from '../../src/i18n/forms';
import { validationTexts } from '../../src/i18n/validation';
import { FormApiError, fetchForm, sendEntry, type TempFile, uploadFile } from '../../src/state/form';
import { FormView, fileSize } from '../../src/views/form';
import { type ElementProps, hostOf } from '../shared/define';
import styles from './form.styles.css';

export interface FormProps extends ElementProps {
  formId?: string;
  locale?: string;
  apiBase?: string;
}

/** A file field's upload: on its way (percent), or done. */
type Upload =
  | { state: 'uploading'; name: string; percent: number; abort: () => void }
  | { state: 'done'; file: TempFile };

interface Uploads {
  uploads: Record<string, Upload | undefined>;
  start: (field: FormFieldItem, file: File, input: HTMLInputElement) => void;
  remove: (field: FormFieldItem) => void;
  announce: string;
  locale: 'de' | 'en';
}
const UploadsContext = createContext<Uploads | null>(null);

/** The file field's control: choose (uploads at once, with progress), the uploaded file and its remove button. */
function FileControl({
  field,
  id,
  describedBy,
}: {
  field: FormFieldItem;
  id: string;
  describedBy: string | undefined;
}) {
  const context = useContext(UploadsContext);
  if (!context) return null;
  const f = formsTexts(context.locale);
  const upload = context.uploads[field.slug];
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (file) context.start(field, file, event.currentTarget);
  };
  return (
    <div className="file">
      {upload?.state === 'done' ? (
        <p className="file__done">
          <input type="hidden" name={field.slug} value={upload.file.id} />
          <span>
            {f('file.uploaded', { name: upload.file.name, size: fileSize(upload.file.size, context.locale) })}
          </span>{' '}
          <button
            type="button"
            id={id}
            className="file__remove"
            part="file-remove"
            onClick={() => context.remove(field)}
          >
            {f('file.remove')}
            {/* Which file, for screen readers; the visible words stay the start of the name. */}
            <span className="visually-hidden"> ({upload.file.name})</span>
          </button>
        </p>
      ) : (
        <input
          id={id}
          type="file"
          accept=".pdf,.jpg,.jpeg,.png,.webp,.docx"
          aria-describedby={[describedBy, `${id}-hint`].filter(Boolean).join(' ')}
          disabled={upload?.state === 'uploading'}
          onChange={onChange}
        />
      )}
      {upload?.state === 'uploading' ? (
        <p className="file__progress">
          <progress
            max={100}
            value={upload.percent}
            aria-label={f('file.uploading', { name: upload.name, percent: upload.percent })}
          />
        </p>
      ) : null}
      <p className="foyer-form__help" id={`${id}-hint`}>
        {f('file.hint')}
      </p>
    </div>
  );
}

/** Pairs of a form, without the token and without file inputs (their hidden ids are kept). */
const pairsOf = (form: HTMLFormElement): Array<[string, string]> =>
  [...new FormData(form).entries()].flatMap(
    ([name, value]): Array<[string, string]> =>
      name === 'csrfmiddlewaretoken' || typeof value !== 'string' ? [] : [[name, value]],
  );

/**
 * `<foyer-form>`: a venue's form, drawn with the form page's own view (src/views/form.tsx), checked
 * with the server's schema (src/domain/forms.ts) before sending, sent as JSON with the CSRF header;
 * file fields upload at once with progress and can be removed. Errors are summarised in an alert
 * that takes the focus, each linked to its field; the confirmation replaces the form and takes
 * the focus. Spec: frame §3 Form, §5, §7; issue 17.
 */
export function FormElement({ formId = '', locale: rawLocale = 'de', apiBase, container }: FormProps) {
  const locale = toLocale(rawLocale);
  const f = formsTexts(locale);
  const [form, setForm] = useState<FormItem | null>(null);
  const [values, setValues] = useState<FieldValues>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [uploads, setUploads] = useState<Record<string, Upload | undefined>>({});
  const [announce, setAnnounce] = useState('');
  const [sending, setSending] = useState(false);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const summary = useRef<HTMLDivElement | null>(null);
  const done = useRef<HTMLDivElement | null>(null);
  const focusSummary = useRef(false);

  useEffect(() => {
    let live = true;
    fetchForm(formId, locale, apiBase)
      .then((loaded) => {
        if (!live) return;
        // What a visitor typed into the server's form before the script ran is kept.
        const fallback = hostOf(container)?.querySelector('form');
        setValues(fallback ? valuesFromPairs(loaded, pairsOf(fallback)) : initialValues(loaded));
        setForm(loaded);
      })
      .catch(() => {
        // The server's form stays on show (it works without this element).
      });
    return () => {
      live = false;
    };
  }, [formId, locale, apiBase, container]);

  useEffect(() => {
    if (focusSummary.current && summary.current) {
      focusSummary.current = false;
      summary.current.focus();
    }
  });
  useEffect(() => {
    if (confirmation !== null) done.current?.focus();
  }, [confirmation]);

  const root = container instanceof ShadowRoot ? container : null;
  const focusField = (id: string) => {
    const target = root?.getElementById(id);
    const input = target?.localName === 'fieldset' ? target.querySelector('input') : target;
    (input ?? target)?.focus();
  };

  const showErrors = (fields: Record<string, string>) => {
    setErrors(fields);
    focusSummary.current = true;
  };

  const uploadsContext: Uploads = {
    uploads,
    announce,
    locale,
    start: (field, file, input) => {
      setErrors(({ [field.slug]: _removed, ...rest }) => rest);
      const { done: finished, abort } = uploadFile(
        file,
        locale,
        (percent) => {
          setUploads((all) => ({
            ...all,
            [field.slug]: { state: 'uploading', name: file.name, percent, abort },
          }));
        },
        apiBase,
      );
      setUploads((all) => ({
        ...all,
        [field.slug]: { state: 'uploading', name: file.name, percent: 0, abort },
      }));
      setAnnounce(f('file.uploading', { name: file.name, percent: 0 }));
      finished
        .then((stored) => {
          setUploads((all) => ({ ...all, [field.slug]: { state: 'done', file: stored } }));
          setAnnounce(f('file.uploaded', { name: stored.name, size: fileSize(stored.size, locale) }));
        })
        .catch((error: unknown) => {
          input.value = '';
          setUploads((all) => ({ ...all, [field.slug]: undefined }));
          const message =
            error instanceof FormApiError && error.status === 429
              ? f('tooMany')
              : error instanceof FormApiError && error.message
                ? error.message
                : f('file.failed');
          setErrors((all) => ({ ...all, [field.slug]: message }));
          setAnnounce(message);
        });
    },
    remove: (field) => {
      setUploads((all) => ({ ...all, [field.slug]: undefined }));
      setAnnounce(f('file.removed'));
      // The file input takes the button's place (and its id): focus it there.
      requestAnimationFrame(() => focusField(`form-${form?.id}-${field.slug}`));
    },
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form || sending) return;
    const sent = valuesFromPairs(form, pairsOf(event.currentTarget));
    setValues(sent);
    const v = validationTexts(locale);
    const messages = {
      required: v('required'),
      invalidEmail: v('invalidEmail'),
      invalid: v('invalid'),
      tooLong: (max: number) => v('tooLong', { max }),
    };
    const checked = checkEntry(form, sent, messages);
    if (!checked.ok) return showErrors(checked.fields);
    if (Object.values(uploads).some((upload) => upload?.state === 'uploading')) return;
    setSending(true);
    sendEntry(form.id, checked.values, locale, apiBase)
      .then((text) => setConfirmation(text || `<p>${f('sent')}</p>`))
      .catch((error: unknown) => {
        if (error instanceof FormApiError && Object.keys(error.fields).length > 0)
          return showErrors(error.fields);
        const message = error instanceof FormApiError && error.status === 429 ? f('tooMany') : f('failed');
        showErrors({ form: message });
      })
      .finally(() => setSending(false));
  };

  // Until the form is loaded the server's form stays on show (no empty box, no layout shift).
  if (!form) return <slot />;
  return (
    <div className="base" part="base">
      <style>{styles}</style>
      {confirmation !== null ? (
        // The confirmation is the venue's sanitised rich text (stored sanitised by the admin).
        <div className="foyer-form__sent" part="confirmation" role="status" tabIndex={-1} ref={done}>
          <div dangerouslySetInnerHTML={{ __html: confirmation }} />
        </div>
      ) : (
        <UploadsContext.Provider value={uploadsContext}>
          <FormView
            form={form}
            locale={locale}
            values={values}
            errors={errors}
            action={form.url}
            FileControl={FileControl}
            onSubmit={onSubmit}
            sending={sending}
            onSummaryLink={focusField}
            summaryRef={(node) => {
              summary.current = node;
            }}
          />
          <p className="visually-hidden" aria-live="polite">
            {announce}
          </p>
        </UploadsContext.Provider>
      )}
    </div>
  );
}
