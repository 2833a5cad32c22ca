import { describe, expect, it } from 'vitest';
import { GroupCommit } from './group-commit';

/** A batch runner that records its batches and answers when `release` is called. */
function recorder() {
  const batches: Array<{ key: string; inputs: number[] }> = [];
  const pending: Array<() => void> = [];
  const commit = new GroupCommit<number, string>(async (key, inputs) => {
    batches.push({ key, inputs: [...inputs] });
    await new Promise<void>((resolve) => pending.push(resolve));
    if (inputs.includes(-1)) throw new Error('batch failed');
    return inputs.map((input) => ({ status: 'fulfilled' as const, value: `${key}:${input}` }));
  }, 3);
  const release = async () => {
    pending.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { commit, batches, release };
}

describe('GroupCommit', () => {
  it('runs the first of a key at once and the ones arriving meanwhile together, in order, capped', async () => {
    const { commit, batches, release } = recorder();
    const answers = [1, 2, 3, 4, 5].map((n) => commit.submit('a', n));
    expect(batches).toEqual([{ key: 'a', inputs: [1] }]);
    await release();
    expect(batches.map((batch) => batch.inputs)).toEqual([[1], [2, 3, 4]]);
    await release();
    await release();
    expect(batches.map((batch) => batch.inputs)).toEqual([[1], [2, 3, 4], [5]]);
    expect(await Promise.all(answers)).toEqual(['a:1', 'a:2', 'a:3', 'a:4', 'a:5']);
  });

  it('keeps keys apart: another key does not wait for a running batch', async () => {
    const { commit, batches, release } = recorder();
    const a = commit.submit('a', 1);
    const b = commit.submit('b', 2);
    expect(batches).toEqual([
      { key: 'a', inputs: [1] },
      { key: 'b', inputs: [2] },
    ]);
    await release();
    await release();
    expect(await Promise.all([a, b])).toEqual(['a:1', 'b:2']);
  });

  it('rejects every request of a failed batch, and the next batch runs all the same', async () => {
    const { commit, batches, release } = recorder();
    const first = commit.submit('a', 1);
    // Settled into values at once, so the rejections are handled when they happen.
    const failing = [commit.submit('a', -1), commit.submit('a', 2)].map((answer) =>
      answer.then(
        () => 'resolved',
        (error: Error) => error.message,
      ),
    );
    await release();
    expect(await first).toBe('a:1');
    const later = commit.submit('a', 3);
    await release();
    expect(await Promise.all(failing)).toEqual(['batch failed', 'batch failed']);
    await release();
    expect(await later).toBe('a:3');
    expect(batches.map((batch) => batch.inputs)).toEqual([[1], [-1, 2], [3]]);
  });

  it('lets each request take its own outcome', async () => {
    const commit = new GroupCommit<number, string>(async (_key, inputs) =>
      inputs.map((input) =>
        input < 0
          ? { status: 'rejected' as const, reason: new Error(`no ${input}`) }
          : { status: 'fulfilled' as const, value: `ok ${input}` },
      ),
    );
    const answers = await Promise.allSettled([
      commit.submit('a', 1),
      commit.submit('a', -2),
      commit.submit('a', 3),
    ]);
    expect(answers).toEqual([
      { status: 'fulfilled', value: 'ok 1' },
      { status: 'rejected', reason: new Error('no -2') },
      { status: 'fulfilled', value: 'ok 3' },
    ]);
  });
});
