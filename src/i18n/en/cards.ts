import type { cards as de } from '../de/cards';
import type { Translation } from '../translate';

export const cards: Translation<typeof de> = {
  tickets: 'Tickets',
  soldOut: 'Sold out',
  saleEnded: 'Sale ended',
  tags: 'Tags',
  nextDate: 'Next date:',
  more: 'Read more',
};
