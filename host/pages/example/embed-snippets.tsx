import { renderToStaticMarkup } from 'react-dom/server';
import type { Locale } from '../../../src/contract/common';
import type { ApiExample } from '../../../src/contract/example';
import { cardsTexts } from '../../../src/i18n/cards';
import { chromeTexts } from '../../../src/i18n/chrome';
import type { BookableEvent } from '../../db/webshop/webshop.repository';

/**
 * The markup of `GET /{locale}/api/example/` (docs/decisions/0175-api-example.md): what a page on
 * another origin pastes to show the site's elements, addressed to this site (`api-base`), each
 * with the plain link it shows before and without script. Rendered, so names are escaped.
 */
export function embedSnippets(props: {
  siteUrl: string;
  locale: Locale;
  event: BookableEvent | null;
}): ApiExample['embed'] {
  const { siteUrl, locale, event } = props;
  return {
    loader: renderToStaticMarkup(<script type="module" src={`${siteUrl}/widgets/foyer.js`} />),
    quick_buy: event
      ? renderToStaticMarkup(
          <foyer-quick-buy event-id={String(event.id)} locale={locale} api-base={siteUrl}>
            <a href={event.ticketUrl ?? `${siteUrl}${event.url}`}>
              {cardsTexts(locale)('tickets')}: {event.name}
            </a>
          </foyer-quick-buy>,
        )
      : '',
    cart_badge: renderToStaticMarkup(
      <foyer-cart-badge api-base={siteUrl}>
        <a href={`${siteUrl}/webshop/cart`}>{chromeTexts(locale)('cart')}</a>
      </foyer-cart-badge>,
    ),
  };
}
