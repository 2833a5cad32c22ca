import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { type Kysely, sql } from 'kysely';
import type { Database, Localised } from '../../host/db/schema';
import { atVenue, image, insertNamed, type Named, named } from './events';

dayjs.extend(utc);
dayjs.extend(timezone);

type Db = Kysely<Database>;

/**
 * A German theatre's season runs from August to July. The demo's two are the season of the seeding
 * day and the one before (where its revivals premiered), in the editors' order, current first, so
 * the demo never shows a season of years gone by.
 */
export function demoSeasons(today: Date | dayjs.Dayjs): Named[] {
  const day = atVenue(today);
  const firstYear = day.month() >= 7 ? day.year() : day.year() - 1;
  return [firstYear, firstYear - 1].map((year) => {
    const span = `${year}/${String((year + 1) % 100).padStart(2, '0')}`;
    const slug = `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
    return named(`Spielzeit ${span}`, `Season ${span}`, `spielzeit-${slug}`, `season-${slug}`);
  });
}
export const DEMO_PRODUCTION_TAGS: Named[] = [
  named('Klassiker', 'Classic', 'klassiker', 'classic'),
  named('Musiktheater', 'Music theatre', 'musiktheater', 'music-theatre'),
  named('Für die ganze Familie', 'For all the family', 'familie', 'family'),
  named('Wiederaufnahme', 'Revival', 'wiederaufnahme', 'revival'),
];

export interface DemoProduction {
  name: Localised;
  slug: Localised;
  subtitle: Localised;
  description: Localised;
  /** Index into demoSeasons(): 0 the current season, 1 the one before (revivals). */
  season: number;
  /** German slug of an exhibition type of the demo programme (demo/content/events.ts). */
  type: string;
  /** Indexes into DEMO_PRODUCTION_TAGS. */
  tags: number[];
  images: { file: string; alt: Localised }[];
  /** The German name of the demo programme's events that are this production's performances. */
  events: string;
}

/** The demo venue's productions, each the work behind a run of the demo programme's events. */
export const DEMO_PRODUCTIONS: DemoProduction[] = [
  {
    name: { de: 'Der zerbrochne Krug', en: 'The Broken Jug' },
    slug: { de: 'der-zerbrochne-krug', en: 'the-broken-jug' },
    subtitle: { de: 'Lustspiel von Heinrich von Kleist', en: 'Comedy by Heinrich von Kleist' },
    description: {
      de: '<p>Dorfrichter Adam muss über einen Fall zu Gericht sitzen, in dem er selbst der Täter ist. Kleists Komödie über Macht, Lüge und die Mühen der Wahrheitsfindung – in einer Inszenierung, die das Gericht zur Arena macht.</p><p>Dauer etwa zwei Stunden, keine Pause.</p>',
      en: '<p>Village judge Adam must try a case in which he himself is the culprit. Kleist’s comedy about power, lies and the labour of finding the truth – staged with the courtroom as an arena.</p><p>About two hours, no interval.</p>',
    },
    season: 0,
    type: 'auffuehrung',
    tags: [0],
    images: [
      { file: 'buehne.jpg', alt: { de: 'Die Bühne des Großen Hauses', en: 'The main stage' } },
      { file: 'ensemble.jpg', alt: { de: 'Das Ensemble bei der Probe', en: 'The company in rehearsal' } },
    ],
    events: 'Der zerbrochne Krug',
  },
  {
    name: { de: 'Die Zauberflöte', en: 'The Magic Flute' },
    slug: { de: 'die-zauberfloete', en: 'the-magic-flute' },
    subtitle: { de: 'Oper von Wolfgang Amadeus Mozart', en: 'Opera by Wolfgang Amadeus Mozart' },
    description: {
      de: '<p>Prinz Tamino soll Pamina aus Sarastros Reich befreien – und findet sich in einer Prüfung wieder, die er nicht erwartet hat. Mozarts Märchenoper mit Papageno, der Königin der Nacht und einem Orchester in Hochform.</p><p>In deutscher Sprache mit Übertiteln. Dauer etwa drei Stunden, eine Pause.</p>',
      en: '<p>Prince Tamino sets out to free Pamina from Sarastro’s realm – and finds himself facing trials he never expected. Mozart’s fairy-tale opera with Papageno, the Queen of the Night and an orchestra in top form.</p><p>Sung in German with surtitles. About three hours, one interval.</p>',
    },
    season: 0,
    type: 'auffuehrung',
    tags: [1, 2],
    images: [{ file: 'konzert.jpg', alt: { de: 'Das Orchester im Graben', en: 'The orchestra in the pit' } }],
    events: 'Die Zauberflöte',
  },
  {
    name: { de: 'Kabale und Liebe', en: 'Intrigue and Love' },
    slug: { de: 'kabale-und-liebe', en: 'intrigue-and-love' },
    subtitle: { de: 'Bürgerliches Trauerspiel von Friedrich Schiller', en: 'Tragedy by Friedrich Schiller' },
    description: {
      de: '<p>Ferdinand, Sohn des Präsidenten, liebt Luise, die Tochter eines Musikers. Am Hof hat diese Liebe keinen Platz. Schillers Drama über Standesgrenzen und Intrigen kehrt nach der umjubelten Premiere der letzten Spielzeit zurück.</p>',
      en: '<p>Ferdinand, the president’s son, loves Luise, a musician’s daughter. At court there is no room for their love. Schiller’s drama of class and intrigue returns after last season’s acclaimed premiere.</p>',
    },
    season: 1,
    type: 'auffuehrung',
    tags: [0, 3],
    images: [{ file: 'ensemble.jpg', alt: { de: 'Luise und Ferdinand', en: 'Luise and Ferdinand' } }],
    events: 'Kabale und Liebe',
  },
  {
    name: { de: 'Schwanensee', en: 'Swan Lake' },
    slug: { de: 'schwanensee', en: 'swan-lake' },
    subtitle: { de: 'Ballett von Pjotr Iljitsch Tschaikowsky', en: 'Ballet by Pyotr Ilyich Tchaikovsky' },
    description: {
      de: '<p>Prinz Siegfried verliebt sich in Odette, die verzauberte Schwanenkönigin. Das Tanzensemble erzählt den Klassiker neu – mit Tschaikowskys Musik live aus dem Orchestergraben.</p>',
      en: '<p>Prince Siegfried falls in love with Odette, the enchanted swan queen. Our dance company retells the classic – with Tchaikovsky’s score played live from the pit.</p>',
    },
    season: 0,
    type: 'auffuehrung',
    tags: [1],
    images: [{ file: 'buehne.jpg', alt: { de: 'Tänzerinnen in Weiß', en: 'Dancers in white' } }],
    events: 'Schwanensee',
  },
  {
    name: { de: 'Momo', en: 'Momo' },
    slug: { de: 'momo', en: 'momo' },
    subtitle: {
      de: 'nach dem Roman von Michael Ende, ab 8 Jahren',
      en: 'after the novel by Michael Ende, age 8+',
    },
    description: {
      de: '<p>Momo kann zuhören wie niemand sonst. Als die grauen Herren den Menschen ihre Zeit stehlen, nimmt sie es mit ihnen auf. Ein Stück über Freundschaft und die Zeit, die uns gehört – für alle ab acht Jahren.</p>',
      en: '<p>Momo listens like no one else. When the men in grey steal people’s time, she takes them on. A play about friendship and the time that is ours – for everyone aged eight and up.</p>',
    },
    season: 0,
    type: 'auffuehrung',
    tags: [2],
    images: [{ file: 'junges-theater.jpg', alt: { de: 'Momo und Kassiopeia', en: 'Momo and Cassiopeia' } }],
    events: 'Momo',
  },
  {
    name: { de: 'Woyzeck', en: 'Woyzeck' },
    slug: { de: 'woyzeck', en: 'woyzeck' },
    subtitle: { de: 'Fragment von Georg Büchner', en: 'Fragment by Georg Büchner' },
    description: {
      de: '<p>Der Soldat Woyzeck wird vom Hauptmann gedemütigt und vom Doktor für Experimente benutzt, bis er zerbricht. Büchners Fragment als dichter, musikalischer Abend in den Kammerspielen.</p>',
      en: '<p>The soldier Woyzeck is humiliated by his captain and used by the doctor for experiments until he breaks. Büchner’s fragment as a dense, musical evening in the Chamber Theatre.</p>',
    },
    season: 1,
    type: 'auffuehrung',
    tags: [0, 3],
    images: [
      { file: 'ensemble.jpg', alt: { de: 'Woyzeck allein auf der Bühne', en: 'Woyzeck alone on stage' } },
    ],
    events: 'Woyzeck',
  },
  {
    name: { de: 'La Traviata', en: 'La Traviata' },
    slug: { de: 'la-traviata', en: 'la-traviata' },
    subtitle: { de: 'Oper von Giuseppe Verdi', en: 'Opera by Giuseppe Verdi' },
    description: {
      de: '<p>Violetta Valéry, gefeierte Kurtisane in Paris, wagt für Alfredo ein neues Leben – und bezahlt dafür. Verdis populärste Oper in italienischer Sprache mit deutschen Übertiteln.</p>',
      en: '<p>Violetta Valéry, celebrated courtesan of Paris, risks a new life for Alfredo – and pays the price. Verdi’s most popular opera, sung in Italian with German and English surtitles.</p>',
    },
    season: 0,
    type: 'auffuehrung',
    tags: [1],
    images: [{ file: 'konzert.jpg', alt: { de: 'Violetta im Ballsaal', en: 'Violetta in the ballroom' } }],
    events: 'La Traviata',
  },
  {
    name: { de: '100 Jahre Bühnenbild', en: '100 Years of Stage Design' },
    slug: { de: '100-jahre-buehnenbild', en: '100-years-of-stage-design' },
    subtitle: { de: 'Ausstellung im Foyer', en: 'Exhibition in the foyer' },
    description: {
      de: '<p>Modelle, Entwürfe und Fotografien aus einem Jahrhundert Bühnenbild am Theater am Rosenhain – vom gemalten Prospekt bis zur Drehbühne. Einlass zu festen Zeitfenstern.</p>',
      en: '<p>Models, designs and photographs from a century of stage design at the Theater am Rosenhain – from painted backdrops to the revolving stage. Entry in timed slots.</p>',
    },
    season: 0,
    type: 'ausstellung',
    tags: [2],
    images: [
      { file: 'haus.jpg', alt: { de: 'Bühnenbildmodelle in Vitrinen', en: 'Stage models in display cases' } },
    ],
    events: 'Ausstellung: 100 Jahre Bühnenbild',
  },
];

/**
 * Seeds seasons, production tags and productions when there are no productions yet, and makes the
 * demo programme's events of each work that production's dates (only `events.production_id` is
 * set). Runs after the events seeder, so an existing database with events gets them too.
 */
export async function seedProductions(db: Db, today: Date): Promise<void> {
  const existing = await db
    .selectFrom('productions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirst();
  if (Number(existing?.count ?? 0) > 0) return;
  await db.transaction().execute(async (trx) => {
    const seasonIds = await insertNamed(trx, 'seasons', demoSeasons(today));
    const tagIds = await insertNamed(trx, 'production_tags', DEMO_PRODUCTION_TAGS);
    for (const production of DEMO_PRODUCTIONS) {
      const type = await trx
        .selectFrom('exhibition_types')
        .select('id')
        .where(sql<string>`slug->>'de'`, '=', production.type)
        .executeTakeFirst();
      const { id } = await trx
        .insertInto('productions')
        .values({
          name: JSON.stringify(production.name) as never,
          slug: JSON.stringify(production.slug) as never,
          subtitle: JSON.stringify(production.subtitle) as never,
          description: JSON.stringify(production.description) as never,
          season_id: seasonIds[production.season] ?? null,
          exhibition_type_id: type?.id ?? null,
          images: JSON.stringify(production.images.map(({ file, alt }) => image(file, alt))) as never,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (production.tags.length > 0) {
        await trx
          .insertInto('production_tag_links')
          .values(production.tags.map((tag) => ({ production_id: id, tag_id: tagIds[tag] as number })))
          .execute();
      }
      await trx
        .updateTable('events')
        .set({ production_id: id })
        .where(sql<string>`name->>'de'`, '=', production.events)
        .where('production_id', 'is', null)
        .execute();
    }
  });
}
