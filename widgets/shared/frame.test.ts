import { expect } from '@esm-bundle/chai';
import { CHUNK_RELOAD_KEY, reloadAfterChunkFailure } from './chunk-reload';
import { fallbackReason } from './frame';

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
