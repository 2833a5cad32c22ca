import { effect } from '@preact/signals-core';
import { readCookie } from '../../src/client/cookies';
import { getJson } from '../../src/client/get-json';
import { CART_AMOUNT_COOKIE } from '../../src/contract/constants';
import { type Locale, toLocale } from '../../src/contract/locales';
import { now } from '../../src/domain/clock';
import { berlinTime, type OpeningHoursInput, openingHoursLabel } from '../../src/domain/opening-hours';
import {
  closeHeaderMenu,
  closeSubmenu,
  headerOpen,
  headerScroll,
  openHeaderMenu,
  pageNoScroll,
  submenuOpen,
  toggleSubmenu,
  updateScrollFlags,
} from '../../src/state/page-ui';
import { installNavigationProgress } from '../shared/navigation-progress';
import { scrollToTop } from '../shared/scroll';

/**
 * @summary The site header's behaviour over its server-rendered markup (light DOM): burger menu
 * (Escape closes it, no-scroll on the page while open), one submenu or dropdown open at a time
 * (disclosure pattern; Escape and a click elsewhere close it), the scrolled state past a quarter of
 * the window height, today's opening-hours label, the cart counter from the `cartAmount` cookie
 * (updated on `foyer-cart-updated`), and the chrome's footer actions (cookie settings, scroll to
 * top), and the top progress bar while a link or form leaves the page (frame §2, §9). Spec:
 * programme §2 Header, Footer; §4 Header, menu, overlays; Opening-hours label.
 * Light DOM rather than shadow DOM: the header must work without JavaScript and be styled by the
 * site stylesheet (docs/decisions/0009-site-chrome.md).
 *
 * @tag foyer-site-header
 *
 * @attr locale - Language of the labels: `de` (default) or `en`.
 * @attr api-base - Origin of the Foyer host when embedded on another site; empty on the host site.
 * @attr landing-page - Present on landing pages: no menus.
 *
 *
 * @slot - The server-rendered header (skip link, `[data-site-header]`).
 *
 * @cssproperty --foyer-header-offset - Top offset of the sticky header (lower when logged in).
 */

const CART_URL_COOKIE = 'cartUrl';
const LABEL_REFRESH_MS = 60_000;

export class FoyerSiteHeader extends HTMLElement {
  #disposers: Array<() => void> = [];
  #hours: OpeningHoursInput | null = null;

  get locale(): Locale {
    return toLocale(this.getAttribute('locale'));
  }

  connectedCallback(): void {
    const header = this.querySelector<HTMLElement>('[data-site-header]');
    if (!header) return;
    header.dataset.enhanced = '';
    this.#menu(header);
    this.#disclosures(header);
    this.#scroll(header);
    this.#cart(header);
    this.#footerActions();
    // On the venue's site the host frame watches navigations from the start (the first click of a
    // visit comes before any element); in a webshop template the header does.
    this.#disposers.push(installNavigationProgress(window));
    void this.#openingHours(header);
  }

  disconnectedCallback(): void {
    for (const dispose of this.#disposers.splice(0)) dispose();
    closeHeaderMenu();
    closeSubmenu();
  }

  #listen<K extends keyof DocumentEventMap>(
    target: Document | Window | HTMLElement,
    type: K | string,
    listener: (event: Event) => void,
    options?: AddEventListenerOptions,
  ): void {
    target.addEventListener(type, listener, options);
    this.#disposers.push(() => target.removeEventListener(type, listener, options));
  }

  /** Burger menu: toggle, Escape closes and returns focus, no-scroll while open. */
  #menu(header: HTMLElement): void {
    const burger = header.querySelector<HTMLElement>('[data-burger]');
    const panel = header.querySelector<HTMLElement>('[data-panel]');
    const close = header.querySelector<HTMLElement>('[data-burger-close]');
    if (burger && panel) {
      const toggle = (event: Event) => {
        event.preventDefault();
        if (headerOpen.value) closeHeaderMenu();
        else {
          openHeaderMenu();
          // Focus the first menu link once the panel is visible (WAI-ARIA disclosure navigation).
          requestAnimationFrame(() => panel.querySelector<HTMLElement>('nav a')?.focus());
        }
      };
      this.#listen(burger, 'click', toggle);
      // The burger is a link (no-JS fallback) with role=button: Space activates it too.
      this.#listen(burger, 'keydown', (event) => {
        if ((event as KeyboardEvent).key === ' ') toggle(event);
      });
      if (close)
        this.#listen(close, 'click', (event) => {
          event.preventDefault();
          closeHeaderMenu();
          burger.focus();
        });
      this.#disposers.push(
        effect(() => {
          const open = headerOpen.value;
          burger.setAttribute('aria-expanded', String(open));
          panel.toggleAttribute('data-open', open);
          header.classList.toggle('is-open', open);
        }),
      );
    }
    this.#disposers.push(
      effect(() => {
        document.body.classList.toggle('no-scroll', pageNoScroll.value);
      }),
    );
    this.#listen(document, 'keydown', (event) => {
      if ((event as KeyboardEvent).key !== 'Escape') return;
      const open = submenuOpen.value;
      if (open) {
        closeSubmenu();
        header.querySelector<HTMLElement>(`[data-disclosure="${CSS.escape(open)}"]`)?.focus();
      } else if (headerOpen.value) {
        closeHeaderMenu();
        burger?.focus();
      }
    });
    // A page restored from the back/forward cache is a route change: menus start closed.
    this.#listen(window, 'pageshow', () => {
      closeHeaderMenu();
      closeSubmenu();
    });
  }

  /** Submenus and dropdowns (language, user): disclosure buttons, one open at a time. */
  #disclosures(header: HTMLElement): void {
    const buttons = [...header.querySelectorAll<HTMLButtonElement>('[data-disclosure]')];
    for (const button of buttons) {
      const id = button.dataset.disclosure as string;
      this.#listen(button, 'click', () => toggleSubmenu(id));
    }
    this.#disposers.push(
      effect(() => {
        const open = submenuOpen.value;
        for (const button of buttons) {
          const expanded = button.dataset.disclosure === open;
          button.setAttribute('aria-expanded', String(expanded));
          button.closest('.disclosure')?.classList.toggle('is-open', expanded);
        }
      }),
    );
    // Anchor links with a hash to this page keep the current query (spec: programme §2 Header).
    this.#listen(header, 'click', (event) => {
      const link = (event.target as Element).closest?.('a[href*="#"]');
      if (!(link instanceof HTMLAnchorElement) || !location.search) return;
      const url = new URL(link.href, location.href);
      if (url.origin !== location.origin || url.pathname !== location.pathname || url.search) return;
      link.href = `${url.pathname}${location.search}${url.hash}`;
    });
    // A click outside the open disclosure, or a link followed inside it (route change), closes it.
    this.#listen(document, 'click', (event) => {
      const open = submenuOpen.value;
      if (!open) return;
      const target = event.target as Element;
      const root = header.querySelector(`[data-disclosure="${CSS.escape(open)}"]`)?.closest('.disclosure');
      if (!root?.contains(target) || target.closest('a')) closeSubmenu();
    });
    // Focus leaving an open dropdown closes it (keyboard users tabbing on).
    this.#listen(header, 'focusout', (event) => {
      const open = submenuOpen.value;
      if (!open) return;
      const next = (event as FocusEvent).relatedTarget as Node | null;
      const root = header.querySelector(`[data-disclosure="${CSS.escape(open)}"]`)?.closest('.disclosure');
      if (next && root && !root.contains(next)) closeSubmenu();
    });
  }

  /** Scrolled state past a quarter of the window height, not while the menu is open. */
  #scroll(header: HTMLElement): void {
    const update = () => updateScrollFlags(window.scrollY, window.innerHeight);
    update();
    this.#listen(window, 'scroll', update, { passive: true });
    this.#listen(window, 'resize', update, { passive: true });
    this.#disposers.push(
      effect(() => {
        header.classList.toggle('is-scrolled', headerScroll.value);
      }),
    );
  }

  /** Cart counter from the cartAmount cookie; foyer-cart-updated carries the new count and URL. */
  #cart(header: HTMLElement): void {
    const badge = header.querySelector<HTMLElement>('[data-cart-count]');
    const link = badge?.closest('a');
    if (!badge || !link) return;
    const show = (count: number, url?: string) => {
      badge.hidden = !(count > 0);
      badge.textContent = count > 0 ? String(count) : '';
      if (url && /^(https?:\/\/|\/)/.test(url)) link.setAttribute('href', url);
    };
    const fromCookie = () => {
      const count = Number.parseInt(readCookie(CART_AMOUNT_COOKIE) ?? '0', 10);
      show(Number.isFinite(count) ? count : 0, readCookie(CART_URL_COOKIE));
    };
    fromCookie();
    this.#listen(document, 'foyer-cart-updated', (event) => {
      const detail = (event as CustomEvent<{ ticketsQuantity?: unknown; cartUrl?: unknown }>).detail;
      if (typeof detail?.ticketsQuantity === 'number')
        show(detail.ticketsQuantity, typeof detail.cartUrl === 'string' ? detail.cartUrl : undefined);
      else fromCookie();
    });
    // The cart changes in other tabs too: read the cookie again when the page is shown.
    this.#listen(document, 'visibilitychange', () => {
      if (document.visibilityState === 'visible') fromCookie();
    });
  }

  /**
   * Footer actions that need script: scroll to top. (The cookie-settings link is the loader's:
   * it must work before the header is hydrated, widgets/index.ts.)
   */
  #footerActions(): void {
    this.#listen(document, 'click', (event) => {
      const target = event.target as Element;
      const top = target.closest<HTMLAnchorElement>('[data-scroll-top]');
      if (top) {
        event.preventDefault();
        scrollToTop(document.getElementById('top'));
      }
    });
  }

  /** Today's label from GET /api/opening-hours-today/, re-evaluated every minute. */
  async #openingHours(header: HTMLElement): Promise<void> {
    const slot = header.querySelector<HTMLElement>('[data-opening-hours]');
    if (!slot) return;
    const target = slot.querySelector('a') ?? slot;
    const render = () => {
      const label = openingHoursLabel(this.#hours, berlinTime(now()), this.locale);
      // Malformed hours show no label rather than a wrong one (issue 7 "Bad input").
      if (!label) return;
      target.textContent = label.text;
      slot.dataset.state = label.state;
    };
    try {
      this.#hours = await getJson<OpeningHoursInput>(`/${this.locale}/api/opening-hours-today/`, {
        apiBase: this.getAttribute('api-base') ?? undefined,
      });
    } catch {
      return; // the link to the visit page stays
    }
    render();
    const timer = window.setInterval(render, LABEL_REFRESH_MS);
    this.#disposers.push(() => window.clearInterval(timer));
  }
}

if (!customElements.get('foyer-site-header')) customElements.define('foyer-site-header', FoyerSiteHeader);

declare global {
  interface HTMLElementTagNameMap {
    'foyer-site-header': FoyerSiteHeader;
  }
  interface GlobalEventHandlersEventMap {
    'foyer-open-cookie-settings': CustomEvent<null>;
    'foyer-open-event-overlay': CustomEvent<null>;
  }
}
