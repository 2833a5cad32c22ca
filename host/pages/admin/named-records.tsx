import type { Localised } from '../../db/schema';
import { CheckboxInput, type Fields, TextArea, TextInput, type Values } from './form-controls';

/**
 * Records with a name and a description (src/contract/admin.ts `namedChangeSchema`): productions
 * also have a subtitle and the online switch, series do not.
 */
export function NamedInputs(props: { values: Values; fields: Fields; subtitle: boolean; online: boolean }) {
  const { values, fields } = props;
  return (
    <>
      <TextInput name="name_de" label="Name (deutsch)" values={values} fields={fields} required />
      <TextInput name="name_en" label="Name (englisch)" values={values} fields={fields} />
      {props.subtitle ? (
        <>
          <TextInput name="subtitle_de" label="Untertitel (deutsch)" values={values} fields={fields} />
          <TextInput name="subtitle_en" label="Untertitel (englisch)" values={values} fields={fields} />
        </>
      ) : null}
      <TextArea name="description_de" label="Beschreibung (deutsch)" values={values} fields={fields} />
      <TextArea name="description_en" label="Beschreibung (englisch)" values={values} fields={fields} />
      {props.online ? (
        <CheckboxInput
          name="is_online"
          label="Online (für Besucher sichtbar)"
          values={values}
          fields={fields}
        />
      ) : null}
    </>
  );
}

export const ProductionInputs = (props: { values: Values; fields: Fields }) => (
  <NamedInputs {...props} subtitle online />
);
export const SeriesInputs = (props: { values: Values; fields: Fields }) => (
  <NamedInputs {...props} subtitle={false} online={false} />
);

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

type NamedItem = { id: number; name: Localised };

/** Records by name, each linked to its change page. */
function NameList(props: { path: string; items: NamedItem[] }) {
  return (
    <ul className="admin__list">
      {props.items.map((item) => (
        <li key={item.id}>
          <a href={`/admin/${props.path}/${item.id}/change/`}>{item.name.de}</a>
        </li>
      ))}
    </ul>
  );
}

export const ProductionList = (props: { items: NamedItem[] }) => <NameList path="productions" {...props} />;
export const SeriesList = (props: { items: NamedItem[] }) => <NameList path="series" {...props} />;
