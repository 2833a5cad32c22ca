import { expect } from '@esm-bundle/chai';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SiteFooter, SiteHeader } from '../../host/render/chrome';
import type { Navigation } from '../../src/contract/navigation';
import type { DesignSettings } from '../../src/contract/settings';
import { headerOpen, headerScroll, submenuOpen } from '../../src/state/page-ui';
import { clearCookies, expectNoAxeViolations, json, stubFetch, waitFor } from '../shared/test-helpers';
import '../alert-bar/alert-bar';
import siteCss from '../../host/public/site.css';
import './site-header';

const NAV: Navigation = {
  menu: [
    { url: '/de/programm', menu_name: 'Spielplan', has_tab_navigation: false, children: [] },
    {
      url: '/de/ueber-uns',
      menu_name: 'Über uns',
      has_tab_navigation: false,
      children: [
        { url: '/de/ueber-uns/geschichte', menu_name: 'Geschichte', has_tab_navigation: false, children: [] },
      ],
    },
    {
      url: '/de/haus',
      menu_name: 'Haus',
      has_tab_navigation: false,
      children: [{ url: '/de/haus/buehnen', menu_name: 'Bühnen', has_tab_navigation: false, children: [] }],
    },
    {
      url: '/de/tabs',
      menu_name: 'Mit Tabs',
      has_tab_navigation: true,
      children: [{ url: '/de/tabs/a', menu_name: 'Tab A', has_tab_navigation: false, children: [] }],
    },
  ],
  secondary_menu: [{ url: '/de/news', menu_name: 'Magazin', has_tab_navigation: false, children: [] }],
  footer: [{ title: 'Stadt', url: 'https://stadt.example' }],
};
const DESIGN = {
  menuStyle: 'style1',
  header: { basketLink: '/webshop/cart', webshopLink: '/webshop', logoLink: '/de' },
  footer: { whistleblowerUrl: 'https://hinweis.example' },
} as unknown as DesignSettings; // only the fields the chrome reads
const SETTINGS = {
  is_site_online: true,
  is_shop_online: true,
  html_header: { code: '' },
  html_footer_top: { code: '' },
  html_footer_bottom: { code: '' },
};

function mount(options: { user?: boolean; shopOnline?: boolean; alert?: boolean } = {}) {
  const header = renderToStaticMarkup(
    createElement(SiteHeader, {
      locale: 'de',
      navigation: NAV,
      languages: { de: '/de/ueber-uns', en: '/en/about' },
      landingPage: false,
      siteName: 'Theater',
      design: DESIGN,
      shopOnline: options.shopOnline ?? true,
      user: options.user ? { firstName: 'Ada', lastName: 'Lovelace' } : undefined,
    }),
  );
  const footer = renderToStaticMarkup(
    createElement(SiteFooter, {
      locale: 'de',
      navigation: NAV,
      settings: SETTINGS,
      design: DESIGN,
      siteName: 'Theater',
    }),
  );
  const style = document.createElement('style');
  style.textContent = siteCss;
  document.head.append(style);
  const host = document.createElement('div');
  host.innerHTML = `${header}${options.alert ? '<foyer-alert-bar locale="de"></foyer-alert-bar>' : ''}<main id="main" tabindex="-1" style="height:4000px"><h1>Seite</h1></main>${footer}`;
  document.body.append(host);
  return host;
}

const HOURS_CLOSED = {
  opening_hours: [{ time_from: '00:00', time_to: '23:59', closed: true }],
  opening_hours_exceptions: [],
};

describe('<foyer-site-header>', () => {
  let fetchStub: ReturnType<typeof stubFetch>;
  let hours: unknown = HOURS_CLOSED;

  beforeEach(() => {
    clearCookies();
    hours = HOURS_CLOSED;
    fetchStub = stubFetch((url) => {
      if (url.pathname.endsWith('/opening-hours-today/')) return json(hours);
      return json({ data: [{ id: 9, title: 'Hinweis', text: 'Text', link: null, link_title: '' }] });
    });
  });
  afterEach(() => {
    fetchStub.restore();
    document.body.innerHTML = '';
    document.body.className = '';
    window.scrollTo(0, 0);
  });

  it("shows today's opening-hours label from the API", async () => {
    const host = mount();
    const line = host.querySelector('[data-opening-hours]') as HTMLElement;
    await waitFor(() => expect(line.textContent).to.equal('Heute geschlossen'));
    expect(line.dataset.state).to.equal('closed');
    expect(fetchStub.calls.some((call) => call.pathname === '/de/api/opening-hours-today/')).to.equal(true);
  });

  it('keeps the link to the visit page when the hours are malformed', async () => {
    hours = { opening_hours: [{ time_from: 'zehn', time_to: '18:00' }], opening_hours_exceptions: [] };
    const host = mount();
    await waitFor(() => expect(fetchStub.calls.length).to.be.greaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(host.querySelector('[data-opening-hours]')?.textContent).to.equal('Öffnungszeiten');
  });

  it('burger: opens the panel, sets no-scroll, hides the alert; Escape closes and returns focus', async () => {
    const host = mount({ alert: true });
    const alertBar = host.querySelector('foyer-alert-bar') as HTMLElement;
    await waitFor(() => expect(alertBar.shadowRoot?.textContent).to.contain('Hinweis'));
    const burger = host.querySelector('[data-burger]') as HTMLElement;
    await waitFor(() =>
      expect(host.querySelector('[data-site-header]')?.hasAttribute('data-enhanced')).to.equal(true),
    );
    burger.click();
    expect(burger.getAttribute('aria-expanded')).to.equal('true');
    expect(host.querySelector('[data-panel]')?.hasAttribute('data-open')).to.equal(true);
    expect(document.body.classList.contains('no-scroll')).to.equal(true);
    await waitFor(() => expect(alertBar.shadowRoot?.textContent).not.to.contain('Hinweis'));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(burger.getAttribute('aria-expanded')).to.equal('false');
    expect(headerOpen.value).to.equal(false);
    expect(document.activeElement === burger, 'focus back on the burger').to.equal(true);
    expect(document.body.classList.contains('no-scroll')).to.equal(false);
    // The alert bar reappears when the menu closes.
    await waitFor(() => expect(alertBar.shadowRoot?.textContent).to.contain('Hinweis'));
  });

  it('submenus: one open at a time, the open one closes when selected again, Escape closes', async () => {
    const host = mount();
    const about = host.querySelector('[data-disclosure="submenu-1"]') as HTMLButtonElement;
    const house = host.querySelector('[data-disclosure="submenu-2"]') as HTMLButtonElement;
    expect(
      host.querySelector('[data-disclosure="submenu-3"]'),
      'tab navigation entry has no submenu',
    ).to.equal(null);
    await waitFor(() => expect(host.querySelector('[data-enhanced]')).to.exist);
    // On narrow screens the submenus live in the burger panel: open it first.
    (host.querySelector('[data-burger]') as HTMLElement).click();
    about.click();
    expect(about.getAttribute('aria-expanded')).to.equal('true');
    expect(getComputedStyle(host.querySelector('#submenu-1') as HTMLElement).display).to.equal('block');
    house.click();
    expect(about.getAttribute('aria-expanded')).to.equal('false');
    expect(house.getAttribute('aria-expanded')).to.equal('true');
    expect(getComputedStyle(host.querySelector('#submenu-1') as HTMLElement).display).to.equal('none');
    house.click();
    expect(house.getAttribute('aria-expanded')).to.equal('false');
    house.click();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(submenuOpen.value).to.equal(null);
    await waitFor(() => expect(document.activeElement === house, 'focus back on the toggle').to.equal(true));
    // Escape again closes the panel.
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(headerOpen.value).to.equal(false);
  });

  it('scrolled state past a quarter of the window height, unchanged while the menu is open', async () => {
    const host = mount();
    const header = host.querySelector('[data-site-header]') as HTMLElement;
    await waitFor(() => expect(header.hasAttribute('data-enhanced')).to.equal(true));
    window.scrollTo(0, Math.floor(window.innerHeight / 4) + 5);
    await waitFor(() => expect(header.classList.contains('is-scrolled')).to.equal(true), 6000);
    window.scrollTo(0, 0);
    await waitFor(() => expect(header.classList.contains('is-scrolled')).to.equal(false), 6000);
    (host.querySelector('[data-burger]') as HTMLElement).click();
    window.scrollTo(0, window.innerHeight);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(headerScroll.value).to.equal(false);
    expect(header.classList.contains('is-scrolled')).to.equal(false);
    (host.querySelector('[data-burger]') as HTMLElement).click();
  });

  it('cart counter: reads cartAmount and follows foyer-cart-updated', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: test setup
    document.cookie = 'cartAmount=3; path=/';
    const host = mount();
    const badge = host.querySelector('[data-cart-count]') as HTMLElement;
    await waitFor(() => expect(badge.textContent).to.equal('3'));
    expect(badge.hidden).to.equal(false);
    document.dispatchEvent(
      new CustomEvent('foyer-cart-updated', {
        detail: { ticketsQuantity: 5, cartUrl: '/webshop/cart/abc' },
        bubbles: true,
      }),
    );
    expect(badge.textContent).to.equal('5');
    expect(badge.closest('a')?.getAttribute('href')).to.equal('/webshop/cart/abc');
  });

  it('shop offline: cart and account are disabled with the tooltip Webshop offline', async () => {
    const host = mount({ shopOnline: false });
    const cart = host.querySelector('.site-header__cart') as HTMLElement;
    expect(cart.getAttribute('aria-disabled')).to.equal('true');
    expect(cart.hasAttribute('href')).to.equal(false);
    expect(cart.getAttribute('title')).to.equal('Webshop offline');
    expect(host.querySelector('.site-header__account')?.getAttribute('aria-disabled')).to.equal('true');
  });

  it('account: visitors get the login URL; logged in, name and a dropdown with My Profile and Log out', async () => {
    expect(mount().querySelector('.site-header__account')?.getAttribute('href') ?? '').to.equal('/de/login');
    document.body.innerHTML = '';
    const host = mount({ user: true });
    const account = host.querySelector('.site-header__account') as HTMLAnchorElement;
    expect(account.getAttribute('href')).to.equal('/');
    expect(account.textContent).to.contain('Ada Lovelace');
    await waitFor(() => expect(host.querySelector('[data-enhanced]')).to.exist);
    (host.querySelector('[data-disclosure="user"]') as HTMLButtonElement).click();
    const links = [...host.querySelectorAll<HTMLAnchorElement>('#site-header-user a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).to.deep.equal([
      ['Mein Profil', '/de/user/profile'],
      ['Abmelden', '/de/logout'],
    ]);
    expect(getComputedStyle(links[0] as HTMLElement).display).to.equal('block');
    expect(host.querySelector('.site-header--logged-in')).to.exist;
  });

  it('footer actions: cookie settings dispatches foyer-open-cookie-settings; scroll to top', async () => {
    const host = mount();
    await waitFor(() => expect(host.querySelector('[data-enhanced]')).to.exist);
    const events: Event[] = [];
    document.addEventListener('foyer-open-cookie-settings', (event) => events.push(event), { once: true });
    (host.querySelector('[data-cookie-settings]') as HTMLButtonElement).click();
    expect(events).to.have.length(1);
    window.scrollTo(0, 2000);
    (host.querySelector('footer [data-scroll-top]') as HTMLElement).click();
    await waitFor(() => expect(window.scrollY).to.equal(0), 6000);
    await waitFor(() => expect(document.activeElement?.id).to.equal('top'), 2000);
  });

  it('has no accessibility violations, closed and with a submenu open', async () => {
    const host = mount({ user: true });
    await waitFor(() =>
      expect(host.querySelector('[data-opening-hours]')?.textContent).to.equal('Heute geschlossen'),
    );
    await expectNoAxeViolations(host);
    (host.querySelector('[data-disclosure="submenu-1"]') as HTMLButtonElement).click();
    await expectNoAxeViolations(host);
  });
});
