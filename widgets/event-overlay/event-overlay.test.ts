import { expect } from '@esm-bundle/chai';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { screen } from 'shadow-dom-testing-library';
import { resetEventsState } from '../../src/state/events';
import { closeEventOverlay } from '../../src/state/page-ui';
import { dayAfter, testEvent } from '../shared/event-fixtures';
import { expectNoAxeViolations, json, stubFetch, waitFor } from '../shared/test-helpers';
import './event-overlay';

const ORIGINAL = location.href;
/** Three events a day from today, none with a ticket link. */
const event = (id: number) => testEvent(id, dayAfter(Math.floor(id / 3)), { ticketUrl: null });
const PAGE1 = Array.from({ length: 25 }, (_, i) => event(i + 1));
const PAGE2 = Array.from({ length: 5 }, (_, i) => event(i + 26));

function serve(headline: () => Response) {
  return stubFetch((url) => {
    if (url.pathname.endsWith('/pageeditor-api/page/programm')) return headline();
    if (url.pathname.endsWith('/api/events/')) {
      if (url.searchParams.get('room') === '2')
        return json({ count: 0, next: null, previous: null, results: [] });
      return url.searchParams.get('page') === '1'
        ? json({ count: 30, next: '/de/api/events/?page=2', previous: null, results: PAGE1 })
        : json({ count: 30, next: null, previous: '/de/api/events/?page=1', results: PAGE2 });
    }
    if (url.pathname.endsWith('/api/rooms/'))
      return json({
        data: [
          { id: 1, name: 'Großes Haus', slug: 'grosses-haus' },
          { id: 2, name: 'Studio', slug: 'studio' },
        ],
      });
    return json({ data: [] });
  });
}

async function mountAndOpen(locale = 'de') {
  document.body.innerHTML = `<header><a href="/de">Start</a></header><main><button id="opener">Öffnen</button></main><foyer-event-overlay locale="${locale}"></foyer-event-overlay>`;
  await waitFor(() => expect(customElements.get('foyer-event-overlay')).to.exist);
  await new Promise((resolve) => setTimeout(resolve, 50));
  (document.getElementById('opener') as HTMLButtonElement).focus();
  document.dispatchEvent(new CustomEvent('foyer-open-event-overlay'));
}
const overlayRoot = () => document.querySelector('foyer-event-overlay')?.shadowRoot ?? null;
const calendarRoot = () => overlayRoot()?.querySelector('foyer-event-calendar')?.shadowRoot ?? null;

describe('<foyer-event-overlay>', () => {
  let fetchStub: ReturnType<typeof stubFetch>;
  beforeEach(() => {
    resetEventsState();
    fetchStub = serve(() => json({ headline: 'Spielplan und Karten' }));
  });
  afterEach(() => {
    closeEventOverlay();
    fetchStub.restore();
    document.body.innerHTML = '';
    document.body.className = '';
    history.replaceState(null, '', ORIGINAL);
  });

  it('opens on foyer-open-event-overlay with the events page headline, no-scroll and the rest inert; Escape closes and clears the query', async () => {
    await mountAndOpen();
    const dialog = await waitFor(() => screen.getByShadowRole('dialog', { name: 'Spielplan und Karten' }));
    expect(dialog).to.exist;
    expect(fetchStub.calls.some((c) => c.pathname === '/de/pageeditor-api/page/programm')).to.equal(true);
    expect(document.body.classList.contains('no-scroll')).to.equal(true);
    expect((document.querySelector('header') as HTMLElement).inert).to.equal(true);
    expect((document.querySelector('main') as HTMLElement).inert).to.equal(true);
    const close = screen.getByShadowRole('button', { name: 'Schließen' });
    expect(overlayRoot()?.activeElement === close).to.equal(true);
    // The programme is inside: filters, calendar and list.
    await waitFor(() => expect(calendarRoot()?.querySelectorAll('[part="event"]').length).to.equal(25));
    expect(calendarRoot()?.querySelector('[part="calendar-toggle"]')).to.exist;
    await expectNoAxeViolations(document.body);
    history.replaceState(null, '', `${ORIGINAL}${ORIGINAL.includes('?') ? '&' : '?'}room=1&overlay=true`);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    await waitFor(() => expect(screen.queryByShadowRole('dialog')).to.equal(null));
    expect(location.search).to.equal('');
    expect(document.body.classList.contains('no-scroll')).to.equal(false);
    expect((document.querySelector('main') as HTMLElement).inert).to.equal(false);
    // Focus goes back to what opened it.
    expect(document.activeElement?.id).to.equal('opener');
  });

  it('slides up from the bottom when it opens', async () => {
    await mountAndOpen();
    const panel = await waitFor(() => overlayRoot()?.querySelector('[part="overlay"]') as HTMLElement);
    const style = getComputedStyle(panel);
    expect(style.animationName).to.equal('slide-up');
    expect(style.animationDuration).to.equal('0.38s');
    const keyframes = panel
      .getAnimations()
      .flatMap((animation) => (animation.effect as KeyframeEffect).getKeyframes());
    expect(keyframes[0]?.transform).to.equal('translateY(100%)');
    expect(keyframes.at(-1)?.transform).to.equal('translateY(0px)');
  });

  it('keeps the default headline and logs when the page editor call fails; the close control closes', async () => {
    fetchStub.restore();
    fetchStub = serve(() => json({ error: 'not_found', message: 'x' }, 404));
    const warnings: unknown[][] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      await mountAndOpen('en');
      await waitFor(() => screen.getByShadowRole('dialog', { name: 'Programme and tickets' }));
      await waitFor(() => expect(warnings.length).to.equal(1));
      expect(String(warnings[0]?.[0])).to.contain('headline');
      // Still the default, no error shown to the visitor.
      expect(screen.getByShadowRole('heading', { level: 2, name: 'Programme and tickets' })).to.exist;
    } finally {
      console.warn = warn;
    }
    screen.getByShadowRole('button', { name: 'Close' }).click();
    await waitFor(() => expect(screen.queryByShadowRole('dialog')).to.equal(null));
  });

  it('closes when the path changes', async () => {
    await mountAndOpen();
    await waitFor(() => screen.getByShadowRole('dialog'));
    history.pushState(null, '', '/somewhere-else?room=1');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => expect(screen.queryByShadowRole('dialog')).to.equal(null));
    expect(location.search).to.equal('');
  });

  it('scrolls its panel to the top over 0.6 s when a filter changes, and loads page 2 in the panel', async () => {
    await mountAndOpen();
    const panel = await waitFor(() => overlayRoot()?.querySelector('[part="content"]') as HTMLElement);
    await waitFor(() =>
      expect(calendarRoot()?.querySelectorAll('[part="event"]').length).to.be.greaterThan(24),
    );
    // Scrolling the panel near the end loads the next page (the trigger is measured in the panel).
    panel.scrollTop = panel.scrollHeight;
    await waitFor(() => expect(calendarRoot()?.querySelectorAll('[part="event"]').length).to.equal(30));
    expect(fetchStub.calls.filter((c) => c.searchParams.get('page') === '2')).to.have.length(1);
    panel.scrollTop = 1500;
    const from = panel.scrollTop;
    expect(from).to.be.greaterThan(1000);
    const rooms = calendarRoot()?.querySelector('#filter-room') as HTMLSelectElement;
    await waitFor(() => expect(rooms.options.length).to.equal(3));
    rooms.value = '1';
    const started = performance.now();
    rooms.dispatchEvent(new Event('change', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 150));
    const midway = panel.scrollTop;
    expect(midway, 'moving, not jumped').to.be.lessThan(from);
    expect(midway, 'not there yet').to.be.greaterThan(0);
    await waitFor(() => expect(panel.scrollTop).to.equal(0), 2000);
    expect(performance.now() - started).to.be.greaterThan(500);
    expect(new URLSearchParams(location.search).get('room')).to.equal('1');
    expect(new URLSearchParams(location.search).get('overlay')).to.equal('true');
  });

  it('on a phone, the filter modal opens over the overlay; Escape closes the modal first, then the overlay', async () => {
    await setViewport({ width: 390, height: 800 });
    try {
      await mountAndOpen();
      await waitFor(() => screen.getByShadowRole('dialog', { name: 'Spielplan und Karten' }));
      const button = await waitFor(() => screen.getByShadowRole('button', { name: 'Filter' }));
      const rooms = calendarRoot()?.querySelector('#filter-room') as HTMLSelectElement;
      await waitFor(() => expect(rooms.options.length).to.equal(3));
      expect(rooms.checkVisibility()).to.equal(false);
      button.click();
      const modal = await waitFor(() => screen.getByShadowRole('dialog', { name: 'Filter' }));
      expect(modal.matches(':modal')).to.equal(true);
      expect(calendarRoot()?.activeElement).to.equal(rooms);
      await sendKeys({ press: 'ArrowDown' });
      await waitFor(() => expect(new URLSearchParams(location.search).get('room')).to.equal('1'));
      expect(new URLSearchParams(location.search).get('overlay')).to.equal('true');
      await waitFor(() => screen.getByShadowRole('button', { name: 'Filter (1)' }));
      // The first Escape is the modal's: it slides out, the overlay stays, focus back to Filter.
      await sendKeys({ press: 'Escape' });
      await waitFor(() => expect((modal as HTMLDialogElement).open).to.equal(false), 3000);
      expect(screen.getByShadowRole('dialog', { name: 'Spielplan und Karten' })).to.exist;
      expect(calendarRoot()?.activeElement).to.equal(button);
      await sendKeys({ press: 'Escape' });
      await waitFor(() => expect(screen.queryByShadowRole('dialog')).to.equal(null));
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });
});
