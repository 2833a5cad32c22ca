import { createElement } from 'react';
import type { Locale } from '../../../src/contract/common';
import type { Clock } from '../../../src/domain/clock';
import { formatInstant } from '../../../src/domain/date-format';
import { t } from '../../../src/i18n';
import type { BookableEvent } from '../../db/webshop/webshop.repository';
import { renderWebshopPage } from '../../render/webshop-layout';

/** An event's start in the test shop's list: "04.12.2026, 19:30". */
const startLabel = (date: string, locale: Locale) => formatInstant(date, locale, 'dateTime');

/**
 * Every other webshop path (spec: frame §2): the template a ticketing provider fetches to frame
 * its shop, the layout with the shop content area left to the provider. The test shops show the
 * booking widget for the next bookable events (a live demo of the quick-buy element inside the
 * webshop layout).
 */
export function renderShopPage(options: {
  locale: Locale;
  siteName: string;
  cartCount: number;
  upcoming: BookableEvent[];
  /** The app's clock (the layout hands it to the page's elements). */
  clock: Clock;
}): string {
  const { locale, upcoming } = options;
  return renderWebshopPage({
    locale,
    title: t(locale, 'webshop.title'),
    siteName: options.siteName,
    cartCount: options.cartCount,
    cartUrl: '/webshop/cart',
    clock: options.clock,
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
                <time dateTime={event.date}>{startLabel(event.date, locale)}</time>
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
}
