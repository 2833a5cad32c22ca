import type { Locale } from '../../../src/contract/common';
import type { StaffRole, StaffUserAnswer } from '../../../src/contract/editor';
import { t } from '../../../src/i18n';
import { articleArea, articleCategoryArea, articleTagArea } from './articles';
import { eventArea } from './events';
import { formArea } from './forms';
import { mediaArea } from './media';
import { pageArea } from './pages';
import { productionArea } from './productions';
import type { AdminArea } from './record-type';
import {
  alertArea,
  designSettingsArea,
  eventTagArea,
  genreArea,
  menuArea,
  openingExceptionArea,
  openingHoursArea,
  personArea,
  personCategoryArea,
  priceArea,
  redirectArea,
  roomArea,
  seasonArea,
  seatGroupArea,
  siteSettingsArea,
  timeslotArea,
  venueArea,
  venueExceptionArea,
  venueHoursArea,
} from './registrations';
import { seriesArea } from './series';
import { staffAccountsArea } from './users';

/**
 * The areas of the admin, in the order of its index and of the staff user's `admin_menus`
 * (spec: frame §6). A new record type (articles, persons, venues, forms) is one `recordArea({…})`
 * file beside these and its entry here.
 */
export const ADMIN_AREAS: readonly AdminArea[] = [
  pageArea,
  eventArea,
  seatGroupArea,
  priceArea,
  timeslotArea,
  productionArea,
  seriesArea,
  formArea,
  articleArea,
  articleCategoryArea,
  articleTagArea,
  personArea,
  personCategoryArea,
  venueArea,
  roomArea,
  venueHoursArea,
  venueExceptionArea,
  genreArea,
  eventTagArea,
  seasonArea,
  alertArea,
  openingHoursArea,
  openingExceptionArea,
  menuArea,
  redirectArea,
  siteSettingsArea,
  designSettingsArea,
  mediaArea,
  staffAccountsArea,
];

/** The areas a role may use. */
export const areasFor = (role: StaffRole) =>
  ADMIN_AREAS.filter((area) => area.role === 'editor' || role === 'admin');

/**
 * The admin entries offered to a staff user (spec: frame §6 admin_menus): only areas that exist,
 * titled in the editor's language (the page's).
 */
export function adminMenus(role: StaffRole, locale: Locale): StaffUserAnswer['admin_menus'] {
  return [
    { title: t(locale, 'staff.menu.hub'), url: '/cms-hub' },
    { title: t(locale, 'staff.menu.admin'), url: '/admin/' },
    ...areasFor(role).map((area) => ({
      title: t(locale, `staff.${area.menu}`),
      url: `/admin/${area.path}/`,
    })),
  ];
}
