import type { Locale } from '../../src/contract/common';
import type { EventImage } from '../../src/contract/events';
import { t } from '../../src/i18n';

/**
 * The ImageSlider section of an event or production detail page (spec: programme §2 detail
 * sections): its images at their large size, under a heading for screen readers.
 */
export function ImageSliderSection(props: {
  kind: 'event' | 'production';
  images: EventImage[];
  locale: Locale;
}) {
  if (props.images.length === 0) return null;
  return (
    <section className={`${props.kind}-section ${props.kind}-images`} data-section="ImageSlider">
      <h2 className="visually-hidden">{t(props.locale, 'programme.images')}</h2>
      {props.images.map((image) => (
        <img
          key={image.url}
          src={image.thumbnails.large}
          alt={image.alt}
          width={image.width}
          height={image.height}
        />
      ))}
    </section>
  );
}
