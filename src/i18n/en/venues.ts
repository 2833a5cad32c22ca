import type { venues as de } from '../de/venues';
import type { Translation } from '../translate';

export const venues: Translation<typeof de> = {
  title: 'Venues',
  address: 'Address',
  directions: 'Getting here',
  route: 'Plan your route (OpenStreetMap)',
  map: 'Map',
  mapTitle: 'Map: {name}',
  nearby: 'Nearby',
  nearbyDistance: '{metres} m away',
  openingHours: 'Opening hours',
  week: 'Opening hours of the week',
  exceptions: 'Changed opening hours',
  closed: 'closed',
  range: '{from}–{to}',
  accessibility: 'Accessibility',
  rooms: 'Rooms',
  events: 'Upcoming events',
  noEvents: 'No events are planned here at the moment.',
  more: 'To the venue',
  offline: 'This venue is offline: only staff see this page.',
};
