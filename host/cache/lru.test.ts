import { describe, expect, it } from 'vitest';
import { LruCache, stringBytes } from './lru';

const cache = (maxEntries: number, maxBytes: number) =>
  new LruCache<string>({ maxEntries, maxBytes }, (value) => value.length);

describe('LruCache', () => {
  it('drops the least recently used entry past the entry bound', () => {
    const lru = cache(2, 1000);
    lru.set('a', 'x');
    lru.set('b', 'x');
    expect(lru.get('a')).toBe('x'); // a is now the most recent
    lru.set('c', 'x');
    expect([lru.has('a'), lru.has('b'), lru.has('c')]).toEqual([true, false, true]);
    expect(lru.size).toBe(2);
  });

  it('drops the least recent entries until the byte bound holds, and keeps the count right', () => {
    const lru = cache(100, 10);
    lru.set('a', 'aaaa');
    lru.set('b', 'bbbb');
    expect(lru.bytes).toBe(8);
    lru.set('c', 'cccc');
    expect(lru.has('a')).toBe(false);
    expect(lru.bytes).toBe(8);
    lru.set('b', 'b'); // replacing subtracts the old size
    expect(lru.bytes).toBe(5);
    lru.delete('c');
    expect(lru.bytes).toBe(1);
    lru.clear();
    expect([lru.size, lru.bytes]).toEqual([0, 0]);
  });

  it('does not keep a value larger than the whole bound', () => {
    const lru = cache(100, 10);
    lru.set('small', 'xx');
    lru.set('huge', 'x'.repeat(11));
    expect(lru.has('huge')).toBe(false);
    expect(lru.has('small')).toBe(true);
  });

  it('stays within its bounds under a long stream of distinct keys (no leak)', () => {
    const lru = cache(1000, 50_000);
    for (let i = 0; i < 100_000; i++) lru.set(`key-${i}`, 'v'.repeat(i % 200));
    expect(lru.size).toBeLessThanOrEqual(1000);
    expect(lru.bytes).toBeLessThanOrEqual(50_000);
    expect(stringBytes('ab')).toBeGreaterThanOrEqual(4);
  });
});
