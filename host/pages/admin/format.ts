import type { STATUS_VALUES } from '../../../src/contract/admin';
import type { Locale } from '../../../src/contract/common';
import { t } from '../../../src/i18n';

/** An event's sale status as the admin pages name it ('Buchbar' / 'Bookable'); unknown ones as stored. */
export function statusLabel(status: string, locale: Locale): string {
  return status === '1' || status === '0'
    ? t(locale, `admin.status.${status satisfies (typeof STATUS_VALUES)[number]}`)
    : status;
}
