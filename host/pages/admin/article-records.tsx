import type { FieldSpec } from '../../../src/contract/admin-records';
import type { Locale } from '../../../src/contract/common';
import { adminTexts } from '../../../src/i18n/admin';
import type { ArticleRecord } from '../../db/articles/articles-admin.repository';
import type { Localised } from '../../db/schema';
import { FieldInputs } from './field-inputs';
import { CheckboxInput, type Fields, TextArea, TextInput, type Values } from './form-controls';
import type { Options } from './record-pages';

type InputLabel =
  | 'field.titleDe'
  | 'field.titleEn'
  | 'field.slugDe'
  | 'field.slugEn'
  | 'field.prelineDe'
  | 'field.prelineEn'
  | 'field.author';

/** The change form of a magazine article (issue 15; src/contract/admin.ts `articleChangeSchema`). */
export function ArticleInputs(props: { values: Values; fields: Fields; locale: Locale; options: Options }) {
  const { values, fields } = props;
  const a = adminTexts(props.locale);
  const input = (name: string, label: InputLabel, required = false) => (
    <TextInput name={name} label={a(label)} values={values} fields={fields} required={required} />
  );
  return (
    <>
      {input('name_de', 'field.titleDe', true)}
      {input('name_en', 'field.titleEn')}
      {input('slug_de', 'field.slugDe', true)}
      {input('slug_en', 'field.slugEn')}
      {input('preline_de', 'field.prelineDe')}
      {input('preline_en', 'field.prelineEn')}
      {input('author', 'field.author')}
      <TextArea name="subtitle_de" label={a('field.teaserDe')} values={values} fields={fields} />
      <TextArea name="subtitle_en" label={a('field.teaserEn')} values={values} fields={fields} />
      <TextArea name="description_de" label={a('field.bodyDe')} values={values} fields={fields} />
      <TextArea name="description_en" label={a('field.bodyEn')} values={values} fields={fields} />
      <FieldInputs
        specs={ARTICLE_TERMS}
        values={values}
        fields={fields}
        locale={props.locale}
        options={props.options}
      />
      <CheckboxInput name="is_online" label={a('field.online')} values={values} fields={fields} />
    </>
  );
}

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
      <TextInput name="slug_de" label={a('field.slugDe')} values={values} fields={fields} required />
      <TextInput name="slug_en" label={a('field.slugEn')} values={values} fields={fields} />
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
