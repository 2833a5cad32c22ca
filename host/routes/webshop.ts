import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Locale } from '../../src/contract/common';
import { DEFAULT_LOCALE, LOCALES } from '../../src/contract/locales';
import {
  cartRemoveFormSchema,
  webshopPageParamsSchema,
  webshopPageQuerySchema,
} from '../../src/contract/ticketing';
import { t } from '../../src/i18n';
import { loadDesignSettings } from '../db/settings/settings.repository';
import { findBookableEvents } from '../db/webshop/webshop.repository';
import { sendHtml } from '../http/html';
import { requestLocale } from '../http/locale';
import { renderCartPage } from '../pages/webshop/cart';
import { renderShopPage } from '../pages/webshop/shop';
import { loadFrameData } from '../render/site-page';
import { cartCookieToken, setCartCookie } from '../ticketing/cart-request';

/** The webshop prefixes of spec frame §2, each also with a /* sub-path. */
export const WEBSHOP_PREFIXES = [
  '/webshop',
  '/eventim-template',
  '/eventim.webshop',
  '/test.webshop',
  '/testshop',
];

/**
 * Webticket paths of the external shop and where they go on the site (spec: frame §2 "The
 * webshop layout redirects three webticket paths"; docs/decisions/0004-box-office.md).
 */
const WEBTICKET: Record<string, (locale: Locale) => string> = {
  eventlist: (locale) => `/${locale}/programm`,
  itemgroups: (locale) => `/${locale}/news`,
  series: (locale) => `/${locale}/${t(locale, 'webshop.subscriptionsPath')}`,
};

/**
 * The webshop area (spec: frame §2): its layout, the webticket redirects, and the box office's
 * cart page with a live countdown and removing a ticket. Webshop pages are not localised by
 * path; `?language=en` picks English.
 */
export const webshopRoutes: FastifyPluginAsyncZod = async (app) => {
  const design = () => app.pageCache.memo('design', () => loadDesignSettings(app.db)).catch(() => undefined);
  const schema = { params: webshopPageParamsSchema, querystring: webshopPageQuerySchema };

  for (const url of WEBSHOP_PREFIXES.flatMap((prefix) => [prefix, `${prefix}/*`])) {
    app.get(url, { schema }, async (request, reply) => {
      const locale = requestLocale(request, request.query.language ?? request.query.lang);
      const pathname = (request.url.split('?')[0] ?? '').replace(/\/$/, '');
      const webticket = /\/webticket\/(eventlist|itemgroups|series)$/i.exec(pathname)?.[1]?.toLowerCase();
      const target = webticket ? WEBTICKET[webticket] : undefined;
      if (target) return reply.redirect(target(locale), 301);

      if (pathname === '/webshop/cart' && request.query.cart) {
        // A cart link from a template on another origin carries the token: keep it as our own
        // (now first-party) cookie and drop it from the address.
        setCartCookie(request, reply, request.query.cart);
        return reply.redirect(`/webshop/cart${locale === DEFAULT_LOCALE ? '' : `?language=${locale}`}`, 303);
      }
      const cart = await app.ticketing.cart(cartCookieToken(request), locale, '/webshop/cart');
      const [settings, frame] = await Promise.all([design(), loadFrameData(request, locale)]);
      // The same page in each language (webshop pages are not localised by path: ?language=).
      const languages = Object.fromEntries(
        LOCALES.map((code) => [code, `${pathname || '/webshop'}?language=${code}`]),
      );
      const siteUrl = app.config.siteUrl;
      if (pathname === '/webshop/cart') {
        const html = renderCartPage({
          frame,
          siteUrl,
          cart,
          currency: settings?.currencySymbol ?? '€',
          csrf: request.csrfToken,
          serverTime: app.ticketing.now().toISOString(),
          languages,
        });
        return sendHtml(reply, html, 'no-store');
      }
      const testShop = /^\/(test\.webshop|testshop)(\/|$)/.test(pathname);
      const upcoming = testShop ? await findBookableEvents(app.db, locale, app.clock.now()) : [];
      const html = renderShopPage({ frame, siteUrl, cartCount: cart.tickets_quantity, upcoming, languages });
      return sendHtml(reply, html, 'no-store');
    });
  }

  // Removing a ticket without JavaScript (a form with the CSRF field), then back to the cart.
  app.post('/webshop/cart/remove', { schema: { body: cartRemoveFormSchema } }, async (request, reply) => {
    await app.ticketing.removeTicket(cartCookieToken(request), request.body.id);
    return reply.redirect('/webshop/cart', 303);
  });
};
