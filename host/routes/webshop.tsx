import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { createElement } from 'react';
import { z } from 'zod';
import type { Locale } from '../../src/contract/common';
import { idParamSchema } from '../../src/contract/common';
import { CART_TOKEN_COOKIE, RESERVATION_MINUTES } from '../../src/contract/constants';
import type { CartResponse } from '../../src/contract/ticketing';
import { formatPrice } from '../../src/domain/tickets';
import { t } from '../../src/i18n';
import { loadDesignSettings } from '../db/settings/settings.repository';
import { parseInput } from '../http/errors';
import { renderWebshopPage } from '../render/webshop-layout';

/** The webshop prefixes of spec frame §2, each also with a /* sub-path. */
export const WEBSHOP_PREFIXES = [
  '/webshop',
  '/eventim-template',
  '/eventim.webshop',
  '/test.webshop',
  '/testshop',
];
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * Webticket paths of the external shop and where they go on the site (spec: frame §2 "The
 * webshop layout redirects three webticket paths"; docs/decisions/0004-box-office.md).
 */
const WEBTICKET: Record<string, (locale: Locale) => string> = {
  eventlist: (locale) => `/${locale}/programm`,
  itemgroups: (locale) => `/${locale}/news`,
  series: (locale) => `/${locale}/${locale === 'en' ? 'subscriptions' : 'abonnements'}`,
};

const removeBody = z.object({ id: idParamSchema, csrfmiddlewaretoken: z.string().optional() });

/** Webshop pages are not localised (spec: frame §2); `?language=en` picks English. */
function localeOf(request: FastifyRequest): Locale {
  const language =
    (request.query as { language?: unknown; lang?: unknown }).language ??
    (request.query as { lang?: unknown }).lang;
  return language === 'en' ? 'en' : 'de';
}

function cartCookieToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[CART_TOKEN_COOKIE];
  return token && TOKEN_PATTERN.test(token) ? token : undefined;
}

async function siteName(app: FastifyInstance): Promise<string> {
  const design = await app.pageCache.memo('design', () => loadDesignSettings(app.db)).catch(() => undefined);
  return design?.siteName ?? 'Foyer';
}

function CartPage(props: {
  locale: Locale;
  cart: CartResponse;
  currency: string;
  csrf: string;
  serverTime: string;
}) {
  const { locale, cart } = props;
  if (cart.tickets.length === 0)
    return (
      <section className="webshop-cart-page" aria-labelledby="cart-title">
        <h1 id="cart-title">{t(locale, 'webshop.cartTitle')}</h1>
        <p>{t(locale, 'webshop.empty')}</p>
        <p>
          <a className="button" href={`/${locale}/programm`}>
            {t(locale, 'webshop.toProgramme')}
          </a>
        </p>
      </section>
    );
  const expires = cart.expires_at ?? '';
  return (
    <section className="webshop-cart-page" aria-labelledby="cart-title">
      <h1 id="cart-title">{t(locale, 'webshop.cartTitle')}</h1>
      <foyer-cart-countdown expires-at={expires} server-time={props.serverTime} locale={locale}>
        <p>{t(locale, 'webshop.reservedMinutes', { minutes: RESERVATION_MINUTES })}</p>
      </foyer-cart-countdown>
      <div className="webshop-table-scroll">
        <table className="webshop-cart-table">
          <caption className="visually-hidden">{t(locale, 'webshop.cartTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">
                {t(locale, 'webshop.event')}
                <span className="visually-hidden">, {t(locale, 'webshop.category')}</span>
              </th>
              <th scope="col">{t(locale, 'webshop.quantity')}</th>
              <th scope="col">{t(locale, 'webshop.price')}</th>
              <th scope="col">
                <span className="visually-hidden">{t(locale, 'webshop.remove')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {cart.tickets.map((ticket) => (
              <tr key={ticket.id}>
                <td>
                  <span className="webshop-cart-event">
                    {ticket.event_name}
                    {ticket.time_start ? ` · ${ticket.time_start}` : ''}
                  </span>{' '}
                  <span className="webshop-cart-category">
                    {ticket.seat_group_text}, {ticket.price_text}
                  </span>
                </td>
                <td>{ticket.quantity}</td>
                <td className="webshop-cart-amount">
                  {formatPrice((Number(ticket.unit_amount) * ticket.quantity).toFixed(2), props.currency)}
                </td>
                <td>
                  <form method="post" action="/webshop/cart/remove">
                    <input type="hidden" name="csrfmiddlewaretoken" value={props.csrf} />
                    <input type="hidden" name="id" value={ticket.id} />
                    <button type="submit" className="link-button">
                      {t(locale, 'webshop.remove')}
                      <span className="visually-hidden">
                        : {ticket.event_name}, {ticket.seat_group_text}, {ticket.price_text}
                      </span>
                    </button>
                  </form>
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {t(locale, 'webshop.total')}
              </th>
              <td data-testid="cart-total" className="webshop-cart-amount">
                {formatPrice(cart.total, props.currency)}
              </td>
              <td />
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}

/** The next bookable events (online, not sold out, with a seat group on sale). */
async function bookableEvents(app: FastifyInstance, locale: Locale) {
  const rows = await app.db
    .selectFrom('events')
    .select(['id', 'name', 'date_start', 'ticket_url'])
    .where('is_online', '=', true)
    .where('status', '<>', '0')
    .where('date_start', '>', app.clock.now())
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('seat_groups')
          .select(sql`1`.as('one'))
          .whereRef('seat_groups.event_id', '=', 'events.id')
          .where('seat_groups.status', '<>', '0'),
      ),
    )
    .orderBy('date_start')
    .limit(6)
    .execute();
  const format = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'de-DE', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  });
  return rows.map((row) => ({
    id: row.id,
    name: locale === 'en' ? (row.name.en ?? row.name.de) : row.name.de,
    date: new Date(row.date_start).toISOString(),
    label: format.format(new Date(row.date_start)),
    ticketUrl: row.ticket_url,
  }));
}

/**
 * The webshop area (spec: frame §2): its layout, the webticket redirects, and the box office's
 * cart page with a live countdown and removing a ticket.
 */
export async function webshopRoutes(app: FastifyInstance) {
  const cartPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const locale = localeOf(request);
    const query = request.query as { cart?: unknown };
    // A cart link from a template on another origin carries the token: keep it as our own
    // (now first-party) cookie and drop it from the address.
    if (typeof query.cart === 'string' && TOKEN_PATTERN.test(query.cart)) {
      reply.setCookie(CART_TOKEN_COOKIE, query.cart, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        maxAge: RESERVATION_MINUTES * 60,
      });
      return reply.redirect(`/webshop/cart${locale === 'en' ? '?language=en' : ''}`, 303);
    }
    const cart = await app.ticketing.cart(cartCookieToken(request), locale, '/webshop/cart');
    const design = await app.pageCache
      .memo('design', () => loadDesignSettings(app.db))
      .catch(() => undefined);
    const html = renderWebshopPage({
      locale,
      title: t(locale, 'webshop.cartTitle'),
      siteName: design?.siteName ?? 'Foyer',
      cartCount: cart.tickets_quantity,
      cartUrl: '/webshop/cart',
      clock: app.clock,
      children: (
        <CartPage
          locale={locale}
          cart={cart}
          currency={design?.currencySymbol ?? '€'}
          csrf={request.csrfToken}
          serverTime={app.ticketing.now().toISOString()}
        />
      ),
    });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  };

  const shopPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const locale = localeOf(request);
    const pathname = (request.url.split('?')[0] ?? '').replace(/\/$/, '');
    const webticket = /\/webticket\/(eventlist|itemgroups|series)$/i.exec(pathname)?.[1]?.toLowerCase();
    const target = webticket ? WEBTICKET[webticket] : undefined;
    if (target) return reply.redirect(target(locale), 301);
    if (pathname === '/webshop/cart') return cartPage(request, reply);
    const cart = await app.ticketing.cart(cartCookieToken(request), locale, '/webshop/cart');
    // The test shops show the booking widget for the next bookable events (a live demo of the
    // quick-buy element inside the webshop layout).
    const testShop = /^\/(test\.webshop|testshop)(\/|$)/.test(pathname);
    const upcoming = testShop ? await bookableEvents(app, locale) : [];
    // Every other shop path is the template a ticketing provider fetches to frame its shop: the
    // layout, with the shop content area left to the provider.
    const html = renderWebshopPage({
      locale,
      title: t(locale, 'webshop.title'),
      siteName: await siteName(app),
      cartCount: cart.tickets_quantity,
      cartUrl: '/webshop/cart',
      clock: app.clock,
      children: (
        <section aria-labelledby="shop-title">
          <h1 id="shop-title">{t(locale, 'webshop.title')}</h1>
          <p>{t(locale, 'webshop.intro')}</p>
          <p>
            <a className="button" href={`/${locale}/programm`}>
              {t(locale, 'webshop.toProgramme')}
            </a>
          </p>
          {upcoming.length > 0 ? (
            <ul className="webshop-events">
              {upcoming.map((event) => (
                <li key={event.id} className="webshop-event">
                  <span className="webshop-event-name">{event.name}</span>
                  <time dateTime={event.date}>{event.label}</time>
                  {createElement(
                    'foyer-quick-buy',
                    { 'event-id': String(event.id), locale },
                    <a href={event.ticketUrl ?? '/webshop'}>{t(locale, 'webshop.tickets')}</a>,
                  )}
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ),
    });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  };

  for (const prefix of WEBSHOP_PREFIXES) {
    app.get(prefix, shopPage);
    app.get(`${prefix}/*`, shopPage);
  }

  // Removing a ticket without JavaScript (a form with the CSRF field), then back to the cart.
  app.post('/webshop/cart/remove', async (request, reply) => {
    const { id } = parseInput(removeBody, request.body, 'body');
    await app.ticketing.removeTicket(cartCookieToken(request), id);
    return reply.redirect('/webshop/cart', 303);
  });
}
