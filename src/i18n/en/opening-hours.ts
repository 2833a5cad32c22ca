import type { openingHours as de } from '../de/opening-hours';
import type { Translation } from '../translate';

export const openingHours: Translation<typeof de> = {
  from: 'Open today from {time}',
  until: 'Open today until {time}',
  fromRanges: 'Open today from {time} ({ranges})',
  untilRanges: 'Open today until {time} ({ranges})',
  closed: 'Closed today',
};
