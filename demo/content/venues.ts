import dayjs from 'dayjs';
import { type Kysely, sql } from 'kysely';
import type { Database, Localised, StoredImage, VenueAddress } from '../../host/db/schema';
import { atVenue } from './events';

type Db = Kysely<Database>;

interface DemoVenue {
  name: Localised;
  slug: Localised;
  address: VenueAddress;
  location: { lat: number; lng: number };
  description: Localised;
  directions: Localised;
  accessibility: Localised;
  image: { file: string; alt: Localised };
  /** German slugs of the demo rooms it contains. */
  rooms: string[];
  hours: Array<{ weekday: number; time_from: string; time_to: string; closed?: boolean }>;
}

const week = (days: number[], from: string, to: string) =>
  days.map((weekday) => ({ weekday, time_from: from, time_to: to }));

/**
 * The demo's three venues (issue 16): the main house with its two stages and the foyer, the
 * studio stage in the old depot, and the outdoor summer stage. Their weekly hours are the box
 * offices'; the main house has one exception (see seedVenues).
 */
export const DEMO_VENUES: DemoVenue[] = [
  {
    name: { de: 'Theater am Rosenhain – Haupthaus', en: 'Theater am Rosenhain – Main house' },
    slug: { de: 'haupthaus', en: 'main-house' },
    address: { street: 'Rosenhain 1', postal_code: '07743', city: 'Kellberg' },
    location: { lat: 51.0, lng: 11.0 },
    description: {
      de: '<p>Das 1912 eröffnete Haupthaus beherbergt das Große Haus mit 820 Plätzen, die Kammerspiele und das Foyer mit Theaterkasse und Café.</p>',
      en: '<p>Opened in 1912, the main house holds the 820-seat Main Stage, the Chamber Theatre and the foyer with box office and café.</p>',
    },
    directions: {
      de: '<p>Straßenbahn 2 und 4 bis „Rosenhain“, von dort zwei Minuten zu Fuß. Parkhaus am Rosengarten (250 Plätze), ab 18 Uhr Theatertarif.</p>',
      en: '<p>Tram 2 or 4 to “Rosenhain”, then a two-minute walk. Car park at the Rosengarten (250 spaces), theatre rate from 6 pm.</p>',
    },
    accessibility: {
      de: '<ul><li>Stufenloser Eingang an der Westseite, Aufzug zu allen Ebenen</li><li>Acht Rollstuhlplätze im Parkett</li><li>Induktive Höranlage im Großen Haus</li><li>Barrierefreie Toiletten im Foyer</li></ul>',
      en: '<ul><li>Step-free entrance on the west side, lift to every level</li><li>Eight wheelchair spaces in the stalls</li><li>Hearing loop in the Main Stage</li><li>Accessible toilets in the foyer</li></ul>',
    },
    image: {
      file: 'venue-main.jpg',
      alt: { de: 'Die Fassade des Haupthauses', en: 'The façade of the main house' },
    },
    rooms: ['grosses-haus', 'kammerspiele', 'foyer'],
    hours: [
      { weekday: 1, time_from: '00:00', time_to: '23:59', closed: true },
      ...week([2, 3, 4, 5], '10:00', '18:30'),
      { weekday: 6, time_from: '10:00', time_to: '13:00' },
      { weekday: 6, time_from: '14:30', time_to: '20:00' },
      { weekday: 7, time_from: '14:00', time_to: '19:00' },
    ],
  },
  {
    name: { de: 'Studiobühne im Alten Depot', en: 'Studio stage in the Old Depot' },
    slug: { de: 'studiobuehne', en: 'studio-stage' },
    address: { street: 'Depotstraße 7', postal_code: '07745', city: 'Kellberg' },
    location: { lat: 51.0042, lng: 10.9915 },
    description: {
      de: '<p>Die Studiobühne im ehemaligen Straßenbahndepot: 120 Plätze, frei bespielbar, die Bühne für Junges Theater, Lesungen und Experimente.</p>',
      en: '<p>The studio stage in the former tram depot: 120 seats, a flexible space for young theatre, readings and experiments.</p>',
    },
    directions: {
      de: '<p>Bus 10 bis „Altes Depot“. Fahrradstellplätze am Eingang.</p>',
      en: '<p>Bus 10 to “Altes Depot”. Bicycle racks by the entrance.</p>',
    },
    accessibility: {
      de: '<p>Ebenerdiger Zugang, vier Rollstuhlplätze, barrierefreie Toilette.</p>',
      en: '<p>Level access, four wheelchair spaces, accessible toilet.</p>',
    },
    image: { file: 'venue-studio.jpg', alt: { de: 'Das Alte Depot', en: 'The Old Depot' } },
    rooms: ['studio'],
    hours: week([4, 5, 6], '18:00', '22:30'),
  },
  {
    name: { de: 'Sommerbühne im Rosengarten', en: 'Summer stage in the Rosengarten' },
    slug: { de: 'sommerbuehne', en: 'summer-stage' },
    address: { street: 'Am Rosengarten 3', postal_code: '07743', city: 'Kellberg' },
    location: { lat: 50.9968, lng: 11.0061 },
    description: {
      de: '<p>Von Juni bis August spielen wir unter freiem Himmel: 400 Plätze auf der Wiese vor dem Rosengarten. Bei Regen ziehen wir ins Große Haus um.</p>',
      en: '<p>From June to August we play in the open air: 400 seats on the lawn by the Rosengarten. When it rains we move into the Main Stage.</p>',
    },
    directions: {
      de: '<p>Fünf Minuten zu Fuß vom Haupthaus durch den Park.</p>',
      en: '<p>A five-minute walk from the main house through the park.</p>',
    },
    accessibility: {
      de: '<p>Befestigte Wege bis zu den Rollstuhlplätzen in der ersten Reihe.</p>',
      en: '<p>Paved paths up to the wheelchair spaces in the first row.</p>',
    },
    image: {
      file: 'venue-summer.jpg',
      alt: { de: 'Die Sommerbühne im Park', en: 'The summer stage in the park' },
    },
    rooms: [],
    hours: week([5, 6, 7], '17:00', '22:00'),
  },
];

const stored = (file: string, alt: Localised): StoredImage => ({
  url: `/media/${file}`,
  alt,
  width: 1600,
  height: 900,
  thumbnails: { small: `/media/${file}`, medium: `/media/${file}`, large: `/media/${file}` },
});

/** Seeds the venues when there are none; the exception is placed relative to the app clock's `now`. */
export async function seedVenues(db: Db, now: Date): Promise<void> {
  const existing = await db.selectFrom('venues').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  await db.transaction().execute(async (trx) => {
    for (const [position, venue] of DEMO_VENUES.entries()) {
      const { id } = await trx
        .insertInto('venues')
        .values({
          name: JSON.stringify(venue.name) as never,
          slug: JSON.stringify(venue.slug) as never,
          address: JSON.stringify(venue.address) as never,
          description: JSON.stringify(venue.description) as never,
          directions: JSON.stringify(venue.directions) as never,
          accessibility: JSON.stringify(venue.accessibility) as never,
          image: JSON.stringify(stored(venue.image.file, venue.image.alt)) as never,
          latitude: venue.location.lat,
          longitude: venue.location.lng,
          position,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (venue.rooms.length > 0)
        await trx
          .updateTable('rooms')
          .set({ venue_id: id })
          .where(sql<string>`slug->>'de'`, 'in', venue.rooms)
          .execute();
      await trx
        .insertInto('venue_opening_hours')
        .values(
          venue.hours.map((entry, index) => ({ venue_id: id, closed: false, ...entry, position: index })),
        )
        .execute();
      if (position === 0) {
        // One exception: the main house's box office closes early in nine days (a staff meeting).
        const day = dayjs(atVenue(now).format('YYYY-MM-DD')).add(9, 'day').format('YYYY-MM-DD');
        await trx
          .insertInto('venue_opening_hours_exceptions')
          .values({
            venue_id: id,
            date: day,
            time_from: '10:00',
            time_to: '14:00',
            closed: false,
            note: JSON.stringify({
              de: 'Betriebsversammlung: Kasse nur bis 14 Uhr',
              en: 'Staff meeting: box office open until 2 pm only',
            }) as never,
          })
          .execute();
      }
    }
  });
}
