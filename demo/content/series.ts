import { type Kysely, sql } from 'kysely';
import type { Database, Localised } from '../../host/db/schema';

type Db = Kysely<Database>;

/** The four demo series' descriptions and subscriptions (issue 16), by German slug. */
export const DEMO_SERIES_OFFERS: Record<
  string,
  { description: Localised; subscription: Localised; url: string }
> = {
  sonntagsmatinee: {
    description: {
      de: '<p>Kammermusik am Sonntagvormittag im Foyer, moderiert von unserem Konzertdramaturgen. Danach Kaffee und Gespräche mit den Musikerinnen und Musikern.</p>',
      en: '<p>Chamber music on Sunday mornings in the foyer, hosted by our concert dramaturge. Coffee and conversation with the musicians afterwards.</p>',
    },
    subscription: {
      de: '<p>Sechs Matineen mit festem Platz, 25 % günstiger als im Einzelkauf. Preis: 96 € (ermäßigt 60 €).</p>',
      en: '<p>Six matinees with a fixed seat, 25% below single tickets. Price: €96 (reduced €60).</p>',
    },
    url: '/webshop/abo/sonntagsmatinee',
  },
  'jazz-im-foyer': {
    description: {
      de: '<p>Freitags Jazz im Foyer: das Trio Kellberg und Gäste, Bar ab 19 Uhr.</p>',
      en: '<p>Jazz in the foyer on Fridays: the Trio Kellberg and guests, bar from 7 pm.</p>',
    },
    subscription: {
      de: '<p>Fünf Konzerte nach Wahl mit der Jazzkarte: 85 € statt 110 €.</p>',
      en: '<p>Five concerts of your choice with the jazz card: €85 instead of €110.</p>',
    },
    url: '/webshop/abo/jazzkarte',
  },
  'junges-theater': {
    description: {
      de: '<p>Theater für Kinder, Jugendliche und Familien – mit Werkstätten zum Mitmachen.</p>',
      en: '<p>Theatre for children, young people and families – with workshops to join in.</p>',
    },
    subscription: {
      de: '<p>Das Familienabo: drei Vorstellungen für zwei Erwachsene und bis zu drei Kinder, 120 €.</p>',
      en: '<p>The family subscription: three performances for two adults and up to three children, €120.</p>',
    },
    url: '/webshop/abo/familienabo',
  },
  lesereihe: {
    description: {
      de: '<p>Ensemblemitglieder lesen Briefe, Tagebücher und Erzählungen – einmal im Monat in den Kammerspielen.</p>',
      en: '<p>Company members read letters, diaries and stories – once a month in the Chamber Theatre.</p>',
    },
    subscription: {
      de: '<p>Alle Lesungen der Saison mit freier Platzwahl: 48 €.</p>',
      en: '<p>Every reading of the season, unreserved seating: €48.</p>',
    },
    url: '/webshop/abo/lesereihe',
  },
};

/** Gives the demo series their descriptions and subscriptions when none has a subscription yet. */
export async function seedSeriesOffers(db: Db): Promise<void> {
  const offered = await db
    .selectFrom('series')
    .select('id')
    .where('subscription', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  if (offered) return;
  await db.transaction().execute(async (trx) => {
    for (const [slug, offer] of Object.entries(DEMO_SERIES_OFFERS)) {
      await trx
        .updateTable('series')
        .set({
          description: JSON.stringify(offer.description) as never,
          subscription: JSON.stringify(offer.subscription) as never,
          subscription_url: offer.url,
        })
        .where(sql<string>`slug->>'de'`, '=', slug)
        .execute();
    }
  });
}
