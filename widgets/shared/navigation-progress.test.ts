import { expect } from '@esm-bundle/chai';
import siteCss from '../../host/public/site.css';
import { now } from '../../src/domain/clock';
import { startTestClock } from '../shared/test-clock';
import { waitFor } from '../shared/test-helpers';
import {
  installNavigationProgress,
  leavesPage,
  NavigationProgress,
  PROGRESS_DURATION_MS,
  PROGRESS_THROTTLE_MS,
} from './navigation-progress';

startTestClock();

const MARK_KEY = 'foyer:navigating';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const bars = () => document.querySelectorAll('.navigation-progress');

describe('navigation progress bar (spec: frame §2, §9)', () => {
  let style: HTMLStyleElement;
  let progress: NavigationProgress;

  beforeEach(() => {
    style = document.createElement('style');
    style.textContent = siteCss;
    document.head.append(style);
    sessionStorage.removeItem(MARK_KEY);
    progress = new NavigationProgress(document, sessionStorage);
  });

  afterEach(() => {
    progress.reset();
    style.remove();
    sessionStorage.removeItem(MARK_KEY);
  });

  it('shows nothing for a navigation faster than the 200 ms throttle', async () => {
    progress.start();
    await sleep(PROGRESS_THROTTLE_MS - 60);
    expect(bars()).to.have.length(0);
    progress.reset();
    await sleep(150);
    expect(bars()).to.have.length(0);
  });

  it('shows a 2 px bar at the top after 200 ms that fills over the rest of 5 s, and marks the tab', async () => {
    progress.start();
    expect(sessionStorage.getItem(MARK_KEY)).to.match(/^\d+$/);
    await sleep(PROGRESS_THROTTLE_MS + 60);
    expect(bars()).to.have.length(1);
    const bar = bars()[0] as HTMLElement;
    const box = bar.getBoundingClientRect();
    expect(box.height).to.equal(2);
    expect(box.top).to.equal(0);
    expect(bar.getAttribute('aria-hidden')).to.equal('true');
    await waitFor(() => {
      if (bar.dataset.state !== 'running') throw new Error('not running');
    });
    expect(getComputedStyle(bar).transitionDuration).to.equal(
      `${(PROGRESS_DURATION_MS - PROGRESS_THROTTLE_MS) / 1000}s`,
    );
  });

  it('on the arriving page completes the bar and hides it 500 ms after load', async () => {
    sessionStorage.setItem(MARK_KEY, String(now().getTime() - 800));
    progress.arrive();
    expect(sessionStorage.getItem(MARK_KEY)).to.equal(null);
    const bar = bars()[0] as HTMLElement;
    expect(bar.dataset.state).to.equal('done');
    expect(bar.getBoundingClientRect().width).to.equal(document.documentElement.clientWidth);
    await sleep(400);
    expect(bars()).to.have.length(1);
    await sleep(250);
    expect(bars()).to.have.length(0);
  });

  it('shows nothing on arrival without a recent mark of this tab', async () => {
    progress.arrive();
    sessionStorage.setItem(MARK_KEY, String(now().getTime() - 60_000));
    progress.arrive();
    sessionStorage.setItem(MARK_KEY, 'garbage');
    progress.arrive();
    expect(bars()).to.have.length(0);
  });

  it('counts only clicks that leave the page for another document of the site in this tab', () => {
    const link = (href: string, attrs: Record<string, string> = {}) => {
      const a = document.createElement('a');
      a.href = href;
      for (const [name, value] of Object.entries(attrs)) a.setAttribute(name, value);
      return a;
    };
    const click = (init: MouseEventInit = {}) =>
      new MouseEvent('click', { button: 0, cancelable: true, ...init });
    const here = location;
    expect(leavesPage(click(), link('/de/programm'), here)).to.equal(true);
    expect(leavesPage(click(), link('?page=2'), here)).to.equal(true);
    expect(leavesPage(click(), link('#main'), here)).to.equal(false);
    expect(leavesPage(click(), link('https://other.example/'), here)).to.equal(false);
    expect(leavesPage(click(), link('mailto:kasse@example.org'), here)).to.equal(false);
    expect(leavesPage(click(), link('/de/programm', { target: '_blank' }), here)).to.equal(false);
    expect(leavesPage(click(), link('/media/plan.pdf', { download: '' }), here)).to.equal(false);
    expect(leavesPage(click({ ctrlKey: true }), link('/de/programm'), here)).to.equal(false);
    expect(leavesPage(click({ button: 1 }), link('/de/programm'), here)).to.equal(false);
    const handled = click();
    handled.preventDefault();
    expect(leavesPage(handled, link('/de/programm'), here)).to.equal(false);
  });

  it('starts from a real link click and form submission in a page, not from an in-page anchor', async () => {
    // A frame of our origin whose navigations leave the frame, not this test page.
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const loaded = () => new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    const open = async (html: string) => {
      const ready = loaded();
      frame.src = `/__navigation-progress-fixture?${Math.random()}`;
      await ready;
      const win = frame.contentWindow as Window & typeof globalThis;
      win.document.body.innerHTML = html;
      return { win, dispose: installNavigationProgress(win) };
    };

    let page = await open(
      '<a id="anchor" href="#top">Nach oben</a><a id="away" href="/__elsewhere">Spielplan</a>',
    );
    (page.win.document.getElementById('anchor') as HTMLAnchorElement).click();
    expect(sessionStorage.getItem(MARK_KEY)).to.equal(null);
    let left = loaded();
    (page.win.document.getElementById('away') as HTMLAnchorElement).click();
    expect(sessionStorage.getItem(MARK_KEY)).to.match(/^\d+$/);
    await left;
    page.dispose();

    sessionStorage.removeItem(MARK_KEY);
    page = await open(
      '<form action="/__elsewhere"><input name="q" value="Faust"><button>Suchen</button></form>',
    );
    left = loaded();
    (page.win.document.querySelector('form') as HTMLFormElement).requestSubmit();
    expect(sessionStorage.getItem(MARK_KEY)).to.match(/^\d+$/);
    await left;
    page.dispose();
    frame.remove();
  });

  it('watches a window once: a second install (the header after the host frame) does nothing', async () => {
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const loaded = () => new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    let ready = loaded();
    frame.src = `/__navigation-progress-fixture?${Math.random()}`;
    await ready;
    const win = frame.contentWindow as Window & typeof globalThis;
    win.document.body.innerHTML = '<a id="away" href="/__elsewhere">Spielplan</a>';
    const arrivals: string[] = [];
    const hostFrame = installNavigationProgress(win, (work) => {
      arrivals.push('host frame');
      work();
    });
    const header = installNavigationProgress(win, (work) => {
      arrivals.push('header');
      work();
    });
    expect(arrivals).to.deep.equal(['host frame']);
    // The header's disposer leaves the host frame's watcher in place.
    header();
    ready = loaded();
    (win.document.getElementById('away') as HTMLAnchorElement).click();
    expect(sessionStorage.getItem(MARK_KEY)).to.match(/^\d+$/);
    await ready;
    hostFrame();
    // Once disposed, the window can be watched again.
    installNavigationProgress(win, () => arrivals.push('again'))();
    expect(arrivals).to.deep.equal(['host frame', 'again']);
    frame.remove();
  });
});
