// The element tags used here are declared for JSX by the element components (widgets/cart-countdown).
import type { Locale } from '../../../src/contract/common';
import { RESERVATION_MINUTES } from '../../../src/contract/constants';
import type { CartResponse } from '../../../src/contract/ticketing';
import { formatPrice } from '../../../src/domain/tickets';
import { t } from '../../../src/i18n';
import type { FrameData } from '../../render/site-page';
import { renderWebshopPage } from '../../render/webshop-layout';

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

/**
 * `/webshop/cart` (spec: frame §2): the box office's cart in the webshop layout, with a live
 * countdown and a form per ticket that removes it without JavaScript.
 */
export function renderCartPage(options: {
  frame: FrameData;
  siteUrl: string;
  cart: CartResponse;
  currency: string;
  csrf: string;
  serverTime: string;
  languages: Record<string, string>;
}): string {
  const { cart } = options;
  const { locale } = options.frame;
  return renderWebshopPage({
    frame: options.frame,
    siteUrl: options.siteUrl,
    title: t(locale, 'webshop.cartTitle'),
    cartCount: cart.tickets_quantity,
    languages: options.languages,
    template: false,
    children: (
      <CartPage
        locale={locale}
        cart={cart}
        currency={options.currency}
        csrf={options.csrf}
        serverTime={options.serverTime}
      />
    ),
  });
}
