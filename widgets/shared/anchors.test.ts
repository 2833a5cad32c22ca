import { expect } from '@esm-bundle/chai';
import { enhanceAnchorLists, scrollToHashTarget } from './anchors';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A tall page: filler, then three sections, then filler again. */
function page(list = '') {
  document.body.innerHTML = `${list}<div style="height:1500px"></div>
    <section id="eins" style="height:900px">Eins</section>
    <details class="m-faq__item"><summary>Frage</summary><div id="antwort" style="height:400px">Antwort</div></details>
    <section id="zwei" style="height:900px">Zwei</section>
    <div style="height:3000px"></div>`;
}

describe('anchors and hashes (spec: frame §2, §9; R-ROUTE-45, R-CONST-11, R-MISC-8, R-MISC-9)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    window.scrollTo(0, 0);
  });

  it('waits about 1 s, then scrolls smoothly so the hash target is 130 px below the top', async () => {
    page();
    const stop = scrollToHashTarget('#zwei');
    await wait(800);
    expect(window.scrollY, 'not before the wait').to.equal(0);
    await wait(1200);
    const top = (document.getElementById('zwei') as HTMLElement).getBoundingClientRect().top;
    expect(Math.abs(top - 130)).to.be.lessThan(2);
    expect(document.activeElement?.id).to.equal('zwei');
    stop();
  });

  it('keeps looking every 250 ms for an element that appears later, and gives up after 100 tries', async () => {
    page();
    const timing = { waitMs: 50, pollMs: 20, tries: 100, offsetPx: 130, scrollMs: 0 };
    const stop = scrollToHashTarget('#spaet', timing);
    await wait(600); // 50 ms wait + 27 polls: still looking
    document.getElementById('eins')?.insertAdjacentHTML('afterend', '<p id="spaet">Später</p>');
    await wait(60);
    const late = (document.getElementById('spaet') as HTMLElement).getBoundingClientRect().top;
    expect(Math.abs(late - 130)).to.be.lessThan(2);
    stop();
    window.scrollTo(0, 0);
    // With only 5 tries (≈ 150 ms) an element that comes after 400 ms is not scrolled to.
    const stopTooLate = scrollToHashTarget('#nie', { ...timing, tries: 5 });
    await wait(400);
    document.getElementById('eins')?.insertAdjacentHTML('afterend', '<p id="nie">Zu spät</p>');
    await wait(200);
    expect(window.scrollY).to.equal(0);
    stopTooLate();
  });

  it('an anchor-list link scrolls in about 0.7 s to 200 px above its target', async () => {
    page(
      '<nav class="m-anchor-list"><ul><li><a href="#eins">Eins</a></li><li><a href="#antwort">FAQ</a></li></ul></nav>',
    );
    enhanceAnchorLists();
    (document.querySelector('a[href="#eins"]') as HTMLElement).click();
    await wait(350);
    const midway = (document.getElementById('eins') as HTMLElement).getBoundingClientRect().top;
    expect(midway, 'moving, not jumped').to.be.greaterThan(210);
    await wait(600);
    const top = (document.getElementById('eins') as HTMLElement).getBoundingClientRect().top;
    expect(Math.abs(top - 200)).to.be.lessThan(2);
    expect(location.hash).to.equal('#eins');
    history.replaceState(history.state, '', location.pathname + location.search);
  });

  it('inside a closed FAQ item it opens the item and starts scrolling 700 ms later', async () => {
    page('<nav class="m-anchor-list"><ul><li><a href="#antwort">FAQ</a></li></ul></nav>');
    enhanceAnchorLists();
    (document.querySelector('a[href="#antwort"]') as HTMLElement).click();
    expect((document.querySelector('details') as HTMLDetailsElement).open).to.equal(true);
    await wait(500);
    expect(window.scrollY, 'still waiting').to.equal(0);
    await wait(1100);
    const top = (document.getElementById('antwort') as HTMLElement).getBoundingClientRect().top;
    expect(Math.abs(top - 200)).to.be.lessThan(2);
    history.replaceState(history.state, '', location.pathname + location.search);
  });

  it('a sticky list is stuck past its offset (600) and marks the entry of the section in view', async () => {
    page(
      '<nav class="m-anchor-list" data-sticky="" data-offset="600"><ul><li><a href="#eins">Eins</a></li><li><a href="#zwei">Zwei</a></li></ul></nav>',
    );
    enhanceAnchorLists();
    const list = document.querySelector('nav') as HTMLElement;
    const current = () => document.querySelector('a[aria-current="true"]')?.textContent ?? null;
    expect(list.classList.contains('is-stuck')).to.equal(false);
    expect(current()).to.equal(null);
    window.scrollTo(0, 599);
    await wait(100);
    expect(list.classList.contains('is-stuck')).to.equal(false);
    window.scrollTo(0, 601);
    await wait(100);
    expect(list.classList.contains('is-stuck')).to.equal(true);
    const eins =
      (document.getElementById('eins') as HTMLElement).getBoundingClientRect().top + window.scrollY;
    window.scrollTo(0, eins - 150);
    await wait(100);
    expect(current()).to.equal('Eins');
    const zwei =
      (document.getElementById('zwei') as HTMLElement).getBoundingClientRect().top + window.scrollY;
    window.scrollTo(0, zwei - 100);
    await wait(100);
    expect(current()).to.equal('Zwei');
  });
});
