import type { searchBox as de } from '../de/search-box';
import type { Translation } from '../translate';

export const searchBox: Translation<typeof de> = {
  label: 'Search term',
  submit: 'Search',
  open: 'Open search',
  clear: 'Clear input',
  suggestions: 'Suggestions',
  'count.one': '1 suggestion available',
  'count.other': '{count} suggestions available',
};
