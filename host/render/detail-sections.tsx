import type { Locale } from '../../src/contract/common';
import type { Contributor, Sponsor, Work } from '../../src/contract/details';
import type { EventImage } from '../../src/contract/events';
import type { VenueDetail } from '../../src/contract/venues';
import { formatInstant } from '../../src/domain/date-format';
import { checkEmbed } from '../../src/domain/embeds';
import { t } from '../../src/i18n';
import { EmbedOf } from '../../src/modules/embed';
import { PersonCard } from '../../src/views/person-card';
import { VenueOpeningHours } from '../pages/venues/detail';

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

type Kind = 'event' | 'production';

/**
 * Contributors (spec: programme §2 detail sections; issue 16): the people with their roles,
 * each linking to the person's page. Nothing without contributors.
 */
export function ContributorsSection(props: { kind: Kind; contributors: Contributor[]; locale: Locale }) {
  if (props.contributors.length === 0) return null;
  return (
    <section
      className={`${props.kind}-section detail-contributors`}
      data-section="Contributors"
      aria-labelledby={`${props.kind}-contributors`}
    >
      <h2 id={`${props.kind}-contributors`}>{t(props.locale, 'details.contributors')}</h2>
      <ul className="person-grid person-grid--compact">
        {props.contributors.map((contributor) => (
          <li key={`${contributor.person_id}-${contributor.role}`}>
            <PersonCard
              person={{ ...contributor, function: '', portrait: contributor.portrait }}
              role={contributor.role}
              headingLevel={3}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Programs: the works performed, composer or author and title. Nothing without works. */
export function ProgramsSection(props: { kind: Kind; works: Work[]; locale: Locale }) {
  if (props.works.length === 0) return null;
  return (
    <section
      className={`${props.kind}-section detail-programs`}
      data-section="Programs"
      aria-labelledby={`${props.kind}-programs`}
    >
      <h2 id={`${props.kind}-programs`}>{t(props.locale, 'details.programs')}</h2>
      <ul className="work-list">
        {props.works.map((work) => (
          <li key={`${work.author}-${work.title}`}>
            {work.author ? <span className="work-author">{work.author}: </span> : null}
            <cite className="work-title">{work.title}</cite>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Sponsors or Promoter: logos (or names) with links. Nothing without entries of that kind. */
export function SponsorsSection(props: {
  kind: Kind;
  which: 'sponsor' | 'promoter';
  sponsors: Sponsor[];
  locale: Locale;
}) {
  const entries = props.sponsors.filter((sponsor) => sponsor.kind === props.which);
  if (entries.length === 0) return null;
  const name = props.which === 'sponsor' ? 'Sponsors' : 'Promoter';
  const id = `${props.kind}-${props.which}`;
  return (
    <section
      className={`${props.kind}-section detail-${props.which}s`}
      data-section={name}
      aria-labelledby={id}
    >
      <h2 id={id}>{t(props.locale, props.which === 'sponsor' ? 'details.sponsors' : 'details.promoter')}</h2>
      <ul className="logo-row">
        {entries.map((entry) => {
          const content = entry.logo ? (
            <img
              src={entry.logo.thumbnails.small}
              alt={entry.logo.alt || entry.name}
              width={entry.logo.width}
              height={entry.logo.height}
              loading="lazy"
            />
          ) : (
            entry.name
          );
          return (
            <li key={entry.name}>
              {entry.url ? (
                <a href={entry.url} rel="noopener noreferrer">
                  {content}
                </a>
              ) : (
                content
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Video: the event's or production's video through the consent-gated embed element. */
export function VideoSection(props: { kind: Kind; url: string | null; name: string; locale: Locale }) {
  if (!props.url || !checkEmbed('video', props.url).ok) return null;
  const embed = (
    <EmbedOf
      kind="video"
      code={props.url}
      title={t(props.locale, 'details.videoTitle', { name: props.name })}
      locale={props.locale}
      ratio="16/9"
    />
  );
  return (
    <section
      className={`${props.kind}-section detail-video`}
      data-section="Video"
      aria-labelledby={`${props.kind}-video`}
    >
      <h2 id={`${props.kind}-video`}>{t(props.locale, 'details.video')}</h2>
      {embed}
    </section>
  );
}

/** Children: the sub-events of an event, with their day and time. */
export function ChildrenSection(props: {
  items: Array<{ id: number; name: string; url: string; date_start: string }>;
  locale: Locale;
}) {
  if (props.items.length === 0) return null;
  return (
    <section
      className="event-section detail-children"
      data-section="Children"
      aria-labelledby="event-children"
    >
      <h2 id="event-children">{t(props.locale, 'details.children')}</h2>
      <ul>
        {props.items.map((child) => (
          <li key={child.id}>
            <a href={child.url}>{child.name}</a>{' '}
            <time dateTime={child.date_start}>
              {formatInstant(child.date_start, props.locale, 'weekdayDateTime')}
            </time>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** OpeningHours: the hours of the venue the event or production plays in (its page has the rest). */
export function OpeningHoursSection(props: {
  kind: Kind;
  venue: VenueDetail | undefined;
  locale: Locale;
  today: string;
  now: Date;
}) {
  const { venue } = props;
  if (!venue || (venue.opening_hours.length === 0 && venue.opening_hours_exceptions.length === 0))
    return null;
  return (
    <div className={`${props.kind}-section detail-opening-hours`} data-section="OpeningHours">
      <VenueOpeningHours venue={venue} locale={props.locale} today={props.today} now={props.now} />
      <p>
        <a href={venue.url}>{venue.name}</a>
      </p>
    </div>
  );
}
