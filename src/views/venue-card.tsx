import type { VenueItem } from '../contract/venues';
import { CardImg } from './card-image';
import { Heading, type HeadingLevel } from './heading';

/**
 * A venue card (issue 16): the image, the name linking to the venue's page, the address and its
 * rooms. Drawn by the Venue and Venue list modules (site and editor preview) and search pages.
 */
export function VenueCard({
  venue,
  headingLevel = 3,
}: {
  venue: Pick<VenueItem, 'name' | 'url' | 'address' | 'image' | 'rooms'>;
  headingLevel?: HeadingLevel;
}) {
  const image = venue.image;
  return (
    <article className="venue-card">
      <div className="venue-card__media">
        {image ? (
          <CardImg
            image={{ src: image.thumbnails.medium, alt: image.alt, width: image.width, height: image.height }}
          />
        ) : null}
      </div>
      <div className="venue-card__body">
        <Heading level={headingLevel} className="venue-card__name">
          <a href={venue.url}>{venue.name}</a>
        </Heading>
        <address className="venue-card__address">
          {venue.address.street}
          <br />
          {venue.address.postal_code} {venue.address.city}
        </address>
        {venue.rooms.length > 0 ? (
          <p className="venue-card__rooms">{venue.rooms.map((room) => room.name).join(' · ')}</p>
        ) : null}
      </div>
    </article>
  );
}
