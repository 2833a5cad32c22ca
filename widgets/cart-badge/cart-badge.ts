import { readCookie, writeCookie } from '../../src/client/cookies';
import { CART_AMOUNT_COOKIE, RESERVATION_MINUTES } from '../../src/contract/constants';
import { badgeCookieUpdate, parentDomain } from '../../src/domain/tickets';

/**
 * @summary The webshop header's cart counter over its server-rendered badge (light DOM). It reads
 * the shop's cart badge (`[data-foyer-cart-badge]` anywhere on the page: the box office's own, or
 * the one a ticketing provider renders into its shop content) and stores the count in the
 * `cartAmount` cookie when it differs, on load and whenever the badge changes; after a booking
 * (`foyer-cart-updated`) it shows the new count. Spec: programme §7 "The header reads the shop's
 * cart badge count and stores it in the cookie when it differs"; frame §2 webshop layout.
 * Plain custom element, no React: a few hundred bytes on every webshop page.
 *
 * @tag foyer-cart-badge
 *
 * @slot - The server-rendered cart link with its `[data-foyer-cart-badge]` count.
 */
export class FoyerCartBadge extends HTMLElement {
  #observer: MutationObserver | null = null;
  #onCartUpdated = (event: Event) => {
    const detail = (event as CustomEvent<{ ticketsQuantity?: unknown }>).detail;
    if (typeof detail?.ticketsQuantity !== 'number') return;
    const own = this.querySelector<HTMLElement>('[data-foyer-cart-badge]');
    if (!own) return;
    // Updating the attribute makes the observer store it too (it equals the cookie by then).
    own.textContent = String(detail.ticketsQuantity);
    own.setAttribute('data-foyer-cart-badge', String(detail.ticketsQuantity));
  };

  connectedCallback(): void {
    this.sync();
    document.addEventListener('foyer-cart-updated', this.#onCartUpdated);
    this.#observer = new MutationObserver(() => this.sync());
    this.#observer.observe(document.body ?? document.documentElement, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['data-foyer-cart-badge'],
    });
  }

  disconnectedCallback(): void {
    document.removeEventListener('foyer-cart-updated', this.#onCartUpdated);
    this.#observer?.disconnect();
    this.#observer = null;
  }

  /**
   * The shop's badge wins: a badge outside this element (the provider's) before our own. Its
   * count goes into the cartAmount cookie (15 minutes, parent domain) when it differs, and our
   * own badge shows it.
   */
  sync(): void {
    const badges = [...document.querySelectorAll<HTMLElement>('[data-foyer-cart-badge]')];
    const own = this.querySelector<HTMLElement>('[data-foyer-cart-badge]');
    const shop = badges.find((badge) => !this.contains(badge)) ?? own;
    if (!shop) return;
    // The count is the attribute's value, or the badge's text where a shop only renders text.
    const count = shop.getAttribute('data-foyer-cart-badge') || shop.textContent;
    const next = badgeCookieUpdate(count, readCookie(CART_AMOUNT_COOKIE));
    if (next !== null)
      writeCookie(CART_AMOUNT_COOKIE, next, {
        maxAgeSeconds: RESERVATION_MINUTES * 60,
        domain: parentDomain(location.hostname),
      });
    const stored = next ?? readCookie(CART_AMOUNT_COOKIE);
    if (own && own !== shop && stored && own.getAttribute('data-foyer-cart-badge') !== stored) {
      own.setAttribute('data-foyer-cart-badge', stored);
      own.textContent = stored;
    }
  }
}

if (!customElements.get('foyer-cart-badge')) customElements.define('foyer-cart-badge', FoyerCartBadge);

declare global {
  interface HTMLElementTagNameMap {
    'foyer-cart-badge': FoyerCartBadge;
  }
}
