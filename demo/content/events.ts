import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { Kysely } from 'kysely';
import type { Database, Localised, StoredImage } from '../../host/db/schema';
import { slugOf } from '../../src/domain/slug';

dayjs.extend(utc);
dayjs.extend(timezone);

type Db = Kysely<Database>;

/** The venue's time zone: every demo start time is a wall-clock time there (spec: programme §3). */
export const ZONE = 'Europe/Berlin';

/**
 * The demo is seeded relative to an instant of the app's clock (docs/decisions/0012-one-clock.md),
 * never the machine's: `at` in the venue's zone.
 */
export const atVenue = (at: Date | dayjs.Dayjs): dayjs.Dayjs => dayjs(at.valueOf()).tz(ZONE);

/** A named record of an option list (rooms, tags, series, seasons…) with its slugs. */
export interface Named {
  name: Localised;
  slug: Localised;
}
export const named = (de: string, en: string, slugDe: string, slugEn = slugDe): Named => ({
  name: { de, en },
  slug: { de: slugDe, en: slugEn },
});

export const DEMO_ROOMS: (Named & { capacity: number })[] = [
  { ...named('Großes Haus', 'Main Stage', 'grosses-haus', 'main-stage'), capacity: 820 },
  { ...named('Kammerspiele', 'Chamber Theatre', 'kammerspiele', 'chamber-theatre'), capacity: 340 },
  { ...named('Studio', 'Studio', 'studio'), capacity: 120 },
  { ...named('Foyer', 'Foyer', 'foyer'), capacity: 150 },
];

/** "in" with a room, declined as German needs it (im Großen Haus, in den Kammerspielen). */
const IN_ROOM_DE: Record<string, string> = {
  'Großes Haus': 'im Großen Haus',
  Kammerspiele: 'in den Kammerspielen',
};

export const DEMO_EVENT_TAGS: Named[] = [
  named('Premiere', 'Premiere', 'premiere'),
  named('Familie', 'Family', 'familie', 'family'),
  named('Zum letzten Mal', 'Last performance', 'zum-letzten-mal', 'last-performance'),
  named('Gastspiel', 'Guest performance', 'gastspiel', 'guest-performance'),
  named('Publikumsgespräch', 'Talkback', 'publikumsgespraech', 'talkback'),
  named('Barrierefrei', 'Accessible', 'barrierefrei', 'accessible'),
];
export const DEMO_SERIES: Named[] = [
  named('Sonntagsmatinee', 'Sunday matinee', 'sonntagsmatinee', 'sunday-matinee'),
  named('Jazz im Foyer', 'Jazz in the foyer', 'jazz-im-foyer', 'jazz-in-the-foyer'),
  named('Junges Theater', 'Young theatre', 'junges-theater', 'young-theatre'),
  named('Lesereihe Rosenhain', 'Rosenhain readings', 'lesereihe', 'readings'),
];
export const DEMO_GENRES: Named[] = [
  named('Schauspiel', 'Drama', 'schauspiel', 'drama'),
  named('Oper', 'Opera', 'oper', 'opera'),
  named('Tanz', 'Dance', 'tanz', 'dance'),
  named('Konzert', 'Concert', 'konzert', 'concert'),
  named('Lesung', 'Reading', 'lesung', 'reading'),
];
/** Exhibition types are filtered by slug (spec: programme §3 Filter "id taken from slug"). */
export const DEMO_EXHIBITION_TYPES: Named[] = [
  named('Aufführung', 'Performance', 'auffuehrung', 'performance'),
  named('Führung', 'Guided tour', 'fuehrung', 'guided-tour'),
  named('Workshop', 'Workshop', 'workshop'),
  named('Ausstellung', 'Exhibition', 'ausstellung', 'exhibition'),
];

/**
 * The works on the demo programme. Indexes refer to the lists above (room, genre, type, series
 * or -1); `times` are Berlin wall-clock start times, `slots` marks events with several timeslots.
 */
interface Work {
  de: string;
  en: string;
  room: number;
  genre: number;
  type: number;
  series: number;
  times: string[];
  minutes: number;
  image: string;
  slots?: string[];
  /** The only days of the week it plays (0 Sunday … 6 Saturday), on each of them. */
  weekdays?: number[];
}
const WORKS: Work[] = [
  {
    de: 'Der zerbrochne Krug',
    en: 'The Broken Jug',
    room: 0,
    genre: 0,
    type: 0,
    series: -1,
    times: ['19:30'],
    minutes: 120,
    image: 'buehne.jpg',
  },
  {
    de: 'Die Zauberflöte',
    en: 'The Magic Flute',
    room: 0,
    genre: 1,
    type: 0,
    series: -1,
    times: ['19:00'],
    minutes: 170,
    image: 'konzert.jpg',
  },
  {
    de: 'Kabale und Liebe',
    en: 'Intrigue and Love',
    room: 1,
    genre: 0,
    type: 0,
    series: -1,
    times: ['20:00'],
    minutes: 135,
    image: 'ensemble.jpg',
  },
  {
    de: 'Schwanensee',
    en: 'Swan Lake',
    room: 0,
    genre: 2,
    type: 0,
    series: -1,
    times: ['19:30'],
    minutes: 150,
    image: 'buehne.jpg',
  },
  {
    de: 'Momo',
    en: 'Momo',
    room: 2,
    genre: 0,
    type: 0,
    series: 2,
    times: ['10:00', '16:00'],
    minutes: 80,
    image: 'junges-theater.jpg',
  },
  {
    de: 'Jazz im Foyer: Trio Kellberg',
    en: 'Jazz in the foyer: Trio Kellberg',
    room: 3,
    genre: 3,
    type: 0,
    series: 1,
    times: ['20:30'],
    minutes: 100,
    image: 'foyer.jpg',
  },
  {
    de: 'Sonntagsmatinee: Streichquartett',
    en: 'Sunday matinee: string quartet',
    room: 1,
    genre: 3,
    type: 0,
    series: 0,
    times: ['11:00'],
    minutes: 90,
    image: 'konzert.jpg',
    weekdays: [0],
  },
  {
    de: 'Hausführung hinter den Kulissen',
    en: 'Backstage tour',
    room: 0,
    genre: -1,
    type: 1,
    series: -1,
    times: ['14:00'],
    minutes: 60,
    image: 'haus.jpg',
    slots: ['14:00:00', '15:00:00', '16:00:00'],
  },
  {
    de: 'Masken bauen',
    en: 'Mask making',
    room: 2,
    genre: -1,
    type: 2,
    series: 2,
    times: ['15:00'],
    minutes: 120,
    image: 'junges-theater.jpg',
  },
  {
    de: 'Ausstellung: 100 Jahre Bühnenbild',
    en: 'Exhibition: 100 years of stage design',
    room: 3,
    genre: -1,
    type: 3,
    series: -1,
    times: ['10:00'],
    minutes: 480,
    image: 'haus.jpg',
    slots: ['10:00:00', '12:00:00', '14:00:00', '16:00:00'],
  },
  {
    de: 'Lesung: Briefe an Milena',
    en: 'Reading: Letters to Milena',
    room: 3,
    genre: 4,
    type: 0,
    series: 3,
    times: ['19:00'],
    minutes: 75,
    image: 'foyer.jpg',
  },
  {
    de: 'Woyzeck',
    en: 'Woyzeck',
    room: 1,
    genre: 0,
    type: 0,
    series: -1,
    times: ['20:00'],
    minutes: 95,
    image: 'ensemble.jpg',
  },
  {
    de: 'La Traviata',
    en: 'La Traviata',
    room: 0,
    genre: 1,
    type: 0,
    series: -1,
    times: ['19:30'],
    minutes: 160,
    image: 'konzert.jpg',
  },
  {
    de: 'Die Physiker',
    en: 'The Physicists',
    room: 1,
    genre: 0,
    type: 0,
    series: -1,
    times: ['19:30'],
    minutes: 110,
    image: 'buehne.jpg',
  },
  {
    de: 'Tanzabend: Bewegte Stadt',
    en: 'Dance evening: City in motion',
    room: 2,
    genre: 2,
    type: 0,
    series: -1,
    times: ['20:00'],
    minutes: 70,
    image: 'ensemble.jpg',
  },
];

/** A small deterministic generator so every seeding yields the same programme shape. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** A demo image from demo/media, its thumbnails the file itself. */
export const image = (file: string, alt: Localised): StoredImage => ({
  url: `/media/${file}`,
  alt,
  width: 1600,
  height: 900,
  thumbnails: { small: `/media/${file}`, medium: `/media/${file}`, large: `/media/${file}` },
});

/** Seat groups with their prices (spec: programme §3 Seat group, Price: 'Vollpreis' is the main price). */
const SEAT_GROUPS = [
  { code: 'PK', text: { de: 'Parkett', en: 'Stalls' }, share: 0.6, amount: 38 },
  { code: 'RA', text: { de: 'Rang', en: 'Circle' }, share: 0.3, amount: 26 },
  { code: 'LO', text: { de: 'Loge', en: 'Box' }, share: 0.1, amount: 52 },
];
const PRICE_KINDS = [
  { sale_type_id: 1, text: { de: 'Vollpreis', en: 'Full price' }, factor: 1 },
  { sale_type_id: 2, text: { de: 'Ermäßigt', en: 'Reduced' }, factor: 0.6 },
  { sale_type_id: 3, text: { de: 'Schüler', en: 'Pupils' }, factor: 0.4 },
];

export interface DemoEvent {
  work: Work;
  start: dayjs.Dayjs;
  soldOut: boolean;
  tags: number[];
}

/**
 * The work at `index` of the draw. A work bound to days of the week is not drawn (it is added on
 * each of its days) but the one before it in the list, so the draw and every other event stay the
 * same.
 */
function drawn(index: number): Work {
  for (let step = 0; step < WORKS.length; step++) {
    const work = WORKS[(index - step + WORKS.length) % WORKS.length] as Work;
    if (!work.weekdays) return work;
  }
  throw new Error('every demo work is bound to days of the week');
}

/**
 * The demo programme: at least 150 events over the next four months, computed from `today` (the
 * seeding instant) so the demo never runs empty (issue 3 "Dates are computed relative to today at
 * seeding").
 */
export function demoProgramme(today: Date | dayjs.Dayjs): DemoEvent[] {
  const next = random(20261123);
  const first = atVenue(today).startOf('day');
  const events: DemoEvent[] = [];
  for (let day = 0; day < 120; day++) {
    const date = first.add(day, 'day');
    const weekday = date.day();
    // Mondays are dark except for the exhibition; weekends are busier.
    const count = weekday === 1 ? 1 : weekday === 0 || weekday === 6 ? 3 : 1 + Math.floor(next() * 2);
    const usedRooms = new Set<number>();
    for (let n = 0; n < count; n++) {
      const work = weekday === 1 ? (WORKS[9] as Work) : drawn(Math.floor(next() * WORKS.length));
      if (usedRooms.has(work.room) && work.type === 0) continue;
      usedRooms.add(work.room);
      const time = work.times[Math.floor(next() * work.times.length)] as string;
      const start = dayjs.tz(`${date.format('YYYY-MM-DD')} ${time}`, ZONE);
      const tags: number[] = [];
      for (const [index] of DEMO_EVENT_TAGS.entries()) if (next() < 0.18) tags.push(index);
      if (work.series === 2) tags.push(1);
      events.push({ work, start, soldOut: next() < 0.08, tags: [...new Set(tags)] });
    }
    for (const work of WORKS) {
      if (!work.weekdays?.includes(weekday)) continue;
      const start = dayjs.tz(`${date.format('YYYY-MM-DD')} ${work.times[0]}`, ZONE);
      events.push({ work, start, soldOut: false, tags: [] });
    }
  }
  return events;
}

/** Five list teasers per language placed between the first weeks' days (spec: programme §3 Event teaser). */
export function demoTeasers(today: Date | dayjs.Dayjs) {
  const day = (offset: number) => atVenue(today).add(offset, 'day').format('YYYY-MM-DD');
  const rows = [
    {
      offset: 2,
      style: 'style1',
      de: ['Neu im Spielplan', 'Die Zauberflöte', 'Mozarts Märchenoper für alle Generationen', 'Zur Oper'],
      en: ['New this season', 'The Magic Flute', 'Mozart’s fairy-tale opera for all ages', 'To the opera'],
      link: 'programm',
      image: 'konzert.jpg',
    },
    {
      offset: 6,
      style: 'style2',
      de: ['Junges Theater', 'Ferien im Theater', 'Workshops für Kinder von 6 bis 12', 'Mehr erfahren'],
      en: [
        'Young theatre',
        'Holidays at the theatre',
        'Workshops for children aged 6 to 12',
        'Find out more',
      ],
      link: 'programm',
      image: 'junges-theater.jpg',
    },
    {
      offset: 12,
      style: 'style1',
      de: ['Abo', 'Ihr Platz für die ganze Saison', 'Bis zu 30 % sparen mit dem Wahlabo', 'Abos ansehen'],
      en: [
        'Subscriptions',
        'Your seat for the whole season',
        'Save up to 30 % with a flexible subscription',
        'See subscriptions',
      ],
      link: '',
      image: 'buehne.jpg',
    },
    {
      offset: 20,
      style: 'style3',
      de: ['Gutscheine', 'Theater verschenken', 'Gutscheine in jeder Höhe', 'Gutschein kaufen'],
      en: ['Vouchers', 'Give theatre', 'Vouchers for any amount', 'Buy a voucher'],
      link: '',
      image: 'foyer.jpg',
    },
    {
      offset: 33,
      style: 'style2',
      de: ['Hinter den Kulissen', 'Hausführungen', 'Jeden Samstag durch Werkstätten und Bühne', 'Termine'],
      en: ['Backstage', 'Guided tours', 'Every Saturday through workshops and stage', 'Dates'],
      link: 'programm',
      image: 'haus.jpg',
    },
  ];
  return rows.flatMap((row) =>
    (['de', 'en'] as const).map((locale) => {
      const [preline, headline, subline, link_text] = row[locale] as [string, string, string, string];
      const url = `/media/${row.image}`;
      return {
        locale,
        position: day(row.offset),
        style: row.style,
        name: headline,
        link: row.link ? `/${locale}/${row.link}` : '/',
        preline,
        headline,
        subline,
        link_text,
        image_obj: JSON.stringify({ url, alt: headline, width: 1600, height: 900 }) as never,
        image_thumbnails: JSON.stringify({ small: url, medium: url, large: url }) as never,
      };
    }),
  );
}

/** Inserts an option list in its order; the new ids, in the same order. */
export async function insertNamed(
  trx: Db,
  table: 'event_tags' | 'series' | 'genres' | 'exhibition_types' | 'seasons' | 'production_tags',
  items: Named[],
) {
  const ids: number[] = [];
  for (const [position, item] of items.entries()) {
    const row = await trx
      .insertInto(table)
      .values({
        name: JSON.stringify(item.name) as never,
        slug: JSON.stringify(item.slug) as never,
        position,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

/**
 * Seeds the programme (rooms, option lists, events with seat groups, prices and timeslots, and
 * teasers) when the events table is empty. `count` lets the bench ask for many more events.
 */
export async function seedEvents(db: Db, options: { now: Date; repeat?: number }): Promise<void> {
  const existing = await db
    .selectFrom('events')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirst();
  if (Number(existing?.count ?? 0) > 0) return;
  const today = atVenue(options.now);
  await db.transaction().execute(async (trx) => {
    const roomIds: number[] = [];
    for (const [position, room] of DEMO_ROOMS.entries()) {
      const row = await trx
        .insertInto('rooms')
        .values({
          name: JSON.stringify(room.name) as never,
          slug: JSON.stringify(room.slug) as never,
          position,
          capacity: room.capacity,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      roomIds.push(row.id);
    }
    const tagIds = await insertNamed(trx, 'event_tags', DEMO_EVENT_TAGS);
    const seriesIds = await insertNamed(trx, 'series', DEMO_SERIES);
    const genreIds = await insertNamed(trx, 'genres', DEMO_GENRES);
    const typeIds = await insertNamed(trx, 'exhibition_types', DEMO_EXHIBITION_TYPES);

    const programme = demoProgramme(today);
    const repeat = options.repeat ?? 1;
    let serial = 0;
    for (let round = 0; round < repeat; round++) {
      for (const event of programme) {
        serial++;
        const { work } = event;
        const idJet = `${100000 + serial}`;
        const room = DEMO_ROOMS[work.room] as (typeof DEMO_ROOMS)[number];
        const slugDe = slugOf(work.de);
        const slugEn = slugOf(work.en, { locale: 'en' });
        const { id } = await trx
          .insertInto('events')
          .values({
            name: JSON.stringify({ de: work.de, en: work.en }) as never,
            slug: JSON.stringify({ de: slugDe, en: slugEn }) as never,
            subtitle: JSON.stringify({ de: room.name.de, en: room.name.en }) as never,
            description: JSON.stringify({
              de: `<p>${work.de} ${IN_ROOM_DE[room.name.de] ?? `im ${room.name.de}`}. Dauer etwa ${work.minutes} Minuten.</p>`,
              en: `<p>${work.en} at the ${room.name.en}. About ${work.minutes} minutes.</p>`,
            }) as never,
            important_info: event.soldOut
              ? (JSON.stringify({
                  de: 'Ausverkauft. Restkarten eventuell an der Abendkasse.',
                  en: 'Sold out. Returns may be available at the box office.',
                }) as never)
              : null,
            date_start: event.start.add(round * 7, 'minute').toDate(),
            date_end: event.start.add(round * 7 + work.minutes, 'minute').toDate(),
            room_id: roomIds[work.room] ?? null,
            exhibition_type_id: typeIds[work.type] ?? null,
            series_id: work.series >= 0 ? (seriesIds[work.series] ?? null) : null,
            genre_id: work.genre >= 0 ? (genreIds[work.genre] ?? null) : null,
            event_type: work.type === 0 ? 'performance' : 'other',
            id_jet: idJet,
            ticket_url: `/webshop/event/${idJet}`,
            status: event.soldOut ? '0' : '1',
            images: JSON.stringify([image(work.image, { de: work.de, en: work.en })]) as never,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (event.tags.length > 0) {
          await trx
            .insertInto('event_tag_links')
            .values(event.tags.map((tag) => ({ event_id: id, tag_id: tagIds[tag] as number })))
            .execute();
        }
        // Small rooms have one seat group, the big stages two or three.
        const groups = SEAT_GROUPS.slice(0, work.room === 0 ? 3 : work.room === 1 ? 2 : 1);
        for (const [position, group] of groups.entries()) {
          // One seat group of every seventh bookable event is sold out on its own.
          const groupClosed = event.soldOut || (position === 1 && serial % 7 === 0);
          const seatGroup = await trx
            .insertInto('seat_groups')
            .values({
              event_id: id,
              seat_group: group.code,
              text: JSON.stringify(group.text) as never,
              status: groupClosed ? '0' : '1',
              capacity: Math.max(20, Math.round(room.capacity * (groups.length === 1 ? 1 : group.share))),
              position,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          const kinds = work.type === 0 ? PRICE_KINDS : PRICE_KINDS.slice(0, 2);
          await trx
            .insertInto('prices')
            .values(
              kinds.map((kind, index) => ({
                seat_group_id: seatGroup.id,
                sale_type_id: kind.sale_type_id,
                text: JSON.stringify(kind.text) as never,
                amount: (
                  Math.round(group.amount * kind.factor * (work.type === 0 ? 1 : 0.3) * 2) / 2
                ).toFixed(2),
                position: index,
              })),
            )
            .execute();
        }
        // Only tours and guided visits have timeslots (the booking widget's timeslot step); a
        // performance is booked by seat group alone (issue 22: both paths exist in the demo).
        const slots = work.slots;
        if (slots)
          await trx
            .insertInto('timeslots')
            .values(
              slots.map((time, index) => ({
                event_id: id,
                time_start: time,
                // The first slot of a tour fills up early now and then.
                status: event.soldOut || (slots.length > 1 && index === 0 && serial % 3 === 0) ? '0' : '1',
                block_id: index + 1,
                capacity: 25,
                position: index,
              })),
            )
            .execute();
      }
    }

    await trx.insertInto('event_teasers').values(demoTeasers(today)).execute();
  });
}
