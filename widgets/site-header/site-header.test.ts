import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SiteFooter, SiteHeader } from '../../host/render/chrome';
import type { Navigation } from '../../src/contract/navigation';
import type { DesignSettings } from '../../src/contract/settings';
import { headerOpen, headerScroll, submenuOpen } from '../../src/state/page-ui';
import { startTestClock } from '../shared/test-clock';
import { clearCookies, expectNoAxeViolations, json, stubFetch, waitFor } from '../shared/test-helpers';
import '../alert-bar/alert-bar';
import siteCss from '../../host/public/site.css';
import './site-header';

startTestClock();

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

function mount(
  options: {
    user?: boolean;
    /** A staff member who may open the admin and the content hub. */
    workspace?: boolean;
    shopOnline?: boolean;
    alert?: boolean;
    landingPage?: boolean;
    menuStyle?: 'style1' | 'style2';
  } = {},
) {
  const header = renderToStaticMarkup(
    createElement(SiteHeader, {
      locale: 'de',
      navigation: NAV,
      languages: { de: '/de/ueber-uns', en: '/en/about' },
      landingPage: options.landingPage ?? false,
      siteName: 'Theater',
      design: { ...DESIGN, menuStyle: options.menuStyle ?? 'style1' },
      shopOnline: options.shopOnline ?? true,
      user: options.user
        ? { firstName: 'Ada', lastName: 'Lovelace', workspace: options.workspace ?? false }
        : undefined,
    }),
  );
  const footer = renderToStaticMarkup(
    createElement(SiteFooter, {
      locale: 'de',
      navigation: NAV,
      settings: SETTINGS,
      design: DESIGN,
      siteName: 'Theater',
      year: '2027',
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
    const panel = host.querySelector('[data-panel]') as HTMLElement;
    // The main navigation slides in from the left over 700 ms (spec: programme §2, §9).
    expect(getComputedStyle(panel).transitionDuration).to.match(/^0\.7s/);
    expect(panel.getBoundingClientRect().right).to.be.at.most(1);
    burger.click();
    expect(burger.getAttribute('aria-expanded')).to.equal('true');
    expect(panel.hasAttribute('data-open')).to.equal(true);
    await waitFor(() => expect(panel.getBoundingClientRect().left).to.equal(0), 3000);
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

  it('anchor links with a hash keep the current query', async () => {
    history.replaceState(null, '', `${location.pathname}?room=3`);
    try {
      const host = mount();
      const here = document.createElement('a');
      here.href = `${location.pathname}#kasse`;
      here.textContent = 'Kasse';
      const elsewhere = document.createElement('a');
      elsewhere.href = '/de/anderswo#kasse';
      elsewhere.textContent = 'Anderswo';
      host.querySelector('.site-header__menu .menu')?.append(here, elsewhere);
      await waitFor(() => expect(host.querySelector('[data-enhanced]')).to.exist);
      here.click();
      expect(location.search).to.equal('?room=3');
      expect(location.hash).to.equal('#kasse');
      expect(elsewhere.getAttribute('href')).to.equal('/de/anderswo#kasse');
    } finally {
      history.replaceState(null, '', location.pathname);
    }
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
    // The closing submenu fades out over the 700 ms menu transition, then is gone.
    await waitFor(
      () =>
        expect(getComputedStyle(host.querySelector('#submenu-1') as HTMLElement).display).to.equal('none'),
      2000,
    );
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
    // Scrolls to `y`, then tells the page it scrolled: in the full browser run on CI, Chromium
    // twice did not deliver the scroll event of a programmatic scroll to the page (scrollY moved,
    // no event within 6 s). The listener and the threshold are what is tested here, not when the
    // browser fires scroll events; the event goes through the header's own listener.
    const scrolledTo = async (y: number, scrolled: boolean) => {
      window.scrollTo(0, y);
      window.dispatchEvent(new Event('scroll'));
      await waitFor(() => {
        const state = `scrollY=${window.scrollY} innerHeight=${window.innerHeight} open=${headerOpen.value}`;
        expect(header.classList.contains('is-scrolled'), state).to.equal(scrolled);
      }, 6000);
    };
    await scrolledTo(Math.floor(window.innerHeight / 4) + 5, true);
    await scrolledTo(0, false);
    (host.querySelector('[data-burger]') as HTMLElement).click();
    window.scrollTo(0, window.innerHeight);
    window.dispatchEvent(new Event('scroll'));
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

  it('shop offline: the tooltip Webshop offline shows on hover and focus', async () => {
    const host = mount({ shopOnline: false });
    await waitFor(() => expect(host.querySelector('[data-enhanced]')).to.exist);
    const cart = host.querySelector('.site-header__cart') as HTMLElement;
    expect(getComputedStyle(cart).opacity).to.equal('0.5');
    expect(getComputedStyle(cart, '::after').content).to.equal('none');
    cart.focus();
    expect(getComputedStyle(cart, '::after').content).to.equal('"Webshop offline"');
  });

  it('account: visitors get the login URL; logged in, name and a dropdown with the account area, My Profile and Log out', async () => {
    expect(mount().querySelector('.site-header__account')?.getAttribute('href') ?? '').to.equal('/de/login');
    document.body.innerHTML = '';
    const host = mount({ user: true });
    const account = host.querySelector('.site-header__account') as HTMLAnchorElement;
    expect(account.getAttribute('href')).to.equal('/');
    expect(account.textContent).to.contain('Ada Lovelace');
    await waitFor(() => expect(host.querySelector('[data-enhanced]')).to.exist);
    const toggle = host.querySelector('[data-disclosure="user"]') as HTMLButtonElement;
    toggle.click();
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    const dropdown = host.querySelector('#site-header-user') as HTMLElement;
    expect(dropdown.querySelector('.dropdown__heading')?.textContent).to.equal('Mein Konto');
    const links = [...dropdown.querySelectorAll<HTMLAnchorElement>('a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).to.deep.equal([
      ['Mein Bereich', '/webshop/account'],
      ['Mein Warenkorb', '/webshop/cart'],
      ['Bestellungen', '/webshop/account/orders'],
      ['Reservierungen', '/webshop/account/reservations'],
      ['Gutscheine', '/webshop/account/coupons'],
      ['Guthaben', '/webshop/account/credit'],
      ['Favoriten', '/webshop/favorites'],
      ['Abonnements', '/webshop/account/subscriptions'],
      ['Persönliche Daten', '/webshop/account/personal-data'],
      ['E-Mail-Adresse ändern', '/webshop/account/email'],
      ['Passwort ändern', '/webshop/account/password'],
      ['Mein Profil', '/de/user/profile'],
      ['Abmelden', '/de/logout'],
    ]);
    for (const link of links) expect(link.checkVisibility(), link.textContent ?? '').to.equal(true);
    // Keyboard: Escape closes the dropdown and returns focus to its button.
    (links[0] as HTMLElement).focus();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(document.activeElement).to.equal(toggle);
    await waitFor(() => expect((links[0] as HTMLElement).checkVisibility()).to.equal(false), 2000);
  });

  it('staff: the dropdown leads to the admin and the content hub, before profile and logout', async () => {
    const host = mount({ user: true, workspace: true });
    await waitFor(() => expect(host.querySelector('[data-enhanced]')).to.exist);
    (host.querySelector('[data-disclosure="user"]') as HTMLButtonElement).click();
    const end = [...host.querySelectorAll<HTMLAnchorElement>('#site-header-user .dropdown__end a')];
    expect(end.map((a) => [a.textContent, a.getAttribute('href')])).to.deep.equal([
      ['Verwaltung', '/admin/'],
      ['Inhalte-Hub', '/cms-hub'],
      ['Mein Profil', '/de/user/profile'],
      ['Abmelden', '/de/logout'],
    ]);
    await waitFor(() => {
      for (const link of end) expect(link.checkVisibility(), link.textContent ?? '').to.equal(true);
    }, 2000);
  });

  it('logged in with the shop offline: the account area is greyed out, profile and logout stay', async () => {
    const host = mount({ user: true, shopOnline: false });
    await waitFor(() => expect(host.querySelector('[data-enhanced]')).to.exist);
    (host.querySelector('[data-disclosure="user"]') as HTMLButtonElement).click();
    expect(host.querySelectorAll('[data-account-area]').length).to.equal(0);
    const offline = host.querySelector('.dropdown__offline') as HTMLElement;
    expect(offline.textContent).to.equal('Webshop offline');
    expect(offline.getAttribute('aria-disabled')).to.equal('true');
    expect([...host.querySelectorAll('#site-header-user a')].map((a) => a.textContent)).to.deep.equal([
      'Mein Profil',
      'Abmelden',
    ]);
  });

  it("a logged-in header sits lower (below the editor toolbar) than a visitor's, where the toolbar is", async () => {
    const headerTop = (host: Element) =>
      (host.querySelector('[data-site-header]') as HTMLElement).getBoundingClientRect().top;
    const visitor = mount();
    window.scrollTo(0, 1500);
    const visitorTop = headerTop(visitor);
    document.body.innerHTML = '';
    // A staff page of the site has the staff tools' element (its toolbar is drawn by it), in the
    // server HTML from the start (appended later, the header's `top` would be mid-transition).
    document.body.append(document.createElement('foyer-page-editor'));
    const staff = mount({ user: true });
    window.scrollTo(0, 1500);
    const staffTop = headerTop(staff);
    document.body.innerHTML = '';
    // A staff screen without the toolbar (the admin) keeps no room for it (decision 0168).
    const admin = mount({ user: true });
    window.scrollTo(0, 1500);
    const adminTop = headerTop(admin);
    document.body.innerHTML = '';
    // ?noToolbar: the element is there without its toolbar.
    const hidden = document.createElement('foyer-page-editor');
    hidden.setAttribute('no-toolbar', '');
    document.body.append(hidden);
    const noToolbar = mount({ user: true });
    window.scrollTo(0, 1500);
    const noToolbarTop = headerTop(noToolbar);
    expect(visitorTop).to.equal(0);
    expect(staffTop).to.equal(44);
    expect(adminTop).to.equal(0);
    expect(noToolbarTop).to.equal(0);
  });

  it('landing-page mode: no menus and no burger, the logo and tools stay', async () => {
    const host = mount({ landingPage: true });
    await waitFor(() => expect(host.querySelector('[data-enhanced]')).to.exist);
    expect(host.querySelector('foyer-site-header')?.hasAttribute('landing-page')).to.equal(true);
    expect(host.querySelectorAll('[data-site-header] nav').length).to.equal(0);
    expect(host.querySelectorAll('[data-burger]').length).to.equal(0);
    expect(host.querySelector('.site-header__logo')).to.exist;
    expect(host.querySelector('.site-header__cart')).to.exist;
  });

  it('menu style2: a light header with the menu in a row of its own; the phone panel slides in from the right', async () => {
    const one = mount();
    const darkBackground = getComputedStyle(
      one.querySelector('[data-site-header]') as HTMLElement,
    ).backgroundColor;
    document.body.innerHTML = '';
    const host = mount({ menuStyle: 'style2' });
    await waitFor(() => expect(host.querySelector('[data-enhanced]')).to.exist);
    const header = host.querySelector('[data-site-header]') as HTMLElement;
    expect(header.classList.contains('site-header--style2')).to.equal(true);
    const background = getComputedStyle(header).backgroundColor;
    expect(background).to.not.equal(darkBackground);
    expect(background).to.equal('rgb(251, 248, 243)');
    const panel = host.querySelector('[data-panel]') as HTMLElement;
    const logo = host.querySelector('.site-header__logo') as HTMLElement;
    await setViewport({ width: 390, height: 800 });
    // Phone: closed, the panel waits off-screen on the right; open, it covers the right side.
    expect(panel.getBoundingClientRect().left).to.be.at.least(innerWidth - 1);
    (host.querySelector('[data-burger]') as HTMLElement).click();
    await waitFor(() => expect(panel.getBoundingClientRect().right).to.be.closeTo(innerWidth, 1), 3000);
    expect(panel.getBoundingClientRect().left).to.be.above(0);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await setViewport({ width: 1280, height: 800 });
    try {
      // Desktop: the menu row is under the logo row, entries uppercase.
      await waitFor(() =>
        expect(panel.getBoundingClientRect().top).to.be.at.least(logo.getBoundingClientRect().bottom - 1),
      );
      const entry = panel.querySelector('.menu--level-1 > .menu__item > a') as HTMLElement;
      expect(getComputedStyle(entry).textTransform).to.equal('uppercase');
      await expectNoAxeViolations(host);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it("footer actions: scroll to top (the cookie-settings link is the loader's)", async () => {
    const host = mount();
    await waitFor(() => expect(host.querySelector('[data-enhanced]')).to.exist);
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
