import { adminTexts } from '../../../src/i18n/admin';
import type { ListingColumn, ListingFilter } from './record-type';

/** Filters and columns many lists share. */

/** Online or not (`is_online`). */
export const onlineFilter: ListingFilter = {
  key: 'online',
  sql: 't.is_online',
  label: 'column.online',
  options: async (_db, locale) => {
    const a = adminTexts(locale);
    return [
      { value: 'true', label: a('yes') },
      { value: 'false', label: a('no') },
    ];
  },
};

export const nameColumn: ListingColumn = {
  key: 'name',
  sql: 't.name',
  kind: 'localised',
  label: 'column.name',
  link: true,
};
export const onlineColumn: ListingColumn = {
  key: 'online',
  sql: 't.is_online',
  kind: 'bool',
  label: 'column.online',
};
