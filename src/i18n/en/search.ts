import type { search as de } from '../de/search';
import type { Translation } from '../translate';

export const search: Translation<typeof de> = {
  title: 'Search',
  label: 'Search term',
  submit: 'Search',
  open: 'Open search',
  clear: 'Clear input',
  suggestions: 'Suggestions',
  events: 'Events',
  others: 'Other results',
  noResults: 'Your search did not return any results',
  tryAnother: 'Please try another search term.',
  resultsFor: 'Search results for “{query}”',
  count: '{count} results',
  countAtLeast: 'at least {count} results',
  next: 'Next page',
  previous: 'Previous page',
  pageOf: 'Page {page} of {pages}',
  more: 'Show all {count} results',
  moreAtLeast: 'Show more results',
  allResults: 'All results',
  paging: 'Pages',
  enterTerm: 'Enter a search term.',
};
