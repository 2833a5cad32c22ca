import { expect } from '@esm-bundle/chai';
import { createElement, useEffect, useState } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { AlertBar as ServerAlertBar, SiteHeader } from '../../host/render/chrome';
import { ConsentBanner } from '../../host/render/consent-banner';
import type { Navigation } from '../../src/contract/navigation';
import type { DesignSettings } from '../../src/contract/settings';
import { closeHeaderMenu, headerOpen } from '../../src/state/page-ui';
import { AlertBar } from '../alert-bar/alert-bar.component';
import { FoyerSiteHeader } from '../site-header/site-header';
import { defineElement, type ElementProps } from './define';
import { holdWakeEvent, isHydrated, REPLAY_ATTRIBUTE, watchElement } from './hydration';
import { json, stubFetch, waitFor } from './test-helpers';

/**
 * Interaction-driven hydration (issue 23 item 1, docs/decisions/0110): an element stays server
 * HTML until the visitor reaches for it; the click or key that did it is replayed on the hydrated
 * element once; a chunk that fails leaves the server HTML's links working.
 */

const NAV: Navigation = {
  menu: [{ url: '/de/programm', menu_name: 'Spielplan', has_tab_navigation: false, children: [] }],
  secondary_menu: [],
  footer: [],
};
const DESIGN = {
  menuStyle: 'style1',
  header: { basketLink: '/webshop/cart', webshopLink: '/webshop', logoLink: '/de' },
  footer: {},
} as unknown as DesignSettings; // only the fields the header reads

/** A gate the test opens: the element's chunk "arrives" when it does. */
function gate() {
  let open: () => void = () => {};
  let fail: (error: Error) => void = () => {};
  const promise = new Promise<void>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { promise, open, fail };
}

/** The server HTML of the site header under a tag of its own (each test defines its tag once). */
function serverHeader(tag: string): HTMLElement {
  const html = renderToStaticMarkup(
    createElement(SiteHeader, {
      locale: 'de',
      navigation: NAV,
      languages: { de: '/de', en: '/en' },
      landingPage: false,
      siteName: 'Theater',
      design: DESIGN,
      shopOnline: true,
      user: undefined,
    }),
  ).replaceAll('foyer-site-header', tag);
  const host = document.createElement('div');
  host.className = 'hydration-test';
  host.innerHTML = html;
  document.body.append(host);
  return host.querySelector<HTMLElement>(tag) as HTMLElement;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('interaction-driven hydration: the header', () => {
  let fetchStub: ReturnType<typeof stubFetch>;
  beforeEach(() => {
    fetchStub = stubFetch(() => json({ opening_hours: [], opening_hours_exceptions: [] }));
  });
  afterEach(() => {
    fetchStub.restore();
    closeHeaderMenu();
    for (const node of document.querySelectorAll('.hydration-test')) node.remove();
    document.body.className = '';
    if (location.hash) history.replaceState(null, '', location.pathname + location.search);
  });

  it('the server HTML marks the controls that are replayed', () => {
    const header = serverHeader('test-header-marks');
    expect(header.querySelector(`[data-burger][${REPLAY_ATTRIBUTE}="menu"]`)).to.exist;
    expect(header.querySelector(`[data-disclosure="languages"][${REPLAY_ATTRIBUTE}]`)).to.exist;
  });

  it('a click on the menu button before hydration opens the menu once, after the chunk arrives', async () => {
    const tag = 'test-header-click';
    const header = serverHeader(tag);
    const chunk = gate();
    let loads = 0;
    watchElement(header, {
      load: () => {
        loads++;
        return chunk.promise.then(() => customElements.define(tag, class extends FoyerSiteHeader {}));
      },
    });
    const burger = header.querySelector<HTMLElement>('[data-burger]') as HTMLElement;
    expect(loads).to.equal(0);
    burger.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(loads).to.equal(1);
    // The visitor clicks, impatient, twice while the chunk is on its way.
    burger.click();
    burger.click();
    expect(location.hash).to.equal(''); // the link's own navigation was held
    expect(headerOpen.value).to.equal(false);
    expect(isHydrated(header)).to.equal(false);
    chunk.open();
    await waitFor(() => expect(headerOpen.value).to.equal(true));
    expect(burger.getAttribute('aria-expanded')).to.equal('true');
    expect(loads).to.equal(1);
    await pause(100);
    expect(headerOpen.value, 'opened once, not toggled again').to.equal(true);
    // Once hydrated, clicks are the element's own: the next one closes the menu.
    burger.click();
    expect(headerOpen.value).to.equal(false);
  });

  it('Space on the menu button before hydration is replayed as the same key', async () => {
    const tag = 'test-header-key';
    const header = serverHeader(tag);
    const chunk = gate();
    watchElement(header, {
      load: () => chunk.promise.then(() => customElements.define(tag, class extends FoyerSiteHeader {})),
    });
    const burger = header.querySelector<HTMLElement>('[data-burger]') as HTMLElement;
    burger.focus();
    const key = new KeyboardEvent('keydown', { key: ' ', code: 'Space', bubbles: true, cancelable: true });
    burger.dispatchEvent(key);
    expect(key.defaultPrevented, 'the page does not scroll').to.equal(true);
    expect(headerOpen.value).to.equal(false);
    chunk.open();
    await waitFor(() => expect(headerOpen.value).to.equal(true));
    await pause(100);
    expect(headerOpen.value).to.equal(true);
  });

  it('a chunk that fails: the held link still leads where it points, plain links are never held', async () => {
    const header = serverHeader('test-header-fails');
    const chunk = gate();
    watchElement(header, { load: () => chunk.promise });
    // A plain menu link: its click is left alone (the browser would follow it).
    const plain = header.querySelector<HTMLAnchorElement>('a[href="/de/programm"]') as HTMLAnchorElement;
    let plainPrevented: boolean | undefined;
    const observe = (event: Event) => {
      plainPrevented = event.defaultPrevented;
      event.preventDefault(); // keep the test page
    };
    document.addEventListener('click', observe);
    plain.click();
    document.removeEventListener('click', observe);
    expect(plainPrevented).to.equal(false);
    // The burger is a link to the panel (:target without script): held, then followed on failure.
    const burger = header.querySelector<HTMLAnchorElement>('[data-burger]') as HTMLAnchorElement;
    burger.click();
    expect(location.hash).to.equal('');
    chunk.fail(new Error('chunk gone'));
    await waitFor(() => expect(location.hash).to.equal('#site-header-panel'));
    expect(headerOpen.value).to.equal(false);
  });
});

/** A React element with a server HTML button and its counterpart in the shadow root. */
let presses = 0;
function Counter(_: ElementProps) {
  const [count, setCount] = useState(0);
  return createElement(
    'button',
    {
      type: 'button',
      [REPLAY_ATTRIBUTE]: 'press',
      onClick: () => {
        presses++;
        setCount(count + 1);
      },
    },
    `pressed ${count}`,
  );
}

/** An element that shows its server HTML as its own control: a slot carrying the replay mark. */
function SlotFallback(_: ElementProps) {
  return createElement('slot', { [REPLAY_ATTRIBUTE]: 'open' });
}

/** The choices the filter element below was told of (its onChange). */
const chosen: string[] = [];
/** A select whose options arrive a moment after the first render (as the API's lists do). */
function Filter(_: ElementProps) {
  const [value, setValue] = useState('');
  const [options, setOptions] = useState<string[]>([]);
  useEffect(() => {
    const timer = setTimeout(() => setOptions(['3']), 200);
    return () => clearTimeout(timer);
  }, []);
  return createElement(
    'select',
    {
      [REPLAY_ATTRIBUTE]: 'filter-room',
      value,
      onChange: (event: { currentTarget: HTMLSelectElement }) => {
        chosen.push(event.currentTarget.value);
        setValue(event.currentTarget.value);
      },
    },
    createElement('option', { value: '' }, 'Alle'),
    ...options.map((option) => createElement('option', { key: option, value: option }, 'Studio')),
  );
}

function serverCounter(tag: string): HTMLElement {
  const host = document.createElement('div');
  host.className = 'hydration-test';
  host.innerHTML = `<${tag}><button type="button" ${REPLAY_ATTRIBUTE}="press">pressed 0</button></${tag}>`;
  document.body.append(host);
  return host.querySelector<HTMLElement>(tag) as HTMLElement;
}

describe('interaction-driven hydration: React elements', () => {
  beforeEach(() => {
    presses = 0;
  });
  afterEach(() => {
    for (const node of document.querySelectorAll('.hydration-test')) node.remove();
  });

  it('a click on the server HTML is replayed once on the counterpart in the shadow root', async () => {
    const tag = 'test-counter-eager';
    const element = serverCounter(tag);
    const chunk = gate();
    watchElement(element, { load: () => chunk.promise.then(() => defineElement(tag, Counter, {})) });
    const server = element.querySelector('button') as HTMLButtonElement;
    server.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    server.click();
    chunk.open();
    await waitFor(() => expect(presses).to.be.above(0));
    await pause(100);
    expect(presses).to.equal(1);
    const counterpart = element.shadowRoot?.querySelector('button');
    expect(counterpart?.textContent).to.equal('pressed 1');
    expect(element.shadowRoot?.activeElement).to.equal(counterpart);
  });

  it('an element mounted per instance near the viewport is mounted at once for a held click', async () => {
    const tag = 'test-counter-visible';
    const element = serverCounter(tag);
    // Far below the viewport: it would not mount by itself.
    element.style.cssText = 'display:block;margin-top:10000px';
    const chunk = gate();
    watchElement(element, {
      load: () => chunk.promise.then(() => defineElement(tag, Counter, {}, { hydrate: 'visible' })),
    });
    (element.querySelector('button') as HTMLButtonElement).click();
    chunk.open();
    await waitFor(() => expect(presses).to.be.above(0));
    await pause(100);
    expect(presses).to.equal(1);
  });

  it('a hydrated element that marks a slot (no widget for it): the held link is followed', async () => {
    // The booking without an offer shows its server ticket link as its own (decision 0112).
    const tag = 'test-booking-slot';
    const host = document.createElement('div');
    host.className = 'hydration-test';
    host.innerHTML = `<${tag}><a href="#booking-webshop" ${REPLAY_ATTRIBUTE}="open">Karten</a></${tag}>`;
    document.body.append(host);
    const element = host.querySelector<HTMLElement>(tag) as HTMLElement;
    const chunk = gate();
    watchElement(element, { load: () => chunk.promise.then(() => defineElement(tag, SlotFallback, {})) });
    history.replaceState(null, '', location.pathname + location.search);
    (element.querySelector('a') as HTMLAnchorElement).click();
    expect(location.hash).to.equal('');
    chunk.open();
    await waitFor(() => expect(location.hash).to.equal('#booking-webshop'));
    history.replaceState(null, '', location.pathname + location.search);
  });

  it('a choice made in a server select before hydration is carried over once the options are drawn', async () => {
    // The programme's filter form (decision 0150): arrow keys change a focused select at once.
    const tag = 'test-filter-select';
    const host = document.createElement('div');
    host.className = 'hydration-test';
    host.innerHTML = `<${tag}><select ${REPLAY_ATTRIBUTE}="filter-room"><option value="">Alle</option><option value="3">Studio</option></select></${tag}>`;
    document.body.append(host);
    const element = host.querySelector<HTMLElement>(tag) as HTMLElement;
    chosen.length = 0;
    const chunk = gate();
    watchElement(element, { load: () => chunk.promise.then(() => defineElement(tag, Filter, {})) });
    const server = element.querySelector('select') as HTMLSelectElement;
    server.focus();
    server.value = '3';
    server.dispatchEvent(new Event('change', { bubbles: true }));
    chunk.open();
    await waitFor(() => expect(chosen).to.deep.equal(['3']), 3000);
    const counterpart = element.shadowRoot?.querySelector('select');
    expect(counterpart?.value).to.equal('3');
    expect(element.shadowRoot?.activeElement).to.equal(counterpart);
    await pause(100);
    expect(chosen).to.deep.equal(['3']);
  });

  it('a link tabbed onto before hydration keeps the focus: it moves to the link the element draws', async () => {
    // The alert bar replaces its server HTML once its alert is read (the helper's visual review
    // found the focus on <body> and the next Tab past the bar).
    const alert = {
      id: 7,
      title: 'Vorverkauf gestartet',
      text: 'Karten bis März.',
      link: { url: '/de/programm' },
      link_title: 'Zum Spielplan',
    };
    const stub = stubFetch(() => json({ data: [alert] }));
    try {
      const tag = 'test-alert-focus';
      const host = document.createElement('div');
      host.className = 'hydration-test';
      host.innerHTML = renderToStaticMarkup(
        createElement(ServerAlertBar, { alert: alert as never, locale: 'de' }),
      ).replaceAll('foyer-alert-bar', tag);
      document.body.append(host);
      const element = host.querySelector<HTMLElement>(tag) as HTMLElement;
      const chunk = gate();
      watchElement(element, {
        load: () => chunk.promise.then(() => defineElement(tag, AlertBar, { locale: 'string' })),
      });
      const server = element.querySelector('a') as HTMLAnchorElement;
      server.focus();
      chunk.open();
      const drawn = await waitFor(() => {
        const link = element.shadowRoot?.querySelector<HTMLAnchorElement>('a.link');
        if (!link) throw new Error('not drawn yet');
        return link;
      });
      // Compared as booleans: chai describing two DOM nodes in a failure takes minutes.
      await waitFor(() =>
        expect(element.shadowRoot?.activeElement === drawn, 'focus on the drawn link').to.equal(true),
      );
      expect(document.activeElement === element).to.equal(true);
    } finally {
      stub.restore();
    }
  });

  it('a wake event on the document waits for its element and is dispatched again once', async () => {
    const tag = 'test-wakes';
    const host = document.createElement('div');
    host.className = 'hydration-test';
    host.innerHTML = `<${tag}></${tag}>`;
    document.body.append(host);
    const chunk = gate();
    let heard = 0;
    let loads = 0;
    holdWakeEvent('test-open-wakes', tag, () => {
      loads++;
      return chunk.promise.then(() => {
        customElements.define(tag, class extends HTMLElement {});
        document.addEventListener('test-open-wakes', () => heard++);
      });
    });
    document.dispatchEvent(new CustomEvent('test-open-wakes', { detail: null, bubbles: true }));
    expect(loads).to.equal(1);
    chunk.open();
    await waitFor(() => expect(heard).to.be.above(0));
    await pause(50);
    expect(heard).to.equal(1);
    // Hydrated: later events pass straight through.
    document.dispatchEvent(new CustomEvent('test-open-wakes', { detail: null, bubbles: true }));
    expect(heard).to.equal(2);
    expect(loads).to.equal(1);
  });
});

/** The cookie banner's server HTML (issue 23 item 1, decision 0111) under a tag of its own. */
function serverBanner(tag: string): HTMLElement {
  const html = renderToStaticMarkup(
    createElement(ConsentBanner, { locale: 'de', revision: 1, consent: null, address: '/de' }),
  );
  const host = document.createElement('div');
  host.className = 'hydration-test';
  host.innerHTML = `<${tag}>${html}</${tag}>`;
  document.body.append(host);
  return host.querySelector<HTMLElement>(tag) as HTMLElement;
}

describe('interaction-driven hydration: the cookie banner as server forms', () => {
  afterEach(() => {
    for (const node of document.querySelectorAll('.hydration-test')) node.remove();
  });

  it('accept, reject and settings are held; the settings open the details when the chunk fails', async () => {
    const element = serverBanner('test-banner-fails');
    const chunk = gate();
    watchElement(element, { load: () => chunk.promise });
    const submitted: string[] = [];
    const onSubmit = (event: SubmitEvent) => {
      submitted.push((event.submitter as HTMLButtonElement | null)?.value ?? '');
      event.preventDefault(); // keep the test page
    };
    element.addEventListener('submit', onSubmit);
    const summary = element.querySelector('summary') as HTMLElement;
    const details = summary.parentElement as HTMLDetailsElement;
    // A click on the summary (Enter and Space make one by themselves) is held: the details stay closed.
    summary.focus();
    summary.click();
    expect(details.open).to.equal(false);
    const accept = element.querySelector<HTMLButtonElement>('button[value="all"]') as HTMLButtonElement;
    accept.click(); // swallowed while the first click waits
    expect(submitted).to.deep.equal([]);
    chunk.fail(new Error('chunk gone'));
    await waitFor(() => expect(details.open).to.equal(true));
    expect(submitted).to.deep.equal([]);
    // After the failure a click still tries the element, and falls back to submitting its form.
    accept.click();
    await waitFor(() => expect(submitted).to.deep.equal(['all']));
  });

  it('reaching for accept or reject does not load the element when they answer without it', async () => {
    const element = serverBanner('test-banner-without');
    let loads = 0;
    watchElement(element, {
      load: () => {
        loads++;
        return new Promise(() => {});
      },
      without: '[data-foyer-replay="consent-all"], [data-foyer-replay="consent-necessary"]',
    });
    const accept = element.querySelector('button[value="all"]') as HTMLButtonElement;
    accept.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    accept.focus();
    let prevented: boolean | undefined;
    const observe = (event: Event) => {
      prevented = event.defaultPrevented;
      event.preventDefault(); // keep the test page
    };
    element.addEventListener('submit', observe);
    accept.click();
    element.removeEventListener('submit', observe);
    expect(prevented).to.equal(false);
    expect(loads).to.equal(0);
    // The settings still hydrate the element.
    (element.querySelector('summary') as HTMLElement).dispatchEvent(
      new PointerEvent('pointerdown', { bubbles: true }),
    );
    expect(loads).to.equal(1);
  });

  it('a held accept submits its form when the chunk fails (the server HTML stays usable)', async () => {
    const element = serverBanner('test-banner-accept-fails');
    const chunk = gate();
    watchElement(element, { load: () => chunk.promise });
    const submitted: string[] = [];
    element.addEventListener('submit', (event) => {
      submitted.push((event.submitter as HTMLButtonElement | null)?.value ?? '');
      event.preventDefault();
    });
    (element.querySelector('button[value="necessary"]') as HTMLButtonElement).click();
    expect(submitted).to.deep.equal([]);
    chunk.fail(new Error('chunk gone'));
    await waitFor(() => expect(submitted).to.deep.equal(['necessary']));
  });
});
