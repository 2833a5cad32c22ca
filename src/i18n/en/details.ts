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
};
