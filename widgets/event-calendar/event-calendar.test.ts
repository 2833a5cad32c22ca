import { expect } from '@esm-bundle/chai';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import { screen } from 'shadow-dom-testing-library';
import { EMPTY_FILTER } from '../../src/domain/events';
import { eventsFirstPageKey, FIRST_PAGE_SLOT, firstPageJson } from '../../src/domain/first-page';
import { resetEventsState } from '../../src/state/events';
import { dayAfter, TODAY, testEvent } from '../shared/event-fixtures';
import { expectNoAxeViolations, json, stubFetch, waitFor } from '../shared/test-helpers';
import './event-calendar';

const event = testEvent;
const PAGE1 = Array.from({ length: 25 }, (_, i) => event(i + 1, dayAfter(Math.floor(i / 3))));
const PAGE2 = [event(26, dayAfter(10)), event(27, dayAfter(11))];
const TEASER = {
  id: 900,
  position: dayAfter(1),
  style: 'style1',
  name: 'Abo',
  link: '/de/abo',
  preline: 'Abo',
  headline: 'Ihr Platz für die Saison',
  subline: '',
  link_text: 'Abos ansehen',
  image_obj: null,
  image_thumbnails: null,
};

const ORIGINAL = location.href;
const ourQuery = () => {
  const params = new URLSearchParams(location.search);
  params.delete('wtr-session-id');
  const text = params.toString();
  return text ? `?${text}` : '';
};
const withQuery = (query: string) => `${ORIGINAL}${ORIGINAL.includes('?') ? '&' : '?'}${query}`;

let fetchStub: ReturnType<typeof stubFetch>;
function serve(
  options: {
    empty?: boolean;
    slowPage1?: boolean;
    slowPage2?: boolean;
    teaser?: object;
    /** The first request for page 2, or for a filtered list, is refused (a server under load). */
    failOnce?: 'page2' | 'filtered';
  } = {},
) {
  let failures = options.failOnce ? 1 : 0;
  fetchStub = stubFetch(async (url) => {
    const path = url.pathname;
    if (path.endsWith('/api/events/')) {
      const filtered = ['room', 'type', 'tag', 'series', 'genre'].some((k) => url.searchParams.has(k));
      const failing = options.failOnce === 'page2' ? url.searchParams.get('page') === '2' : filtered;
      if (failures > 0 && failing) {
        failures -= 1;
        return json({ error: 'service_unavailable', message: 'Server busy' }, 503);
      }
      if (options.empty || (filtered && url.searchParams.get('room') === '2'))
        return json({ count: 0, next: null, previous: null, results: [] });
      const page = Number(url.searchParams.get('page'));
      if (page === 2 && options.slowPage2) await new Promise((resolve) => setTimeout(resolve, 400));
      if (page === 1 && options.slowPage1) await new Promise((resolve) => setTimeout(resolve, 400));
      return page === 1
        ? json({ count: 27, next: '/de/api/events/?page=2', previous: null, results: PAGE1 })
        : json({ count: 27, next: null, previous: '/de/api/events/?page=1', results: PAGE2 });
    }
    if (path.endsWith('/api/teasers/')) return json({ data: [{ ...TEASER, ...options.teaser }] });
    if (path.endsWith('/api/calendar/')) return json({ data: [TODAY, dayAfter(1), dayAfter(3)] });
    if (path.endsWith('/api/exhibition-types/'))
      return json({ data: [{ slug: 'fuehrung', name: 'Führung' }] });
    if (path.endsWith('/api/rooms/'))
      return json({
        data: [
          { id: 1, name: 'Großes Haus', slug: 'grosses-haus' },
          { id: 2, name: 'Studio', slug: 'studio' },
        ],
      });
    return json({ data: [{ id: 5, name: 'Option 5', slug: 'option' }] });
  });
}

/** The first page as the server hands it over with the HTML (host/render/first-page.tsx). */
const firstPageBlock = (date = TODAY, filter = { ...EMPTY_FILTER }) =>
  `<script type="application/json" slot="${FIRST_PAGE_SLOT}">${firstPageJson({
    key: eventsFirstPageKey('de', { filter, date }),
    page: { count: 27, next: '/de/api/events/?page=2', previous: null, results: PAGE1 },
  })}</script>`;
const pageOneCalls = () =>
  fetchStub.calls.filter((c) => c.pathname === '/de/api/events/' && c.searchParams.get('page') === '1');

/** Chooses a room in the Spielort filter once its options have arrived; answers the select. */
async function chooseRoom(value: string): Promise<HTMLSelectElement> {
  const rooms = (await waitFor(() => {
    const select = screen.getByShadowLabelText('Spielort') as HTMLSelectElement;
    if (select.options.length < 3) throw new Error('options not loaded');
    return select;
  })) as HTMLSelectElement;
  rooms.value = value;
  rooms.dispatchEvent(new Event('change', { bubbles: true }));
  return rooms;
}

async function mount(html = '<foyer-event-calendar locale="de"><p>Fallback</p></foyer-event-calendar>') {
  // Inside a landmark, as on the page (axe: region).
  const host = document.createElement('main');
  host.innerHTML = html;
  document.body.append(host);
  return host;
}

describe('<foyer-event-calendar>', () => {
  beforeEach(() => {
    resetEventsState();
    history.replaceState(null, '', ORIGINAL);
  });
  afterEach(() => {
    fetchStub.restore();
    window.scrollTo(0, 0);
    document.body.innerHTML = '';
    history.replaceState(null, '', ORIGINAL);
  });

  it('lists events grouped by day with a teaser at the end of its day, and loads options once', async () => {
    serve();
    await mount();
    await waitFor(() => screen.getByShadowRole('link', { name: 'Stück 1' }));
    // The cards are added in batches of a few per task (Lighthouse: no long task), all soon.
    await waitFor(() => expect(screen.getAllByShadowRole('heading', { level: 2 }).length).to.equal(9));
    const headings = screen.getAllByShadowRole('heading', { level: 2 });
    // Day headings: weekday, day, month and two-digit year on separate lines; the full date is the name.
    const lines = [...(headings[0]?.querySelectorAll('.date-block > span') ?? [])] as HTMLElement[];
    expect(lines.map((line) => line.textContent)).to.have.length(4);
    expect(lines[1]?.textContent).to.equal(`${Number(TODAY.slice(8))}.`);
    expect(lines[3]?.textContent).to.equal(TODAY.slice(2, 4));
    expect(lines[1]?.getBoundingClientRect().top).to.be.greaterThan(
      lines[0]?.getBoundingClientRect().top ?? 0,
    );
    expect(headings[0]?.textContent).to.contain(TODAY.slice(0, 4));
    const teaser = await waitFor(() =>
      screen.getByShadowRole('article', { name: 'Ihr Platz für die Saison' }),
    );
    // The teaser is the last item of its day (tomorrow: events 4–6).
    const day = teaser.closest('section');
    expect(day?.querySelectorAll('li').length).to.equal(4);
    expect(day?.querySelector('li:last-child [part="teaser"]')).to.equal(teaser);
    expect(screen.getAllByShadowText('19:30 Uhr').length).to.be.greaterThan(0);
    const rooms = screen.getByShadowLabelText('Spielort') as HTMLSelectElement;
    await waitFor(() => expect(rooms.options.length).to.equal(3));
    expect(fetchStub.calls.filter((c) => c.pathname.endsWith('/api/rooms/'))).to.have.length(1);
    expect(
      fetchStub.calls.some((c) => c.pathname === '/de/api/events/' && c.searchParams.get('page') === '1'),
    ).to.equal(true);
    // The quick-buy slot for each bookable card, with the ticket link as fallback.
    const quickBuy = document
      .querySelector('foyer-event-calendar')
      ?.shadowRoot?.querySelector('foyer-quick-buy');
    expect(quickBuy?.getAttribute('event-id')).to.equal('1');
    expect(quickBuy?.querySelector('a')?.getAttribute('href')).to.equal('/webshop/event/1');
  });

  it('filters by room: the address changes, a chip appears, teasers go, Remove all clears', async () => {
    serve();
    await mount();
    await chooseRoom('1');
    await waitFor(() => expect(ourQuery()).to.equal('?room=1'));
    await waitFor(() => screen.getByShadowRole('button', { name: 'Filter entfernen: Großes Haus' }));
    const last = fetchStub.calls.filter((c) => c.pathname === '/de/api/events/').at(-1);
    expect(last?.searchParams.get('room')).to.equal('1');
    // The calendar's available days follow the filters (spec: programme §7 "query date, room, type, tag").
    await waitFor(() => {
      const calendarCall = fetchStub.calls.filter((c) => c.pathname === '/api/calendar/').at(-1);
      expect(calendarCall?.searchParams.get('room')).to.equal('1');
      expect(calendarCall?.searchParams.has('date')).to.equal(true);
    });
    await waitFor(() =>
      expect(screen.queryByShadowRole('article', { name: 'Ihr Platz für die Saison' })).to.equal(null),
    );
    // One filter alone does not show Reset filter (spec: programme §2).
    expect(screen.queryByShadowRole('button', { name: 'Filter zurücksetzen' })).to.equal(null);
    screen.getByShadowRole('button', { name: 'Alle entfernen' }).click();
    await waitFor(() => expect(ourQuery()).to.equal(''));
    expect((screen.getByShadowLabelText('Spielort') as HTMLSelectElement).value).to.equal('');
  });

  it('restores filters from the address and shows Reset filter for two filters', async () => {
    history.replaceState(null, '', withQuery('room=1&type=fuehrung'));
    serve();
    await mount();
    await waitFor(() => screen.getByShadowRole('button', { name: 'Filter zurücksetzen' }));
    const call = fetchStub.calls.find((c) => c.pathname === '/de/api/events/');
    expect(call?.searchParams.get('room')).to.equal('1');
    expect(call?.searchParams.get('type')).to.equal('fuehrung');
    screen.getByShadowRole('button', { name: 'Filter zurücksetzen' }).click();
    await waitFor(() => expect(ourQuery()).to.equal(''));
  });

  it('shows the filtered empty texts with one Reset filters button, not a second in the bar', async () => {
    history.replaceState(null, '', withQuery('room=2&type=fuehrung'));
    serve();
    await mount();
    await waitFor(() => screen.getByShadowText('Leider hat Ihre Auswahl kein Ergebnis ergeben.'));
    // Two filters would show the bar's Reset filter; the empty state's button stands alone.
    expect(screen.getAllByShadowRole('button', { name: 'Filter zurücksetzen' })).to.have.length(1);
    screen.getByShadowText('Bitte löschen Sie einen der Filter oder versuchen Sie eine andere Kombination.');
    screen.getByShadowRole('button', { name: 'Filter zurücksetzen' }).click();
    await waitFor(() => screen.getByShadowRole('link', { name: 'Stück 1' }));
  });

  it('shows the English filtered empty texts exactly, with Reset filters', async () => {
    history.replaceState(null, '', withQuery('room=2'));
    serve();
    await mount('<foyer-event-calendar locale="en"></foyer-event-calendar>');
    await waitFor(() => screen.getByShadowText('Unfortunately, your selection did not produce any result.'));
    screen.getByShadowText('Please delete one of the filters or try a different combination.');
    screen.getByShadowRole('button', { name: 'Reset filters' });
  });

  it('shows the English no-upcoming text exactly', async () => {
    serve({ empty: true });
    await mount('<foyer-event-calendar locale="en"></foyer-event-calendar>');
    await waitFor(() => screen.getByShadowText('Unfortunately, there are no upcoming events.'));
  });

  it('loads page 2 with the load-more button and keeps focus on it', async () => {
    serve();
    await mount();
    const more = await waitFor(() =>
      screen.getByShadowRole('button', { name: 'Weitere Veranstaltungen laden' }),
    );
    more.focus();
    more.click();
    await waitFor(() => screen.getByShadowRole('link', { name: 'Stück 27' }));
    expect(fetchStub.calls.filter((c) => c.searchParams.get('page') === '2')).to.have.length(1);
    // Last page: no more button, no further request.
    expect(screen.queryByShadowRole('button', { name: 'Weitere Veranstaltungen laden' })).to.equal(null);
  });

  it('says so when a later page fails; load more asks for that page again, not the one after', async () => {
    serve({ failOnce: 'page2' });
    await mount();
    const more = () => screen.getByShadowRole('button', { name: 'Weitere Veranstaltungen laden' });
    (await waitFor(more)).click();
    const root = document.querySelector('foyer-event-calendar')?.shadowRoot;
    const shown = () => root?.querySelector('[part="load-failed"]')?.textContent ?? null;
    await waitFor(() => expect(shown()).to.equal('Weitere Veranstaltungen konnten nicht geladen werden.'));
    // Said to screen readers too.
    expect(screen.getByShadowRole('status').textContent).to.equal(
      'Weitere Veranstaltungen konnten nicht geladen werden.',
    );
    // Scrolling does not ask again by itself: only the visitor does.
    window.scrollTo(0, document.body.scrollHeight);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fetchStub.calls.filter((c) => c.searchParams.get('page') === '2')).to.have.length(1);
    more().click();
    await waitFor(() => screen.getByShadowRole('link', { name: 'Stück 27' }));
    expect(fetchStub.calls.filter((c) => c.searchParams.get('page') === '2')).to.have.length(2);
    expect(fetchStub.calls.filter((c) => c.searchParams.get('page') === '3')).to.have.length(0);
    expect(shown()).to.equal(null);
    expect(screen.getByShadowRole('status').textContent).to.equal('');
  });

  it('says so when a filtered list fails and offers it again', async () => {
    serve({ failOnce: 'filtered' });
    await mount();
    await chooseRoom('1');
    const retry = await waitFor(() => screen.getByShadowRole('button', { name: 'Erneut versuchen' }));
    const root = document.querySelector('foyer-event-calendar')?.shadowRoot;
    expect(root?.querySelector('[part="load-failed"] p')?.textContent).to.equal(
      'Die Veranstaltungen konnten nicht geladen werden.',
    );
    await expectNoAxeViolations(document.querySelector('foyer-event-calendar') as HTMLElement);
    retry.click();
    await waitFor(() => screen.getByShadowRole('link', { name: 'Stück 1' }));
    expect(screen.queryByShadowRole('button', { name: 'Erneut versuchen' })).to.equal(null);
    const last = fetchStub.calls.filter((c) => c.pathname === '/de/api/events/').at(-1);
    expect(last?.searchParams.get('room')).to.equal('1');
  });

  it('keeps focus on load more while the next page arrives', async () => {
    serve({ slowPage2: true });
    await mount();
    const more = await waitFor(() =>
      screen.getByShadowRole('button', { name: 'Weitere Veranstaltungen laden' }),
    );
    more.focus();
    more.click();
    const root = document.querySelector('foyer-event-calendar')?.shadowRoot;
    await waitFor(() => expect(more.getAttribute('aria-disabled')).to.equal('true'));
    expect(root?.activeElement === more).to.equal(true);
    await waitFor(() => screen.getByShadowRole('link', { name: 'Stück 27' }));
  });

  it('marks days without events as unavailable in the calendar', async () => {
    serve();
    await mount();
    const toggle = await waitFor(() => screen.getByShadowRole('button', { name: /^Kalender/ }));
    await waitFor(() => screen.getByShadowRole('link', { name: 'Stück 1' }));
    toggle.click();
    const grid = await waitFor(() => screen.getByShadowRole('table'));
    const disabled = grid.querySelectorAll('button[aria-disabled="true"]');
    const enabled = grid.querySelectorAll('button[aria-disabled="false"]');
    expect(enabled.length).to.be.greaterThan(0);
    expect(disabled[0]?.getAttribute('aria-label')).to.contain('keine Veranstaltungen');
    (disabled[0] as HTMLButtonElement).click();
    expect(ourQuery()).to.equal('');
    await expectNoAxeViolations(document.body);
  });

  it('asks for page 1 with page_size 25 and no date while the date is today; tags items with xtype', async () => {
    serve();
    await mount();
    await waitFor(() => screen.getByShadowRole('link', { name: 'Stück 1' }));
    const first = fetchStub.calls.find((c) => c.pathname === '/de/api/events/');
    expect(first?.searchParams.get('page')).to.equal('1');
    expect(first?.searchParams.get('page_size')).to.equal('25');
    expect(first?.searchParams.has('date')).to.equal(false);
    const { dayGroups } = await import('../../src/state/events');
    const items = dayGroups.value.flatMap((group) => group.items);
    expect(items.filter((item) => item.xtype === 'event')).to.have.length(25);
    expect(items.filter((item) => item.xtype === 'teaser')).to.have.length(1);
  });

  it('takes page 1 from the HTML when the server put it there: no request for it', async () => {
    serve();
    await mount(
      `<foyer-event-calendar locale="de"><p>Fallback</p>${firstPageBlock()}</foyer-event-calendar>`,
    );
    await waitFor(() => screen.getByShadowRole('link', { name: 'Stück 1' }));
    await waitFor(() =>
      expect(
        document.querySelector('foyer-event-calendar')?.shadowRoot?.querySelectorAll('[part="event"]').length,
      ).to.equal(25),
    );
    expect(pageOneCalls()).to.have.length(0);
    // The rest of the first load as before: teasers, the calendar's days, the options.
    await waitFor(() => screen.getByShadowRole('article', { name: 'Ihr Platz für die Saison' }));
    expect(fetchStub.calls.some((c) => c.pathname === '/api/calendar/')).to.equal(true);
    // The list goes on from there: page 2 on request.
    screen.getByShadowRole('button', { name: 'Weitere Veranstaltungen laden' }).click();
    await waitFor(() => screen.getByShadowRole('link', { name: 'Stück 27' }));
    expect(fetchStub.calls.filter((c) => c.searchParams.get('page') === '2')).to.have.length(1);
    expect(pageOneCalls()).to.have.length(0);
  });

  it('asks for page 1 when the page in the HTML is for another query (address filters, another day)', async () => {
    serve();
    history.replaceState(null, '', withQuery('room=1'));
    await mount(`<foyer-event-calendar locale="de">${firstPageBlock()}</foyer-event-calendar>`);
    await waitFor(() => expect(pageOneCalls()).to.have.length(1));
    expect(pageOneCalls()[0]?.searchParams.get('room')).to.equal('1');
    await waitFor(() => screen.getByShadowRole('link', { name: 'Stück 1' }));

    fetchStub.restore();
    document.body.innerHTML = '';
    resetEventsState();
    history.replaceState(null, '', ORIGINAL);
    serve();
    // Rendered before midnight, read after it: yesterday's list is not today's.
    await mount(`<foyer-event-calendar locale="de">${firstPageBlock(dayAfter(-1))}</foyer-event-calendar>`);
    await waitFor(() => expect(pageOneCalls()).to.have.length(1));
    await waitFor(() => screen.getByShadowRole('link', { name: 'Stück 1' }));
  });

  it('picks a day in the calendar: the address gets date=DD-MM-YYYY and the list starts there', async () => {
    serve();
    await mount();
    await waitFor(() => screen.getByShadowRole('link', { name: 'Stück 1' }));
    screen.getByShadowRole('button', { name: /^Kalender/ }).click();
    const grid = await waitFor(() => screen.getByShadowRole('table'));
    const target = dayAfter(3);
    // The month shown is today's; the target may be in the next one.
    if (target.slice(0, 7) !== TODAY.slice(0, 7))
      screen.getByShadowRole('button', { name: 'Nächster Monat' }).click();
    const day = await waitFor(() => {
      const button = [...grid.querySelectorAll('button[aria-disabled="false"]')].find(
        (b) => b.textContent === String(Number(target.slice(8))),
      );
      if (!button) throw new Error('day not found');
      return button as HTMLButtonElement;
    });
    day.click();
    const address = target.split('-').reverse().join('-');
    await waitFor(() => expect(ourQuery()).to.equal(`?date=${address}`));
    await waitFor(() => {
      const last = fetchStub.calls.filter((c) => c.pathname === '/de/api/events/').at(-1);
      expect(last?.searchParams.get('date')).to.equal(target);
    });
    // Only the date differs: no Reset filter (spec: programme §2), but a chip to remove it.
    expect(screen.queryByShadowRole('button', { name: 'Filter zurücksetzen' })).to.equal(null);
    await waitFor(() => screen.getByShadowRole('button', { name: /^Filter entfernen: / }));
  });

  it('moves through the month grid by keyboard (one tab stop, arrows, Page Down, Escape)', async () => {
    serve();
    await mount();
    await waitFor(() => screen.getByShadowRole('link', { name: 'Stück 1' }));
    const root = document.querySelector('foyer-event-calendar')?.shadowRoot;
    const toggle = screen.getByShadowRole('button', { name: /^Kalender/ });
    toggle.click();
    const active = () => (root?.activeElement as HTMLElement | null)?.dataset.day;
    await waitFor(() => expect(active()).to.equal(TODAY));
    const grid = screen.getByShadowRole('table');
    expect(grid.querySelectorAll('button[tabindex="0"]')).to.have.length(1);
    const key = (name: string) =>
      root?.activeElement?.dispatchEvent(
        new KeyboardEvent('keydown', { key: name, bubbles: true, composed: true }),
      );
    key('ArrowRight');
    await waitFor(() => expect(active()).to.equal(dayAfter(1)));
    key('ArrowDown');
    await waitFor(() => expect(active()).to.equal(dayAfter(8)));
    key('ArrowUp');
    key('ArrowLeft');
    await waitFor(() => expect(active()).to.equal(TODAY));
    key('PageDown');
    const nextMonth = new Date(`${TODAY.slice(0, 7)}-01T12:00:00Z`);
    nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1);
    await waitFor(() => expect(active()?.slice(0, 7)).to.equal(nextMonth.toISOString().slice(0, 7)));
    key('Escape');
    await waitFor(() => expect(screen.queryByShadowRole('table')).to.equal(null));
    expect(root?.activeElement === toggle).to.equal(true);
  });

  it('steps back through filter changes with the back button', async () => {
    serve();
    await mount();
    const rooms = await chooseRoom('1');
    await waitFor(() => expect(ourQuery()).to.equal('?room=1'));
    const genre = screen.getByShadowLabelText('Genre') as HTMLSelectElement;
    await waitFor(() => expect(genre.options.length).to.equal(2));
    genre.value = '5';
    genre.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => expect(ourQuery()).to.equal('?room=1&genre=5'));
    await waitFor(() => screen.getByShadowRole('button', { name: 'Filter zurücksetzen' }));
    history.back();
    await waitFor(() => expect(ourQuery()).to.equal('?room=1'));
    await waitFor(() => expect(genre.value).to.equal(''));
    expect(rooms.value).to.equal('1');
    await waitFor(() => {
      const last = fetchStub.calls.filter((c) => c.pathname === '/de/api/events/').at(-1);
      expect(last?.searchParams.get('room')).to.equal('1');
      expect(last?.searchParams.has('genre')).to.equal(false);
    });
    history.back();
    await waitFor(() => expect(rooms.value).to.equal(''));
    expect(ourQuery()).to.equal('');
  });

  it('a slow filter answer shows the skeleton right below the filters, not the server list (issue 22)', async () => {
    serve();
    // The server's fallback list is long, as on the page (25 cards).
    await mount(
      `<foyer-event-calendar locale="de"><div style="height:4400px">Server-Liste</div></foyer-event-calendar>`,
    );
    await waitFor(() => screen.getByShadowRole('link', { name: 'Stück 25' }));
    const rooms = screen.getByShadowLabelText('Spielort') as HTMLSelectElement;
    await waitFor(() => expect(rooms.options.length).to.equal(3));
    fetchStub.restore();
    serve({ slowPage1: true });
    rooms.value = '1';
    rooms.dispatchEvent(new Event('change', { bubbles: true }));
    const root = document.querySelector('foyer-event-calendar')?.shadowRoot as ShadowRoot;
    const skeleton = await waitFor(() => {
      const found = root.querySelector('[part="skeleton"]');
      if (!found) throw new Error('no skeleton yet');
      return found as HTMLElement;
    });
    expect(root.querySelector('slot'), 'the server list stays hidden').to.equal(null);
    await waitFor(() => expect(window.scrollY).to.equal(0), 2000);
    const top = skeleton.getBoundingClientRect().top;
    expect(top, 'in view').to.be.lessThan(window.innerHeight);
    await waitFor(() => screen.getByShadowRole('link', { name: 'Stück 1' }));
  });

  it('scrolls the window back to the list top over 0.6 s when a filter changes', async () => {
    serve();
    await mount();
    await waitFor(() => screen.getByShadowRole('link', { name: 'Stück 25' }));
    const rooms = screen.getByShadowLabelText('Spielort') as HTMLSelectElement;
    await waitFor(() => expect(rooms.options.length).to.equal(3));
    window.scrollTo(0, 1500);
    const from = window.scrollY;
    expect(from).to.be.greaterThan(1000);
    rooms.value = '1';
    const started = performance.now();
    rooms.dispatchEvent(new Event('change', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(window.scrollY, 'moving, not jumped').to.be.lessThan(from);
    expect(window.scrollY, 'not there yet').to.be.greaterThan(0);
    await waitFor(() => expect(window.scrollY).to.equal(0), 2000);
    expect(performance.now() - started).to.be.greaterThan(500);
  });

  it('requests page 2 when the trigger comes within 170 % of the viewport, before it is visible', async () => {
    serve({ slowPage2: true });
    await mount();
    await waitFor(() => screen.getByShadowRole('link', { name: 'Stück 25' }));
    const trigger = document
      .querySelector('foyer-event-calendar')
      ?.shadowRoot?.querySelector('.trigger') as HTMLElement;
    // Put the trigger 1.2 viewports below the bottom edge: out of sight, inside the margin.
    const below = trigger.getBoundingClientRect().top + window.scrollY - window.innerHeight * 2.2;
    window.scrollTo(0, below);
    await waitFor(() =>
      expect(fetchStub.calls.some((c) => c.searchParams.get('page') === '2')).to.equal(true),
    );
    expect(trigger.getBoundingClientRect().top).to.be.greaterThan(window.innerHeight);
    // While it loads, no second request for the same page.
    window.scrollTo(0, below + 50);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fetchStub.calls.filter((c) => c.searchParams.get('page') === '2')).to.have.length(1);
    await waitFor(() => screen.getByShadowRole('link', { name: 'Stück 27' }));
    window.scrollTo(0, document.body.scrollHeight);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // next is null after page 2: nothing more is asked for.
    expect(fetchStub.calls.filter((c) => c.searchParams.get('page') === '3')).to.have.length(0);
  });

  it('draws cards in the design settings event style (style1, style2, style3)', async () => {
    serve();
    await mount('<foyer-event-calendar locale="de" event-style="style2"></foyer-event-calendar>');
    await waitFor(() => screen.getByShadowRole('link', { name: 'Stück 1' }));
    const root = document.querySelector('foyer-event-calendar')?.shadowRoot;
    expect(root?.querySelector('[part="base"]')?.classList.contains('style2')).to.equal(true);
    const card = root?.querySelector('[part="event"]') as HTMLElement;
    expect(getComputedStyle(card).gridTemplateColumns.split(' ')).to.have.length(2);
    document.querySelector('foyer-event-calendar')?.setAttribute('event-style', 'style3');
    await waitFor(() =>
      expect(root?.querySelector('[part="base"]')?.classList.contains('style3')).to.equal(true),
    );
    const styled = root?.querySelector('[part="event"]') as HTMLElement;
    expect(getComputedStyle(styled).borderLeftWidth).to.not.equal('0px');
    expect(getComputedStyle(styled).borderTopWidth).to.equal('0px');
  });

  it('shows the loading skeleton (server fallback kept) until the list arrives', async () => {
    serve({ slowPage1: true });
    await mount();
    // Skeleton and status may land in separate renders on a busy machine: both, while loading.
    const root = await waitFor(() => {
      const shadow = document.querySelector('foyer-event-calendar')?.shadowRoot;
      if (!shadow?.querySelector('[part="skeleton"]')) throw new Error('no skeleton yet');
      expect(shadow.querySelector('[role="status"]')?.textContent).to.equal('Veranstaltungen werden geladen');
      return shadow;
    });
    expect(root.querySelector('slot')).to.exist;
    await waitFor(() => screen.getByShadowRole('link', { name: 'Stück 1' }));
    expect(root.querySelector('[part="skeleton"]')).to.equal(null);
  });

  it('links a teaser without link to the root and uses its large thumbnail as background', async () => {
    serve({
      teaser: {
        link: '',
        image_thumbnails: {
          large: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
          small: '/media/abo-small.jpg',
        },
      },
    });
    await mount();
    const teaser = await waitFor(() =>
      screen.getByShadowRole('article', { name: 'Ihr Platz für die Saison' }),
    );
    expect(teaser.querySelector('a')?.getAttribute('href')).to.equal('/');
    expect((teaser as HTMLElement).style.backgroundImage).to.contain(
      'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
    );
  });

  it('shows the German no-upcoming text', async () => {
    serve({ empty: true });
    await mount('<foyer-event-calendar locale="de"></foyer-event-calendar>');
    await waitFor(() => screen.getByShadowText('Leider gibt es keine bevorstehenden Veranstaltungen.'));
  });

  it('has no axe violations', async () => {
    serve();
    await mount();
    await waitFor(() => screen.getByShadowRole('link', { name: 'Stück 1' }));
    await expectNoAxeViolations(document.body);
  });

  // spec: programme §9 "filter modal transition 780 ms" (R-EVL-28), below the 48em breakpoint.
  describe('on small screens: the filters in a modal', () => {
    const root = () => document.querySelector('foyer-event-calendar')?.shadowRoot as ShadowRoot;
    const roomSelect = () => root().querySelector('#filter-room') as HTMLSelectElement;
    const filterDialog = () => root().querySelector('dialog') as HTMLDialogElement;
    const slideOf = (dialog: HTMLDialogElement) =>
      dialog
        .getAnimations()
        .find(
          (animation) => animation instanceof CSSTransition && animation.transitionProperty === 'transform',
        );
    beforeEach(async () => {
      await setViewport({ width: 390, height: 800 });
    });
    afterEach(async () => {
      await emulateMedia({ reducedMotion: 'no-preference' });
      await setViewport({ width: 800, height: 600 });
    });

    it('one row: a Filter button beside the calendar toggle, the selects not inline', async () => {
      serve();
      await mount();
      const button = await waitFor(() => screen.getByShadowRole('button', { name: 'Filter' }));
      const toggle = screen.getByShadowRole('button', { name: /^Kalender/ });
      expect(button.getBoundingClientRect().top).to.be.closeTo(toggle.getBoundingClientRect().top, 1);
      const bar = root().querySelector('[part="filters"]') as HTMLElement;
      // One row of 2.75rem: the height site.css reserves for it before the element is defined.
      expect(bar.getBoundingClientRect().height).to.equal(44);
      await waitFor(() => expect(roomSelect().options.length).to.equal(3));
      for (const select of root().querySelectorAll('select')) {
        expect(select.checkVisibility(), select.id).to.equal(false);
        expect(select.closest('dialog')).to.equal(filterDialog());
      }
      expect(filterDialog().open).to.equal(false);
      expect(screen.queryByShadowRole('group', { name: 'Filter' })).to.equal(null);
    });

    it('opens the dialog, filters at once from it (count in the button), Escape slides it out over 780 ms and focus returns', async () => {
      serve();
      await mount();
      const button = await waitFor(() => screen.getByShadowRole('button', { name: 'Filter' }));
      await waitFor(() => expect(roomSelect().options.length).to.equal(3));
      button.focus();
      await sendKeys({ press: 'Enter' });
      const dialog = await waitFor(() => screen.getByShadowRole('dialog', { name: 'Filter' }));
      expect(dialog).to.equal(filterDialog());
      expect(dialog.matches(':modal')).to.equal(true);
      // Focus moved into it, to the first select.
      expect(root().activeElement).to.equal(roomSelect());
      expect(roomSelect().checkVisibility()).to.equal(true);
      // It slides in over 780 ms (the duration lives in FILTER_MODAL_MS).
      expect(getComputedStyle(dialog).transitionDuration).to.equal('0.78s');
      const slideIn = slideOf(filterDialog());
      expect(slideIn, 'a transform transition runs').to.exist;
      expect(slideIn?.effect?.getTiming().duration).to.equal(780);
      // The page behind does not scroll.
      expect(getComputedStyle(document.documentElement).overflow).to.equal('hidden');

      // A select applies its filter at once: address, list reload, chip, the count on the button.
      await sendKeys({ press: 'ArrowDown' });
      await waitFor(() => expect(ourQuery()).to.equal('?room=1'));
      await waitFor(() => {
        const last = fetchStub.calls.filter((c) => c.pathname === '/de/api/events/').at(-1);
        expect(last?.searchParams.get('room')).to.equal('1');
      });
      await waitFor(() => screen.getByShadowRole('button', { name: 'Filter (1)', hidden: true }));
      screen.getByShadowRole('button', { name: 'Filter entfernen: Großes Haus', hidden: true });

      // Escape (once it is in): the dialog stays shown while it slides out, then closes; focus back
      // to the button.
      await waitFor(() => expect(slideOf(filterDialog())).to.equal(undefined), 2000);
      const started = performance.now();
      await sendKeys({ press: 'Escape' });
      await waitFor(() => expect(filterDialog().dataset.state).to.equal('closed'));
      expect(filterDialog().open, 'still shown while sliding out').to.equal(true);
      const slideOut = slideOf(filterDialog());
      expect(slideOut?.effect?.getTiming().duration).to.equal(780);
      await waitFor(() => expect(filterDialog().open).to.equal(false), 3000);
      expect(performance.now() - started).to.be.greaterThan(700);
      expect(root().activeElement).to.equal(button);
      expect(button.textContent).to.equal('Filter (1)');
      expect(getComputedStyle(document.documentElement).overflow).to.not.equal('hidden');
      expect(ourQuery()).to.equal('?room=1');
    });

    it("closes with 'Ergebnisse anzeigen' and with the close button; no axe violations while open", async () => {
      serve();
      await mount();
      const button = await waitFor(() => screen.getByShadowRole('button', { name: 'Filter' }));
      await waitFor(() => screen.getByShadowRole('link', { name: 'Stück 1' }));
      button.click();
      const dialog = await waitFor(() => screen.getByShadowRole('dialog', { name: 'Filter' }));
      await waitFor(() => expect(slideOf(filterDialog())).to.equal(undefined), 2000);
      await expectNoAxeViolations(document.body);
      screen.getByShadowRole('button', { name: 'Ergebnisse anzeigen' }).click();
      await waitFor(() => expect((dialog as HTMLDialogElement).open).to.equal(false), 3000);
      expect(root().activeElement).to.equal(button);
      button.click();
      await waitFor(() => expect(filterDialog().dataset.state).to.equal('open'));
      screen.getByShadowRole('button', { name: 'Schließen' }).click();
      await waitFor(() => expect(filterDialog().open).to.equal(false), 3000);
      expect(root().activeElement).to.equal(button);
    });

    it('drops the slide for reduced motion: closing is immediate', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      serve();
      await mount('<foyer-event-calendar locale="en"></foyer-event-calendar>');
      const button = await waitFor(() => screen.getByShadowRole('button', { name: 'Filters' }));
      button.click();
      const dialog = await waitFor(() => screen.getByShadowRole('dialog', { name: 'Filters' }));
      expect(getComputedStyle(dialog).transitionDuration).to.equal('0s');
      expect(slideOf(filterDialog())).to.equal(undefined);
      screen.getByShadowRole('button', { name: 'Show results' });
      screen.getByShadowRole('button', { name: 'Close' }).click();
      await waitFor(() => expect(filterDialog().open).to.equal(false), 200);
    });

    it('from 48em the filters are inline as before: no Filter button, no dialog', async () => {
      serve();
      await mount();
      await waitFor(() => screen.getByShadowRole('button', { name: 'Filter' }));
      await setViewport({ width: 1024, height: 800 });
      await waitFor(() => expect(screen.queryByShadowRole('button', { name: 'Filter' })).to.equal(null));
      expect(root().querySelector('dialog')).to.equal(null);
      const filters = screen.getByShadowRole('group', { name: 'Filter' });
      await waitFor(() => expect(roomSelect().options.length).to.equal(3));
      for (const select of root().querySelectorAll('select')) {
        expect(select.checkVisibility(), select.id).to.equal(true);
        expect(filters.contains(select)).to.equal(true);
      }
    });
  });
});
