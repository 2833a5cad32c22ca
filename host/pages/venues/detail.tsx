import type { Locale } from '../../../src/contract/common';
import type { EventItem } from '../../../src/contract/events';
import { otherLocale } from '../../../src/contract/locales';
import type { VenueDetail } from '../../../src/contract/venues';
import { nameDay, nameWeekday } from '../../../src/domain/date-format';
import { berlinTime, openingHoursLabel } from '../../../src/domain/opening-hours';
import {
  directionsUrl,
  type MapMarker,
  type MapPoint,
  mapEmbedUrl,
  mapPageUrl,
  markersNear,
} from '../../../src/domain/venues';
import { t } from '../../../src/i18n';
import { ThirdPartyEmbed } from '../../../src/modules/embed';
import { hoursOfDay, venuePath } from '../../db/venues/venues.repository';
import { type FrameData, renderSitePage } from '../../render/site-page';
import { RecordStaffTools } from '../../render/staff-tools';
import { jsonLdText } from '../../render/structured-data';
import { OfflineNotice, plainText, UpcomingEvents } from '../../render/upcoming-events';

export interface VenuePageOptions {
  frame: FrameData;
  siteUrl: string;
  venue: VenueDetail & { is_online: boolean };
  events: EventItem[];
  /** The venue's day `YYYY-MM-DD`. */
  today: string;
  staff: boolean;
}

/** The design settings' map markers near the venue, each a link to its place on the map. */
function NearbyMarkers(props: { point: MapPoint; markers: readonly MapMarker[]; locale: Locale }) {
  const near = markersNear(props.point, props.markers);
  if (near.length === 0) return null;
  return (
    <>
      <h3>{t(props.locale, 'venues.nearby')}</h3>
      <ul className="venue-nearby">
        {near.map((marker) => (
          <li key={`${marker.lat},${marker.lng}`}>
            <a href={mapPageUrl(marker)} rel="noopener noreferrer" target="_blank">
              {marker.title}
              <span className="visually-hidden"> {t(props.locale, 'details.newWindow')}</span>
            </a>{' '}
            <span>
              {t(props.locale, 'venues.nearbyDistance', {
                metres: new Intl.NumberFormat(props.locale).format(marker.metres),
              })}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

const range = (locale: Locale, entry: { time_from: string; time_to: string; closed?: boolean }) =>
  entry.closed
    ? t(locale, 'venues.closed')
    : t(locale, 'venues.range', { from: entry.time_from, to: entry.time_to });

/**
 * A venue's opening hours (spec: programme §3 Opening hours, §4 label): today's label by the
 * header's rule (exceptions override the week), the week, and the coming exceptions.
 */
export function VenueOpeningHours(props: {
  venue: VenueDetail;
  locale: Locale;
  today: string;
  now: Date;
  headingLevel?: 2 | 3;
}) {
  const { venue, locale } = props;
  if (venue.opening_hours.length === 0 && venue.opening_hours_exceptions.length === 0) return null;
  const label = openingHoursLabel(hoursOfDay(venue, props.today), berlinTime(props.now), locale);
  const Heading = props.headingLevel === 3 ? 'h3' : 'h2';
  const days = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    entries: venue.opening_hours.filter((entry) => entry.weekday === weekday),
  }));
  return (
    <section className="venue-section venue-hours" aria-labelledby={`venue-hours-${venue.id}`}>
      <Heading id={`venue-hours-${venue.id}`}>{t(locale, 'venues.openingHours')}</Heading>
      {label ? <p className={`venue-hours__today venue-hours__today--${label.state}`}>{label.text}</p> : null}
      <table className="venue-hours__week">
        <caption className="visually-hidden">{t(locale, 'venues.week')}</caption>
        <tbody>
          {days.map(({ weekday, entries }) => (
            <tr key={weekday}>
              <th scope="row">{nameWeekday(weekday, locale)}</th>
              <td>
                {entries.length > 0
                  ? entries.map((entry) => range(locale, entry)).join(', ')
                  : t(locale, 'venues.closed')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {venue.opening_hours_exceptions.length > 0 ? (
        <>
          <h3>{t(locale, 'venues.exceptions')}</h3>
          <ul className="venue-hours__exceptions">
            {venue.opening_hours_exceptions.map((entry) => (
              <li key={`${entry.date}-${entry.time_from}`}>
                <time dateTime={entry.date}>{nameDay(entry.date, locale, 'detail')}</time>:{' '}
                {range(locale, entry)}
                {entry.note ? ` – ${entry.note}` : ''}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/** schema.org place data of a venue. */
function venueJsonLd(venue: VenueDetail, siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'PerformingArtsTheater',
    name: venue.name,
    url: siteUrl + venue.url,
    address: {
      '@type': 'PostalAddress',
      streetAddress: venue.address.street,
      postalCode: venue.address.postal_code,
      addressLocality: venue.address.city,
    },
    ...(venue.location
      ? { geo: { '@type': 'GeoCoordinates', latitude: venue.location.lat, longitude: venue.location.lng } }
      : {}),
  };
}

/**
 * `/{locale}/venues/{slug}/{id}` (spec: frame §2 venue detail; issue 16): address and
 * directions, opening hours, the map behind external-media consent, accessibility, rooms and the
 * upcoming events there. The venue route carries no page class (spec: frame §2).
 */
export function renderVenuePage({ frame, siteUrl, venue, events, today, staff }: VenuePageOptions) {
  const { locale } = frame;
  const other = otherLocale(locale);
  const address = `${venue.address.street}, ${venue.address.postal_code} ${venue.address.city}`;
  const image = venue.image;
  return renderSitePage({
    frame,
    siteUrl,
    title: venue.name,
    meta: {
      description: plainText(venue.description || address),
      ogImage: image ? siteUrl + image.thumbnails.large : null,
      ogType: 'website',
    },
    crumbs: [
      { title: t(locale, 'site.home'), url: `/${locale}` },
      { title: venue.name, url: venue.url },
    ],
    languages: {
      [locale]: venue.url,
      [other]: venuePath(other, venue.slug[other] ?? venue.slug.de, venue.id),
    },
    children: (
      <article className="venue-detail">
        {staff ? <RecordStaffTools locale={locale} pathname={venue.url} /> : null}
        {venue.is_online ? null : <OfflineNotice text={t(locale, 'venues.offline')} />}
        <script
          type="application/ld+json"
          // JSON-LD is data, never run (jsonLdText).
          dangerouslySetInnerHTML={{ __html: jsonLdText(venueJsonLd(venue, siteUrl)) }}
        />
        <header className="page-header venue-header">
          <p className="venue-kind">{t(locale, 'venues.title')}</p>
          <h1>{venue.name}</h1>
        </header>
        {image ? (
          <img
            className="venue-image"
            src={image.thumbnails.large}
            alt={image.alt}
            width={image.width}
            height={image.height}
          />
        ) : null}
        {venue.description ? (
          // Editor-authored HTML, sanitised when stored.
          <div className="venue-description" dangerouslySetInnerHTML={{ __html: venue.description }} />
        ) : null}
        <div className="venue-columns">
          <section className="venue-section venue-address" aria-labelledby="venue-address">
            <h2 id="venue-address">{t(locale, 'venues.address')}</h2>
            <address>
              {venue.name}
              <br />
              {venue.address.street}
              <br />
              {venue.address.postal_code} {venue.address.city}
            </address>
            {venue.rooms.length > 0 ? (
              <p className="venue-rooms">
                {t(locale, 'venues.rooms')}: {venue.rooms.map((room) => room.name).join(', ')}
              </p>
            ) : null}
          </section>
          <VenueOpeningHours venue={venue} locale={locale} today={today} now={frame.now} />
        </div>
        <section className="venue-section venue-directions" aria-labelledby="venue-directions">
          <h2 id="venue-directions">{t(locale, 'venues.directions')}</h2>
          {venue.directions ? <div dangerouslySetInnerHTML={{ __html: venue.directions }} /> : null}
          <p>
            <a href={directionsUrl(venue.location, address)} rel="noopener noreferrer" target="_blank">
              {t(locale, 'venues.route')}
              <span className="visually-hidden"> {t(locale, 'details.newWindow')}</span>
            </a>
          </p>
          {venue.location ? (
            <div className="venue-map">
              <ThirdPartyEmbed
                provider="openstreetmap"
                providerLabel="OpenStreetMap"
                src={mapEmbedUrl(venue.location)}
                href={mapPageUrl(venue.location)}
                title={t(locale, 'venues.mapTitle', { name: venue.name })}
                locale={locale}
                ratio="16/9"
              />
            </div>
          ) : null}
          {venue.location ? (
            <NearbyMarkers point={venue.location} markers={frame.design.map.markers} locale={locale} />
          ) : null}
        </section>
        {venue.accessibility ? (
          <section className="venue-section venue-accessibility" aria-labelledby="venue-accessibility">
            <h2 id="venue-accessibility">{t(locale, 'venues.accessibility')}</h2>
            <div dangerouslySetInnerHTML={{ __html: venue.accessibility }} />
          </section>
        ) : null}
        <section className="venue-section venue-events" aria-labelledby="venue-events">
          <h2 id="venue-events">{t(locale, 'venues.events')}</h2>
          {events.length > 0 ? (
            <UpcomingEvents events={events} locale={locale} widget={frame.design.quickBuyWidget} />
          ) : (
            <p>{t(locale, 'venues.noEvents')}</p>
          )}
        </section>
      </article>
    ),
  });
}
