import { expect } from '@esm-bundle/chai';
import { adoptPageClock, currentClock, now, setClock, systemClock } from '../../src/domain/clock';

/**
 * The browser follows the server's clock (docs/decisions/0012-one-clock.md): the host page names
 * it in `<meta name="foyer-clock">`, and `src/domain/clock.ts` adopts it when it loads.
 */
describe('the page clock', () => {
  let meta: HTMLMetaElement | null = null;
  const announce = (content: string) => {
    meta?.remove();
    meta = document.createElement('meta');
    meta.name = 'foyer-clock';
    meta.content = content;
    document.head.append(meta);
  };
  afterEach(() => {
    meta?.remove();
    meta = null;
    setClock(systemClock);
  });

  it('keeps the machine clock without the tag (a webshop template on another origin)', () => {
    adoptPageClock();
    expect(currentClock()).to.equal(systemClock);
  });

  it('runs at the offset a running server clock names', async () => {
    announce(`offset=${-400 * 86_400_000}`);
    adoptPageClock();
    const first = now().getTime();
    expect(Math.abs(first - (Date.now() - 400 * 86_400_000))).to.be.lessThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(now().getTime()).to.be.greaterThan(first);
  });

  it('stands at the instant a fixed server clock names', async () => {
    announce('fixed=2027-03-28T00:59:30.000Z');
    adoptPageClock();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(now().toISOString()).to.equal('2027-03-28T00:59:30.000Z');
  });

  it('ignores a tag it cannot read', () => {
    announce('tomorrow');
    adoptPageClock();
    expect(currentClock()).to.equal(systemClock);
  });
});
