import { type Kysely, sql } from 'kysely';
import type { Database, Localised } from '../../host/db/schema';
import { slugOf } from '../../src/domain/slug';
import { type Named, named } from './events';

type Db = Kysely<Database>;

/** The magazine's five categories (issue 15 "40 articles in 5 categories"). */
export const DEMO_ARTICLE_CATEGORIES: Named[] = [
  named('Gespräche', 'Interviews', 'gespraeche', 'interviews'),
  named('Probenberichte', 'Rehearsal reports', 'probenberichte', 'rehearsal-reports'),
  named('Spielzeit', 'Season', 'spielzeit', 'season'),
  named('Essays', 'Essays', 'essays', 'essays'),
  named('Hinter den Kulissen', 'Behind the scenes', 'hinter-den-kulissen', 'behind-the-scenes'),
];

/** Its topics (tags). */
export const DEMO_ARTICLE_TAGS: Named[] = [
  named('Oper', 'Opera', 'oper', 'opera'),
  named('Schauspiel', 'Drama', 'schauspiel', 'drama'),
  named('Tanz', 'Dance', 'tanz', 'dance'),
  named('Junges Theater', 'Young theatre', 'junges-theater', 'young-theatre'),
  named('Premiere', 'Premiere', 'premiere', 'premiere'),
  named('Konzert', 'Concert', 'konzert', 'concert'),
  named('Werkstätten', 'Workshops', 'werkstaetten', 'workshops'),
  named('Ensemble', 'Company', 'ensemble', 'company'),
];

type Category = 'talk' | 'rehearsal' | 'season' | 'essay' | 'backstage';
const CATEGORY_INDEX: Record<Category, number> = { talk: 0, rehearsal: 1, season: 2, essay: 3, backstage: 4 };
type Tag = 'oper' | 'schauspiel' | 'tanz' | 'jung' | 'premiere' | 'konzert' | 'werk' | 'ensemble';
const TAG_INDEX: Record<Tag, number> = {
  oper: 0,
  schauspiel: 1,
  tanz: 2,
  jung: 3,
  premiere: 4,
  konzert: 5,
  werk: 6,
  ensemble: 7,
};
const IMAGES = ['buehne', 'ensemble', 'foyer', 'haus', 'junges-theater', 'konzert'] as const;

/** One demo article: [category, topics, image, production slug, German, English, author]. */
type Entry = [
  Category,
  Tag[],
  (typeof IMAGES)[number],
  string | null,
  { title: string; teaser: string },
  { title: string; teaser: string },
  string,
];

/** Newest first: the first is published a day before the seeding instant, each next one four days earlier. */
const ENTRIES: Entry[] = [
  [
    'season',
    ['premiere', 'schauspiel', 'oper'],
    'haus',
    null,
    {
      title: 'Die neue Spielzeit im Überblick',
      teaser:
        'Zwölf Premieren, drei Uraufführungen und ein Festival: Intendantin Miriam Falkenberg stellt das Programm vor.',
    },
    {
      title: 'The new season at a glance',
      teaser:
        'Twelve premieres, three world premieres and a festival: artistic director Miriam Falkenberg presents the programme.',
    },
    'Aylin Demir',
  ],
  [
    'talk',
    ['oper', 'konzert'],
    'konzert',
    'die-zauberfloete',
    {
      title: '»Mozart ist nie fertig«',
      teaser:
        'Generalmusikdirektor Tomás Reyes über die neue »Zauberflöte« und warum Kinder das beste Publikum sind.',
    },
    {
      title: '“Mozart is never finished”',
      teaser: 'Music director Tomás Reyes on the new “Magic Flute” and why children are the best audience.',
    },
    'Jonas Weidlich',
  ],
  [
    'rehearsal',
    ['schauspiel', 'premiere'],
    'buehne',
    'der-zerbrochne-krug',
    {
      title: 'Sechs Wochen bis zur Premiere',
      teaser: 'Wie aus einem Stück Kleist ein Abend wird: ein Besuch auf den Proben zum »Zerbrochnen Krug«.',
    },
    {
      title: 'Six weeks to the premiere',
      teaser: 'How a Kleist play becomes an evening: a visit to the rehearsals of “The Broken Jug”.',
    },
    'Aylin Demir',
  ],
  [
    'backstage',
    ['werk'],
    'haus',
    '100-jahre-buehnenbild',
    {
      title: 'Hundert Jahre Bühnenbild',
      teaser:
        'Die Ausstellung im Foyer zeigt Modelle, Skizzen und Fotos aus einem Jahrhundert Theatergeschichte.',
    },
    {
      title: 'A hundred years of stage design',
      teaser:
        'The exhibition in the foyer shows models, sketches and photographs from a century of theatre history.',
    },
    'Paula Rehberg',
  ],
  [
    'essay',
    ['schauspiel'],
    'buehne',
    'kabale-und-liebe',
    {
      title: 'Warum Schiller heute noch wehtut',
      teaser:
        'Ein Essay über Standesgrenzen, Liebe und die Frage, wer in »Kabale und Liebe« eigentlich lügt.',
    },
    {
      title: 'Why Schiller still hurts today',
      teaser: 'An essay on class, love and the question of who is actually lying in “Intrigue and Love”.',
    },
    'Aylin Demir',
  ],
  [
    'rehearsal',
    ['tanz', 'premiere'],
    'ensemble',
    'schwanensee',
    {
      title: 'Schwäne im Probensaal',
      teaser:
        'Zwölf Tänzerinnen und Tänzer, ein Pianist und sehr viel Geduld: Notizen von den Proben zu »Schwanensee«.',
    },
    {
      title: 'Swans in the rehearsal studio',
      teaser:
        'Twelve dancers, a pianist and a great deal of patience: notes from the rehearsals of “Swan Lake”.',
    },
    'Nora Lindqvist',
  ],
  [
    'talk',
    ['jung'],
    'junges-theater',
    'momo',
    {
      title: '»Zeit ist das Einzige, was Kinder uns schenken«',
      teaser: 'Regisseurin Lea Brandt über »Momo«, graue Herren und ein Publikum, das alles sofort merkt.',
    },
    {
      title: '“Time is the only thing children give us”',
      teaser: 'Director Lea Brandt on “Momo”, men in grey and an audience that notices everything at once.',
    },
    'Samuel Okafor',
  ],
  [
    'backstage',
    ['werk', 'ensemble'],
    'foyer',
    null,
    {
      title: 'Ein Tag in der Maske',
      teaser:
        'Perücken, Bärte, Wunden: Wie die Maskenbildnerei in zwei Stunden aus Schauspielern Figuren macht.',
    },
    {
      title: 'A day in make-up',
      teaser: 'Wigs, beards, wounds: how the make-up department turns actors into characters in two hours.',
    },
    'Clara Beerwald',
  ],
  [
    'essay',
    ['oper'],
    'konzert',
    'la-traviata',
    {
      title: 'Violetta und wir',
      teaser:
        'Verdis »La Traviata« erzählt von Krankheit, Geld und Moral – und ist aktueller, als uns lieb ist.',
    },
    {
      title: 'Violetta and us',
      teaser:
        'Verdi’s “La Traviata” tells of illness, money and morals, and is more topical than we would like.',
    },
    'Tomás Reyes',
  ],
  [
    'season',
    ['konzert'],
    'konzert',
    null,
    {
      title: 'Acht Sinfoniekonzerte und ein Sommerabend',
      teaser: 'Die Konzertsaison bringt Brahms, Sibelius, zwei Uraufführungen und ein Open Air im Rosenhain.',
    },
    {
      title: 'Eight symphony concerts and a summer evening',
      teaser:
        'The concert season brings Brahms, Sibelius, two world premieres and an open-air evening in the Rosenhain.',
    },
    'Tomás Reyes',
  ],
  [
    'rehearsal',
    ['schauspiel'],
    'buehne',
    'woyzeck',
    {
      title: '»Woyzeck« in Bruchstücken',
      teaser: 'Büchners Fragment wird auf der Probebühne neu sortiert – jeden Tag ein bisschen anders.',
    },
    {
      title: '“Woyzeck” in fragments',
      teaser: 'Büchner’s fragment is rearranged on the rehearsal stage, a little differently every day.',
    },
    'Vincent Stahl',
  ],
  [
    'talk',
    ['ensemble', 'schauspiel'],
    'ensemble',
    null,
    {
      title: 'Neu im Ensemble: Samuel Okafor',
      teaser: 'Vom Schauspielstudio Hamburg an den Rosenhain: ein Gespräch über erste Rollen und Heimweh.',
    },
    {
      title: 'New in the company: Samuel Okafor',
      teaser:
        'From the Hamburg drama studio to the Rosenhain: a conversation about first roles and homesickness.',
    },
    'Emil Hartung',
  ],
  [
    'backstage',
    ['werk'],
    'haus',
    null,
    {
      title: 'Wo die Wälder wachsen',
      teaser:
        'In der Schreinerei entstehen Bäume, Treppen und ganze Häuser – ein Besuch bei den Werkstätten.',
    },
    {
      title: 'Where the forests grow',
      teaser: 'Trees, staircases and entire houses are made in the carpentry shop: a visit to the workshops.',
    },
    'Paula Rehberg',
  ],
  [
    'essay',
    ['jung'],
    'junges-theater',
    null,
    {
      title: 'Das ernsteste Publikum der Welt',
      teaser: 'Warum Theater für Kinder keine kleine Kunst ist und was Erwachsene von ihm lernen können.',
    },
    {
      title: 'The most serious audience in the world',
      teaser: 'Why theatre for children is no minor art and what adults can learn from it.',
    },
    'Lea Brandt',
  ],
  [
    'season',
    ['tanz'],
    'ensemble',
    null,
    {
      title: 'Tanz am Rosenhain: drei Abende, drei Handschriften',
      teaser: 'Das Tanzensemble zeigt einen Klassiker, eine Uraufführung und ein Gastspiel aus Lissabon.',
    },
    {
      title: 'Dance at the Rosenhain: three evenings, three signatures',
      teaser: 'The dance company shows a classic, a world premiere and a guest performance from Lisbon.',
    },
    'Nora Lindqvist',
  ],
  [
    'rehearsal',
    ['oper', 'premiere'],
    'konzert',
    'die-zauberfloete',
    {
      title: 'Die Königin der Nacht übt',
      teaser: 'Das hohe F, zwanzigmal am Tag: Eindrücke aus den Bühnenorchesterproben zur »Zauberflöte«.',
    },
    {
      title: 'The Queen of the Night practises',
      teaser:
        'The high F, twenty times a day: impressions from the stage and orchestra rehearsals of “The Magic Flute”.',
    },
    'Jonas Weidlich',
  ],
  [
    'talk',
    ['werk'],
    'haus',
    null,
    {
      title: '»Ein Kostüm muss sich bewegen können«',
      teaser:
        'Gewandmeisterin Ida Sommer über Stoffe, Schnitte und eine Krinoline, die durch jede Tür passt.',
    },
    {
      title: '“A costume has to be able to move”',
      teaser: 'Head of costume Ida Sommer on fabrics, patterns and a crinoline that fits through every door.',
    },
    'Clara Beerwald',
  ],
  [
    'backstage',
    ['ensemble'],
    'foyer',
    null,
    {
      title: 'Die Nacht vor der Premiere',
      teaser:
        'Hauptprobe, Notizen, Pizza um Mitternacht: Was hinter der Bühne passiert, wenn das Publikum schläft.',
    },
    {
      title: 'The night before the premiere',
      teaser:
        'Final dress rehearsal, notes, pizza at midnight: what happens backstage while the audience sleeps.',
    },
    'Vincent Stahl',
  ],
  [
    'essay',
    ['schauspiel', 'premiere'],
    'buehne',
    'der-zerbrochne-krug',
    {
      title: 'Richter Adam und die Wahrheit',
      teaser:
        'Kleists Komödie ist ein Krimi, in dem der Täter die Ermittlungen leitet. Ein Essay zum »Zerbrochnen Krug«.',
    },
    {
      title: 'Judge Adam and the truth',
      teaser:
        'Kleist’s comedy is a crime story in which the culprit leads the investigation. An essay on “The Broken Jug”.',
    },
    'Aylin Demir',
  ],
  [
    'season',
    ['jung'],
    'junges-theater',
    null,
    {
      title: 'Das Junge Theater in dieser Spielzeit',
      teaser:
        'Vier Premieren für Kinder und Jugendliche, ein Theaterclub und Vorstellungen am Vormittag für Schulen.',
    },
    {
      title: 'Young theatre this season',
      teaser:
        'Four premieres for children and young people, a theatre club and morning performances for schools.',
    },
    'Lea Brandt',
  ],
  [
    'rehearsal',
    ['jung', 'premiere'],
    'junges-theater',
    'momo',
    {
      title: 'Wie man graue Herren spielt',
      teaser:
        'Auf den Proben zu »Momo« lernen Erwachsene, wie man Zeit stiehlt – und Kinder, wie man sie zurückholt.',
    },
    {
      title: 'How to play men in grey',
      teaser: 'At the rehearsals of “Momo” adults learn how to steal time, and children how to get it back.',
    },
    'Samuel Okafor',
  ],
  [
    'talk',
    ['tanz'],
    'ensemble',
    'schwanensee',
    {
      title: '»Spitzenschuhe halten zwei Vorstellungen«',
      teaser: 'Erste Solistin Mara Ilić über Disziplin, Verletzungen und den Moment vor dem Auftritt.',
    },
    {
      title: '“Pointe shoes last two performances”',
      teaser: 'Principal dancer Mara Ilić on discipline, injuries and the moment before going on.',
    },
    'Nora Lindqvist',
  ],
  [
    'backstage',
    ['werk', 'oper'],
    'haus',
    null,
    {
      title: 'Zwanzig Meter über der Bühne',
      teaser: 'Der Schnürboden ist der höchste Arbeitsplatz im Haus. Ein Besuch bei der Bühnentechnik.',
    },
    {
      title: 'Twenty metres above the stage',
      teaser: 'The fly tower is the highest workplace in the building. A visit to the stage crew.',
    },
    'Emil Hartung',
  ],
  [
    'essay',
    ['konzert'],
    'konzert',
    null,
    {
      title: 'Warum wir im Konzert husten',
      teaser: 'Über Stille, Applaus zwischen den Sätzen und die Kunst, gemeinsam zuzuhören.',
    },
    {
      title: 'Why we cough in concerts',
      teaser: 'On silence, applause between movements and the art of listening together.',
    },
    'Tomás Reyes',
  ],
  [
    'season',
    ['premiere', 'schauspiel'],
    'buehne',
    null,
    {
      title: 'Drei Uraufführungen, drei Stimmen',
      teaser:
        'Die Autorinnen und Autoren der neuen Stücke stellen sich vor – und verraten, worüber sie schreiben.',
    },
    {
      title: 'Three world premieres, three voices',
      teaser: 'The authors of the new plays introduce themselves and reveal what they are writing about.',
    },
    'Aylin Demir',
  ],
  [
    'rehearsal',
    ['oper'],
    'konzert',
    'la-traviata',
    {
      title: 'Ein Fest, das kippt',
      teaser:
        'Der erste Akt der »Traviata« ist eine Party. Auf den Proben wird sie Schritt für Schritt gebaut.',
    },
    {
      title: 'A party that turns',
      teaser: 'The first act of “La Traviata” is a party. At the rehearsals it is built step by step.',
    },
    'Jonas Weidlich',
  ],
  [
    'talk',
    ['schauspiel', 'ensemble'],
    'ensemble',
    'kabale-und-liebe',
    {
      title: 'Luise und Ferdinand, heute',
      teaser: 'Paula Rehberg und Emil Hartung über das berühmteste Liebespaar des Sturm und Drang.',
    },
    {
      title: 'Luise and Ferdinand, today',
      teaser: 'Paula Rehberg and Emil Hartung on the most famous lovers of the Sturm und Drang.',
    },
    'Clara Beerwald',
  ],
  [
    'backstage',
    ['konzert'],
    'konzert',
    null,
    {
      title: 'Achtzig Pulte, ein Orchestergraben',
      teaser: 'Wie das Orchester in den Graben passt und warum die Harfe immer zuletzt kommt.',
    },
    {
      title: 'Eighty music stands, one pit',
      teaser: 'How the orchestra fits into the pit and why the harp always comes last.',
    },
    'Tomás Reyes',
  ],
  [
    'essay',
    ['tanz'],
    'ensemble',
    null,
    {
      title: 'Der Körper erinnert sich',
      teaser: 'Über Choreografie als Gedächtnis und warum ein Ballett nie zweimal gleich getanzt wird.',
    },
    {
      title: 'The body remembers',
      teaser: 'On choreography as memory and why a ballet is never danced the same way twice.',
    },
    'Nora Lindqvist',
  ],
  [
    'season',
    ['ensemble'],
    'foyer',
    null,
    {
      title: 'Theaterfest zum Saisonstart',
      teaser:
        'Führungen, Kostümverkauf, Kinderschminken und ein Konzert auf dem Vorplatz: Das Haus öffnet alle Türen.',
    },
    {
      title: 'Theatre festival to open the season',
      teaser:
        'Tours, a costume sale, face painting and a concert on the forecourt: the building opens every door.',
    },
    'Paula Rehberg',
  ],
  [
    'rehearsal',
    ['schauspiel', 'ensemble'],
    'buehne',
    'woyzeck',
    {
      title: 'Die Stimme im Kopf',
      teaser: 'Wie die Regie Woyzecks innere Stimmen hörbar macht: ein Probenbericht aus dem Tonstudio.',
    },
    {
      title: 'The voice in the head',
      teaser:
        'How the director makes Woyzeck’s inner voices audible: a rehearsal report from the sound studio.',
    },
    'Vincent Stahl',
  ],
  [
    'talk',
    ['jung'],
    'junges-theater',
    null,
    {
      title: 'Theaterclub: »Hier darf man alles ausprobieren«',
      teaser: 'Fünf Jugendliche erzählen, was sie jeden Donnerstagabend ins Theater zieht.',
    },
    {
      title: 'Theatre club: “Here you can try everything”',
      teaser: 'Five young people tell us what draws them to the theatre every Thursday evening.',
    },
    'Lea Brandt',
  ],
  [
    'backstage',
    ['werk'],
    'haus',
    null,
    {
      title: 'Was ein Requisit erzählt',
      teaser:
        'Briefe, Gläser, ein zerbrochener Krug: Die Requisite baut Dinge, die auf der Bühne lügen müssen.',
    },
    {
      title: 'What a prop tells',
      teaser: 'Letters, glasses, a broken jug: the props department makes things that have to lie on stage.',
    },
    'Clara Beerwald',
  ],
  [
    'essay',
    ['oper', 'jung'],
    'konzert',
    'die-zauberfloete',
    {
      title: 'Die Zauberflöte als Kinderoper?',
      teaser:
        'Mozarts Märchen ist voller Prüfungen und Rätsel. Warum es Kinder ernster nehmen als viele Erwachsene.',
    },
    {
      title: 'The Magic Flute as children’s opera?',
      teaser:
        'Mozart’s fairy tale is full of trials and riddles. Why children take it more seriously than many adults.',
    },
    'Lea Brandt',
  ],
  [
    'season',
    ['oper'],
    'konzert',
    null,
    {
      title: 'Oper am Rosenhain: von Mozart bis heute',
      teaser: 'Vier Opernpremieren in einer Spielzeit: ein Überblick über Stücke, Stimmen und Dirigenten.',
    },
    {
      title: 'Opera at the Rosenhain: from Mozart to today',
      teaser: 'Four opera premieres in one season: an overview of works, voices and conductors.',
    },
    'Jonas Weidlich',
  ],
  [
    'rehearsal',
    ['tanz'],
    'ensemble',
    null,
    {
      title: 'Training um zehn',
      teaser: 'Jeder Tag beginnt an der Stange. Ein Morgen mit dem Tanzensemble vor der eigentlichen Probe.',
    },
    {
      title: 'Class at ten',
      teaser: 'Every day begins at the barre. A morning with the dance company before the actual rehearsal.',
    },
    'Nora Lindqvist',
  ],
  [
    'talk',
    ['werk', 'ensemble'],
    'foyer',
    null,
    {
      title: 'Die Souffleuse, die nie gebraucht wird',
      teaser: 'Seit dreißig Jahren sitzt Helga Born im Kasten. Ein Gespräch über Texthänger und Vertrauen.',
    },
    {
      title: 'The prompter who is never needed',
      teaser:
        'Helga Born has sat in the prompt box for thirty years. A conversation about dried lines and trust.',
    },
    'Emil Hartung',
  ],
  [
    'backstage',
    ['ensemble'],
    'foyer',
    null,
    {
      title: 'Abendspielleitung: Wer ruft die Einsätze?',
      teaser:
        'Über Kopfhörer, Lichtstimmungen und die Kunst, eine Vorstellung Abend für Abend zusammenzuhalten.',
    },
    {
      title: 'Stage management: who calls the cues?',
      teaser: 'On headsets, lighting states and the art of holding a show together night after night.',
    },
    'Vincent Stahl',
  ],
  [
    'essay',
    ['schauspiel'],
    'buehne',
    null,
    {
      title: 'Lob des Zuschauens',
      teaser:
        'Warum ein Theaterabend erst im Saal entsteht – und was zwei Stunden ohne Bildschirm mit uns machen.',
    },
    {
      title: 'In praise of watching',
      teaser:
        'Why a night at the theatre only comes about in the auditorium, and what two hours without a screen do to us.',
    },
    'Aylin Demir',
  ],
  [
    'season',
    ['werk'],
    'haus',
    '100-jahre-buehnenbild',
    {
      title: 'Führungen durch Haus und Werkstätten',
      teaser:
        'Einmal im Monat öffnet das Theater seine Werkstätten: Termine, Treffpunkt und was man sehen kann.',
    },
    {
      title: 'Tours of the building and workshops',
      teaser: 'Once a month the theatre opens its workshops: dates, meeting point and what there is to see.',
    },
    'Paula Rehberg',
  ],
];

const CATEGORY_TEXT: Record<Category, { de: string; en: string }> = {
  talk: {
    de: '<p>Das Gespräch führten wir in der Kantine, zwischen zwei Proben. Es wurde gekürzt und redigiert.</p>',
    en: '<p>We talked in the canteen, between two rehearsals. The interview has been shortened and edited.</p>',
  },
  rehearsal: {
    de: '<p>Probe heißt am Rosenhain: sechs Wochen, sechs Tage die Woche, vormittags und abends. Was am Ende auf der Bühne steht, ist oft das Ergebnis vieler verworfener Versuche.</p>',
    en: '<p>At the Rosenhain, rehearsing means six weeks, six days a week, mornings and evenings. What ends up on stage is often the result of many discarded attempts.</p>',
  },
  season: {
    de: '<p>Karten für alle Vorstellungen gibt es an der Theaterkasse und im Webshop. Abonnentinnen und Abonnenten erhalten ihre Termine mit der Post.</p>',
    en: '<p>Tickets for every performance are available at the box office and in the webshop. Subscribers receive their dates by post.</p>',
  },
  essay: {
    de: '<p>Dieser Text erscheint auch im Programmheft der Produktion, das an der Garderobe erhältlich ist.</p>',
    en: '<p>This text also appears in the production’s programme, available at the cloakroom.</p>',
  },
  backstage: {
    de: '<p>Mehr als zweihundert Menschen arbeiten am Theater am Rosenhain, die meisten von ihnen sieht das Publikum nie.</p>',
    en: '<p>More than two hundred people work at the Theater am Rosenhain; the audience never sees most of them.</p>',
  },
};

const DAY = 86_400_000;

export interface DemoArticle {
  title: Localised;
  slug: Localised;
  preline: Localised;
  teaser_text: Localised;
  body: Localised;
  image: { url: string; alt: Localised; width: number; height: number };
  author: string;
  category: number;
  tags: number[];
  production: string | null;
  is_highlight: boolean;
  /** Days before the seeding instant. */
  age: number;
}

/** The 40 demo articles, newest first (also read by the tests). */
export const DEMO_ARTICLES: DemoArticle[] = ENTRIES.map(
  ([category, tags, file, production, de, en, author], i) => {
    const names = DEMO_ARTICLE_CATEGORIES[CATEGORY_INDEX[category]]?.name ?? { de: '', en: '' };
    return {
      title: { de: de.title, en: en.title },
      slug: {
        de: slugOf(de.title, { maxLength: 60 }),
        en: slugOf(en.title, { locale: 'en', maxLength: 60 }),
      },
      preline: { de: names.de, en: names.en ?? names.de },
      teaser_text: { de: de.teaser, en: en.teaser },
      body: {
        de: `<p><strong>${de.teaser}</strong></p>${CATEGORY_TEXT[category].de}`,
        en: `<p><strong>${en.teaser}</strong></p>${CATEGORY_TEXT[category].en}`,
      },
      image: {
        url: `/media/${file}.jpg`,
        alt: {
          de: `Bild zum Artikel »${de.title.replace(/[»«]/g, '')}«`,
          en: `Picture for “${en.title.replace(/[“”]/g, '')}”`,
        },
        width: 1200,
        height: 675,
      },
      author,
      category: CATEGORY_INDEX[category],
      tags: tags.map((tag) => TAG_INDEX[tag]),
      production,
      // Every seventh is a highlight, the newest of them the overview's lead teaser.
      is_highlight: i % 7 === 3,
      age: 1 + i * 4,
    };
  },
);

async function insertTerms(trx: Db, table: 'article_categories' | 'article_tags', items: Named[]) {
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

/** Seeds the magazine when it has no articles, dated relative to `now` (the app's clock). */
export async function seedArticles(db: Db, now: Date): Promise<void> {
  const existing = await db
    .selectFrom('articles')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirst();
  if (Number(existing?.count ?? 0) > 0) return;
  await db.transaction().execute(async (trx) => {
    const categoryIds = await insertTerms(trx, 'article_categories', DEMO_ARTICLE_CATEGORIES);
    const tagIds = await insertTerms(trx, 'article_tags', DEMO_ARTICLE_TAGS);
    const productions = await trx
      .selectFrom('productions')
      .select(['id', sql<string>`slug->>'de'`.as('slug')])
      .execute();
    const productionId = new Map(productions.map((row) => [row.slug, row.id]));
    // Oldest first, so ids grow with the date as an editor would have written them.
    for (const article of [...DEMO_ARTICLES].reverse()) {
      const { id } = await trx
        .insertInto('articles')
        .values({
          title: JSON.stringify(article.title) as never,
          slug: JSON.stringify(article.slug) as never,
          preline: JSON.stringify(article.preline) as never,
          teaser_text: JSON.stringify(article.teaser_text) as never,
          body: JSON.stringify(article.body) as never,
          image: JSON.stringify(article.image) as never,
          author: article.author,
          category_id: categoryIds[article.category] ?? null,
          production_id: (article.production && productionId.get(article.production)) || null,
          is_highlight: article.is_highlight,
          publication_date: new Date(now.getTime() - article.age * DAY),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const links = article.tags.flatMap((tag) =>
        tagIds[tag] ? [{ article_id: id, tag_id: tagIds[tag] }] : [],
      );
      if (links.length > 0) await trx.insertInto('article_tag_links').values(links).execute();
    }
  });
}
