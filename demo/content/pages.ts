import {
  anchorList,
  audio,
  blogList,
  container,
  type DemoSection,
  eventList,
  faq,
  fullTeaser,
  headline,
  heroMedia,
  image,
  imageList,
  link,
  logoList,
  quote,
  section,
  teaser,
  teaserList,
  text,
  twoColumns,
  venueList,
  video,
  viewer,
} from './builders';

/**
 * The demo venue: Theater am Rosenhain, a fictional municipal theatre with drama, opera, concerts
 * and a young company. Every page exists in German and English (siblings share `key`).
 */
export interface DemoPage {
  key: string;
  parentKey?: string;
  inMenu?: boolean;
  inFooter?: boolean;
  pageClass?: string;
  landing?: boolean;
  online?: boolean;
  de: DemoPageLocale;
  en: DemoPageLocale;
}

export interface DemoPageLocale {
  path: string;
  title: string;
  headline?: string;
  description: string;
  sections: DemoSection[];
}

/** Shared sections looked up by slug: the box-office box appears on several pages. */
export const SHARED_CONTAINERS: DemoSection[] = [
  section(
    '100',
    [
      [
        headline('Theaterkasse', { level: 2 }),
        text(
          '<p>Rosenhain 1, 12345 Kellberg<br>Di–Fr 11–18 Uhr, Sa 10–14 Uhr<br>und eine Stunde vor jeder Vorstellung</p><p>Telefon <a href="tel:+4912345678900">012345 678 900</a></p>',
        ),
      ],
    ],
    'section--muted',
    'kasse',
  ),
  section(
    '100',
    [
      [
        headline('Box office', { level: 2 }),
        text(
          '<p>Rosenhain 1, 12345 Kellberg<br>Tue–Fri 11 am–6 pm, Sat 10 am–2 pm<br>and one hour before every performance</p><p>Phone <a href="tel:+4912345678900">+49 12345 678 900</a></p>',
        ),
      ],
    ],
    'section--muted',
    'box-office',
  ),
];

export const DEMO_PAGES: DemoPage[] = [
  {
    key: 'home',
    de: {
      path: '',
      title: 'Startseite',
      headline: 'Theater am Rosenhain',
      description:
        'Schauspiel, Oper, Konzert und Junges Theater in Kellberg. Spielplan, Karten und Neuigkeiten.',
      sections: [
        section('100', [
          [
            headline('Die neue Spielzeit hat begonnen', {
              level: 2,
              preline: 'Spielzeit 2026/27',
              subline: 'Vierzig Premieren, vier Bühnen, ein Haus für alle.',
            }),
            image(
              'buehne.jpg',
              'Die große Bühne im warmen Gegenlicht',
              'Große Bühne, Bühnenprobe zu »Die Zauberflöte«',
            ),
          ],
        ]),
        section('67-33', [
          [
            text(
              '<p>Seit 1911 steht das Theater am Rosenhain für Geschichten, die bleiben. In dieser Spielzeit fragen wir, was uns zusammenhält: mit Mozarts <strong>Zauberflöte</strong> als Familienoper, Tschechows <em>Kirschgarten</em> im Großen Haus und einer Uraufführung über die Stadt, in der wir leben.</p><p>Karten gibt es an der Theaterkasse, telefonisch und rund um die Uhr online.</p>',
            ),
            link('Zum Spielplan', '/de/programm'),
          ],
          [container('kasse')],
        ]),
        section('33-33-33', [
          [
            teaserList([
              teaser({
                preline: 'Oper',
                headline: 'Die Zauberflöte',
                text: 'Mozarts Märchenoper für alle ab acht Jahren, mit dem Kinderchor des Hauses.',
                link: '/de/ueber-uns',
                image: 'konzert.jpg',
                alt: 'Bühnenbild in Blau und Gold',
              }),
            ]),
          ],
          [
            teaserList([
              teaser({
                preline: 'Schauspiel',
                headline: 'Der Kirschgarten',
                text: 'Anton Tschechows letzte Komödie über einen Abschied, den niemand wahrhaben will.',
                link: '/de/ueber-uns/geschichte',
                image: 'haus.jpg',
                alt: 'Rötliches Licht auf einem leeren Saal',
              }),
            ]),
          ],
          [
            teaserList([
              teaser({
                preline: 'Junges Theater',
                headline: 'Mitmachen!',
                text: 'Spielclubs für Kinder, Jugendliche und Erwachsene – ohne Vorkenntnisse.',
                link: '/de/junges-theater',
                image: 'junges-theater.jpg',
                alt: 'Bunte Lichtkreise auf dunklem Grund',
              }),
            ]),
          ],
        ]),
        section('100', [
          [
            headline('Aus dem Magazin', { level: 2 }),
            blogList(4),
            link('Zum Magazin', '/de/news', 'button-secondary'),
          ],
        ]),
      ],
    },
    en: {
      path: '',
      title: 'Home',
      headline: 'Theater am Rosenhain',
      description: 'Drama, opera, concerts and young theatre in Kellberg. Programme, tickets and news.',
      sections: [
        section('100', [
          [
            headline('The new season has begun', {
              level: 2,
              preline: 'Season 2026/27',
              subline: 'Forty premieres, four stages, one house for everyone.',
            }),
            image(
              'buehne.jpg',
              'The main stage in warm back light',
              'Main stage, rehearsal of “The Magic Flute”',
            ),
          ],
        ]),
        section('67-33', [
          [
            text(
              '<p>Since 1911 the Theater am Rosenhain has stood for stories that stay with you. This season we ask what holds us together: with Mozart’s <strong>Magic Flute</strong> as a family opera, Chekhov’s <em>Cherry Orchard</em> on the main stage and a world premiere about the city we live in.</p><p>Tickets are available at the box office, by phone and online around the clock.</p>',
            ),
            link('See the programme', '/en/programm'),
          ],
          [container('box-office')],
        ]),
        section('33-33-33', [
          [
            teaserList([
              teaser({
                preline: 'Opera',
                headline: 'The Magic Flute',
                text: 'Mozart’s fairy-tale opera for everyone aged eight and up, with the house children’s choir.',
                link: '/en/about',
                image: 'konzert.jpg',
                alt: 'Stage set in blue and gold',
              }),
            ]),
          ],
          [
            teaserList([
              teaser({
                preline: 'Drama',
                headline: 'The Cherry Orchard',
                text: 'Anton Chekhov’s last comedy about a farewell nobody wants to face.',
                link: '/en/about/history',
                image: 'haus.jpg',
                alt: 'Reddish light on an empty auditorium',
              }),
            ]),
          ],
          [
            teaserList([
              teaser({
                preline: 'Young theatre',
                headline: 'Join in!',
                text: 'Drama clubs for children, teenagers and adults – no experience needed.',
                link: '/en/young-theatre',
                image: 'junges-theater.jpg',
                alt: 'Colourful circles of light on a dark ground',
              }),
            ]),
          ],
        ]),
        section('100', [
          [
            headline('From the magazine', { level: 2 }),
            blogList(4),
            link('To the magazine', '/en/news', 'button-secondary'),
          ],
        ]),
      ],
    },
  },
  {
    key: 'about',
    inMenu: true,
    pageClass: 'page-about',
    de: {
      path: 'ueber-uns',
      title: 'Über uns',
      headline: 'Ein Haus für die Stadt',
      description: 'Das Theater am Rosenhain: Geschichte, Ensemble und Haltung.',
      sections: [
        section('67-33', [
          [
            headline('Wer wir sind', { preline: 'Über uns' }),
            text(
              '<p>Rund 280 Menschen arbeiten am Theater am Rosenhain: auf der Bühne, in den Werkstätten, an der Kasse und hinter den Kulissen. Gemeinsam bringen wir jede Spielzeit mehr als 600 Vorstellungen heraus – vom Sinfoniekonzert bis zum Klassenzimmerstück.</p><ul><li>Schauspielensemble mit 24 Mitgliedern</li><li>Opernchor und Kinderchor</li><li>Rosenhainer Philharmonie</li></ul>',
            ),
          ],
          [image('ensemble.jpg', 'Das Ensemble beim Schlussapplaus')],
        ]),
        section('100', [
          [
            headline('Unsere Bühnen', { level: 3 }),
            text(
              '<p>Großes Haus (720 Plätze), Kammerspiele (220 Plätze), Studio (90 Plätze) und das Foyer für Lesungen, Konzerte und Gespräche.</p>',
            ),
          ],
        ]),
      ],
    },
    en: {
      path: 'about',
      title: 'About us',
      headline: 'A house for the city',
      description: 'The Theater am Rosenhain: history, company and values.',
      sections: [
        section('67-33', [
          [
            headline('Who we are', { preline: 'About us' }),
            text(
              '<p>Some 280 people work at the Theater am Rosenhain: on stage, in the workshops, at the box office and behind the scenes. Together we stage more than 600 performances every season – from symphony concerts to plays for classrooms.</p><ul><li>A drama company of 24 actors</li><li>Opera chorus and children’s choir</li><li>The Rosenhain Philharmonic</li></ul>',
            ),
          ],
          [image('ensemble.jpg', 'The company at the curtain call')],
        ]),
        section('100', [
          [
            headline('Our stages', { level: 3 }),
            text(
              '<p>Main house (720 seats), Chamber theatre (220 seats), Studio (90 seats) and the foyer for readings, concerts and talks.</p>',
            ),
          ],
        ]),
      ],
    },
  },
  {
    key: 'history',
    parentKey: 'about',
    de: {
      path: 'ueber-uns/geschichte',
      title: 'Geschichte',
      headline: 'Über hundert Jahre Theater',
      description: 'Vom Stadttheater 1911 bis heute: die Geschichte des Theaters am Rosenhain.',
      sections: [
        section('33-67', [
          [headline('1911', { level: 2 })],
          [
            text(
              '<p>Das Haus wird mit Schillers <em>Wilhelm Tell</em> eröffnet. Die Kellberger Bürgerschaft hatte den Bau über zehn Jahre mit Spenden finanziert.</p>',
            ),
          ],
        ]),
        section('25-50-25', [
          [headline('1944', { level: 2 })],
          [
            text(
              '<p>Ein Bombenangriff zerstört das Bühnenhaus. Gespielt wird weiter – im Saal des Gasthofs »Zur Linde«.</p><p>1956 öffnet das wiederaufgebaute Große Haus.</p>',
            ),
          ],
          [image('haus.jpg', 'Historische Fassade des Theaters')],
        ]),
        section('33-67', [
          [headline('2019', { level: 2 })],
          [
            text(
              '<p>Nach drei Jahren Sanierung öffnet das Haus barrierefrei, mit neuer Bühnentechnik und dem Studio unterm Dach.</p>',
            ),
          ],
        ]),
      ],
    },
    en: {
      path: 'about/history',
      title: 'History',
      headline: 'More than a hundred years of theatre',
      description: 'From the municipal theatre of 1911 to today: the history of the Theater am Rosenhain.',
      sections: [
        section('33-67', [
          [headline('1911', { level: 2 })],
          [
            text(
              '<p>The house opens with Schiller’s <em>William Tell</em>. The citizens of Kellberg had paid for the building with donations over ten years.</p>',
            ),
          ],
        ]),
        section('25-50-25', [
          [headline('1944', { level: 2 })],
          [
            text(
              '<p>An air raid destroys the stage house. The company keeps playing – in the hall of the “Zur Linde” inn.</p><p>The rebuilt main house opens in 1956.</p>',
            ),
          ],
          [image('haus.jpg', 'Historic façade of the theatre')],
        ]),
        section('33-67', [
          [headline('2019', { level: 2 })],
          [
            text(
              '<p>After three years of renovation the house reopens step-free, with new stage machinery and the studio under the roof.</p>',
            ),
          ],
        ]),
      ],
    },
  },
  {
    key: 'visit',
    inMenu: true,
    de: {
      path: 'besuch',
      title: 'Ihr Besuch',
      headline: 'Ihr Besuch',
      description: 'Anfahrt, Theaterkasse, Barrierefreiheit und Garderobe: alles für Ihren Theaterbesuch.',
      sections: [
        section('100', [
          [
            anchorList([
              ['Spielstätten', 'spielstaetten'],
              ['Anfahrt', 'anfahrt'],
              ['Barrierefreiheit', 'barrierefreiheit'],
              ['Garderobe', 'garderobe'],
              ['Häufige Fragen', 'fragen'],
            ]),
          ],
        ]),
        // Every venue with its address and a link to its page (directions, hours, map).
        section('100', [
          [headline('Unsere Spielstätten', { level: 2, anchor: 'spielstaetten' }), venueList([1, 2, 3])],
        ]),
        section('33-33-33', [
          [
            headline('Anfahrt', { level: 2, anchor: 'anfahrt' }),
            text(
              '<p>Straßenbahn 3 und 7 bis »Rosenhain«. Das Parkhaus am Markt ist zwei Gehminuten entfernt; ab 18 Uhr zum Abendtarif.</p>',
            ),
          ],
          [
            headline('Barrierefreiheit', { level: 2, anchor: 'barrierefreiheit' }),
            text(
              '<p>Alle Bühnen sind stufenlos erreichbar. Im Großen Haus gibt es eine Induktionsschleife und zu ausgewählten Vorstellungen Audiodeskription.</p>',
            ),
          ],
          [
            headline('Garderobe', { level: 2, anchor: 'garderobe' }),
            text(
              '<p>Die Garderobe ist im Kartenpreis enthalten. Bitte geben Sie große Taschen und Schirme dort ab.</p>',
            ),
          ],
        ]),
        section('67-33', [
          [
            headline('Häufige Fragen', { level: 2, anchor: 'fragen' }),
            faq([
              [
                'Gibt es ermäßigte Karten?',
                '<p>Ja. Schüler, Studierende, Auszubildende und Menschen mit Schwerbehindertenausweis zahlen <strong>50 %</strong>. Bitte zeigen Sie den Nachweis am Einlass.</p>',
              ],
              [
                'Darf ich nach Beginn noch in den Saal?',
                '<p>Zu Schauspiel und Oper lassen wir Sie zum nächsten passenden Moment ein, bei Konzerten nach dem ersten Stück.</p>',
              ],
              [
                'Kann ich meine Karte umtauschen?',
                '<p>Gekaufte Karten sind vom Umtausch ausgeschlossen. Fällt eine Vorstellung aus, erstatten wir den Preis. Mehr in den <a href="/de/agb">AGB</a>.</p>',
              ],
            ]),
          ],
          [quote('Das schönste Foyer der Stadt – und die freundlichste Kasse.', 'Kellberger Rundschau')],
        ]),
        section('100', [[container('kasse')]]),
      ],
    },
    en: {
      path: 'visit',
      title: 'Your visit',
      headline: 'Your visit',
      description: 'Getting here, box office, accessibility and cloakroom: everything for your visit.',
      sections: [
        section('100', [
          [
            anchorList([
              ['Our venues', 'venues'],
              ['Getting here', 'getting-here'],
              ['Accessibility', 'accessibility'],
              ['Cloakroom', 'cloakroom'],
              ['Questions', 'questions'],
            ]),
          ],
        ]),
        section('100', [[headline('Our venues', { level: 2, anchor: 'venues' }), venueList([1, 2, 3])]]),
        section('33-33-33', [
          [
            headline('Getting here', { level: 2, anchor: 'getting-here' }),
            text(
              '<p>Tram 3 and 7 to “Rosenhain”. The market car park is a two-minute walk away, with an evening rate from 6 pm.</p>',
            ),
          ],
          [
            headline('Accessibility', { level: 2, anchor: 'accessibility' }),
            text(
              '<p>All stages are step-free. The main house has a hearing loop, and selected performances offer audio description.</p>',
            ),
          ],
          [
            headline('Cloakroom', { level: 2, anchor: 'cloakroom' }),
            text(
              '<p>The cloakroom is included in the ticket price. Please leave large bags and umbrellas there.</p>',
            ),
          ],
        ]),
        section('67-33', [
          [
            headline('Frequently asked questions', { level: 2, anchor: 'questions' }),
            faq([
              [
                'Are there reduced tickets?',
                '<p>Yes. Pupils, students, apprentices and people with a disability card pay <strong>50 %</strong>. Please show your proof at the door.</p>',
              ],
              [
                'Can I get in after the start?',
                '<p>For drama and opera we let you in at the next suitable moment, for concerts after the first piece.</p>',
              ],
              [
                'Can I exchange my ticket?',
                '<p>Tickets cannot be exchanged. If a performance is cancelled, we refund the price. More in the <a href="/en/terms">terms</a>.</p>',
              ],
            ]),
          ],
          [quote('The most beautiful foyer in town – and the friendliest box office.', 'Kellberg Herald')],
        ]),
        section('100', [[container('box-office')]]),
      ],
    },
  },
  {
    key: 'young',
    inMenu: true,
    de: {
      path: 'junges-theater',
      title: 'Junges Theater',
      headline: 'Junges Theater',
      description: 'Stücke, Spielclubs und Workshops für Kinder, Jugendliche und Schulen.',
      sections: [
        section('50-50', [
          [image('junges-theater.jpg', 'Jugendliche proben auf der Studiobühne')],
          [
            headline('Theater von Anfang an', { preline: 'Für Kinder und Jugendliche' }),
            text(
              '<p>Vom Krabbeltheater für die Kleinsten bis zum Jugendclub, der seine eigenen Stücke schreibt: Das Junge Theater macht Lust auf Bühne.</p><ol><li>Stücke für Kitas und Schulen</li><li>Spielclubs ab 8 Jahren</li><li>Ferienworkshops</li></ol>',
            ),
            link('Kontakt aufnehmen', '/de/kontakt', 'button-secondary'),
          ],
        ]),
        section('67-33', [
          [
            video(
              'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
              'junges-theater.jpg',
              'Standbild aus dem Trailer: Jugendliche auf der Studiobühne',
              'Trailer: Der Jugendclub probt »Momo«',
              '1:52',
            ),
          ],
          [
            quote(
              'Auf der Bühne darf ich jemand ganz anderes sein – und merke, wer ich bin.',
              'Lina, 15, Jugendclub',
            ),
          ],
        ]),
        section('100', [
          [
            twoColumns(
              '<p><strong>Theater und Schule</strong></p><p>Unsere Theaterpädagoginnen besuchen Ihre Klasse, bereiten Vorstellungen vor und nach und bringen mit dem <em>Klassenzimmerstück</em> Theater direkt in die Schule.</p><ul><li>Vor- und Nachgespräche</li><li>Lehrerfortbildungen</li></ul>',
              'ensemble.jpg',
              'Eine Schulklasse im Gespräch mit Schauspielerinnen',
              'text-image',
            ),
          ],
        ]),
      ],
    },
    en: {
      path: 'young-theatre',
      title: 'Young theatre',
      headline: 'Young theatre',
      description: 'Plays, drama clubs and workshops for children, teenagers and schools.',
      sections: [
        section('50-50', [
          [image('junges-theater.jpg', 'Teenagers rehearsing on the studio stage')],
          [
            headline('Theatre from the start', { preline: 'For children and teenagers' }),
            text(
              '<p>From theatre for toddlers to the youth club that writes its own plays: the young theatre makes you want to be on stage.</p><ol><li>Plays for nurseries and schools</li><li>Drama clubs from age 8</li><li>Holiday workshops</li></ol>',
            ),
            link('Get in touch', '/en/contact', 'button-secondary'),
          ],
        ]),
        section('67-33', [
          [
            video(
              'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
              'junges-theater.jpg',
              'Still from the trailer: teenagers on the studio stage',
              'Trailer: the youth club rehearses “Momo”',
              '1:52',
            ),
          ],
          [
            quote(
              'On stage I can be someone completely different – and find out who I am.',
              'Lina, 15, youth club',
            ),
          ],
        ]),
        section('100', [
          [
            twoColumns(
              '<p><strong>Theatre and school</strong></p><p>Our drama teachers visit your class, prepare and follow up performances and bring theatre straight into school with the <em>classroom play</em>.</p><ul><li>Talks before and after</li><li>Training for teachers</li></ul>',
              'ensemble.jpg',
              'A school class talking with actresses',
              'text-image',
            ),
          ],
        ]),
      ],
    },
  },
  {
    key: 'contact',
    inFooter: true,
    de: {
      path: 'kontakt',
      title: 'Kontakt',
      headline: 'Kontakt',
      description: 'So erreichen Sie das Theater am Rosenhain.',
      sections: [
        section('50-50', [
          [
            headline('Theater am Rosenhain', { level: 2 }),
            text(
              '<p>Rosenhain 1<br>12345 Kellberg</p><p><a href="mailto:info@theater-rosenhain.example">info@theater-rosenhain.example</a></p>',
            ),
          ],
          [
            headline('Presse', { level: 2, anchor: 'presse' }),
            text(
              '<p>Anfragen für Pressekarten und Bildmaterial richten Sie bitte an <a href="mailto:presse@theater-rosenhain.example">presse@theater-rosenhain.example</a>.</p>',
            ),
          ],
        ]),
        // The venue's own contact form (demo/content/forms.ts, the first form seeded; issue 17).
        section('100', [
          [
            headline('Schreiben Sie uns', { level: 2 }),
            { id: 'demo-contact-form-de', type: 'forms', source: 'venue', form_id: 1 },
          ],
        ]),
      ],
    },
    en: {
      path: 'contact',
      title: 'Contact',
      headline: 'Contact',
      description: 'How to reach the Theater am Rosenhain.',
      sections: [
        section('50-50', [
          [
            headline('Theater am Rosenhain', { level: 2 }),
            text(
              '<p>Rosenhain 1<br>12345 Kellberg, Germany</p><p><a href="mailto:info@theater-rosenhain.example">info@theater-rosenhain.example</a></p>',
            ),
          ],
          [
            headline('Press', { level: 2, anchor: 'press' }),
            text(
              '<p>For press tickets and images please write to <a href="mailto:presse@theater-rosenhain.example">presse@theater-rosenhain.example</a>.</p>',
            ),
          ],
        ]),
        section('100', [
          [
            headline('Write to us', { level: 2 }),
            { id: 'demo-contact-form-en', type: 'forms', source: 'venue', form_id: 1 },
          ],
        ]),
      ],
    },
  },
  {
    // The webshop's webticket series path leads here (spec: frame §2; host/routes/webshop.ts).
    key: 'subscriptions',
    de: {
      path: 'abonnements',
      title: 'Abonnements',
      headline: 'Abonnements',
      description: 'Abonnements des Theaters am Rosenhain: feste Plätze, Reihen zum Vorzugspreis.',
      sections: [
        section('100', [
          [
            text(
              '<p>Mit einem Abonnement sehen Sie eine Reihe von Vorstellungen auf Ihrem festen Platz und sparen bis zu 30 Prozent gegenüber dem Einzelkauf.</p><ul><li>Premieren-Abo: alle Premieren der Spielzeit</li><li>Konzert-Abo: sechs Sinfoniekonzerte</li><li>Junges Abo: vier Vorstellungen für alle unter 27</li></ul><p>Abonnements erhalten Sie an der Theaterkasse.</p>',
            ),
            link('Zum Programm', '/de/programm'),
          ],
        ]),
        section('100', [[container('kasse')]]),
      ],
    },
    en: {
      path: 'subscriptions',
      title: 'Subscriptions',
      headline: 'Subscriptions',
      description: 'Subscriptions at the Theater am Rosenhain: your own seat, series at a reduced price.',
      sections: [
        section('100', [
          [
            text(
              '<p>With a subscription you see a series of performances from your own seat and save up to 30 per cent on single tickets.</p><ul><li>Premiere subscription: every premiere of the season</li><li>Concert subscription: six symphony concerts</li><li>Young subscription: four performances for everyone under 27</li></ul><p>Subscriptions are sold at the box office.</p>',
            ),
            link('To the programme', '/en/programm'),
          ],
        ]),
        section('100', [[container('box-office')]]),
      ],
    },
  },
  {
    key: 'friends',
    landing: true,
    de: {
      path: 'freundeskreis',
      title: 'Freundeskreis',
      headline: 'Werden Sie Teil des Freundeskreises',
      description:
        'Der Freundeskreis des Theaters am Rosenhain: Probenbesuche, Premierenfeiern und Begegnungen.',
      sections: [
        section('100', [
          [
            text(
              '<p>Mit Ihrer Mitgliedschaft unterstützen Sie Inszenierungen des Jungen Theaters und erleben das Haus hinter den Kulissen.</p>',
            ),
            link('Mitglied werden', '/de/kontakt'),
          ],
        ]),
      ],
    },
    en: {
      path: 'friends',
      title: 'Friends',
      headline: 'Join our friends',
      description:
        'The friends of the Theater am Rosenhain: rehearsal visits, premiere parties and encounters.',
      sections: [
        section('100', [
          [
            text(
              '<p>Your membership supports productions of the young theatre and lets you see the house behind the scenes.</p>',
            ),
            link('Become a member', '/en/contact'),
          ],
        ]),
      ],
    },
  },
  {
    key: 'discover',
    inFooter: true,
    de: {
      path: 'entdecken',
      title: 'Entdecken',
      headline: 'Theater entdecken',
      description: 'Die nächsten Vorstellungen, Hörstücke, das Spielzeitheft und Blicke hinter die Kulissen.',
      sections: [
        section('100', [
          [
            heroMedia({
              headline: 'Theaterfest am 12. September',
              text: 'Offene Türen, Bühnenführungen und Musik auf allen Bühnen – der Eintritt ist frei.',
              buttonText: 'Zum Programm',
              buttonLink: '/de/programm',
              image: 'foyer.jpg',
              alt: 'Das Foyer voller Gäste',
              onlineFrom: '2026-01-01T00:00:00+01:00',
            }),
          ],
        ]),
        section('100', [
          [headline('Die nächsten Vorstellungen', { level: 2, anchor: 'vorstellungen' }), eventList('none')],
        ]),
        section('100', [
          [
            fullTeaser({
              image: 'buehne.jpg',
              alt: 'Blick von der Hinterbühne in den Saal',
              preline: 'Führungen',
              headline: 'Hinter den Kulissen',
              text: 'Einmal im Monat zeigen Ihnen unsere Bühnentechnikerinnen, wie sich die Drehbühne bewegt, wo die Kostüme entstehen und warum es im Schnürboden so still ist.',
              link: '/de/besuch',
              linkText: 'Termine und Treffpunkt',
              style: 'image-right',
            }),
          ],
        ]),
        section('50-50', [
          [
            headline('Hörstück', { level: 2 }),
            audio(
              '<iframe src="https://open.spotify.com/embed/episode/7makk4oTQel546B0PZlDM5" width="100%" height="152"></iframe>',
              'Podcast »Vorhang auf«, Folge 12: Die Zauberflöte',
            ),
          ],
          [
            headline('Spielzeitheft', { level: 2 }),
            viewer(
              '<iframe src="https://e.issuu.com/embed.html?d=spielzeit-2026-27&u=theater-rosenhain"></iframe>',
              'Spielzeitheft 2026/27',
            ),
          ],
        ]),
        section('100', [
          [
            headline('Bilder der Spielzeit', { level: 2 }),
            imageList(
              [
                {
                  file: 'konzert.jpg',
                  alt: 'Das Orchester im Graben',
                  description: 'Sinfoniekonzert im Großen Haus',
                },
                {
                  file: 'haus.jpg',
                  alt: 'Der Saal vor der Vorstellung',
                  description: 'Der Saal um 19:25 Uhr',
                },
                {
                  file: 'ensemble.jpg',
                  alt: 'Das Ensemble beim Applaus',
                  description: 'Premiere »Der Kirschgarten«',
                },
              ],
              'masonry',
            ),
          ],
        ]),
        section('100', [
          [
            headline('Wir danken unseren Förderern', { level: 2 }),
            logoList([
              { file: 'logo-stadt.svg', name: 'Stadt Kellberg' },
              { file: 'logo-stiftung.svg', name: 'Kulturstiftung Rosenhain' },
              { file: 'logo-bank.svg', name: 'Kellberger Bank', link: 'https://bank.example' },
            ]),
          ],
        ]),
      ],
    },
    en: {
      path: 'discover',
      title: 'Discover',
      headline: 'Discover the theatre',
      description: 'The next performances, audio pieces, the season brochure and glimpses behind the scenes.',
      sections: [
        section('100', [
          [
            heroMedia({
              headline: 'Theatre festival on 12 September',
              text: 'Open doors, backstage tours and music on every stage – admission is free.',
              buttonText: 'See the programme',
              buttonLink: '/en/programm',
              image: 'foyer.jpg',
              alt: 'The foyer full of guests',
              onlineFrom: '2026-01-01T00:00:00+01:00',
            }),
          ],
        ]),
        section('100', [
          [headline('The next performances', { level: 2, anchor: 'performances' }), eventList('none')],
        ]),
        section('100', [
          [
            fullTeaser({
              image: 'buehne.jpg',
              alt: 'View from the backstage into the auditorium',
              preline: 'Tours',
              headline: 'Behind the scenes',
              text: 'Once a month our stage technicians show you how the revolving stage moves, where the costumes are made and why it is so quiet up in the fly tower.',
              link: '/en/visit',
              linkText: 'Dates and meeting point',
              style: 'image-right',
            }),
          ],
        ]),
        section('50-50', [
          [
            headline('Listen', { level: 2 }),
            audio(
              '<iframe src="https://open.spotify.com/embed/episode/7makk4oTQel546B0PZlDM5" width="100%" height="152"></iframe>',
              'Podcast “Curtain up”, episode 12: The Magic Flute',
            ),
          ],
          [
            headline('Season brochure', { level: 2 }),
            viewer(
              '<iframe src="https://e.issuu.com/embed.html?d=spielzeit-2026-27&u=theater-rosenhain"></iframe>',
              'Season brochure 2026/27',
            ),
          ],
        ]),
        section('100', [
          [
            headline('Pictures of the season', { level: 2 }),
            imageList(
              [
                {
                  file: 'konzert.jpg',
                  alt: 'The orchestra in the pit',
                  description: 'Symphony concert in the main house',
                },
                {
                  file: 'haus.jpg',
                  alt: 'The auditorium before the show',
                  description: 'The auditorium at 7:25 pm',
                },
                {
                  file: 'ensemble.jpg',
                  alt: 'The company at the curtain call',
                  description: 'Premiere “The Cherry Orchard”',
                },
              ],
              'masonry',
            ),
          ],
        ]),
        section('100', [
          [
            headline('Thank you to our supporters', { level: 2 }),
            logoList([
              { file: 'logo-stadt.svg', name: 'City of Kellberg' },
              { file: 'logo-stiftung.svg', name: 'Rosenhain Culture Foundation' },
              { file: 'logo-bank.svg', name: 'Kellberg Bank', link: 'https://bank.example' },
            ]),
          ],
        ]),
      ],
    },
  },
  {
    // The events page's record in the page editor: the event overlay reads its headline
    // (spec: programme §2 Event overlay, §7). /{locale}/programm itself is the programme route.
    key: 'programme',
    de: {
      path: 'programm',
      title: 'Programm',
      headline: 'Programm und Karten',
      description: 'Der Spielplan des Theaters am Rosenhain: alle Vorstellungen, Konzerte und Führungen.',
      sections: [],
    },
    en: {
      path: 'programm',
      title: 'Programme',
      headline: 'Programme and tickets',
      description: 'The programme of the Theater am Rosenhain: every performance, concert and tour.',
      sections: [],
    },
  },
  // The productions list is a route of its own (host/routes/productions.ts); company and
  // magazine are content pages built from modules, as the menus expect.
  {
    key: 'company',
    parentKey: 'about',
    de: {
      path: 'team',
      title: 'Ensemble',
      headline: 'Ensemble und Team',
      description:
        'Die Schauspielerinnen, Sänger, Tänzerinnen und das Leitungsteam des Theaters am Rosenhain.',
      sections: [
        section('100', [
          [
            text(
              '<p>Achtzehn Schauspielerinnen und Schauspieler, ein Opernstudio und ein Tanzensemble von zwölf Tänzerinnen und Tänzern spielen am Rosenhain – getragen von über zweihundert Menschen in Werkstätten, Technik und Verwaltung.</p>',
            ),
          ],
        ]),
        section('50-50', [
          [
            headline('Leitung', { level: 2 }),
            text(
              '<ul><li>Dr. Miriam Falkenberg, Intendantin</li><li>Jonas Weidlich, Geschäftsführender Direktor</li><li>Aylin Demir, Leitende Dramaturgin</li><li>Tomás Reyes, Generalmusikdirektor</li></ul>',
            ),
          ],
          [
            headline('Schauspielensemble', { level: 2 }),
            text(
              '<ul><li>Clara Beerwald</li><li>Emil Hartung</li><li>Nora Lindqvist</li><li>Samuel Okafor</li><li>Paula Rehberg</li><li>Vincent Stahl</li></ul>',
            ),
          ],
        ]),
      ],
    },
    en: {
      path: 'team',
      title: 'Company',
      headline: 'Company and team',
      description: 'The actors, singers, dancers and the management of the Theater am Rosenhain.',
      sections: [
        section('100', [
          [
            text(
              '<p>Eighteen actors, an opera studio and a dance company of twelve perform at the Rosenhain, supported by more than two hundred people in the workshops, technical crew and administration.</p>',
            ),
          ],
        ]),
        section('50-50', [
          [
            headline('Management', { level: 2 }),
            text(
              '<ul><li>Dr Miriam Falkenberg, artistic director</li><li>Jonas Weidlich, managing director</li><li>Aylin Demir, head of dramaturgy</li><li>Tomás Reyes, music director</li></ul>',
            ),
          ],
          [
            headline('Acting company', { level: 2 }),
            text(
              '<ul><li>Clara Beerwald</li><li>Emil Hartung</li><li>Nora Lindqvist</li><li>Samuel Okafor</li><li>Paula Rehberg</li><li>Vincent Stahl</li></ul>',
            ),
          ],
        ]),
      ],
    },
  },
  {
    // The webshop's webticket item-groups path leads here (spec: frame §2; host/routes/webshop.ts).
    key: 'magazine',
    de: {
      path: 'news',
      title: 'Magazin',
      headline: 'Magazin',
      description: 'Probenberichte, Gespräche und Neuigkeiten aus dem Theater am Rosenhain.',
      // The magazine is a route of its own (host/routes/magazine.ts); this page holds its
      // headline and description (spec: programme §2 "headline from page data").
      sections: [],
    },
    en: {
      path: 'news',
      title: 'Magazine',
      headline: 'Magazine',
      description: 'Rehearsal reports, interviews and news from the Theater am Rosenhain.',
      sections: [],
    },
  },
  {
    key: 'draft',
    online: false,
    de: {
      path: 'vorschau-spielzeit',
      title: 'Vorschau Spielzeit 2027/28',
      description: 'Noch nicht veröffentlicht.',
      sections: [section('100', [[text('<p>Die Vorschau erscheint im Mai.</p>')]])],
    },
    en: {
      path: 'season-preview',
      title: 'Season preview 2027/28',
      description: 'Not yet published.',
      sections: [section('100', [[text('<p>The preview will be published in May.</p>')]])],
    },
  },
  legalPage('imprint', { path: 'impressum', title: 'Impressum' }, { path: 'imprint', title: 'Imprint' }, [
    '<p><strong>Theater am Rosenhain</strong><br>Eigenbetrieb der Stadt Kellberg<br>Rosenhain 1, 12345 Kellberg</p><p>Vertreten durch die Intendantin Dr. Miriam Falkenberg und den Geschäftsführenden Direktor Jonas Weidlich.</p><p>Telefon 012345 678 900<br>E-Mail <a href="mailto:info@theater-rosenhain.example">info@theater-rosenhain.example</a></p><p>Umsatzsteuer-ID: DE 000 000 000 (Beispiel)</p>',
    '<p><strong>Theater am Rosenhain</strong><br>Municipal enterprise of the City of Kellberg<br>Rosenhain 1, 12345 Kellberg, Germany</p><p>Represented by the artistic director Dr Miriam Falkenberg and the managing director Jonas Weidlich.</p><p>Phone +49 12345 678 900<br>Email <a href="mailto:info@theater-rosenhain.example">info@theater-rosenhain.example</a></p>',
  ]),
  legalPage(
    'privacy',
    { path: 'datenschutz', title: 'Datenschutz' },
    { path: 'privacy', title: 'Privacy policy' },
    [
      '<p>Wir verarbeiten personenbezogene Daten nur, soweit es für den Betrieb dieser Website, den Kartenverkauf und die Beantwortung Ihrer Anfragen nötig ist.</p><ul><li>Notwendige Cookies: Sitzung, Sicherheits-Token, Warenkorb</li><li>Statistik und Marketing: nur mit Ihrer Einwilligung</li><li>Externe Medien (Video, Audio): erst nach Ihrem Klick</li></ul><p>Ihre Einwilligung können Sie jederzeit über »Cookie-Einstellungen« in der Fußzeile ändern.</p>',
      '<p>We process personal data only as far as it is needed to run this website, sell tickets and answer your enquiries.</p><ul><li>Necessary cookies: session, security token, cart</li><li>Statistics and marketing: only with your consent</li><li>External media (video, audio): only after your click</li></ul><p>You can change your consent at any time with “Cookie settings” in the footer.</p>',
    ],
  ),
  legalPage('terms', { path: 'agb', title: 'AGB' }, { path: 'terms', title: 'Terms and conditions' }, [
    '<p>Diese Allgemeinen Geschäftsbedingungen gelten für den Kauf von Eintrittskarten an der Theaterkasse und online.</p><ol><li>Reservierte Karten werden 15 Minuten im Warenkorb gehalten.</li><li>Gekaufte Karten sind vom Umtausch ausgeschlossen, außer bei Ausfall der Vorstellung.</li><li>Ermäßigungen gelten gegen Nachweis am Einlass.</li></ol>',
    '<p>These terms apply to tickets bought at the box office and online.</p><ol><li>Reserved tickets are held in the cart for 15 minutes.</li><li>Tickets cannot be exchanged unless the performance is cancelled.</li><li>Concessions are valid on proof at the door.</li></ol>',
  ]),
];

function legalPage(
  key: string,
  de: { path: string; title: string },
  en: { path: string; title: string },
  [deHtml, enHtml]: [string, string],
): DemoPage {
  return {
    key,
    inFooter: false,
    de: {
      ...de,
      headline: de.title,
      description: `${de.title} des Theaters am Rosenhain.`,
      sections: [section('100', [[text(deHtml)]])],
    },
    en: {
      ...en,
      headline: en.title,
      description: `${en.title} of the Theater am Rosenhain.`,
      sections: [section('100', [[text(enHtml)]])],
    },
  };
}

/** Used by tests: a page with every layout exists. */
export const DEMO_LAYOUTS_USED = [
  ...new Set(DEMO_PAGES.flatMap((page) => page.de.sections.map((s) => s.layout))),
];
