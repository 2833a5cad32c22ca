import type { Locale } from '../../../src/contract/common';
import { adminTexts } from '../../../src/i18n/admin';
import { EventInputs } from './event-views';
import { type Fields, TextArea, TextInput, type Values } from './form-controls';
import { ProductionInputs } from './named-records';
import type { Options } from './record-pages';

type InputProps = { values: Values; fields: Fields; locale: Locale; options: Options };

/** Empty rows a change form offers for new contributors (save to get more). */
const NEW_ROWS = 3;

/**
 * The contributors as rows: from the stored lines (`id; role; role (en)`) or from a sent form,
 * whose rows arrive flat, three values to a row.
 */
export function contributorRows(value: unknown): string[][] {
  if (Array.isArray(value)) {
    const cells = value.map(String);
    return Array.from({ length: Math.ceil(cells.length / 3) }, (_, row) => cells.slice(row * 3, row * 3 + 3));
  }
  if (typeof value !== 'string') return [];
  return value
    .split(/\r?\n/)
    .filter((line) => line.trim())
    .map((line) => line.split(';').map((part) => part.trim()));
}

/**
 * Contributors: a row each, a person picked by name and the role in German and English, and
 * empty rows to add more. Plain HTML: every input of a row is named `contributors`
 * (src/contract/admin.ts reads them three to a row).
 */
function ContributorInputs({ values, fields, locale, options }: InputProps) {
  const a = adminTexts(locale);
  const error = fields.contributors;
  const people = options.contributors ?? [];
  const rows = [...contributorRows(values.contributors), ...Array.from({ length: NEW_ROWS }, () => [])];
  return (
    <fieldset
      className={error ? 'admin__rows admin__field--invalid' : 'admin__rows'}
      aria-describedby={
        error ? 'field-contributors-hint field-contributors-error' : 'field-contributors-hint'
      }
    >
      <legend>{a('field.contributorRows')}</legend>
      <p id="field-contributors-hint" className="admin__hint">
        {a('field.contributorRowsHint')}
      </p>
      {error ? (
        <p id="field-contributors-error" className="admin__field-error">
          {error}
        </p>
      ) : null}
      <table className="admin__row-table">
        <thead>
          <tr>
            <th scope="col">{a('field.contributorPerson')}</th>
            <th scope="col">{a('field.contributorRole')}</th>
            <th scope="col">{a('field.contributorRoleEn')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([person = '', role = '', roleEn = ''], index) => {
            const row = index + 1;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
              <tr key={index}>
                <td>
                  <select
                    name="contributors"
                    id={index === 0 ? 'field-contributors' : undefined}
                    aria-label={a('field.contributorPersonRow', { row })}
                    defaultValue={person}
                  >
                    <option value="">{a('list.none')}</option>
                    {people.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  <input
                    name="contributors"
                    defaultValue={role}
                    aria-label={a('field.contributorRoleRow', { row })}
                  />
                </td>
                <td>
                  <input
                    name="contributors"
                    defaultValue={roleEn}
                    aria-label={a('field.contributorRoleEnRow', { row })}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </fieldset>
  );
}

/** The detail sections' data on an event's or production's change page (issue 16). */
export function DetailInputs(props: InputProps) {
  const { values, fields, locale } = props;
  const a = adminTexts(locale);
  return (
    <fieldset className="admin__details">
      <TextInput name="video_url" label={a('field.videoUrl')} values={values} fields={fields} />
      <ContributorInputs {...props} />
      <TextArea name="works" label={a('field.works')} values={values} fields={fields} />
      <TextArea name="sponsors" label={a('field.sponsors')} values={values} fields={fields} />
    </fieldset>
  );
}

export const EventDetailInputs = (props: InputProps) => (
  <>
    <EventInputs {...props} />
    <DetailInputs {...props} />
  </>
);

export const ProductionDetailInputs = (props: InputProps) => (
  <>
    <ProductionInputs {...props} />
    <DetailInputs {...props} />
  </>
);
