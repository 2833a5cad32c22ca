import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { lazy, Suspense, useId, useState } from 'react';
import type { Locale } from '../../src/contract/common';
import { now } from '../../src/domain/clock';
import type { EditorTexts } from '../../src/i18n/editor';
import { modulesTexts } from '../../src/i18n/modules';
import type { ImageObject } from '../../src/modules/image';
import { moduleDefinition, moduleTypeName } from '../../src/modules/registry';
import type { BaseModule, FieldSpec, ModuleDefinition } from '../../src/modules/types';
import { EventFinder } from './event-finder';
import { Finder } from './finder';
import { ImageEdit } from './image-edit';
import { RecordsField } from './record-finder';

/**
 * The rich text editor (Tiptap, ProseMirror: most of the editor's code by weight) is fetched
 * when a form first shows a rich text field, not with the editor (issue 19 budget: the staff
 * editor's first load ≤ 220 KB gzipped; docs/decisions/0107-editor-first-load.md).
 */
const RichText = lazy(() => import('./rich-text').then((module) => ({ default: module.RichText })));

dayjs.extend(utc);
dayjs.extend(timezone);

/** Date-times are entered in the theatre's time zone (spec: programme §9, frame §4 visibility). */
const ZONE = 'Europe/Berlin';

export type ModuleValue = Record<string, unknown> & { id?: string; type: string };
export type FieldErrors = Record<string, string>;

/** Every module can be scheduled (spec: frame §4 Module visibility), so every form offers it. */
const SCHEDULE_FIELDS: readonly FieldSpec[] = [
  { name: 'online_from', kind: 'datetime', label: 'visibleFrom' },
  { name: 'online_to', kind: 'datetime', label: 'visibleUntil' },
];

/** The fields of a form: the registry's, a style choice when the type offers styles, the schedule. */
export function formFields(definition: ModuleDefinition<BaseModule>): FieldSpec[] {
  const fields = [...definition.fields];
  const names = new Set(fields.map((field) => field.name));
  if (definition.styles?.length && !names.has('extra_class'))
    fields.push({
      name: 'extra_class',
      kind: 'select',
      label: 'styleChoice',
      options: [{ value: '', label: 'defaultStyle' }, ...definition.styles],
    });
  for (const field of SCHEDULE_FIELDS) if (!names.has(field.name)) fields.push(field);
  return fields;
}

/** A new module of a type, with the defaults its schema declares (e.g. image list format). */
export function newModule(type: string): ModuleValue {
  const definition = moduleDefinition(type);
  const value: ModuleValue = { id: crypto.randomUUID(), type };
  if (!definition) return value;
  const shape = (definition.schema as unknown as { shape?: Record<string, SafeParser> }).shape ?? {};
  for (const field of formFields(definition)) {
    const parsed = shape[field.name]?.safeParse(undefined);
    if (field.default !== undefined)
      value[field.name] =
        field.kind === 'datetime' && field.default === 'now' ? dayjs(now()).tz(ZONE).format() : field.default;
    else if (parsed?.success && parsed.data !== undefined) value[field.name] = parsed.data;
    else if (field.kind === 'children') value[field.name] = [];
    else if (field.kind === 'url' && field.required) value[field.name] = 'https://';
  }
  return value;
}
interface SafeParser {
  safeParse(input: unknown): { success: boolean; data?: unknown };
}

export function toLocalInput(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.tz(ZONE).format('YYYY-MM-DDTHH:mm') : '';
}

export function fromLocalInput(value: string): string {
  return value ? dayjs.tz(value, ZONE).format() : '';
}

/** The form of one module (and, recursively, of its children). */
export function ModuleFields({
  value,
  onChange,
  errors,
  path = '',
  locale,
  t,
}: {
  value: ModuleValue;
  onChange: (value: ModuleValue) => void;
  errors: FieldErrors;
  path?: string;
  locale: Locale;
  t: EditorTexts;
}) {
  const definition = moduleDefinition(value.type);
  if (!definition) return null;
  return (
    <div className="fields">
      {formFields(definition).map((field) => (
        <Field
          key={field.name}
          field={field}
          value={value[field.name]}
          onChange={(next) => onChange({ ...value, [field.name]: next })}
          errors={errors}
          path={path ? `${path}.${field.name}` : field.name}
          locale={locale}
          t={t}
          module={value}
          onModuleChange={onChange}
        />
      ))}
    </div>
  );
}

function Field({
  field,
  value,
  onChange,
  errors,
  path,
  locale,
  t,
  module,
  onModuleChange,
}: {
  field: FieldSpec;
  value: unknown;
  onChange: (value: unknown) => void;
  errors: FieldErrors;
  path: string;
  locale: Locale;
  t: EditorTexts;
  /** The whole module: the image edit popup writes its image object and caption beside the URL. */
  module: ModuleValue;
  onModuleChange: (value: ModuleValue) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const error =
    errors[path] ??
    (field.kind === 'image'
      ? Object.entries(errors).find(([key]) => key.startsWith(`${path}_obj.`))?.[1]
      : undefined);
  const m = modulesTexts(locale);
  const label = m(field.label);
  const [finder, setFinder] = useState<
    'images' | 'links' | 'events' | 'venues' | 'audio' | 'video' | 'image-edit' | null
  >(null);
  const closeFinder = () => setFinder(null);
  const finderDialog =
    finder === 'events' ? (
      <EventFinder t={t} locale={locale} onPick={(url) => onChange(url)} onClose={closeFinder} />
    ) : finder === 'images' || finder === 'links' || finder === 'audio' || finder === 'video' ? (
      <Finder kind={finder} t={t} onPick={(url) => onChange(url)} onClose={closeFinder} />
    ) : finder === 'venues' ? (
      <Finder
        kind="venues"
        t={t}
        onPick={(id) => onChange(id ? Number(id) : undefined)}
        onClose={closeFinder}
      />
    ) : null;
  const help = [
    field.help ? m(field.help) : '',
    field.providers?.length ? `${t('allowedProviders')}: ${field.providers.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const describedBy = [help ? helpId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: path,
    'aria-invalid': error ? ('true' as const) : undefined,
    'aria-describedby': describedBy,
    'aria-required': field.required ? ('true' as const) : undefined,
    placeholder: field.placeholder,
  };
  const text = typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
  let control: React.ReactNode;
  switch (field.kind) {
    case 'textarea':
      control = <textarea {...common} rows={4} value={text} onChange={(e) => onChange(e.target.value)} />;
      break;
    case 'code':
    case 'embed':
      control = (
        <textarea
          {...common}
          className="code"
          rows={6}
          spellCheck={false}
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      );
      break;
    case 'richtext':
      control = (
        <Suspense
          fallback={
            <p className="rich-text-loading" role="status">
              {t('loading')}
            </p>
          }
        >
          <RichText
            value={text}
            onChange={onChange}
            labelId={`${id}-label`}
            describedBy={describedBy}
            invalid={Boolean(error)}
            controls={field.controls}
            t={t}
            locale={locale}
            contentLocale={locale}
          />
        </Suspense>
      );
      break;
    case 'tags':
      // Short strings (category slugs), entered comma-separated.
      control = (
        <input
          {...common}
          type="text"
          value={Array.isArray(value) ? value.join(', ') : text}
          onChange={(e) =>
            onChange(
              e.target.value
                .split(',')
                .map((entry) => entry.trim())
                .filter(Boolean),
            )
          }
        />
      );
      break;
    case 'records':
      control = (
        <RecordsField
          kind={field.recordFinder ?? 'articles'}
          locale={locale}
          value={value}
          onChange={onChange}
          labelId={`${id}-label`}
          describedBy={describedBy}
        />
      );
      break;
    case 'url':
      // Links default to https:// (spec: frame §5).
      control = (
        <div className="finder-field">
          <input
            {...common}
            type="url"
            inputMode="url"
            value={text}
            placeholder="https://"
            onFocus={() => {
              if (!text) onChange('https://');
            }}
            onBlur={() => {
              if (text === 'https://') onChange('');
            }}
            onChange={(e) => onChange(e.target.value)}
          />
          {field.finder === false ? null : (
            <>
              <button type="button" onClick={() => setFinder('links')}>
                {t('chooseLink', { field: label })}
              </button>
              <button type="button" onClick={() => setFinder('events')}>
                {t('chooseEvent', { field: label })}
              </button>
            </>
          )}
          {finderDialog}
        </div>
      );
      break;
    case 'image':
    case 'file':
      control = (
        <div className="image-field">
          <input
            {...common}
            type="text"
            value={text}
            placeholder="/media/…"
            onChange={(e) => onChange(e.target.value)}
          />
          {field.kind === 'image' ? (
            <button type="button" onClick={() => setFinder('images')}>
              {t('chooseImage', { field: label })}
            </button>
          ) : null}
          {field.kind === 'file' && libraryKind(field.accept) ? (
            <button type="button" onClick={() => setFinder(libraryKind(field.accept) ?? null)}>
              {t('chooseFile', { field: label })}
            </button>
          ) : null}
          {field.kind === 'image' && field.imageEdit && text ? (
            <button type="button" onClick={() => setFinder('image-edit')}>
              {t('imageEdit')}
            </button>
          ) : null}
          {field.kind === 'image' && text ? <img src={text} alt="" className="image-field__preview" /> : null}
          {field.kind === 'image' && field.imageEdit && text ? (
            <ImageSummary object={module[`${field.name}_obj`] as ImageObject | undefined} t={t} />
          ) : null}
          {finderDialog}
          {finder === 'image-edit' ? (
            <ImageEdit
              src={text}
              object={module[`${field.name}_obj`] as ImageObject | undefined}
              caption={captionOf(module, locale)}
              t={t}
              locale={locale}
              onApply={(object, caption) =>
                onModuleChange({
                  ...module,
                  [`${field.name}_obj`]: object,
                  ...(caption === undefined ? {} : { description: caption }),
                })
              }
              onClose={closeFinder}
            />
          ) : null}
        </div>
      );
      break;
    case 'select':
      control = (
        <select {...common} value={text} onChange={(e) => onChange(e.target.value)}>
          {(field.required && text) || field.options?.some((option) => option.value === '') ? null : (
            <option value="">–</option>
          )}
          {(field.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label ? m(option.label) : option.value}
            </option>
          ))}
        </select>
      );
      break;
    case 'boolean':
      return (
        <div className="field field--boolean">
          <input
            {...common}
            type="checkbox"
            checked={value === true}
            onChange={(e) => onChange(e.target.checked)}
          />
          <label htmlFor={id} id={`${id}-label`}>
            {label}
          </label>
          {error ? (
            <p className="field__error" id={errorId}>
              {error}
            </p>
          ) : null}
        </div>
      );
    case 'datetime':
      control = (
        <input
          {...common}
          type="datetime-local"
          value={toLocalInput(value)}
          onChange={(e) => onChange(fromLocalInput(e.target.value))}
        />
      );
      break;
    case 'number':
      control = (
        <input
          {...common}
          type="number"
          min={field.min}
          max={field.max}
          value={text}
          onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
        />
      );
      if (field.picker === 'venues')
        control = (
          <div className="finder-field">
            {control}
            <button type="button" onClick={() => setFinder('venues')}>
              {t('chooseVenue', { field: label })}
            </button>
            {finderDialog}
          </div>
        );
      break;
    case 'children':
      return (
        <ChildrenField
          field={field}
          items={Array.isArray(value) ? (value as ModuleValue[]) : []}
          onChange={onChange}
          errors={errors}
          path={path}
          locale={locale}
          t={t}
          error={error}
        />
      );
    default:
      control = <input {...common} type="text" value={text} onChange={(e) => onChange(e.target.value)} />;
  }
  return (
    <div className={`field field--${field.kind}${error ? ' field--invalid' : ''}`}>
      <label
        htmlFor={field.kind === 'richtext' || field.kind === 'records' ? undefined : id}
        id={`${id}-label`}
        className="field__label"
      >
        {label}
        {field.required ? <span className="field__required"> ({t('required')})</span> : null}
      </label>
      {control}
      {help ? (
        <p className="field__help" id={helpId}>
          {help}
        </p>
      ) : null}
      {field.maxLength && typeof value === 'string' ? (
        <p className={`field__counter${value.length > field.maxLength ? ' field__counter--over' : ''}`}>
          {t('characters', { n: value.length, max: field.maxLength })}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A list of nested modules (teaser items, images, FAQ items…): add, edit in place, reorder, remove. */
function ChildrenField({
  field,
  items,
  onChange,
  errors,
  path,
  locale,
  t,
  error,
}: {
  field: FieldSpec;
  items: ModuleValue[];
  onChange: (value: unknown) => void;
  errors: FieldErrors;
  path: string;
  locale: Locale;
  t: EditorTexts;
  error?: string;
}) {
  const types = field.childTypes ?? [];
  const nameOf = (type: string) => moduleTypeName(type, locale);
  const move = (from: number, to: number) => {
    const next = [...items];
    const [item] = next.splice(from, 1);
    if (item) next.splice(to, 0, item);
    onChange(next);
  };
  return (
    <fieldset className="field field--children">
      <legend className="field__label">{modulesTexts(locale)(field.label)}</legend>
      {error ? <p className="field__error">{error}</p> : null}
      <ol className="children">
        {items.map((item, index) => (
          <li key={item.id ?? index} className="children__item">
            <fieldset>
              <legend>{t('child', { name: nameOf(item.type), n: index + 1 })}</legend>
              <ModuleFields
                value={item}
                onChange={(next) => onChange(items.map((entry, i) => (i === index ? next : entry)))}
                errors={errors}
                path={`${path}.${index}`}
                locale={locale}
                t={t}
              />
              <div className="children__actions">
                <button type="button" disabled={index === 0} onClick={() => move(index, index - 1)}>
                  {t('moveUp')}
                </button>
                <button
                  type="button"
                  disabled={index === items.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  {t('moveDown')}
                </button>
                <button type="button" onClick={() => onChange(items.filter((_, i) => i !== index))}>
                  {t('removeChild', { n: index + 1 })}
                </button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <div className="children__add">
        {types.map((type) => (
          <button
            key={type}
            type="button"
            disabled={field.maxItems !== undefined && items.length >= field.maxItems}
            onClick={() => onChange([...items, newModule(type)])}
          >
            {t('addChild', { name: nameOf(type) })}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** The module's caption field for the image edit popup: a `description` textarea, when it has one. */
function captionOf(module: ModuleValue, locale: Locale) {
  const field = moduleDefinition(module.type)?.fields.find(
    (entry) => entry.name === 'description' && entry.kind === 'textarea',
  );
  if (!field) return undefined;
  return {
    label: modulesTexts(locale)(field.label),
    value: typeof module.description === 'string' ? module.description : '',
    maxLength: field.maxLength ?? 1000,
  };
}

/** What the image edit popup stored, in a line under the preview: alt text, decorative, focal point. */
function ImageSummary({ object, t }: { object: ImageObject | undefined; t: EditorTexts }) {
  const alt = object?.decorative
    ? t('decorativeShort')
    : object?.alt
      ? `${t('altText')}: ${object.alt}`
      : t('altMissing');
  const point = object?.focal_point
    ? ` · ${t('focalAt', { x: object.focal_point.x, y: object.focal_point.y })}`
    : '';
  return (
    <p
      className={`image-field__summary${!object?.decorative && !object?.alt ? ' image-field__summary--missing' : ''}`}
    >
      {alt}
      {point}
    </p>
  );
}

/** The media library's kind a file field takes (its `accept`), if it is audio or video. */
function libraryKind(accept: string | undefined): 'audio' | 'video' | undefined {
  if (accept?.startsWith('audio/')) return 'audio';
  if (accept?.startsWith('video/')) return 'video';
  return undefined;
}
