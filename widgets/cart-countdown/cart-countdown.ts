import { defineElement } from '../shared/define';
import { CartCountdown, type CartCountdownProps } from './cart-countdown.component';

/**
 * @summary The time left on the cart's reservation, counted down every second from the server's
 * expiry and announced politely to screen readers at 5 and at 1 minute left (issue 4 §5).
 *
 * @tag foyer-cart-countdown
 *
 * @attr expires-at - ISO time when the reservation expires (from the server).
 * @attr server-time - ISO time of the server when it rendered the page; with it the countdown runs
 *   on the server's clock (the visitor's clock may be wrong).
 * @attr locale - `de` (default) or `en`.
 *
 * @slot - Server-rendered text, shown without JavaScript.
 *
 * @csspart countdown - The visible countdown line.
 * @csspart announcement - The polite live region.
 *
 * @cssproperty --foyer-cart-countdown-color - Text colour (default `--foyer-color-ink`).
 */
defineElement<CartCountdownProps>('foyer-cart-countdown', CartCountdown, {
  expiresAt: 'string',
  serverTime: 'string',
  locale: 'string',
});

declare global {
  interface HTMLElementTagNameMap {
    'foyer-cart-countdown': HTMLElement;
  }
}
