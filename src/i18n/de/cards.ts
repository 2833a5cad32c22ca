/**
 * The shared cards (src/views: event card, production card, teaser, booking), drawn by the server
 * fallbacks, the content modules and inside the elements. A feature of its own so an element that
 * draws a card carries these few strings only (the production list has no other catalogue).
 */
export const cards = {
  /** The ticket link (spec: programme §4 "Tickets" button). */
  tickets: 'Tickets',
  /** Event status '0' (spec: programme §4). */
  soldOut: 'Ausverkauft',
  /** An event that has begun: its sale has ended (the quick-buy widget's words for it). */
  saleEnded: 'Vorverkauf beendet',
  /** The name of an event card's list of tags. */
  tags: 'Schlagworte',
  /** Before a production's next date; the date follows after a space. */
  nextDate: 'Nächster Termin:',
  /** A teaser's link text when the editors wrote none. */
  more: 'Mehr erfahren',
} as const;
