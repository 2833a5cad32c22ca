import type { FieldSpec } from '../../../src/contract/admin-records';
import type { Locale } from '../../../src/contract/common';
import { adminTexts } from '../../../src/i18n/admin';
import type { ArticleRecord } from '../../db/articles/articles-admin.repository';
import { berlinInputValue } from '../../db/events/venue-time';
import type { Localised } from '../../db/schema';
import { FieldInputs } from './field-inputs';
import {
  CheckboxInput,
  Field,
  type Fields,
  RichTextArea,
  TextArea,
  TextInput,
  type Values,
} from './form-controls';
import type { Options } from './record-pages';

type InputLabel =
  | 'field.titleDe'
  | 'field.titleEn'
  | 'field.slugDe'
  | 'field.slugEn'
  | 'field.prelineDe'
  | 'field.prelineEn'
  | 'field.author'
  | 'field.imageUrl'
  | 'field.imageAltDe'
  | 'field.imageAltEn';

/** A date and time in Berlin local time, as the new event's start (`datetime-local`). */
function DateTimeInput(props: {
  name: string;
  label: string;
  values: Values;
  fields: Fields;
  required?: boolean;
}) {
  const { name, required = false } = props;
  return (
    <Field name={name} label={props.label} fields={props.fields} required={required}>
      {(control) => (
        <input
          {...control}
          type="datetime-local"
          defaultValue={String(props.values[name] ?? '')}
          required={required}
        />
      )}
    </Field>
  );
}

/**
 * The change form of a magazine article (issue 15; src/contract/admin.ts `articleChangeSchema`,
 * `articleCreateSchema`): a new one's publication date may stay empty (now).
 */
export function ArticleInputs(props: {
  values: Values;
  fields: Fields;
  locale: Locale;
  options: Options;
  create?: boolean;
}) {
  const { values, fields } = props;
  const a = adminTexts(props.locale);
  const rich = { values, fields, locale: props.locale };
  const input = (name: string, label: InputLabel, required = false, hint?: string) => (
    <TextInput name={name} label={a(label)} values={values} fields={fields} required={required} hint={hint} />
  );
  return (
    <>
      {input('name_de', 'field.titleDe', true)}
      {input('name_en', 'field.titleEn')}
      {input('slug_de', 'field.slugDe', false, a('hint.slugFromName', { field: a('field.titleDe') }))}
      {input('slug_en', 'field.slugEn', false, a('hint.slugEnFromName', { field: a('field.titleEn') }))}
      {input('preline_de', 'field.prelineDe')}
      {input('preline_en', 'field.prelineEn')}
      {input('author', 'field.author')}
      <TextArea name="subtitle_de" label={a('field.teaserDe')} values={values} fields={fields} />
      <TextArea name="subtitle_en" label={a('field.teaserEn')} values={values} fields={fields} />
      <RichTextArea name="description_de" label={a('field.bodyDe')} {...rich} />
      <RichTextArea name="description_en" label={a('field.bodyEn')} {...rich} />
      <FieldInputs
        specs={ARTICLE_TERMS}
        values={values}
        fields={fields}
        locale={props.locale}
        options={props.options}
      />
      {input('image_url', 'field.imageUrl')}
      {input('image_alt_de', 'field.imageAltDe')}
      {input('image_alt_en', 'field.imageAltEn')}
      <DateTimeInput
        name="publication_date"
        label={a(props.create ? 'field.publicationDateNew' : 'field.publicationDate')}
        values={values}
        fields={fields}
        required={!props.create}
      />
      <DateTimeInput name="online_from" label={a('field.onlineFrom')} values={values} fields={fields} />
      <DateTimeInput name="online_to" label={a('field.onlineTo')} values={values} fields={fields} />
      <CheckboxInput name="is_online" label={a('field.online')} values={values} fields={fields} />
    </>
  );
}

/** A new article's form: the change form, its publication date optional. */
export const NewArticleInputs = (props: {
  values: Values;
  fields: Fields;
  locale: Locale;
  options: Options;
}) => <ArticleInputs {...props} create />;

/** The article's category (a select list) and topics (checkboxes), chosen from the stored ones. */
const ARTICLE_TERMS = [
  { name: 'category_id', kind: 'reference', label: 'field.category' },
  { name: 'tags', kind: 'links', label: 'field.topics' },
] as const satisfies readonly FieldSpec[];

/** The form's values of a stored article. */
export function articleValues(row: ArticleRecord): Values {
  const pair = (prefix: string, value: Localised | null) => ({
    [`${prefix}_de`]: value?.de ?? '',
    [`${prefix}_en`]: value?.en ?? '',
  });
  return {
    ...pair('name', row.title),
    ...pair('slug', row.slug),
    ...pair('preline', row.preline),
    ...pair('subtitle', row.teaser_text),
    ...pair('description', row.body),
    author: row.author,
    is_online: row.is_online,
    publication_date: berlinInputValue(row.publication_date),
    online_from: berlinInputValue(row.online_from),
    online_to: berlinInputValue(row.online_to),
    image_url: row.image?.url ?? '',
    image_alt_de: row.image?.alt.de ?? '',
    image_alt_en: row.image?.alt.en ?? '',
    category_id: row.category_id === null ? '' : String(row.category_id),
    tags: (typeof row.tags === 'string' ? (JSON.parse(row.tags) as number[]) : row.tags).map(String),
  };
}

/** The change form of a magazine category or topic: names and slugs. */
export function TermInputs(props: { values: Values; fields: Fields; locale: Locale }) {
  const { values, fields } = props;
  const a = adminTexts(props.locale);
  return (
    <>
      <TextInput name="name_de" label={a('field.nameDe')} values={values} fields={fields} required />
      <TextInput name="name_en" label={a('field.nameEn')} values={values} fields={fields} />
      <TextInput
        name="slug_de"
        label={a('field.slugDe')}
        values={values}
        fields={fields}
        hint={a('hint.slugFromName', { field: a('field.nameDe') })}
      />
      <TextInput
        name="slug_en"
        label={a('field.slugEn')}
        values={values}
        fields={fields}
        hint={a('hint.slugEnFromName', { field: a('field.nameEn') })}
      />
    </>
  );
}

/** The form's values of a stored category or topic. */
export const termValues = (row: { name: Localised; slug: Localised }): Values => ({
  name_de: row.name.de,
  name_en: row.name.en ?? '',
  slug_de: row.slug.de,
  slug_en: row.slug.en ?? '',
});
