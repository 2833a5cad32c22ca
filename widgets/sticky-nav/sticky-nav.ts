import { effect } from '@preact/signals-core';
import { toLocale } from '../../src/contract/locales';
import {
  footerInView,
  pastHalfHeight,
  registerStickyItem,
  removeStickyItem,
  stickyItems,
  updateScrollFlags,
} from '../../src/state/page-ui';

/**
 * @summary The sticky navigation's behaviour over its server-rendered markup (light DOM): the
 * overlay button (ticket icon) dispatches `foyer-open-event-overlay` when a <foyer-event-overlay>
 * is on the page (else it stays a link to the programme) and is hidden on the events route and
 * while the footer is in view; extra sticky items (registered by modules through
 * `registerStickyItem`, removed when the page is left) and the scroll-to-top button appear after
 * more than half the window height and hide while the footer is visible.
 * Spec: programme §2 Sticky navigation, §4 Header, menu, overlays, §9.
 *
 * @tag foyer-sticky-nav
 *
 * @attr locale - Language of the labels: `de` (default) or `en`.
 * @attr route - `page`, `events`, `event-detail` or `production-detail`.
 *
 * @event foyer-open-event-overlay - Dispatched on `document` when the overlay button is pressed. `detail: null`.
 *
 * @slot - The server-rendered navigation (`[data-sticky-nav]`).
 *
 * @cssproperty --foyer-sticky-nav-background - Button background (default `--foyer-color-ink`).
 */
export class FoyerStickyNav extends HTMLElement {
  #disposers: Array<() => void> = [];
  #ownItems: string[] = [];

  connectedCallback(): void {
    const nav = this.querySelector<HTMLElement>('[data-sticky-nav]');
    if (!nav) return;
    nav.dataset.enhanced = '';
    const overlay = nav.querySelector<HTMLAnchorElement>('[data-open-overlay]');
    const locale = toLocale(this.getAttribute('locale'));
    const onEvents = this.getAttribute('route') === 'events' || location.pathname === `/${locale}/programm`;
    if (overlay) {
      overlay.hidden = onEvents;
      const open = (event: Event) => {
        // Without the overlay element on the page the link leads to the programme.
        if (!document.querySelector('foyer-event-overlay')) return;
        event.preventDefault();
        document.dispatchEvent(
          new CustomEvent('foyer-open-event-overlay', { detail: null, bubbles: true, composed: true }),
        );
      };
      overlay.addEventListener('click', open);
      this.#disposers.push(() => overlay.removeEventListener('click', open));
    }

    // The booking button jumps to the dates-and-tickets anchor (production detail: #termine) or,
    // on an event detail, to the booking itself (the widget or ticket link inside #tickets);
    // without a target on the page it is hidden rather than a dead link (spec: programme §2
    // Sticky navigation).
    const book = nav.querySelector<HTMLAnchorElement>('.sticky-nav__book');
    const hash = book?.getAttribute('href') ?? '';
    if (book && hash.startsWith('#')) {
      const bookingSelector = '[data-booking], foyer-quick-buy';
      const target = () => {
        const anchored = document.getElementById(decodeURIComponent(hash.slice(1)));
        // Sold out, nothing to book: no button (the widget, or the ticket link with it switched off).
        if (this.getAttribute('route') === 'event-detail')
          return anchored?.querySelector<HTMLElement>(`${bookingSelector}, a.event-tickets`) ?? null;
        return anchored ?? document.querySelector<HTMLElement>(bookingSelector);
      };
      book.hidden = !target();
      const jump = (event: Event) => {
        const element = target();
        if (!element) return;
        event.preventDefault();
        const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
        element.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
        // Elements on the way hydrate as they come near the viewport (docs/decisions/0110) and may
        // change height while the page scrolls; where the target then ended up out of place, the
        // jump is finished without animation.
        addEventListener(
          'scrollend',
          () => {
            const top = element.getBoundingClientRect().top;
            if (top < 0 || top > innerHeight / 2) element.scrollIntoView({ block: 'start' });
          },
          { once: true },
        );
        if (element.id === hash.slice(1)) history.replaceState(history.state, '', hash);
        if (!element.matches('a[href], button, input, select, textarea, [tabindex]'))
          element.setAttribute('tabindex', '-1');
        element.focus({ preventScroll: true });
      };
      book.addEventListener('click', jump);
      this.#disposers.push(() => book.removeEventListener('click', jump));
    }

    // Items rendered by the server are registered like those of modules, and removed on leave.
    const list = nav.querySelector<HTMLUListElement>('[data-sticky-items]');
    for (const link of list?.querySelectorAll('a') ?? []) {
      const url = link.getAttribute('href') ?? '';
      if (!stickyItems.value.some((item) => item.url === url)) this.#ownItems.push(url);
      registerStickyItem({ text: link.textContent ?? '', url });
    }
    if (list)
      this.#disposers.push(
        effect(() => {
          const items = stickyItems.value;
          list.replaceChildren(
            ...items.map((item) => {
              const li = document.createElement('li');
              const a = document.createElement('a');
              a.href = item.url;
              a.textContent = item.text;
              li.append(a);
              return li;
            }),
          );
        }),
      );

    const update = () => updateScrollFlags(window.scrollY, window.innerHeight);
    update();
    window.addEventListener('scroll', update, { passive: true });
    this.#disposers.push(() => window.removeEventListener('scroll', update));

    const footer = document.querySelector('[data-site-footer]');
    if (footer && 'IntersectionObserver' in window) {
      const observer = new IntersectionObserver((entries) => {
        for (const entry of entries) footerInView.value = entry.isIntersecting;
      });
      observer.observe(footer);
      this.#disposers.push(() => observer.disconnect());
    }
    this.#disposers.push(
      effect(() => {
        nav.classList.toggle('is-past-half', pastHalfHeight.value);
        nav.classList.toggle('is-footer-visible', footerInView.value);
      }),
    );
  }

  disconnectedCallback(): void {
    for (const dispose of this.#disposers.splice(0)) dispose();
    for (const url of this.#ownItems.splice(0)) removeStickyItem(url);
  }
}

if (!customElements.get('foyer-sticky-nav')) customElements.define('foyer-sticky-nav', FoyerStickyNav);

declare global {
  interface HTMLElementTagNameMap {
    'foyer-sticky-nav': FoyerStickyNav;
  }
}
