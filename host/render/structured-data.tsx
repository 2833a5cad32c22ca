import type {
  AggregateOffer,
  BreadcrumbList,
  Event,
  ItemList,
  MusicEvent,
  PerformingArtsTheater,
  Person,
  Place,
  PostalAddress,
  TheaterEvent,
  WithContext,
} from 'schema-dts';
import type { Contributor } from '../../src/contract/details';
import type { EventItem } from '../../src/contract/events';

/**
 * schema.org data of the pages (issue 21 "Search engines"; docs/decisions/0062-structured-data.md),
 * typed with schema-dts so a property schema.org does not have fails the type check.
 */

/** Where something takes place: a venue's name, postal address and page. */
export interface VenuePlace {
  name: string;
  address: { street: string; postal_code: string; city: string };
  /** The venue's page path, if it has one. */
  url?: string;
}

export interface EventContext {
  siteUrl: string;
  siteName: string;
  /** The venue of the event's room; without one the room (or the site) names the place. */
  venue?: VenuePlace;
  /** The event's contributors (issue 16 people): schema.org performers. */
  contributors?: Contributor[];
}

const absolute = (siteUrl: string, url: string) => (/^https?:\/\//.test(url) ? url : siteUrl + url);
const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Genres performed as music (either language's name): a MusicEvent; any other genre a TheaterEvent. */
const MUSIC_GENRE = /konzert|concert|oper|opera|operette|musik|music|jazz|chor|choir|orchest|lied|recital/i;

export function eventType(
  event: Pick<EventItem, 'genre' | 'exhibition_type'>,
): 'MusicEvent' | 'TheaterEvent' | 'Event' {
  if (!event.genre) return 'Event';
  return MUSIC_GENRE.test(event.genre.name) ? 'MusicEvent' : 'TheaterEvent';
}

export function postalAddress(address: VenuePlace['address']): PostalAddress {
  return {
    '@type': 'PostalAddress',
    streetAddress: address.street,
    postalCode: address.postal_code,
    addressLocality: address.city,
    addressCountry: 'DE',
  };
}

function place(event: EventItem, context: EventContext): Place {
  const { venue } = context;
  if (!venue) return { '@type': 'Place', name: event.room?.name ?? context.siteName };
  return {
    '@type': 'Place',
    name: event.room && event.room.name !== venue.name ? `${venue.name}, ${event.room.name}` : venue.name,
    address: postalAddress(venue.address),
    ...(venue.url ? { url: context.siteUrl + venue.url } : {}),
  };
}

/**
 * The offers of an event as one AggregateOffer: the lowest and highest price of its seat groups,
 * sold out or on sale, valid until the event starts (Google: "validThrough").
 */
function offers(event: EventItem, siteUrl: string): AggregateOffer | undefined {
  const amounts = event.prices
    .map((price) => Number(price.amount))
    .filter((amount) => Number.isFinite(amount));
  if (amounts.length === 0 || !event.ticketUrl) return undefined;
  return {
    '@type': 'AggregateOffer',
    lowPrice: Math.min(...amounts).toFixed(2),
    highPrice: Math.max(...amounts).toFixed(2),
    priceCurrency: 'EUR',
    offerCount: amounts.length,
    availability: event.status === '0' ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
    validThrough: event.date_start,
    url: absolute(siteUrl, event.ticketUrl),
  };
}

function performers(contributors: Contributor[], siteUrl: string): Person[] {
  const seen = new Set<number>();
  return contributors.flatMap((contributor) => {
    if (seen.has(contributor.person_id)) return [];
    seen.add(contributor.person_id);
    return [{ '@type': 'Person', name: contributor.name, url: siteUrl + contributor.url }];
  });
}

/** An event as TheaterEvent or MusicEvent (by genre), with its place, offers and performers. */
export function eventJsonLd(
  event: EventItem,
  context: EventContext,
): WithContext<TheaterEvent | MusicEvent | Event> {
  const { siteUrl, siteName } = context;
  const offer = offers(event, siteUrl);
  const cast = performers(context.contributors ?? [], siteUrl);
  const body = {
    '@context': 'https://schema.org' as const,
    name: event.name,
    startDate: event.date_start,
    ...(event.date_end ? { endDate: event.date_end } : {}),
    eventStatus: 'https://schema.org/EventScheduled' as const,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode' as const,
    url: siteUrl + event.url,
    description: plain(event.description) || event.subtitle || event.name,
    image: event.images.map((image) => absolute(siteUrl, image.url)),
    location: place(event, context),
    // PerformingArtsTheater is a Place in schema.org: the organiser is the house as Organization.
    organizer: { '@type': 'Organization' as const, name: siteName, url: siteUrl },
    ...(offer ? { offers: offer } : {}),
    ...(cast.length > 0 ? { performer: cast } : {}),
  };
  const type = eventType(event);
  if (type === 'MusicEvent') return { '@type': 'MusicEvent', ...body };
  if (type === 'TheaterEvent') return { '@type': 'TheaterEvent', ...body };
  return { '@type': 'Event', ...body };
}

/** A venue as the place of an event, if the event's room is one of its rooms. */
export function venueOfRoom(
  venue: (VenuePlace & { rooms: ReadonlyArray<{ id: number }> }) | undefined,
  event: Pick<EventItem, 'room'>,
): VenuePlace | undefined {
  const room = event.room;
  return venue && room && venue.rooms.some((each) => each.id === room.id) ? venue : undefined;
}

/** The breadcrumbs of a page as a BreadcrumbList with absolute URLs. */
export function breadcrumbJsonLd(
  crumbs: ReadonlyArray<{ title: string; url: string }>,
  siteUrl: string,
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.title,
      item: absolute(siteUrl, crumb.url),
    })),
  };
}

/** The house on the home page: a PerformingArtsTheater with its address and logo. */
export function theaterJsonLd(options: {
  siteUrl: string;
  siteName: string;
  locale: string;
  venue?: VenuePlace;
  logo?: string;
}): WithContext<PerformingArtsTheater> {
  const { siteUrl, venue } = options;
  return {
    '@context': 'https://schema.org',
    '@type': 'PerformingArtsTheater',
    name: options.siteName,
    url: `${siteUrl}/${options.locale}`,
    ...(options.logo
      ? { logo: absolute(siteUrl, options.logo), image: absolute(siteUrl, options.logo) }
      : {}),
    ...(venue ? { address: postalAddress(venue.address) } : {}),
  };
}

/** A list page's entries (the programme, a production's dates) as an ItemList of their pages. */
export function itemListJsonLd(urls: string[], siteUrl: string): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: urls.map((url, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: absolute(siteUrl, url),
    })),
  };
}

/** JSON-LD as the text of a script element: data, never run; `<` is escaped so no text can close it. */
export const jsonLdText = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

/** A JSON-LD script element. */
export function JsonLd({ data }: { data: unknown }) {
  // JSON-LD is data, never run (jsonLdText).
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
