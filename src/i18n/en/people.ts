import type { people as de } from '../de/people';
import type { Translation } from '../translate';

export const people: Translation<typeof de> = {
  title: 'Company and team',
  metaDescription: 'The people of the Theater am Rosenhain: company, orchestra, guests, direction and staff.',
  categories: 'Groups',
  'count.one': '1 person',
  'count.other': '{count} people',
  empty: 'No people are listed at the moment.',
  productions: 'Productions',
  events: 'Upcoming dates',
  noEvents: 'No dates with {name} are planned at the moment.',
  biography: 'Biography',
  backToTeam: 'To the company',
  offline: 'This person is offline: only staff see this page.',
};
