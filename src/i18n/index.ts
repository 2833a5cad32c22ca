import type { Locale } from '../contract/locales';
import { adminTexts } from './admin';
import { alertTexts } from './alert';
import { cardsTexts } from './cards';
import { cartCountdownTexts } from './cart-countdown';
import { chromeTexts } from './chrome';
import { consentTexts } from './consent';
import type { admin } from './de/admin';
import type { alert } from './de/alert';
import type { cards } from './de/cards';
import type { cartCountdown } from './de/cart-countdown';
import type { chrome } from './de/chrome';
import type { consent } from './de/consent';
import type { details } from './de/details';
import type { editor } from './de/editor';
import type { embed } from './de/embed';
import type { errors } from './de/errors';
import type { forms } from './de/forms';
import type { formsAdmin } from './de/forms-admin';
import type { magazine } from './de/magazine';
import type { media } from './de/media';
import type { modules } from './de/modules';
import type { openingHours } from './de/opening-hours';
import type { people } from './de/people';
import type { productions } from './de/productions';
import type { programme } from './de/programme';
import type { quickBuy } from './de/quick-buy';
import type { search } from './de/search';
import type { searchBox } from './de/search-box';
import type { series } from './de/series';
import type { site } from './de/site';
import type { staff } from './de/staff';
import type { validation } from './de/validation';
import type { venues } from './de/venues';
import type { webshop } from './de/webshop';
import { detailsTexts } from './details';
import { editorTexts } from './editor';
import { embedTexts } from './embed';
import { errorsTexts } from './errors';
import { formsTexts } from './forms';
import { formsAdminTexts } from './forms-admin';
import { magazineTexts } from './magazine';
import { mediaTexts } from './media';
import { modulesTexts } from './modules';
import { openingHoursTexts } from './opening-hours';
import { peopleTexts } from './people';
import { productionsTexts } from './productions';
import { programmeTexts } from './programme';
import { quickBuyTexts } from './quick-buy';
import { searchTexts } from './search';
import { searchBoxTexts } from './search-box';
import { seriesTexts } from './series';
import { siteTexts } from './site';
import { staffTexts } from './staff';
import type { Params, ParamsFor, Placeholders, Translate } from './translate';
import { validationTexts } from './validation';
import { venuesTexts } from './venues';
import { webshopTexts } from './webshop';

/**
 * The server's lookup over every feature: `t(locale, 'feature.key', params)`, e.g.
 * `t(locale, 'programme.soldOut')`. Server code (host/) reads texts through it; elements never
 * do (it holds every catalogue): they import their feature's lookup (`src/i18n/<feature>.ts`),
 * which `i18n.test.ts` checks. The keys before the split into features (`'site.home'`,
 * `'programme.filter.room'` …) are these keys.
 */
interface Catalogues {
  admin: typeof admin;
  site: typeof site;
  errors: typeof errors;
  alert: typeof alert;
  cards: typeof cards;
  chrome: typeof chrome;
  webshop: typeof webshop;
  search: typeof search;
  staff: typeof staff;
  programme: typeof programme;
  productions: typeof productions;
  magazine: typeof magazine;
  openingHours: typeof openingHours;
  consent: typeof consent;
  embed: typeof embed;
  quickBuy: typeof quickBuy;
  cartCountdown: typeof cartCountdown;
  searchBox: typeof searchBox;
  editor: typeof editor;
  modules: typeof modules;
  validation: typeof validation;
  forms: typeof forms;
  formsAdmin: typeof formsAdmin;
  people: typeof people;
  venues: typeof venues;
  series: typeof series;
  details: typeof details;
  media: typeof media;
}

const features: { [F in keyof Catalogues]: (locale: Locale) => Translate<Catalogues[F]> } = {
  admin: adminTexts,
  site: siteTexts,
  errors: errorsTexts,
  alert: alertTexts,
  cards: cardsTexts,
  chrome: chromeTexts,
  webshop: webshopTexts,
  search: searchTexts,
  staff: staffTexts,
  programme: programmeTexts,
  productions: productionsTexts,
  magazine: magazineTexts,
  openingHours: openingHoursTexts,
  consent: consentTexts,
  embed: embedTexts,
  quickBuy: quickBuyTexts,
  cartCountdown: cartCountdownTexts,
  searchBox: searchBoxTexts,
  editor: editorTexts,
  modules: modulesTexts,
  validation: validationTexts,
  forms: formsTexts,
  formsAdmin: formsAdminTexts,
  people: peopleTexts,
  venues: venuesTexts,
  series: seriesTexts,
  details: detailsTexts,
  media: mediaTexts,
};

/** Every text's key: `feature.key`. */
export type TextKey = { [F in keyof Catalogues]: `${F}.${keyof Catalogues[F] & string}` }[keyof Catalogues];

/** The German text of a key (its placeholders type the parameters). */
type TextOf<K extends string> = K extends `${infer F}.${infer Key}`
  ? F extends keyof Catalogues
    ? Key extends keyof Catalogues[F]
      ? Catalogues[F][Key]
      : never
    : never
  : never;

/** The text of `key` in `locale`, its `{name}` placeholders filled from `params`. */
export function t<K extends TextKey>(
  locale: Locale,
  key: K,
  ...params: ParamsFor<Placeholders<TextOf<K>>>
): string {
  const dot = key.indexOf('.');
  const feature = features[key.slice(0, dot) as keyof Catalogues] as (
    locale: Locale,
  ) => (key: string, params?: Params) => string;
  return feature(locale)(key.slice(dot + 1), params[0]);
}
