import type { webshop as de } from '../de/webshop';
import type { Translation } from '../translate';

export const webshop: Translation<typeof de> = {
  title: 'Webshop',
  intro: 'You will find tickets for every performance in the programme.',
  tickets: 'tickets',
  cartTitle: 'Your cart',
  empty: 'Your cart is empty.',
  toProgramme: 'To the programme',
  reservedMinutes: 'Your tickets are reserved for you for {minutes} minutes.',
  event: 'Event',
  category: 'Category',
  quantity: 'Quantity',
  price: 'Price',
  remove: 'Remove',
  total: 'Total',
  subscriptionsPath: 'subscriptions',
};
