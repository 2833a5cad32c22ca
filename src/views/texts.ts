import type { Locale } from '../contract/common';

/**
 * The few texts the shared cards draw. Kept here rather than read from the site catalogues
 * (src/i18n) so an element that draws a card carries these strings only, not every page text (the
 * productions list's chunk has no catalogue); `texts.test.ts` checks that they say what the
 * catalogues say (`programme.tickets`, `programme.soldOut`, `programme.filter.tag`,
 * `productions.nextDate`).
 */
const de = {
  /** The ticket link (spec: programme §4 "Tickets" button). */
  tickets: 'Karten',
  /** Event status '0' (spec: programme §4). */
  soldOut: 'Ausverkauft',
  /** The name of an event card's list of tags. */
  tags: 'Schlagworte',
  /** Before a production's next date; the date follows after a space. */
  nextDate: 'Nächster Termin:',
  /** A teaser's link text when the editors wrote none. */
  more: 'Mehr erfahren',
};
export type CardTextKey = keyof typeof de;

const en: Record<CardTextKey, string> = {
  tickets: 'Tickets',
  soldOut: 'Sold out',
  tags: 'Tags',
  nextDate: 'Next date:',
  more: 'Read more',
};

const CARD_TEXTS = { de, en } satisfies Record<Locale, Record<CardTextKey, string>>;
export const cardText = (locale: Locale, key: CardTextKey): string => CARD_TEXTS[locale][key];
