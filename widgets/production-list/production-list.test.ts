import { expect } from '@esm-bundle/chai';
import { screen } from 'shadow-dom-testing-library';
import type { ProductionItem } from '../../src/contract/productions';
import { berlinToday } from '../../src/domain/events';
import { FIRST_PAGE_SLOT, firstPageJson, productionsFirstPageKey } from '../../src/domain/first-page';
import { EMPTY_PRODUCTION_FILTER, type ProductionFilterValues } from '../../src/domain/productions';
import { resetProductionsState } from '../../src/state/productions';
import { BROWSER_TEST_NOW, startTestClock } from '../shared/test-clock';
import { expectNoAxeViolations, json, stubFetch, waitFor } from '../shared/test-helpers';
import './production-list';

startTestClock();

const production = (id: number, extra: Partial<ProductionItem> = {}): ProductionItem => ({
  id,
  xtype: 'production',
  name: `Produktion ${id}`,
  slug: { de: `produktion-${id}`, en: `production-${id}` },
  url: `/de/produktionen/produktion-${id}/${id}`,
  subtitle: `Untertitel ${id}`,
  description: '',
  season: { id: 4, name: '2026/27' },
  exhibition_type: { slug: 'oper', name: 'Oper' },
  tags: [],
  images: [
    {
      url: `/media/p${id}.jpg`,
      alt: id === 1 ? 'Bühnenbild mit roter Treppe' : '',
      thumbnails: {
        small: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
        medium: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
        large: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
      },
    },
  ],
  next_date: '2026-12-04T19:30:00+01:00',
  last_date: '2027-01-10T19:30:00+01:00',
  upcoming_events: 3,
  ...extra,
});

const PAGE1 = Array.from({ length: 12 }, (_, i) => production(i + 1));
const PAGE2 = Array.from({ length: 12 }, (_, i) => production(i + 13));
const PAGE3 = [production(25), production(26)];
const SEASON_PAGE = [production(40, { name: 'Spielzeit-Stück' })];

const ORIGINAL = location.href;
/** The address query without the test runner's own key. */
const ourQuery = () => {
  const params = new URLSearchParams(location.search);
  params.delete('wtr-session-id');
  const text = params.toString();
  return text ? `?${text}` : '';
};

interface ServeOptions {
  empty?: boolean;
  failPage?: number;
  /** ms before an option list answers. */
  slowOptions?: number;
  /** ms before page 1 of the unfiltered list answers. */
  slowFirst?: number;
}

let fetchStub: ReturnType<typeof stubFetch>;
function serve(options: ServeOptions = {}) {
  fetchStub = stubFetch(async (url) => {
    const path = url.pathname;
    if (path === '/de/api/productions/' || path === '/en/api/productions/') {
      const page = Number(url.searchParams.get('page'));
      if (options.failPage === page) return json({ error: 'internal', message: 'boom' }, 500);
      if (options.empty || url.searchParams.get('tag') === '99')
        return json({ count: 0, next: null, previous: null, results: [] });
      if (url.searchParams.get('season') === '4')
        return json({ count: 1, next: null, previous: null, results: SEASON_PAGE });
      if (page === 1 && options.slowFirst)
        await new Promise((resolve) => setTimeout(resolve, options.slowFirst));
      const body = {
        1: { next: `${path}?page=2`, results: PAGE1 },
        2: { next: `${path}?page=3`, results: PAGE2 },
        3: { next: null, results: PAGE3 },
      }[page];
      if (!body) return json({ error: 'not_found', message: 'no such page' }, 404);
      return json({ count: 26, previous: null, ...body });
    }
    if (options.slowOptions) await new Promise((resolve) => setTimeout(resolve, options.slowOptions));
    if (path.endsWith('/api/seasons/'))
      return json({
        data: [
          { id: 4, name: '2026/27', slug: '2026-27' },
          { id: 3, name: '2025/26', slug: '2025-26' },
        ],
      });
    if (path.endsWith('/api/exhibition-types/'))
      return json({
        data: [
          { slug: 'oper', name: 'Oper' },
          { slug: 'tanz', name: 'Tanz' },
        ],
      });
    if (path.endsWith('/api/production-tags/'))
      return json({
        data: [
          { id: 7, name: 'Familie', slug: 'familie' },
          { id: 99, name: 'Nichts', slug: 'nichts' },
        ],
      });
    return json({ error: 'not_found', message: path }, 404);
  });
}

const FALLBACK = `
  <form class="production-filters" method="get"><label>Server-Saison <select name="season"></select></label></form>
  <ul class="production-list-fallback"><li><a href="/de/produktionen/server/1">Server-Karte</a></li></ul>
  <p class="production-more"><a href="?page=2" rel="next">Weitere Produktionen</a></p>`;

/** Page 1 as the server hands it over with the HTML (host/render/first-page.tsx), for a state. */
const firstPageBlock = (filter: Partial<ProductionFilterValues> = {}, date: string | null = null) =>
  `<script type="application/json" slot="${FIRST_PAGE_SLOT}">${firstPageJson({
    key: productionsFirstPageKey(
      'de',
      { filter: { ...EMPTY_PRODUCTION_FILTER, ...filter }, date },
      berlinToday(new Date(BROWSER_TEST_NOW)),
    ),
    page: { count: 26, next: '/de/api/productions/?page=2', previous: null, results: PAGE1 },
  })}</script>`;

/**
 * Mounts the element inside a landmark (axe: region), below a spacer taller than the infinite
 * loading margin, so nothing loads by itself unless a test scrolls there.
 */
async function mount(attributes = 'locale="de"', fallback = FALLBACK) {
  const host = document.createElement('main');
  // The site's own rules for the fallback, as on the page: the element must still hide its form.
  host.innerHTML = `<style>.production-filters, .production-more { display: block; }</style>
    <div class="spacer" style="height: ${window.innerHeight * 3}px"></div>
    <foyer-production-list ${attributes}>${fallback}</foyer-production-list>`;
  document.body.append(host);
  return host;
}

const root = () => document.querySelector('foyer-production-list')?.shadowRoot as ShadowRoot;
const listCalls = () => fetchStub.calls.filter((url) => /^\/(de|en)\/api\/productions\/$/.test(url.pathname));
const pagesAsked = () => listCalls().map((url) => url.searchParams.get('page'));
const cardNames = () =>
  [...root().querySelectorAll('[part="production-link"]')].map((link) => link.textContent?.trim());
const pick = (select: HTMLSelectElement, value: string) => {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
};
const selectWithOptions = (label: string, count: number) =>
  waitFor(() => {
    const select = screen.getByShadowLabelText(label) as HTMLSelectElement;
    if (select.options.length < count) throw new Error(`${label}: options not loaded`);
    return select;
  });
/** As the browser sets it: past React's own value tracking, then the input event. */
const typeDate = (input: HTMLInputElement, value: string) => {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('<foyer-production-list>', () => {
  beforeEach(() => {
    resetProductionsState();
    history.replaceState(null, '', ORIGINAL);
  });
  afterEach(() => {
    fetchStub.restore();
    window.scrollTo(0, 0);
    document.body.innerHTML = '';
    history.replaceState(null, '', ORIGINAL);
  });

  it('lists page 1 as cards: image alt, season · type, name link, subtitle, next date, count', async () => {
    serve();
    await mount();
    const link = await waitFor(() => screen.getByShadowRole('link', { name: 'Produktion 1' }));
    expect(link.getAttribute('href')).to.equal('/de/produktionen/produktion-1/1');
    expect(pagesAsked()).to.deep.equal(['1']);
    expect(cardNames()).to.have.length(12);
    const card = link.closest('article') as HTMLElement;
    expect(card.querySelector('img')?.getAttribute('alt')).to.equal('Bühnenbild mit roter Treppe');
    // A decorative image (no alt written) is hidden from screen readers by its empty alt.
    const second = screen.getByShadowRole('link', { name: 'Produktion 2' }).closest('article');
    expect(second?.querySelector('img')?.getAttribute('alt')).to.equal('');
    // The shared card (src/views/production-card.tsx): the server fallback's class names.
    expect(card.getAttribute('part')).to.equal('production');
    expect(card.querySelector('.production-kind')?.textContent).to.equal('2026/27 · Oper');
    expect(card.querySelector('.production-subtitle')?.textContent).to.equal('Untertitel 1');
    expect(card.querySelector('.production-next')?.textContent).to.equal('Nächster Termin: Fr., 04.12.2026');
    expect(card.querySelector('time')?.getAttribute('datetime')).to.equal('2026-12-04T19:30:00+01:00');
    const status = screen.getByShadowRole('status');
    expect(status.textContent).to.equal('26 Produktionen');
    // The server fallback is gone with the first page; its form went at once.
    expect(root().querySelector('slot')).to.equal(null);
    // No filter set: no reset button.
    expect(screen.queryByShadowRole('button', { name: 'Filter zurücksetzen' })).to.equal(null);
  });

  it('shows the server fallback without its form and a skeleton until the first page arrives', async () => {
    serve({ slowFirst: 400 });
    await mount();
    const skeleton = await waitFor(() => {
      const found = root().querySelector('[part="skeleton"]');
      if (!found) throw new Error('no skeleton');
      return found;
    });
    expect(skeleton.getAttribute('aria-hidden')).to.equal('true');
    // Three cards of the list's own height, shimmering over 4 s (spec: programme §9).
    const card = skeleton.querySelector('.skeleton-card') as HTMLElement;
    expect(skeleton.querySelectorAll('.skeleton-card')).to.have.length(3);
    expect(getComputedStyle(card).animationDuration).to.equal('4s');
    expect(card.getBoundingClientRect().height).to.equal(18 * 16);
    const slot = root().querySelector('slot') as HTMLSlotElement;
    expect(slot).to.not.equal(null);
    const element = document.querySelector('foyer-production-list') as HTMLElement;
    const fallbackForm = element.querySelector('form') as HTMLElement;
    const fallbackList = element.querySelector('ul') as HTMLElement;
    expect(getComputedStyle(fallbackForm).display).to.equal('none');
    expect(getComputedStyle(element.querySelector('.production-more') as HTMLElement).display).to.equal(
      'none',
    );
    expect(fallbackList.getBoundingClientRect().height).to.be.greaterThan(0);
    expect(screen.getByShadowRole('status').textContent).to.equal('Produktionen werden geladen …');
    await waitFor(() => screen.getByShadowRole('link', { name: 'Produktion 1' }));
    expect(root().querySelector('[part="skeleton"]')).to.equal(null);
    expect(root().querySelector('slot')).to.equal(null);
  });

  it('makes the attributes the first query: season, exhibition_type, tag, date and page 1', async () => {
    serve();
    await mount('locale="de" season="3" exhibition-type="tanz" tag="7" date="04-12-2026"');
    await waitFor(() => expect(listCalls()).to.have.length(1));
    const first = listCalls()[0] as URL;
    expect(Object.fromEntries(first.searchParams)).to.deep.equal({
      season: '3',
      exhibition_type: 'tanz',
      tag: '7',
      date: '2026-12-04',
      page: '1',
    });
    const season = await selectWithOptions('Saison', 3);
    expect(season.value).to.equal('3');
    const type = await selectWithOptions('Art', 3);
    expect(type.value).to.equal('tanz');
    expect((screen.getByShadowLabelText('Spielt ab') as HTMLInputElement).value).to.equal('2026-12-04');
    expect(ourQuery()).to.equal('?season=3&exhibition_type=tanz&tag=7&date=04-12-2026');
    screen.getByShadowRole('button', { name: 'Filter zurücksetzen' });
  });

  it('choosing a season asks for page 1 with it and replaces the list; the address follows', async () => {
    serve();
    await mount();
    await waitFor(() => screen.getByShadowRole('link', { name: 'Produktion 1' }));
    const more = screen.getByShadowRole('button', { name: 'Weitere Produktionen laden' });
    more.click();
    await waitFor(() => screen.getByShadowRole('link', { name: 'Produktion 24' }));
    const changes: CustomEvent[] = [];
    document.addEventListener('foyer-filter-change', (event) => changes.push(event), { once: true });
    pick(await selectWithOptions('Saison', 3), '4');
    await waitFor(() => expect(cardNames()).to.deep.equal(['Spielzeit-Stück']));
    const last = listCalls().at(-1) as URL;
    expect(Object.fromEntries(last.searchParams)).to.deep.equal({ season: '4', page: '1' });
    expect(ourQuery()).to.equal('?season=4');
    expect(screen.getByShadowRole('status').textContent).to.equal('1 Produktion');
    expect(changes[0]?.detail).to.deep.equal({
      filter: { season: 4, exhibition_type: null, tag: null },
      date: '',
    });
    // Page 1 of the new list; the old list's pages are not asked for again.
    expect(pagesAsked()).to.deep.equal(['1', '2', '1']);
    // A date too: written DD-MM-YYYY in the address, YYYY-MM-DD to the API.
    typeDate(screen.getByShadowLabelText('Spielt ab') as HTMLInputElement, '2026-12-24');
    await waitFor(() => expect(ourQuery()).to.equal('?season=4&date=24-12-2026'));
    await waitFor(() =>
      expect(Object.fromEntries(listCalls().at(-1)?.searchParams ?? [])).to.deep.equal({
        season: '4',
        date: '2026-12-24',
        page: '1',
      }),
    );
  });

  it('takes page 1 from the HTML when the server put it there for its filters: no request for it', async () => {
    serve();
    await mount('locale="de" tag="7"', FALLBACK + firstPageBlock({ tag: 7 }));
    await waitFor(() => screen.getByShadowRole('link', { name: 'Produktion 12' }));
    expect(listCalls()).to.have.length(0);
    expect(screen.getByShadowRole('status').textContent).to.equal('26 Produktionen');
    // The server fallback has made way at once, and the list goes on from there.
    expect(root().querySelector('slot')).to.equal(null);
    screen.getByShadowRole('button', { name: 'Weitere Produktionen laden' }).click();
    await waitFor(() => screen.getByShadowRole('link', { name: 'Produktion 24' }));
    expect(Object.fromEntries(listCalls()[0]?.searchParams ?? [])).to.deep.equal({ tag: '7', page: '2' });
    expect(pagesAsked()).to.deep.equal(['2']);
  });

  it('asks for page 1 when the page in the HTML is for other filters or another day', async () => {
    serve();
    await mount('locale="de" season="4"', FALLBACK + firstPageBlock());
    await waitFor(() => expect(pagesAsked()).to.deep.equal(['1']));
    expect(listCalls()[0]?.searchParams.get('season')).to.equal('4');
    await waitFor(() => screen.getByShadowRole('link', { name: 'Spielzeit-Stück' }));

    fetchStub.restore();
    document.body.innerHTML = '';
    resetProductionsState();
    serve();
    await mount('locale="de" date="04-12-2026"', FALLBACK + firstPageBlock({}, '2026-12-05'));
    await waitFor(() => expect(pagesAsked()).to.deep.equal(['1']));
    await waitFor(() => screen.getByShadowRole('link', { name: 'Produktion 1' }));
  });

  it('load more appends the next pages in order, never asks for a page twice, keeps focus', async () => {
    serve();
    await mount();
    await waitFor(() => screen.getByShadowRole('link', { name: 'Produktion 12' }));
    const more = screen.getByShadowRole('button', { name: 'Weitere Produktionen laden' });
    more.focus();
    // Clicked repeatedly while the page loads: one request.
    more.click();
    more.click();
    more.click();
    await waitFor(() => screen.getByShadowRole('link', { name: 'Produktion 24' }));
    expect(cardNames()).to.have.length(24);
    expect(cardNames()[0]).to.equal('Produktion 1');
    expect(root().activeElement).to.equal(more);
    more.click();
    await waitFor(() => screen.getByShadowRole('link', { name: 'Produktion 26' }));
    expect(pagesAsked()).to.deep.equal(['1', '2', '3']);
    // The last page: the button goes, and focus moves to the first new card, not to the page's start.
    expect(screen.queryByShadowRole('button', { name: 'Weitere Produktionen laden' })).to.equal(null);
    await waitFor(() =>
      expect(root().activeElement).to.equal(screen.getByShadowRole('link', { name: 'Produktion 25' })),
    );
    await pause(100);
    expect(pagesAsked()).to.deep.equal(['1', '2', '3']);
  });

  it('loads the next page by itself when the end of the list nears the viewport', async () => {
    serve();
    await mount();
    await waitFor(() => screen.getByShadowRole('link', { name: 'Produktion 12' }));
    await pause(100);
    expect(pagesAsked()).to.deep.equal(['1']);
    window.scrollTo(0, document.body.scrollHeight);
    await waitFor(() => screen.getByShadowRole('link', { name: 'Produktion 24' }));
    window.scrollTo(0, document.body.scrollHeight);
    await waitFor(() => screen.getByShadowRole('link', { name: 'Produktion 26' }));
    window.scrollTo(0, document.body.scrollHeight);
    await pause(200);
    expect(pagesAsked()).to.deep.equal(['1', '2', '3']);
  });

  it('asks for each option list once, however often a select is opened', async () => {
    serve({ slowOptions: 300 });
    await mount();
    await waitFor(() => screen.getByShadowRole('link', { name: 'Produktion 1' }));
    const season = screen.getByShadowLabelText('Saison') as HTMLSelectElement;
    const tag = screen.getByShadowLabelText('Schlagwort') as HTMLSelectElement;
    // While the lists are still loading, and after they arrived.
    for (const select of [season, tag, season, tag]) {
      select.focus();
      select.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      select.blur();
    }
    expect(season.getAttribute('aria-busy')).to.equal('true');
    await selectWithOptions('Saison', 3);
    await selectWithOptions('Schlagwort', 3);
    for (const select of [season, tag]) {
      select.focus();
      select.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    }
    await pause(50);
    const count = (end: string) => fetchStub.calls.filter((url) => url.pathname.endsWith(end)).length;
    expect(count('/api/seasons/')).to.equal(1);
    expect(count('/api/exhibition-types/')).to.equal(1);
    expect(count('/api/production-tags/')).to.equal(1);
    expect(fetchStub.calls.find((url) => url.pathname.endsWith('/api/seasons/'))?.pathname).to.equal(
      '/de/api/seasons/',
    );
  });

  it('Reset filters clears the filters and the date, loads page 1 and cleans the address', async () => {
    serve();
    await mount('locale="de" season="4" date="04-12-2026"');
    await waitFor(() => expect(cardNames()).to.deep.equal(['Spielzeit-Stück']));
    screen.getByShadowRole('button', { name: 'Filter zurücksetzen' }).click();
    await waitFor(() => expect(cardNames()).to.have.length(12));
    expect(Object.fromEntries(listCalls().at(-1)?.searchParams ?? [])).to.deep.equal({ page: '1' });
    expect(ourQuery()).to.equal('');
    expect((screen.getByShadowLabelText('Saison') as HTMLSelectElement).value).to.equal('');
    expect((screen.getByShadowLabelText('Spielt ab') as HTMLInputElement).value).to.equal('');
    expect(screen.queryByShadowRole('button', { name: 'Filter zurücksetzen' })).to.equal(null);
  });

  it('keeps other address keys and drops page (the list starts at page 1)', async () => {
    history.replaceState(null, '', `${ORIGINAL}${ORIGINAL.includes('?') ? '&' : '?'}utm_source=mail&page=2`);
    serve();
    await mount();
    await waitFor(() => screen.getByShadowRole('link', { name: 'Produktion 1' }));
    expect(ourQuery()).to.equal('?utm_source=mail');
    expect(pagesAsked()).to.deep.equal(['1']);
  });

  it('says when a selection finds nothing, and offers the reset', async () => {
    serve();
    await mount('locale="de" tag="99"');
    await waitFor(() => screen.getByShadowText('Leider hat Ihre Auswahl kein Ergebnis ergeben.'));
    screen.getByShadowText('Bitte löschen Sie einen der Filter oder versuchen Sie eine andere Kombination.');
    expect(screen.getByShadowRole('status').textContent).to.equal('0 Produktionen');
    expect(screen.queryByShadowRole('button', { name: 'Weitere Produktionen laden' })).to.equal(null);
    await expectNoAxeViolations(document.body);
  });

  it('says when there are no productions at all, in English too', async () => {
    serve({ empty: true });
    await mount('locale="en"', '');
    await waitFor(() => screen.getByShadowText('Unfortunately, there are no upcoming productions.'));
    screen.getByShadowLabelText('Season');
    screen.getByShadowLabelText('Type');
    screen.getByShadowLabelText('Tag');
    screen.getByShadowLabelText('Playing from');
    expect(listCalls()[0]?.pathname).to.equal('/en/api/productions/');
  });

  it('a failed page keeps the list, says so, and Try again asks for the same page', async () => {
    serve({ failPage: 2 });
    await mount();
    await waitFor(() => screen.getByShadowRole('link', { name: 'Produktion 12' }));
    screen.getByShadowRole('button', { name: 'Weitere Produktionen laden' }).click();
    await waitFor(() =>
      expect(screen.getByShadowRole('status').textContent).to.equal(
        'Die Produktionen konnten nicht geladen werden.',
      ),
    );
    expect(cardNames()).to.have.length(12);
    fetchStub.restore();
    serve();
    const retry = screen.getByShadowRole('button', { name: 'Erneut versuchen' });
    retry.focus();
    retry.click();
    await waitFor(() => screen.getByShadowRole('link', { name: 'Produktion 24' }));
    expect(pagesAsked()).to.deep.equal(['2']);
    expect(screen.queryByShadowRole('button', { name: 'Erneut versuchen' })).to.equal(null);
    // The retry button went: focus goes on to load more, not to the page's start.
    await waitFor(() =>
      expect(root().activeElement).to.equal(
        screen.getByShadowRole('button', { name: 'Weitere Produktionen laden' }),
      ),
    );
  });

  it('a failed first page keeps the server fallback on show with the message', async () => {
    serve({ failPage: 1 });
    await mount();
    await waitFor(() =>
      expect(screen.getByShadowRole('status').textContent).to.equal(
        'Die Produktionen konnten nicht geladen werden.',
      ),
    );
    const slot = root().querySelector('slot') as HTMLSlotElement;
    expect(slot.assignedElements().some((element) => element.localName === 'ul')).to.equal(true);
  });

  it('has no axe violations', async () => {
    serve();
    await mount('locale="de" season="4"');
    await waitFor(() => screen.getByShadowRole('link', { name: 'Spielzeit-Stück' }));
    await selectWithOptions('Saison', 3);
    await expectNoAxeViolations(document.body);
  });
});
