import { expect } from '@esm-bundle/chai';
import { CHUNK_RELOAD_KEY, reloadAfterChunkFailure } from './chunk-reload';
import { fallbackReason, registerServiceWorker } from './frame';

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
