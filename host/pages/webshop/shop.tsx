import { createElement } from 'react';
import type { Locale } from '../../../src/contract/common';
import { formatInstant } from '../../../src/domain/date-format';
import { t } from '../../../src/i18n';
import type { BookableEvent } from '../../db/webshop/webshop.repository';
import type { FrameData } from '../../render/site-page';
import { renderWebshopPage, WebshopContent } from '../../render/webshop-layout';

/** An event's start in the test shop's list: "04.12.2026, 19:30". */
const startLabel = (date: string, locale: Locale) => formatInstant(date, locale, 'dateTime');

/**
 * Every other webshop path (spec: frame §2): the template a ticketing provider fetches to frame
 * its shop: the venue's chrome around one marked content area, where the provider's shop goes
 * (issue 21 item 2). Until then the area points to the programme; the test shops show the
 * booking widget for the next bookable events there (a live demo of the quick-buy element inside
 * the webshop layout).
 */
export function renderShopPage(options: {
  frame: FrameData;
  siteUrl: string;
  cartCount: number;
  upcoming: BookableEvent[];
  languages: Record<string, string>;
}): string {
  const { upcoming } = options;
  const { locale } = options.frame;
  return renderWebshopPage({
    frame: options.frame,
    siteUrl: options.siteUrl,
    title: t(locale, 'webshop.title'),
    cartCount: options.cartCount,
    languages: options.languages,
    template: true,
    children: (
      <WebshopContent>
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
      </WebshopContent>
    ),
  });
}
