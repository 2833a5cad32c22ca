import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database, Localised, StoredImage } from '../../host/db/schema';
import { slugOf } from '../../src/domain/slug';
import { type Named, named } from './events';

type Db = Kysely<Database>;

/** The five person categories in their order (issue 16 "about 40 people in 5 categories"). */
export const DEMO_PERSON_CATEGORIES: Named[] = [
  named('Ensemble', 'Company', 'ensemble', 'company'),
  named('Orchester', 'Orchestra', 'orchester', 'orchestra'),
  named('Gäste', 'Guests', 'gaeste', 'guests'),
  named('Leitung', 'Direction', 'leitung', 'direction'),
  named('Team', 'Staff', 'team', 'staff'),
];

interface DemoPerson {
  name: string;
  /** Index into DEMO_PERSON_CATEGORIES. */
  category: number;
  function: Localised;
  /** A sentence about the person's work, both languages. */
  about: Localised;
  /** Where they trained or came from. */
  from: Localised;
}

const p = (
  name: string,
  category: number,
  fn: [string, string],
  about: [string, string],
  from: [string, string],
): DemoPerson => ({
  name,
  category,
  function: { de: fn[0], en: fn[1] },
  about: { de: about[0], en: about[1] },
  from: { de: from[0], en: from[1] },
});

/** The demo's people; indexes are referred to by the contributions below. */
export const DEMO_PERSONS: DemoPerson[] = [
  // Ensemble (0–11)
  p(
    'Lena Hoffmann',
    0,
    ['Schauspielerin', 'Actress'],
    [
      'spielt Eve im „Zerbrochnen Krug“ und Marie in „Woyzeck“',
      'plays Eve in “The Broken Jug” and Marie in “Woyzeck”',
    ],
    ['der Hochschule für Schauspielkunst Ernst Busch', 'the Ernst Busch Academy of Dramatic Arts'],
  ),
  p(
    'Jonas Becker',
    0,
    ['Schauspieler', 'Actor'],
    ['ist Dorfrichter Adam und Woyzeck', 'is village judge Adam and Woyzeck'],
    ['der Otto-Falckenberg-Schule in München', 'the Otto Falckenberg School in Munich'],
  ),
  p(
    'Miriam Schulze',
    0,
    ['Schauspielerin', 'Actress'],
    ['spielt Luise Miller in „Kabale und Liebe“', 'plays Luise Miller in “Intrigue and Love”'],
    ['der Folkwang Universität der Künste', 'the Folkwang University of the Arts'],
  ),
  p(
    'David Wagner',
    0,
    ['Schauspieler', 'Actor'],
    ['spielt Ferdinand und Walter', 'plays Ferdinand and Walter'],
    ['dem Mozarteum Salzburg', 'the Mozarteum in Salzburg'],
  ),
  p(
    'Sophie Keller',
    0,
    ['Schauspielerin', 'Actress'],
    ['ist Momo im Familienstück', 'is Momo in the family play'],
    ['der Hochschule für Musik und Theater Leipzig', 'the Leipzig University of Music and Theatre'],
  ),
  p(
    'Felix Braun',
    0,
    ['Schauspieler', 'Actor'],
    ['ist Meister Hora und Möbius in „Die Physiker“', 'is Master Hora and Möbius in “The Physicists”'],
    ['der Schauspielschule Zürich', 'the Zurich drama school'],
  ),
  p(
    'Anna Lindqvist',
    0,
    ['Sopranistin', 'Soprano'],
    ['singt Pamina in der „Zauberflöte“', 'sings Pamina in “The Magic Flute”'],
    ['dem Opernstudio der Königlichen Oper Stockholm', 'the opera studio of the Royal Swedish Opera'],
  ),
  p(
    'Tobias Krüger',
    0,
    ['Bariton', 'Baritone'],
    ['singt Papageno', 'sings Papageno'],
    ['der Hochschule für Musik Hanns Eisler', 'the Hanns Eisler School of Music'],
  ),
  p(
    'Marco Bellini',
    0,
    ['Tenor', 'Tenor'],
    ['singt Alfredo in „La Traviata“', 'sings Alfredo in “La Traviata”'],
    ['dem Conservatorio Giuseppe Verdi in Mailand', 'the Giuseppe Verdi Conservatory in Milan'],
  ),
  p(
    'Yuki Tanaka',
    0,
    ['Tänzerin', 'Dancer'],
    ['tanzt Odette und Odile in „Schwanensee“', 'dances Odette and Odile in “Swan Lake”'],
    ['der Palucca Hochschule für Tanz Dresden', 'the Palucca University of Dance in Dresden'],
  ),
  p(
    'Leon Fischer',
    0,
    ['Tänzer', 'Dancer'],
    ['tanzt Prinz Siegfried', 'dances Prince Siegfried'],
    ['der John Cranko Schule', 'the John Cranko School'],
  ),
  p(
    'Clara Neumann',
    0,
    ['Tänzerin', 'Dancer'],
    ['tanzt im Tanzabend „Bewegte Stadt“', 'dances in the dance evening “City in Motion”'],
    ['der Staatlichen Ballettschule Berlin', 'the State Ballet School Berlin'],
  ),
  // Orchester (12–19)
  p(
    'Katharina Vogel',
    1,
    ['Erste Konzertmeisterin', 'Leader of the orchestra'],
    ['führt die Streicher und das Rosenhain-Quartett', 'leads the strings and the Rosenhain Quartet'],
    ['der Musikhochschule Köln', 'the Cologne University of Music'],
  ),
  p(
    'Paul Richter',
    1,
    ['Violine', 'Violin'],
    ['spielt die zweite Geige im Rosenhain-Quartett', 'plays second violin in the Rosenhain Quartet'],
    ['der Musikhochschule Weimar', 'the Weimar University of Music'],
  ),
  p(
    'Elif Yılmaz',
    1,
    ['Viola', 'Viola'],
    ['spielt Bratsche im Rosenhain-Quartett', 'plays viola in the Rosenhain Quartet'],
    ['der Universität der Künste Berlin', 'the Berlin University of the Arts'],
  ),
  p(
    'Henrik Sørensen',
    1,
    ['Violoncello', 'Cello'],
    [
      'ist Solocellist und Cellist des Rosenhain-Quartetts',
      'is principal cello and cellist of the Rosenhain Quartet',
    ],
    ['der Königlich Dänischen Musikakademie', 'the Royal Danish Academy of Music'],
  ),
  p(
    'Greta Hahn',
    1,
    ['Flöte', 'Flute'],
    [
      'spielt die Soloflöte – in der „Zauberflöte“ eine Hauptrolle',
      'plays principal flute – a leading part in “The Magic Flute”',
    ],
    ['der Hochschule für Musik Freiburg', 'the Freiburg University of Music'],
  ),
  p(
    'Moritz Engel',
    1,
    ['Oboe', 'Oboe'],
    ['ist Solooboist des Orchesters', 'is the orchestra’s principal oboe'],
    ['der Musikhochschule Stuttgart', 'the Stuttgart University of Music'],
  ),
  p(
    'Ida Franke',
    1,
    ['Horn', 'Horn'],
    ['spielt das Solohorn', 'plays principal horn'],
    ['der Musikhochschule Detmold', 'the Detmold University of Music'],
  ),
  p(
    'Samuel Ortiz',
    1,
    ['Pauke', 'Timpani'],
    ['ist Solopauker', 'is principal timpanist'],
    ['der Escola Superior de Música de Catalunya', 'the Catalonia College of Music'],
  ),
  // Gäste (20–25)
  p(
    'Rosa Martínez',
    2,
    ['Sopranistin (Gast)', 'Soprano (guest)'],
    ['singt die Violetta in „La Traviata“', 'sings Violetta in “La Traviata”'],
    ['dem Teatro Real Madrid', 'the Teatro Real in Madrid'],
  ),
  p(
    'Viktor Hallström',
    2,
    ['Tenor (Gast)', 'Tenor (guest)'],
    ['singt den Tamino', 'sings Tamino'],
    ['der Göteborger Oper', 'the Gothenburg Opera'],
  ),
  p(
    'Nadia Petrova',
    2,
    ['Sopranistin (Gast)', 'Soprano (guest)'],
    ['singt die Königin der Nacht', 'sings the Queen of the Night'],
    ['dem Mariinski-Theater', 'the Mariinsky Theatre'],
  ),
  p(
    'Julian Roth',
    2,
    ['Regisseur (Gast)', 'Director (guest)'],
    ['inszeniert „Die Zauberflöte“ und „Woyzeck“', 'directs “The Magic Flute” and “Woyzeck”'],
    ['dem Burgtheater Wien', 'the Burgtheater in Vienna'],
  ),
  p(
    'Ben Adler',
    2,
    ['Klavier, Jazz im Foyer', 'Piano, Jazz in the foyer'],
    ['leitet das Trio Kellberg', 'leads the Trio Kellberg'],
    ['dem Jazzinstitut Berlin', 'the Jazz Institute Berlin'],
  ),
  p(
    'Marta Nowak',
    2,
    ['Kontrabass, Jazz im Foyer', 'Double bass, Jazz in the foyer'],
    ['spielt Bass im Trio Kellberg', 'plays bass in the Trio Kellberg'],
    ['der Musikakademie Krakau', 'the Kraków Academy of Music'],
  ),
  // Leitung (26–31)
  p(
    'Dr. Helene Sommer',
    3,
    ['Intendantin', 'General director'],
    ['leitet das Theater am Rosenhain', 'runs the Theater am Rosenhain'],
    ['dem Staatstheater Kassel', 'the Staatstheater Kassel'],
  ),
  p(
    'Matthias Korn',
    3,
    ['Generalmusikdirektor', 'General music director'],
    ['dirigiert „Die Zauberflöte“ und „La Traviata“', 'conducts “The Magic Flute” and “La Traviata”'],
    ['der Oper Leipzig', 'the Leipzig Opera'],
  ),
  p(
    'Eva Brandt',
    3,
    ['Oberspielleiterin Schauspiel', 'Head of drama direction'],
    [
      'inszeniert „Der zerbrochne Krug“ und „Kabale und Liebe“',
      'directs “The Broken Jug” and “Intrigue and Love”',
    ],
    ['dem Deutschen Theater Göttingen', 'the Deutsches Theater Göttingen'],
  ),
  p(
    'Rafael Costa',
    3,
    ['Ballettdirektor', 'Ballet director'],
    ['choreografiert „Schwanensee“ und „Bewegte Stadt“', 'choreographs “Swan Lake” and “City in Motion”'],
    ['dem Ballet Gulbenkian Lissabon', 'the Gulbenkian Ballet in Lisbon'],
  ),
  p(
    'Ulrike Stein',
    3,
    ['Ausstattungsleiterin', 'Head of design'],
    [
      'entwirft Bühnen und Kostüme und kuratiert „100 Jahre Bühnenbild“',
      'designs sets and costumes and curates “100 Years of Stage Design”',
    ],
    ['der Kunstakademie Düsseldorf', 'the Düsseldorf Art Academy'],
  ),
  p(
    'Simon Weber',
    3,
    ['Chefdramaturg', 'Chief dramaturge'],
    ['begleitet die Produktionen des Schauspiels', 'accompanies the drama productions'],
    ['dem Schauspiel Frankfurt', 'the Schauspiel Frankfurt'],
  ),
  // Team (32–39)
  p(
    'Nina Albrecht',
    4,
    ['Theaterpädagogin', 'Theatre educator'],
    [
      'inszeniert „Momo“ und leitet die Werkstatt „Masken bauen“',
      'directs “Momo” and leads the “Mask making” workshop',
    ],
    ['der Universität Hildesheim', 'the University of Hildesheim'],
  ),
  p(
    'Karl Meier',
    4,
    ['Technischer Direktor', 'Technical director'],
    ['führt durch das Haus hinter den Kulissen', 'guides visitors behind the scenes'],
    ['der Deutschen Oper Berlin', 'the Deutsche Oper Berlin'],
  ),
  p(
    'Lisa Schmitt',
    4,
    ['Leiterin der Maske', 'Head of make-up'],
    ['baut Masken und Perücken', 'makes masks and wigs'],
    ['der Bayerischen Theaterakademie', 'the Bavarian Theatre Academy'],
  ),
  p(
    'Tom Berger',
    4,
    ['Lichtdesigner', 'Lighting designer'],
    ['macht das Licht für alle Schauspielproduktionen', 'lights every drama production'],
    ['dem Thalia Theater Hamburg', 'the Thalia Theater in Hamburg'],
  ),
  p(
    'Hannah Wolf',
    4,
    ['Kostümbildnerin', 'Costume designer'],
    [
      'entwirft die Kostüme für „Kabale und Liebe“ und „Momo“',
      'designs the costumes for “Intrigue and Love” and “Momo”',
    ],
    ['der Hochschule für Bildende Künste Dresden', 'the Dresden Academy of Fine Arts'],
  ),
  p(
    'Jakob Lange',
    4,
    ['Leiter der Theaterkasse', 'Box office manager'],
    ['berät zu Karten und Abonnements', 'advises on tickets and subscriptions'],
    ['dem Konzerthaus Berlin', 'the Konzerthaus Berlin'],
  ),
  p(
    'Maren Koch',
    4,
    ['Pressesprecherin', 'Press officer'],
    ['ist Ansprechpartnerin für Presse und Medien', 'is the contact for press and media'],
    ['dem Theater Bremen', 'the Theater Bremen'],
  ),
  p(
    'Oskar Peters',
    4,
    ['Dramaturg', 'Dramaturge'],
    ['betreut die Lesereihe und die Konzerte', 'looks after the reading series and the concerts'],
    ['der Elbphilharmonie', 'the Elbphilharmonie'],
  ),
];

/** A person's role in a production (by its German name) or in the events of a work (by the event's German name). */
type Role = [person: number, de: string, en: string];

export const DEMO_PRODUCTION_CREDITS: Record<
  string,
  { roles: Role[]; works: Array<[string, string, string]> }
> = {
  'Der zerbrochne Krug': {
    roles: [
      [28, 'Regie', 'Director'],
      [30, 'Bühne und Kostüme', 'Set and costumes'],
      [1, 'Adam, Dorfrichter', 'Adam, village judge'],
      [0, 'Eve', 'Eve'],
      [3, 'Walter, Gerichtsrat', 'Walter, judicial counsellor'],
      [35, 'Licht', 'Lighting'],
      [31, 'Dramaturgie', 'Dramaturgy'],
    ],
    works: [['Heinrich von Kleist', 'Der zerbrochne Krug', 'The Broken Jug']],
  },
  'Die Zauberflöte': {
    roles: [
      [27, 'Musikalische Leitung', 'Conductor'],
      [23, 'Regie', 'Director'],
      [21, 'Tamino', 'Tamino'],
      [6, 'Pamina', 'Pamina'],
      [7, 'Papageno', 'Papageno'],
      [22, 'Königin der Nacht', 'Queen of the Night'],
      [16, 'Soloflöte', 'Solo flute'],
    ],
    works: [['Wolfgang Amadeus Mozart', 'Die Zauberflöte KV 620', 'The Magic Flute K. 620']],
  },
  'Kabale und Liebe': {
    roles: [
      [28, 'Regie', 'Director'],
      [36, 'Kostüme', 'Costumes'],
      [3, 'Ferdinand', 'Ferdinand'],
      [2, 'Luise Miller', 'Luise Miller'],
      [5, 'Präsident von Walter', 'President von Walter'],
      [31, 'Dramaturgie', 'Dramaturgy'],
    ],
    works: [['Friedrich Schiller', 'Kabale und Liebe', 'Intrigue and Love']],
  },
  Schwanensee: {
    roles: [
      [29, 'Choreografie', 'Choreography'],
      [27, 'Musikalische Leitung', 'Conductor'],
      [9, 'Odette / Odile', 'Odette / Odile'],
      [10, 'Prinz Siegfried', 'Prince Siegfried'],
      [11, 'Benno', 'Benno'],
      [30, 'Ausstattung', 'Design'],
    ],
    works: [['Pjotr Iljitsch Tschaikowsky', 'Schwanensee op. 20', 'Swan Lake, Op. 20']],
  },
  Momo: {
    roles: [
      [32, 'Regie', 'Director'],
      [36, 'Kostüme', 'Costumes'],
      [4, 'Momo', 'Momo'],
      [5, 'Meister Hora', 'Master Hora'],
      [3, 'Gigi Fremdenführer', 'Guide Gigi'],
    ],
    works: [['Michael Ende', 'Momo', 'Momo']],
  },
  Woyzeck: {
    roles: [
      [23, 'Regie', 'Director'],
      [1, 'Woyzeck', 'Woyzeck'],
      [0, 'Marie', 'Marie'],
      [5, 'Der Doktor', 'The Doctor'],
      [35, 'Licht', 'Lighting'],
    ],
    works: [['Georg Büchner', 'Woyzeck', 'Woyzeck']],
  },
  'La Traviata': {
    roles: [
      [27, 'Musikalische Leitung', 'Conductor'],
      [26, 'Regie', 'Director'],
      [20, 'Violetta Valéry', 'Violetta Valéry'],
      [8, 'Alfredo Germont', 'Alfredo Germont'],
      [7, 'Giorgio Germont', 'Giorgio Germont'],
    ],
    works: [['Giuseppe Verdi', 'La Traviata', 'La Traviata']],
  },
  '100 Jahre Bühnenbild': {
    roles: [
      [30, 'Kuratorin', 'Curator'],
      [33, 'Ausstellungstechnik', 'Exhibition technology'],
    ],
    works: [],
  },
};

/** Contributors and works of the programme's events that are no production's dates. */
export const DEMO_EVENT_CREDITS: Record<string, { roles: Role[]; works: Array<[string, string, string]> }> = {
  'Jazz im Foyer: Trio Kellberg': {
    roles: [
      [24, 'Klavier', 'Piano'],
      [25, 'Kontrabass', 'Double bass'],
      [19, 'Schlagzeug', 'Drums'],
    ],
    works: [
      ['Duke Ellington', 'In a Sentimental Mood', 'In a Sentimental Mood'],
      ['Thelonious Monk', '’Round Midnight', '’Round Midnight'],
    ],
  },
  'Sonntagsmatinee: Streichquartett': {
    roles: [
      [12, 'Violine', 'Violin'],
      [13, 'Violine', 'Violin'],
      [14, 'Viola', 'Viola'],
      [15, 'Violoncello', 'Cello'],
      [39, 'Moderation', 'Host'],
    ],
    works: [
      [
        'Joseph Haydn',
        'Streichquartett C-Dur op. 76 Nr. 3 „Kaiserquartett“',
        'String Quartet in C major, Op. 76 No. 3 “Emperor”',
      ],
      [
        'Franz Schubert',
        'Streichquartett d-Moll „Der Tod und das Mädchen“',
        'String Quartet in D minor “Death and the Maiden”',
      ],
    ],
  },
  'Hausführung hinter den Kulissen': { roles: [[33, 'Führung', 'Guide']], works: [] },
  'Masken bauen': {
    roles: [
      [32, 'Leitung', 'Workshop leader'],
      [34, 'Maske', 'Make-up'],
    ],
    works: [],
  },
  'Lesung: Briefe an Milena': {
    roles: [
      [2, 'Lesung', 'Reading'],
      [39, 'Einführung', 'Introduction'],
    ],
    works: [['Franz Kafka', 'Briefe an Milena', 'Letters to Milena']],
  },
  'Die Physiker': {
    roles: [
      [31, 'Regie', 'Director'],
      [5, 'Möbius', 'Möbius'],
      [3, 'Newton', 'Newton'],
      [2, 'Fräulein Doktor von Zahnd', 'Doctor von Zahnd'],
    ],
    works: [['Friedrich Dürrenmatt', 'Die Physiker', 'The Physicists']],
  },
  'Tanzabend: Bewegte Stadt': {
    roles: [
      [29, 'Choreografie', 'Choreography'],
      [11, 'Tanz', 'Dance'],
      [9, 'Tanz', 'Dance'],
      [10, 'Tanz', 'Dance'],
    ],
    works: [],
  },
};

const logo = (file: string, de: string, en: string): StoredImage => ({
  url: `/media/${file}`,
  alt: { de, en },
  width: 240,
  height: 80,
  thumbnails: { small: `/media/${file}`, medium: `/media/${file}`, large: `/media/${file}` },
});
const BANK = {
  name: 'Kellberger Bank',
  url: 'https://www.kellberger-bank.example',
  logo: logo('logo-bank.svg', 'Kellberger Bank', 'Kellberger Bank'),
};
const CITY = {
  name: 'Stadt Kellberg',
  url: 'https://www.kellberg.example',
  logo: logo('logo-stadt.svg', 'Stadt Kellberg', 'City of Kellberg'),
};
const FOUNDATION = {
  name: 'Kulturstiftung Rosenhain',
  url: 'https://www.kulturstiftung-rosenhain.example',
  logo: logo('logo-stiftung.svg', 'Kulturstiftung Rosenhain', 'Rosenhain Culture Foundation'),
};
const FRIENDS = {
  name: 'Freundeskreis des Theaters am Rosenhain e. V.',
  url: 'https://www.freundeskreis-rosenhain.example',
  logo: null,
};

type DemoSponsor = { kind: 'sponsor' | 'promoter'; name: string; url: string; logo: StoredImage | null };
const sponsor = (entry: typeof BANK | typeof FRIENDS): DemoSponsor => ({ kind: 'sponsor', ...entry });
const promoter = (entry: typeof BANK | typeof FRIENDS): DemoSponsor => ({ kind: 'promoter', ...entry });

/** Every production has a sponsor; some a promoter. */
export const DEMO_PRODUCTION_SPONSORS: Record<string, DemoSponsor[]> = {
  'Der zerbrochne Krug': [sponsor(CITY)],
  'Die Zauberflöte': [sponsor(BANK), sponsor(FOUNDATION)],
  'Kabale und Liebe': [sponsor(CITY)],
  Schwanensee: [sponsor(FOUNDATION)],
  Momo: [sponsor(BANK), promoter(FRIENDS)],
  Woyzeck: [sponsor(CITY)],
  'La Traviata': [sponsor(BANK)],
  '100 Jahre Bühnenbild': [sponsor(FOUNDATION), promoter(FRIENDS)],
};
export const DEMO_EVENT_SPONSORS: Record<string, DemoSponsor[]> = {
  'Jazz im Foyer: Trio Kellberg': [
    promoter({ name: 'Jazzclub Kellberg e. V.', url: 'https://www.jazzclub-kellberg.example', logo: null }),
    sponsor(BANK),
  ],
  'Sonntagsmatinee: Streichquartett': [sponsor(FOUNDATION)],
  'Lesung: Briefe an Milena': [promoter(FRIENDS)],
  'Die Physiker': [sponsor(CITY)],
};

/** Videos (shown behind external-media consent). */
export const DEMO_PRODUCTION_VIDEOS: Record<string, string> = {
  'Die Zauberflöte': 'https://vimeo.com/76979871',
  Schwanensee: 'https://www.youtube.com/watch?v=9cNQFB0TDfY',
};

function biography(person: DemoPerson): Localised {
  return {
    de: `<p>${person.name} ${person.about.de}. Nach der Ausbildung ${`an ${person.from.de}`.replace(/^an dem /, 'am ')} kam ${person.name.split(' ')[0]} ans Theater am Rosenhain.</p><p>Neben der Arbeit im Haus: Gastspiele, Meisterkurse und Projekte mit Schulen der Stadt Kellberg.</p>`,
    en: `<p>${person.name} ${person.about.en}. After training at ${person.from.en}, ${person.name.split(' ')[0]} came to the Theater am Rosenhain.</p><p>Beyond the house: guest performances, master classes and projects with Kellberg’s schools.</p>`,
  };
}

function portrait(index: number, name: string): StoredImage {
  const file = `portrait-${(index % 6) + 1}.jpg`;
  return {
    url: `/media/${file}`,
    alt: { de: `Porträt von ${name}`, en: `Portrait of ${name}` },
    width: 600,
    height: 750,
    thumbnails: { small: `/media/${file}`, medium: `/media/${file}`, large: `/media/${file}` },
  };
}

/** The German names of the owners: production ids and the events of each work. */
async function idsByName(trx: Db, table: 'productions' | 'events', name: string): Promise<number[]> {
  const rows = await trx.selectFrom(table).select('id').where(sql<string>`name->>'de'`, '=', name).execute();
  return rows.map((row) => row.id);
}

/**
 * Seeds the people (categories, persons with portraits and biographies) and what they do in
 * the productions and events, with the works and sponsors, when there are no persons yet. Runs
 * after the productions seeder.
 */
export async function seedPeople(db: Db): Promise<void> {
  const existing = await db.selectFrom('persons').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  await db.transaction().execute(async (trx) => {
    const categoryIds: number[] = [];
    for (const [position, item] of DEMO_PERSON_CATEGORIES.entries()) {
      const row = await trx
        .insertInto('person_categories')
        .values({
          name: JSON.stringify(item.name) as never,
          slug: JSON.stringify(item.slug) as never,
          position,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      categoryIds.push(row.id);
    }
    const personIds: number[] = [];
    for (const [position, person] of DEMO_PERSONS.entries()) {
      const slug = slugOf(person.name);
      const row = await trx
        .insertInto('persons')
        .values({
          name: person.name,
          slug: JSON.stringify({ de: slug, en: slug }) as never,
          function: JSON.stringify(person.function) as never,
          portrait: JSON.stringify(portrait(position, person.name)) as never,
          biography: JSON.stringify(biography(person)) as never,
          position,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      personIds.push(row.id);
      await trx
        .insertInto('person_category_links')
        .values({ person_id: row.id, category_id: categoryIds[person.category] as number })
        .execute();
    }
    const credit = async (
      owner: { production_id: number } | { event_id: number },
      credits: { roles: Role[]; works: Array<[string, string, string]> },
      sponsors: DemoSponsor[],
    ) => {
      const base = { event_id: null, production_id: null, ...owner };
      if (credits.roles.length > 0)
        await trx
          .insertInto('contributions')
          .values(
            credits.roles.map(([person, de, en], position) => ({
              ...base,
              person_id: personIds[person] as number,
              role: JSON.stringify({ de, en }) as never,
              position,
            })),
          )
          .execute();
      if (credits.works.length > 0)
        await trx
          .insertInto('works')
          .values(
            credits.works.map(([author, de, en], position) => ({
              ...base,
              author,
              title: JSON.stringify({ de, en }) as never,
              position,
            })),
          )
          .execute();
      if (sponsors.length > 0)
        await trx
          .insertInto('sponsors')
          .values(
            sponsors.map((entry, position) => ({
              ...base,
              kind: entry.kind,
              name: entry.name,
              url: entry.url,
              logo: entry.logo ? (JSON.stringify(entry.logo) as never) : null,
              position,
            })),
          )
          .execute();
    };
    for (const [name, credits] of Object.entries(DEMO_PRODUCTION_CREDITS)) {
      for (const id of await idsByName(trx, 'productions', name)) {
        await credit({ production_id: id }, credits, DEMO_PRODUCTION_SPONSORS[name] ?? []);
        const video = DEMO_PRODUCTION_VIDEOS[name];
        if (video)
          await trx.updateTable('productions').set({ video_url: video }).where('id', '=', id).execute();
      }
    }
    for (const [name, credits] of Object.entries(DEMO_EVENT_CREDITS)) {
      for (const id of await idsByName(trx, 'events', name))
        await credit({ event_id: id }, credits, DEMO_EVENT_SPONSORS[name] ?? []);
    }
  });
}
