import type { Locale } from '../../../src/contract/common';
import { adminTexts } from '../../../src/i18n/admin';
import { EventInputs } from './event-views';
import { type Fields, TextArea, TextInput, type Values } from './form-controls';
import { ProductionInputs } from './named-records';

type InputProps = { values: Values; fields: Fields; locale: Locale };

/** The detail sections' data on an event's or production's change page (issue 16). */
export function DetailInputs({ values, fields, locale }: InputProps) {
  const a = adminTexts(locale);
  return (
    <fieldset className="admin__details">
      <TextInput name="video_url" label={a('field.videoUrl')} values={values} fields={fields} />
      <TextArea name="contributors" label={a('field.contributors')} values={values} fields={fields} />
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
