import { expect } from '@esm-bundle/chai';
import { screen } from 'shadow-dom-testing-library';
import type { ArticleItem } from '../../src/contract/articles';
import { articlesFirstPageKey } from '../../src/domain/articles';
import { FIRST_PAGE_SLOT, firstPageJson } from '../../src/domain/first-page';
import { requestArticles } from '../../src/state/articles';
import { startTestClock } from '../shared/test-clock';
import { expectNoAxeViolations, json, stubFetch, waitFor } from '../shared/test-helpers';
import './article-list';

startTestClock();

const article = (id: number, category = 1): ArticleItem => ({
  id,
  xtype: 'article',
  title: `Artikel ${id}`,
  slug: { de: `artikel-${id}`, en: `article-${id}` },
  url: `/de/news/artikel-${id}/${id}`,
  preline: category === 1 ? 'Gespräche' : 'Essays',
  teaser_text: `Teaser ${id}`,
  date: '2026-11-20T10:00:00+01:00',
  author: 'Aylin Demir',
  category: {
    id: category,
    name: category === 1 ? 'Gespräche' : 'Essays',
    slug: { de: 'x' },
    url: `/de/news/categories/x/${category}`,
  },
  tags: [],
  image: { url: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', alt: `Bild ${id}`, width: 1200, height: 675 },
});
const range = (from: number, count: number, category = 1) =>
  Array.from({ length: count }, (_, i) => article(from + i, category));

const ORIGINAL = location.href;
let fetchStub: ReturnType<typeof stubFetch>;
function serve(options: { failPage?: number; slow?: number } = {}) {
  fetchStub = stubFetch(async (url) => {
    if (url.pathname !== '/de/api/articles/') return json({ error: 'not_found', message: url.pathname }, 404);
    if (options.slow) await new Promise((resolve) => setTimeout(resolve, options.slow));
    const page = Number(url.searchParams.get('page'));
    if (options.failPage === page) return json({ error: 'internal', message: 'boom' }, 500);
    if (url.searchParams.get('category') === '2')
      return json({ count: 2, next: null, previous: null, results: range(100, 2, 2) });
    if (url.searchParams.get('category') === '3')
      return json({ count: 0, next: null, previous: null, results: [] });
    const pages: Record<number, { next: string | null; results: ArticleItem[] }> = {
      1: { next: '/de/api/articles/?page=2', results: range(1, 12) },
      2: { next: '/de/api/articles/?page=3', results: range(13, 12) },
      3: { next: null, results: range(25, 2) },
    };
    const body = pages[page];
    if (!body) return json({ error: 'bad_request', message: 'page' }, 400);
    return json({ count: 26, previous: null, ...body });
  });
}

const NAV = `<nav slot="categories" aria-label="Kategorien"><ul>
  <li><a href="/de/news" aria-current="page">Alle</a></li>
  <li><a href="/de/news/categories/essays/2">Essays</a></li>
  <li><a href="/de/news/categories/leer/3">Leer</a></li>
  <li><a href="/de/news/tags">Alle #Themen</a></li></ul></nav>`;
const FALLBACK = `<ul class="article-list"><li><a href="/de/news/server/1">Server-Karte</a></li></ul>
  <p class="magazine-more"><a href="?page=2" rel="next">Weitere Artikel</a></p>`;
const firstPageBlock = () =>
  `<script type="application/json" slot="${FIRST_PAGE_SLOT}">${firstPageJson({
    key: articlesFirstPageKey('de', {}),
    page: { count: 26, next: '/de/api/articles/?page=2', previous: null, results: range(1, 12) },
  })}</script>`;

async function mount(children = NAV + FALLBACK) {
  const host = document.createElement('main');
  host.innerHTML = `<div class="spacer" style="height: ${window.innerHeight * 3}px"></div>
    <foyer-article-list locale="de">${children}</foyer-article-list>`;
  document.body.append(host);
  return host;
}
const root = () => document.querySelector('foyer-article-list')?.shadowRoot as ShadowRoot;
const pagesAsked = () => fetchStub.calls.map((url) => url.searchParams.get('page'));
const titles = () => [...root().querySelectorAll('[part="article-link"]')].map((link) => link.textContent);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('<foyer-article-list>', () => {
  afterEach(() => {
    fetchStub.restore();
    document.body.innerHTML = '';
    history.replaceState(null, '', ORIGINAL);
  });

  it('lists page 1 as article cards with a count, and loads more on request', async () => {
    serve();
    await mount();
    const link = await waitFor(() => screen.getByShadowRole('link', { name: 'Artikel 1' }));
    expect(link.getAttribute('href')).to.equal('/de/news/artikel-1/1');
    expect(titles()).to.have.length(12);
    expect(screen.getByShadowRole('status').textContent).to.equal('26 Artikel');
    expect(root().querySelector('slot:not([name])')).to.equal(null);
    const card = link.closest('article') as HTMLElement;
    expect(card.querySelector('.article-card__preline')?.textContent).to.equal('Gespräche');
    expect(card.querySelector('time')?.textContent).to.equal('20. November 2026');
    (screen.getByShadowRole('button', { name: 'Weitere Artikel laden' }) as HTMLButtonElement).click();
    await waitFor(() => expect(titles()).to.have.length(24));
    expect(pagesAsked()).to.deep.equal(['1', '2']);
  });

  it('takes the first page from the HTML without asking the API for it', async () => {
    serve();
    await mount(NAV + FALLBACK + firstPageBlock());
    await waitFor(() => expect(titles()).to.have.length(12));
    await pause(100);
    expect(fetchStub.calls).to.have.length(0);
  });

  it('ignores a page request not above the current page unless it is a reset', async () => {
    serve();
    await mount(NAV + FALLBACK + firstPageBlock());
    await waitFor(() => expect(titles()).to.have.length(12));
    await requestArticles({ page: 1 });
    await requestArticles({ page: 0 });
    expect(fetchStub.calls).to.have.length(0);
    await requestArticles({ page: 3 });
    expect(pagesAsked()).to.deep.equal(['3']);
    await requestArticles({ page: 2 });
    expect(pagesAsked()).to.deep.equal(['3']);
    await requestArticles({ page: 1, reset: true });
    expect(pagesAsked()).to.deep.equal(['3', '1']);
    expect(titles()).to.have.length(12);
  });

  it('a category link resets the list (emptied first), loads that category and updates the address', async () => {
    serve({ slow: 150 });
    await mount(NAV + FALLBACK + firstPageBlock());
    await waitFor(() => expect(titles()).to.have.length(12));
    (document.querySelector('a[href="/de/news/categories/essays/2"]') as HTMLAnchorElement).click();
    // Emptied at once, a skeleton while the category's first page loads.
    await waitFor(() => expect(titles()).to.have.length(0));
    expect(root().querySelector('[part="skeleton"]')).to.not.equal(null);
    expect(location.pathname).to.equal('/de/news/categories/essays/2');
    await waitFor(() => expect(titles()).to.deep.equal(['Artikel 100', 'Artikel 101']));
    expect(fetchStub.calls.at(-1)?.searchParams.get('category')).to.equal('2');
    expect(
      document.querySelector('a[href="/de/news/categories/essays/2"]')?.getAttribute('aria-current'),
    ).to.equal('page');
    expect(document.querySelector('a[href="/de/news"]')?.hasAttribute('aria-current')).to.equal(false);
    // The topics link is a plain link: not intercepted.
    expect(screen.queryByShadowRole('button', { name: 'Weitere Artikel laden' })).to.equal(null);
  });

  it('retitles the page on a category switch in place: heading, document title, lead only under All', async () => {
    serve();
    const host = await mount(NAV + FALLBACK + firstPageBlock());
    host.insertAdjacentHTML(
      'afterbegin',
      `<header data-magazine-headline="Magazin"><h1>Magazin</h1></header>
       <section class="magazine-lead"><a href="/de/news/lead/9">Aufmacher</a></section>`,
    );
    const before = document.title;
    document.title = 'Magazin | Theater';
    await waitFor(() => expect(titles()).to.have.length(12));
    (document.querySelector('a[href="/de/news/categories/essays/2"]') as HTMLAnchorElement).click();
    await waitFor(() => expect(titles()).to.deep.equal(['Artikel 100', 'Artikel 101']));
    expect(document.querySelector('h1')?.textContent).to.equal('Essays');
    expect(document.title).to.equal('Essays | Theater');
    expect((document.querySelector('.magazine-lead') as HTMLElement).hidden).to.equal(true);
    (document.querySelector('a[href="/de/news"]') as HTMLAnchorElement).click();
    await waitFor(() => expect(document.querySelector('h1')?.textContent).to.equal('Magazin'));
    expect(document.title).to.equal('Magazin | Theater');
    expect((document.querySelector('.magazine-lead') as HTMLElement).hidden).to.equal(false);
    document.title = before;
  });

  it('says so when a category is empty, and when a page fails (with a retry)', async () => {
    serve({ failPage: 2 });
    await mount();
    await waitFor(() => expect(titles()).to.have.length(12));
    (screen.getByShadowRole('button', { name: 'Weitere Artikel laden' }) as HTMLButtonElement).click();
    // The failed page's answer and its render took longer than 3 s once on a busy machine (CI).
    await waitFor(() => screen.getByShadowRole('button', { name: 'Erneut versuchen' }), 8000);
    expect(screen.getByShadowRole('status').textContent).to.equal(
      'Die Artikel konnten nicht geladen werden.',
    );
    expect(titles()).to.have.length(12);
    (document.querySelector('a[href="/de/news/categories/leer/3"]') as HTMLAnchorElement).click();
    await waitFor(() => screen.getByShadowText('Hier gibt es noch keine Artikel.'), 8000);
  });

  it('a list mounted after another never shows the earlier list, even for one render', async () => {
    serve();
    await mount();
    await waitFor(() => expect(titles()).to.have.length(12));
    document.body.innerHTML = '';
    fetchStub.restore();
    serve({ slow: 200 });
    const element = document.createElement('foyer-article-list');
    element.setAttribute('locale', 'de');
    element.setAttribute('category', '2');
    document.body.append(element);
    // Every card ever put into the new element's shadow root, however briefly.
    const shown: string[] = [];
    const note = (records: MutationRecord[]) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof Element)
            for (const link of node.querySelectorAll('[part="article-link"]'))
              shown.push(link.textContent ?? '');
    };
    const observer = new MutationObserver(note);
    observer.observe(element.shadowRoot as ShadowRoot, { childList: true, subtree: true });
    await waitFor(() => expect(titles()).to.deep.equal(['Artikel 100', 'Artikel 101']));
    note(observer.takeRecords());
    observer.disconnect();
    expect(shown).to.deep.equal(['Artikel 100', 'Artikel 101']);
  });

  it('has no axe violations', async () => {
    serve();
    const host = await mount();
    await waitFor(() => expect(titles()).to.have.length(12));
    await expectNoAxeViolations(host);
  });
});
