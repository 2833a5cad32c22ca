import { expect } from '@esm-bundle/chai';
import { CHUNK_RELOAD_KEY, reloadAfterChunkFailure } from './chunk-reload';
import { fallbackReason, registerServiceWorker, unsupportedByVersion, watchSlowLoad } from './frame';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('chunk reload guard (spec: frame §8, §9)', () => {
  it('reloads once, not again within 60 s, again after', () => {
    const storage = memoryStorage();
    let reloads = 0;
    const reload = () => void reloads++;
    expect(reloadAfterChunkFailure(1_000_000, storage, reload)).to.equal(true);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).to.equal('1000000');
    expect(reloadAfterChunkFailure(1_000_000 + 59_999, storage, reload)).to.equal(false);
    expect(reloads).to.equal(1);
    expect(reloadAfterChunkFailure(1_000_000 + 60_000, storage, reload)).to.equal(true);
    expect(reloads).to.equal(2);
  });
  it('never reloads without storage (it could not remember and would loop)', () => {
    let reloads = 0;
    expect(reloadAfterChunkFailure(1, null, () => void reloads++)).to.equal(false);
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(reloadAfterChunkFailure(1_000_000, broken, () => void reloads++)).to.equal(false);
    expect(reloads).to.equal(0);
  });
});

describe('fallback notice reasons (spec: frame §1)', () => {
  const nav = (extra: Record<string, unknown>) =>
    ({ hardwareConcurrency: 8, ...extra }) as unknown as Navigator;
  it('knows low bandwidth and weak hardware, and a capable browser', () => {
    expect(fallbackReason(nav({}))).to.equal(null);
    expect(fallbackReason(nav({ connection: { effectiveType: '2g' } }))).to.equal('bandwidth');
    expect(fallbackReason(nav({ connection: { saveData: true } }))).to.equal('bandwidth');
    expect(fallbackReason(nav({ hardwareConcurrency: 1 }))).to.equal('hardware');
    expect(fallbackReason(nav({ deviceMemory: 0.5 }))).to.equal('hardware');
  });
});

describe('supported-browser version rules (spec: frame §9; R-MISC-4)', () => {
  const UA = {
    chrome130:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
    chrome80:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/80.0.3987.149 Safari/537.36',
    firefox128: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
    firefox91: 'Mozilla/5.0 (Windows NT 10.0; rv:91.0) Gecko/20100101 Firefox/91.0',
    safari17:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    safari15_2:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.2 Safari/605.1.15',
    safari15_4:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.4 Safari/605.1.15',
    edgeHtml:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19582',
    ie11: 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko',
  };
  it('lets current engines through and holds old ones back', () => {
    for (const ua of [UA.chrome130, UA.firefox128, UA.safari17, UA.safari15_4, 'SomeBot/1.0'])
      expect(unsupportedByVersion(ua), ua).to.equal(false);
    for (const ua of [UA.chrome80, UA.firefox91, UA.safari15_2, UA.edgeHtml, UA.ie11])
      expect(unsupportedByVersion(ua), ua).to.equal(true);
  });
  it('an old engine gets the notice even when it has the features', () => {
    const old = { hardwareConcurrency: 8, userAgent: UA.chrome80 } as unknown as Navigator;
    expect(fallbackReason(old)).to.equal('unsupported');
  });
});

describe('the info layer on a slow load (issue 22; docs/decisions/0070)', () => {
  afterEach(() => {
    document.getElementById('foyer-info-layer')?.remove();
  });
  const layer = () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<aside id="foyer-info-layer" hidden><p role="status">slow</p><button type="button">×</button></aside>',
    );
    return document.getElementById('foyer-info-layer') as HTMLElement;
  };
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('appears after the delay while elements are still loading, goes when they arrive', async () => {
    const element = layer();
    let pending = true;
    const settled = watchSlowLoad(() => pending, 100);
    await wait(50);
    expect(element.hidden, 'not before the delay').to.equal(true);
    await wait(100);
    expect(element.hidden, 'after the delay').to.equal(false);
    pending = false;
    settled();
    expect(element.hidden).to.equal(true);
  });
  it('never appears when everything arrived in time; closes on its button', async () => {
    const element = layer();
    let pending = true;
    const settled = watchSlowLoad(() => pending, 100);
    pending = false;
    settled();
    await wait(150);
    expect(element.hidden).to.equal(true);
    element.remove();
    const second = layer();
    watchSlowLoad(() => true, 50);
    await wait(80);
    expect(second.hidden).to.equal(false);
    second.querySelector('button')?.click();
    expect(second.hidden).to.equal(true);
  });
});

describe('service worker registration (spec: frame §1)', () => {
  const container = navigator.serviceWorker;
  const original = container.register;
  afterEach(() => {
    container.register = original;
  });

  it('registers /sw.js with scope /', () => {
    const calls: unknown[][] = [];
    container.register = ((...args: unknown[]) => {
      calls.push(args);
      return new Promise(() => {});
    }) as typeof container.register;
    registerServiceWorker();
    expect(calls).to.deep.equal([['/sw.js', { scope: '/' }]]);
  });

  it('silently catches a rejected or a throwing registration', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (event: PromiseRejectionEvent) => {
      unhandled.push(event.reason);
      event.preventDefault();
    };
    window.addEventListener('unhandledrejection', onUnhandled);
    try {
      container.register = (() =>
        Promise.reject(new DOMException('denied', 'SecurityError'))) as typeof container.register;
      expect(() => registerServiceWorker()).not.to.throw();
      container.register = (() => {
        throw new DOMException('insecure', 'SecurityError');
      }) as typeof container.register;
      expect(() => registerServiceWorker()).not.to.throw();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).to.have.length(0);
    } finally {
      window.removeEventListener('unhandledrejection', onUnhandled);
    }
  });
});
