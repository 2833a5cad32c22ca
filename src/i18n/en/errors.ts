import type { errors as de } from '../de/errors';
import type { Translation } from '../translate';

export const errors: Translation<typeof de> = {
  backHome: 'Zur Startseite',
  unknown: 'an unknown error occurred',
  notFound: 'This page could not be found',
  offline: 'Website offline',
  generic: "Unfortunately, that didn't work.",
  errorPageFailed: 'An error occurred while showing the error page',
};
