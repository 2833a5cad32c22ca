import { expect } from '@esm-bundle/chai';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import siteCss from '../../host/public/site.css';
import { StickyNav } from '../../host/render/chrome';
import {
  footerInView,
  pastHalfHeight,
  registerStickyItem,
  removeStickyItem,
  stickyItems,
} from '../../src/state/page-ui';
import { expectNoAxeViolations, waitFor } from '../shared/test-helpers';
import './sticky-nav';

function mount(
  route: 'page' | 'events' | 'event-detail' | 'production-detail',
  items: Array<{ text: string; url: string }> = [],
  main = '',
) {
  const style = document.createElement('style');
  style.textContent = siteCss;
  document.head.append(style);
  const host = document.createElement('div');
  host.innerHTML = `<main style="height:5000px">${main}</main>${renderToStaticMarkup(
    createElement(StickyNav, { locale: 'de', route, overlayButton: true, items }),
  )}<footer data-site-footer style="height:300px">Fuß</footer>`;
  document.body.append(host);
  return host;
}

// `visibility: hidden` counts as hidden: the items keep their place while hidden (decision 0151).
const visible = (element: Element | null) =>
  !!element && element.checkVisibility({ visibilityProperty: true });

describe('<foyer-sticky-nav>', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    window.scrollTo(0, 0);
  });

  it('overlay button dispatches foyer-open-event-overlay when the overlay element is on the page', async () => {
    const host = mount('page');
    const overlay = host.querySelector('[data-open-overlay]') as HTMLAnchorElement;
    expect(overlay.getAttribute('href')).to.equal('/de/programm');
    expect(overlay.textContent).to.contain('Programm und Karten');
    document.body.append(document.createElement('foyer-event-overlay'));
    const events: Event[] = [];
    document.addEventListener('foyer-open-event-overlay', (event) => events.push(event), { once: true });
    overlay.click();
    expect(events).to.have.length(1);
    expect(host.querySelector('.sticky-nav__book')?.textContent).to.equal('Ticket buchen');
  });

  it('no overlay button on the events route; production detail books dates and tickets at #termine', () => {
    expect(mount('events').querySelector('[data-open-overlay]')).to.equal(null);
    document.body.innerHTML = '';
    const book = mount('production-detail').querySelector('.sticky-nav__book') as HTMLAnchorElement;
    expect(book.textContent).to.equal('Termine und Tickets');
    expect(book.getAttribute('href')).to.equal('#termine');
  });

  it("'Termine und Tickets' on a production detail jumps to the dates-and-tickets anchor", async () => {
    const host = mount(
      'production-detail',
      [],
      '<div style="height:3000px"></div><section id="termine"><h2>Termine</h2></section>',
    );
    const book = host.querySelector('.sticky-nav__book') as HTMLAnchorElement;
    await waitFor(() => expect(host.querySelector('[data-enhanced]')).to.exist);
    expect(visible(book)).to.equal(true);
    book.click();
    const section = document.getElementById('termine') as HTMLElement;
    // It lands below the sticky header (the hash-target offset), not under it and not far off.
    await waitFor(() => {
      const top = section.getBoundingClientRect().top;
      expect(top).to.be.within(100, 300);
    }, 5000);
    expect(location.hash).to.equal('#termine');
    expect(document.activeElement).to.equal(section);
    history.replaceState(null, '', location.pathname + location.search);
  });

  it("'Ticket buchen' on an event detail jumps to the booking in #tickets; sold out it is hidden", async () => {
    const host = mount(
      'event-detail',
      [],
      '<div style="height:2500px"></div><div id="tickets"><foyer-quick-buy event-id="1"></foyer-quick-buy></div>',
    );
    const book = host.querySelector('.sticky-nav__book') as HTMLAnchorElement;
    expect(book.textContent).to.equal('Ticket buchen');
    // Without JavaScript the link itself reaches the booking.
    expect(book.getAttribute('href')).to.equal('#tickets');
    await waitFor(() => expect(host.querySelector('[data-enhanced]')).to.exist);
    book.click();
    const booking = document.querySelector('foyer-quick-buy') as HTMLElement;
    await waitFor(() => expect(document.activeElement).to.equal(booking));
    await waitFor(() => expect(window.scrollY).to.be.above(2000), 5000);

    // The quick-buy switched off in the design settings: the ticket link is the booking.
    document.body.innerHTML = '';
    const linkOnly = mount(
      'event-detail',
      [],
      '<div id="tickets"><a class="event-tickets" href="/webshop/event/1">Tickets</a></div>',
    );
    await waitFor(() => expect(linkOnly.querySelector('[data-enhanced]')).to.exist);
    (linkOnly.querySelector('.sticky-nav__book') as HTMLAnchorElement).click();
    await waitFor(() => expect(document.activeElement).to.equal(document.querySelector('a.event-tickets')));

    document.body.innerHTML = '';
    const sold = mount(
      'event-detail',
      [],
      '<div id="tickets"><span class="event-sold-out">Ausverkauft</span></div>',
    );
    await waitFor(() => expect(sold.querySelector('[data-enhanced]')).to.exist);
    expect(visible(sold.querySelector('.sticky-nav__book'))).to.equal(false);
  });

  it('items and scroll-to-top after half the window height; hidden while the footer is in view', async () => {
    const host = mount('page', [{ text: 'Spenden', url: '/de/spenden' }]);
    const nav = host.querySelector('[data-sticky-nav]') as HTMLElement;
    const item = () => host.querySelector('[data-sticky-items] a');
    await waitFor(() => expect(nav.hasAttribute('data-enhanced')).to.equal(true));
    expect(visible(item())).to.equal(false);
    expect(visible(host.querySelector('.sticky-nav__top'))).to.equal(false);
    window.scrollTo(0, Math.floor(window.innerHeight / 2) + 10);
    await waitFor(() => expect(pastHalfHeight.value).to.equal(true), 6000);
    expect(visible(item())).to.equal(true);
    expect(visible(host.querySelector('.sticky-nav__top'))).to.equal(true);
    window.scrollTo(0, document.body.scrollHeight);
    await waitFor(() => expect(footerInView.value).to.equal(true), 6000);
    expect(visible(item())).to.equal(false);
    expect(visible(host.querySelector('[data-open-overlay]'))).to.equal(false);
  });

  it('items registered by modules appear, and the page-rendered ones are removed when the nav is left', async () => {
    const host = mount('page', [{ text: 'Spenden', url: '/de/spenden' }]);
    registerStickyItem({ text: 'Newsletter', url: '/de/newsletter' });
    await waitFor(() => expect(host.querySelectorAll('[data-sticky-items] a')).to.have.length(2));
    removeStickyItem('/de/newsletter');
    await waitFor(() => expect(host.querySelectorAll('[data-sticky-items] a')).to.have.length(1));
    host.remove();
    expect(stickyItems.value.map((item) => item.url)).to.deep.equal([]);
  });

  it('has no accessibility violations', async () => {
    const host = mount('page', [{ text: 'Spenden', url: '/de/spenden' }]);
    window.scrollTo(0, window.innerHeight);
    await waitFor(() => expect(pastHalfHeight.value).to.equal(true), 6000);
    await expectNoAxeViolations(host);
  });
});
