import { CardImg } from './card-image';
import { Heading, type HeadingLevel } from './heading';

/** What a venue card shows (a venue of the API or a Venue module's `venue_obj`). */
export interface VenueCardData {
  name: string;
  url: string;
  /** One line: 'Rosenhain 1, 07743 Kellberg'. */
  address?: string;
  image?: { url: string; alt: string; width?: number; height?: number } | null;
  rooms?: readonly string[];
}

/**
 * A venue card (issue 16): the image, the name linking to the venue's page, the address and its
 * rooms. Drawn by the Venue and Venue list modules, for visitors and in the editor's preview.
 */
export function VenueCard({
  venue,
  headingLevel = 3,
}: {
  venue: VenueCardData;
  headingLevel?: HeadingLevel;
}) {
  const image = venue.image;
  return (
    <article className="venue-card">
      {image ? (
        <div className="venue-card__media">
          <CardImg image={{ src: image.url, alt: image.alt, width: image.width, height: image.height }} />
        </div>
      ) : null}
      <div className="venue-card__body">
        <Heading level={headingLevel} className="venue-card__name">
          <a href={venue.url}>{venue.name}</a>
        </Heading>
        {venue.address ? <p className="venue-card__address">{venue.address}</p> : null}
        {venue.rooms && venue.rooms.length > 0 ? (
          <p className="venue-card__rooms">{venue.rooms.join(' · ')}</p>
        ) : null}
      </div>
    </article>
  );
}
