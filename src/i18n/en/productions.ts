import type { Translation } from '../translate';
import type { productions as de } from '../de/productions';

export const productions: Translation<typeof de> = {
  'title': 'Productions',
  'metaDescription': 'All productions on the programme: drama, opera, dance, young theatre and exhibitions.',
  'filters': 'Filter productions',
  'filter.season': 'Season',
  'filter.exhibition_type': 'Type',
  'filter.tag': 'Tag',
  'filter.all': 'All',
  'date': 'Playing from',
  'apply': 'Show',
  'list': 'Productions',
  'nextDate': 'Next date: {date}',
  'more': 'More productions',
  'noUpcoming': 'There are no productions on the programme at the moment.',
  'noResult': 'Unfortunately, your selection did not produce any result.',
  'noResultHint': 'Please delete one of the filters or try a different combination.',
  'about': 'About the production',
  'datesAndTickets': 'Dates and Tickets',
  'noDates': 'No dates are scheduled at the moment.',
  'eventLink': 'Performance details',
  'allDates': 'All dates of {name}',
};
