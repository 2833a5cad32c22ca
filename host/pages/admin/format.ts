import type { STATUS_VALUES } from '../../../src/contract/admin';

/** An event's sale status as the admin pages name it. */
export const STATUS_LABEL: Record<(typeof STATUS_VALUES)[number], string> = {
  '1': 'Buchbar',
  '0': 'Ausverkauft / nicht buchbar',
};

/** A moment in Berlin time, e.g. "24.12.2026, 18:00" (the admin area and the link finder). */
export const berlinDateTime = (date: Date | string) =>
  new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(date));
