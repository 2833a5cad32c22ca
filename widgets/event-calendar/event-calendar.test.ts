import { expect } from '@esm-bundle/chai';
import { screen } from 'shadow-dom-testing-library';
import { berlinToday } from '../../src/domain/events';
import { resetEventsState } from '../../src/state/events';
import { expectNoAxeViolations, json, stubFetch, waitFor } from '../shared/test-helpers';
import './event-calendar';

const TODAY = berlinToday();
const dayAfter = (n: number) => {
  const d = new Date(`${TODAY}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const event = (id: number, day: string, extra: Record<string, unknown> = {}) => ({
  id,
  xtype: 'event',
  name: `Stück ${id}`,
  slug: `stueck-${id}`,
  url: `/de/programm/stueck-${id}/${id}`,
  subtitle: '',
  description: '',
  important_info: '',
  date_start: `${day}T19:30:00+01:00`,
  date_end: null,
  room: { id: 1, name: 'Großes Haus' },
  exhibition_type: null,
  series: null,
  genre: null,
  tags: [],
  production_id: null,
  event_type_new: 'performance',
  id_jet: String(1000 + id),
  ticketUrl: `/webshop/event/${id}`,
  status: '1',
  images: [],
  seat_groups: [],
  prices: [],
  timeslots: [],
  ...extra,
});
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
function serve(options: { empty?: boolean; slowPage2?: boolean } = {}) {
  fetchStub = stubFetch(async (url) => {
    const path = url.pathname;
    if (path.endsWith('/api/events/')) {
      const filtered = ['room', 'type', 'tag', 'series', 'genre'].some((k) => url.searchParams.has(k));
      if (options.empty || (filtered && url.searchParams.get('room') === '2'))
        return json({ count: 0, next: null, previous: null, results: [] });
      const page = Number(url.searchParams.get('page'));
      if (page === 2 && options.slowPage2) await new Promise((resolve) => setTimeout(resolve, 400));
      return page === 1
        ? json({ count: 27, next: '/de/api/events/?page=2', previous: null, results: PAGE1 })
        : json({ count: 27, next: null, previous: '/de/api/events/?page=1', results: PAGE2 });
    }
    if (path.endsWith('/api/teasers/')) return json({ data: [TEASER] });
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
    document.body.innerHTML = '';
    history.replaceState(null, '', ORIGINAL);
  });

  it('lists events grouped by day with a teaser at the end of its day, and loads options once', async () => {
    serve();
    await mount();
    await waitFor(() => screen.getByShadowRole('link', { name: 'Stück 1' }));
    const headings = screen.getAllByShadowRole('heading', { level: 2 });
    expect(headings.length).to.equal(9);
    const teaser = screen.getByShadowRole('complementary', { name: 'Ihr Platz für die Saison' });
    // The teaser is the last item of its day (tomorrow: events 4–6).
    const day = teaser.closest('section');
    expect(day?.querySelectorAll('li').length).to.equal(4);
    expect(day?.querySelector('li:last-child aside')).to.equal(teaser);
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
    const rooms = (await waitFor(() => {
      const select = screen.getByShadowLabelText('Spielort') as HTMLSelectElement;
      if (select.options.length < 3) throw new Error('options not loaded');
      return select;
    })) as HTMLSelectElement;
    rooms.value = '1';
    rooms.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => expect(ourQuery()).to.equal('?room=1'));
    await waitFor(() => screen.getByShadowRole('button', { name: 'Filter entfernen: Großes Haus' }));
    const last = fetchStub.calls.filter((c) => c.pathname === '/de/api/events/').at(-1);
    expect(last?.searchParams.get('room')).to.equal('1');
    await waitFor(() => expect(screen.queryByShadowRole('complementary')).to.equal(null));
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

  it('shows the filtered empty texts with a Reset filters button', async () => {
    history.replaceState(null, '', withQuery('room=2'));
    serve();
    await mount();
    await waitFor(() => screen.getByShadowText('Leider hat Ihre Auswahl kein Ergebnis ergeben.'));
    screen.getByShadowText('Bitte löschen Sie einen der Filter oder versuchen Sie eine andere Kombination.');
    screen.getByShadowRole('button', { name: 'Filter zurücksetzen' }).click();
    await waitFor(() => screen.getByShadowRole('link', { name: 'Stück 1' }));
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

  it('has no axe violations', async () => {
    serve();
    await mount();
    await waitFor(() => screen.getByShadowRole('link', { name: 'Stück 1' }));
    await expectNoAxeViolations(document.body);
  });
});
