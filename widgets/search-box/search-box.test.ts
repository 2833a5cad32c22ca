import { expect } from '@esm-bundle/chai';
import { headerOpen } from '../../src/state/page-ui';
import { expectNoAxeViolations, json, stubFetch, waitFor } from '../shared/test-helpers';
import './search-box';
import { installClock, type TestClock } from './test-clock';

/**
 * Every rule of the search box (spec: programme §4 Search box, §5, §8, §9; issue 5), timings on
 * a controllable clock (./test-clock: setTimeout and clearTimeout only, so the browser's
 * rendering and fetch keep running).
 */
const SUGGESTIONS = [
  { text: 'Die Zauberflöte', type: 'event', url: '/de/programm/die-zauberfloete/1' },
  { text: 'Zauberhafte Geschichten', type: 'page', url: '/de/lesung' },
];

let clock: TestClock;
let fetchStub: ReturnType<typeof stubFetch>;
let autocompleteAnswer: () => Response | Promise<Response>;
let searches: Array<CustomEvent<{ query: string; url: string }>>;

function mount(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = `<p><a href="#outside">outside</a></p>${html}`;
  document.body.append(host);
  const element = host.querySelector('foyer-search-box') as HTMLElement;
  // The tests catch the navigation: a cancelled foyer-search event does not leave the page.
  element.addEventListener('foyer-search', (event) => {
    event.preventDefault();
    searches.push(event as CustomEvent<{ query: string; url: string }>);
  });
  return element;
}

const shadow = (element: HTMLElement) => element.shadowRoot as ShadowRoot;
const input = (element: HTMLElement) => shadow(element).querySelector('input') as HTMLInputElement | null;
const listbox = (element: HTMLElement) => shadow(element).querySelector('[role="listbox"]') as HTMLElement;
const options = (element: HTMLElement) => [
  ...shadow(element).querySelectorAll<HTMLElement>('[role="option"]'),
];
const listShown = (element: HTMLElement) => {
  const list = listbox(element);
  return Boolean(list && !list.hidden && options(element).length > 0);
};
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
/** Waits until `find` returns an element. */
const present = <T>(find: () => T | null) =>
  waitFor(() => {
    const found = find();
    if (!found) throw new Error('not there yet');
    return found;
  });
const autocompleteCalls = () => fetchStub.calls.filter((url) => url.pathname.includes('/autocomplete/'));

function type(element: HTMLElement, value: string): void {
  const field = input(element);
  if (!field) throw new Error('no input');
  field.focus();
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
function key(target: Element, name: string): void {
  target.dispatchEvent(
    new KeyboardEvent('keydown', { key: name, bubbles: true, composed: true, cancelable: true }),
  );
}
function submit(element: HTMLElement): void {
  key(input(element) as HTMLInputElement, 'Enter');
  (shadow(element).querySelector('form') as HTMLFormElement).requestSubmit();
}
async function typeAndWaitForList(element: HTMLElement, value: string): Promise<void> {
  type(element, value);
  clock.tick(150);
  await waitFor(() => {
    if (!listShown(element)) throw new Error('no list');
  });
}

describe('<foyer-search-box>', () => {
  beforeEach(() => {
    searches = [];
    autocompleteAnswer = () => json({ query: 'x', suggestions: SUGGESTIONS });
    fetchStub = stubFetch((url) =>
      url.pathname.includes('/autocomplete/') ? autocompleteAnswer() : json({ status: 'recorded' }, 201),
    );
    clock = installClock();
    headerOpen.value = false;
  });
  afterEach(() => {
    clock.uninstall();
    fetchStub.restore();
    document.body.innerHTML = '';
    history.replaceState(null, '', '/');
  });

  describe('full variant', () => {
    it('has a labelled combobox input with autocomplete off', async () => {
      const element = mount('<foyer-search-box locale="de"></foyer-search-box>');
      const field = await present(() => input(element));
      expect(field).to.be.instanceOf(HTMLInputElement);
      expect(field.getAttribute('autocomplete')).to.equal('off');
      expect(field.getAttribute('role')).to.equal('combobox');
      expect(field.getAttribute('aria-expanded')).to.equal('false');
      expect(field.getAttribute('aria-controls')).to.equal(listbox(element).id);
      expect(shadow(element).querySelector(`label[for="${field.id}"]`)?.textContent).to.equal('Suchbegriff');
    });

    it('asks for suggestions lowercased, after a 150 ms pause, once per pause, only for non-empty text', async () => {
      const element = mount('<foyer-search-box locale="de"></foyer-search-box>');
      await present(() => input(element));
      type(element, 'K');
      clock.tick(100);
      type(element, 'KO');
      clock.tick(100);
      type(element, 'KON');
      clock.tick(149);
      await nextFrame();
      expect(autocompleteCalls()).to.have.length(0);
      clock.tick(1);
      await waitFor(() => expect(autocompleteCalls()).to.have.length(1));
      const call = autocompleteCalls()[0];
      expect(call?.pathname).to.equal('/de/api/search/autocomplete/');
      expect(call?.searchParams.get('query')).to.equal('kon');

      type(element, '');
      clock.tick(500);
      type(element, '   ');
      clock.tick(500);
      await nextFrame();
      await nextFrame();
      expect(autocompleteCalls()).to.have.length(1);
    });

    it('shows the list only when it has items, and announces how many', async () => {
      const element = mount('<foyer-search-box locale="en"></foyer-search-box>');
      await present(() => input(element));
      await typeAndWaitForList(element, 'zauber');
      expect(options(element).map((option) => option.textContent)).to.deep.equal([
        'Die Zauberflöte',
        'Zauberhafte Geschichten',
      ]);
      expect(input(element)?.getAttribute('aria-expanded')).to.equal('true');
      expect(shadow(element).querySelector('[role="status"]')?.textContent).to.equal(
        '2 suggestions available',
      );
      expect(autocompleteCalls()[0]?.pathname).to.equal('/en/api/search/autocomplete/');
      // axe-core waits on timers of its own: the real clock again.
      clock.uninstall();
      await expectNoAxeViolations(element);

      autocompleteAnswer = () => json({ query: 'x', suggestions: [] });
      type(element, 'zzzz');
      clock.tick(150);
      await waitFor(() => {
        if (autocompleteCalls().length < 2) throw new Error('not asked');
      });
      await nextFrame();
      await waitFor(() => {
        if (listShown(element)) throw new Error('still shown');
      });
      expect(listbox(element).hidden).to.equal(true);
      expect(shadow(element).querySelector('[role="status"]')?.textContent).to.equal('');
    });

    it('aborts a stale request and never shows its answer', async () => {
      const signals: AbortSignal[] = [];
      fetchStub.restore();
      fetchStub = stubFetch((url, init) => {
        if (init?.signal) signals.push(init.signal);
        const slow = url.searchParams.get('query') === 'zau';
        return new Promise((resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          const body = slow
            ? { query: 'zau', suggestions: [{ text: 'Stale', type: 'page', url: '/x' }] }
            : { query: 'zauber', suggestions: SUGGESTIONS };
          // The slow answer would come late; the fresh one at once.
          if (!slow) resolve(json(body));
        });
      });
      const element = mount('<foyer-search-box locale="de"></foyer-search-box>');
      await present(() => input(element));
      type(element, 'zau');
      clock.tick(150);
      await waitFor(() => expect(signals).to.have.length(1));
      type(element, 'zauber');
      expect(signals[0]?.aborted).to.equal(true);
      await nextFrame();
      clock.tick(150);
      await waitFor(() => {
        if (!listShown(element)) throw new Error('no list');
      });
      expect(options(element).map((option) => option.textContent)).to.not.include('Stale');
    });

    it('Arrow-down moves focus to the first suggestion; arrows move within the list', async () => {
      const element = mount('<foyer-search-box locale="de"></foyer-search-box>');
      await present(() => input(element));
      await typeAndWaitForList(element, 'zauber');
      key(input(element) as HTMLInputElement, 'ArrowDown');
      expect(shadow(element).activeElement).to.equal(options(element)[0]);
      key(options(element)[0] as HTMLElement, 'ArrowDown');
      expect(shadow(element).activeElement).to.equal(options(element)[1]);
      key(options(element)[1] as HTMLElement, 'ArrowUp');
      key(options(element)[0] as HTMLElement, 'ArrowUp');
      expect(shadow(element).activeElement).to.equal(input(element));
    });

    it('choosing a suggestion sets the text and submits (click and Enter)', async () => {
      const element = mount('<foyer-search-box locale="de"></foyer-search-box>');
      await present(() => input(element));
      await typeAndWaitForList(element, 'zauberfl');
      (options(element)[0] as HTMLElement).click();
      await waitFor(() => {
        if (searches.length === 0) throw new Error('not submitted');
      });
      expect(searches[0]?.detail.url).to.equal('/de/search?q=Die%20Zauberfl%C3%B6te');
      expect(input(element)?.value).to.equal('Die Zauberflöte');
      expect(listShown(element)).to.equal(false);

      await typeAndWaitForList(element, 'zauberh');
      key(input(element) as HTMLInputElement, 'ArrowDown');
      key(options(element)[0] as HTMLElement, 'ArrowDown');
      key(options(element)[1] as HTMLElement, 'Enter');
      await waitFor(() => {
        if (searches.length < 2) throw new Error('not submitted');
      });
      expect(searches[1]?.detail.query).to.equal('Zauberhafte Geschichten');
      expect(searches[1]?.bubbles && searches[1]?.composed).to.equal(true);
    });

    it('submits only non-empty text, to /{locale}/search?q=, closing the list and the header menu', async () => {
      const element = mount('<foyer-search-box locale="de"></foyer-search-box>');
      await present(() => input(element));
      type(element, '   ');
      submit(element);
      expect(searches).to.have.length(0);

      headerOpen.value = true;
      await typeAndWaitForList(element, 'konzert');
      submit(element);
      await waitFor(() => {
        if (searches.length === 0) throw new Error('not submitted');
      });
      expect(searches[0]?.detail.url).to.equal('/de/search?q=konzert');
      expect(headerOpen.value).to.equal(false);
      await waitFor(() => {
        if (listShown(element)) throw new Error('list still open');
      });
      // A suggestion answer still under way when submitting is not shown afterwards.
      clock.tick(1000);
      expect(listShown(element)).to.equal(false);
    });

    it('keeps the category of the current route, with page 1', async () => {
      history.replaceState(null, '', '/de/search/events/3?q=a');
      const element = mount('<foyer-search-box locale="de" value="a"></foyer-search-box>');
      await present(() => input(element));
      expect(input(element)?.value).to.equal('a');
      type(element, 'b');
      submit(element);
      await waitFor(() => {
        if (searches.length === 0) throw new Error('not submitted');
      });
      expect(searches[0]?.detail.url).to.equal('/de/search/events/1?q=b');
    });

    it('clearing empties the text and refocuses the input', async () => {
      const element = mount('<foyer-search-box locale="de"></foyer-search-box>');
      await present(() => input(element));
      await typeAndWaitForList(element, 'zauber');
      const clear = shadow(element).querySelector('[part="clear"]') as HTMLButtonElement;
      expect(clear.getAttribute('aria-label')).to.equal('Eingabe löschen');
      clear.focus();
      clear.click();
      await waitFor(() => {
        if (input(element)?.value !== '') throw new Error('not cleared');
      });
      expect(shadow(element).activeElement).to.equal(input(element));
      expect(listShown(element)).to.equal(false);
    });

    it('closes the list when it says close (Escape) and on blur', async () => {
      const element = mount('<foyer-search-box locale="de"></foyer-search-box>');
      await present(() => input(element));
      await typeAndWaitForList(element, 'zauber');
      key(input(element) as HTMLInputElement, 'ArrowDown');
      key(options(element)[0] as HTMLElement, 'Escape');
      await waitFor(() => {
        if (listShown(element)) throw new Error('still open');
      });
      expect(shadow(element).activeElement).to.equal(input(element));

      await typeAndWaitForList(element, 'zauberf');
      (document.querySelector('a[href="#outside"]') as HTMLElement).focus();
      await waitFor(() => {
        if (listShown(element)) throw new Error('still open');
      });
    });

    it('reports an autocomplete failure to the error log and otherwise ignores it', async () => {
      autocompleteAnswer = () => json({ error: 'internal_error', message: 'down' }, 500);
      const element = mount('<foyer-search-box locale="de"></foyer-search-box>');
      await present(() => input(element));
      type(element, 'zauber');
      clock.tick(150);
      await waitFor(() => {
        if (!fetchStub.calls.some((url) => url.pathname === '/de/api/dashboard-error-log/'))
          throw new Error('not reported');
      });
      expect(listShown(element)).to.equal(false);
      expect(shadow(element).textContent).to.not.match(/error|fehler/i);
      submit(element);
      await waitFor(() => {
        if (searches.length === 0) throw new Error('not submitted');
      });
      expect(searches[0]?.detail.url).to.equal('/de/search?q=zauber');
    });
  });

  describe('compact variant', () => {
    it('is closed until its button is clicked; the input gets focus 200 ms later', async () => {
      const element = mount('<foyer-search-box variant="compact" locale="de"></foyer-search-box>');
      const toggle = await present(() => shadow(element).querySelector<HTMLButtonElement>('[part="toggle"]'));
      expect(input(element)).to.equal(null);
      expect(toggle.getAttribute('aria-label')).to.equal('Suche öffnen');
      expect(toggle.getAttribute('aria-expanded')).to.equal('false');
      toggle.click();
      await present(() => input(element));
      clock.tick(199);
      expect(shadow(element).activeElement).to.not.equal(input(element));
      clock.tick(1);
      expect(shadow(element).activeElement).to.equal(input(element));
      // axe-core waits on timers of its own: the real clock again.
      clock.uninstall();
      await expectNoAxeViolations(element);
    });

    it('the button of the open box submits only non-empty text', async () => {
      const element = mount('<foyer-search-box variant="compact" locale="de"></foyer-search-box>');
      const toggle = await present(() => shadow(element).querySelector<HTMLButtonElement>('[part="toggle"]'));
      toggle.click();
      await present(() => input(element));
      clock.tick(200);
      const button = shadow(element).querySelector('[part="submit"]') as HTMLButtonElement;
      button.click();
      expect(searches).to.have.length(0);
      expect(input(element)).to.not.equal(null);
      type(element, 'oper');
      button.click();
      await waitFor(() => {
        if (searches.length === 0) throw new Error('not submitted');
      });
      expect(searches[0]?.detail.url).to.equal('/de/search?q=oper');
    });

    it('closes 200 ms after focus leaves it, not when focus comes back in time', async () => {
      const element = mount('<foyer-search-box variant="compact" locale="de"></foyer-search-box>');
      const toggle = await present(() => shadow(element).querySelector<HTMLButtonElement>('[part="toggle"]'));
      toggle.click();
      await present(() => input(element));
      clock.tick(200);
      const outside = document.querySelector('a[href="#outside"]') as HTMLElement;
      outside.focus();
      clock.tick(100);
      input(element)?.focus();
      clock.tick(300);
      expect(input(element)).to.not.equal(null);

      outside.focus();
      clock.tick(199);
      await nextFrame();
      expect(input(element)).to.not.equal(null);
      clock.tick(1);
      await waitFor(() => {
        if (input(element)) throw new Error('still open');
      });
      expect(shadow(element).querySelector('[part="toggle"]')).to.not.equal(null);
    });

    it('closes on an outside click', async () => {
      const element = mount('<foyer-search-box variant="compact" locale="de"></foyer-search-box>');
      const toggle = await present(() => shadow(element).querySelector<HTMLButtonElement>('[part="toggle"]'));
      toggle.click();
      await present(() => input(element));
      // A click inside keeps it open.
      input(element)?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
      await nextFrame();
      expect(input(element)).to.not.equal(null);
      document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
      await waitFor(() => {
        if (input(element)) throw new Error('still open');
      });
    });
  });
});
