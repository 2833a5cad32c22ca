import type { details as de } from '../de/details';
import type { Translation } from '../translate';

export const details: Translation<typeof de> = {
  contributors: 'Cast and creative team',
  programs: 'Programme',
  video: 'Video',
  videoTitle: 'Video: {name}',
  openingHours: 'Opening hours',
  children: 'Parts of this event',
  sponsors: 'Kindly supported by',
  promoter: 'Promoter',
  events: 'More dates',
  newWindow: '(opens in a new window)',
  addToCalendar: 'Add to calendar',
  addAllToCalendar: 'Add all dates to calendar',
  subscribeCalendar: 'Subscribe to the programme in your calendar',
  nextPage: 'Next page',
  previousPage: 'Previous page',
  pageOf: 'Page {page} of {pages}',
  pagination: 'Programme pages',
};
