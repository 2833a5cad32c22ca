/**
 * A least-recently-used map bounded by the number of entries AND by an estimate of their size in
 * bytes (docs/decisions/0003-programme.md, "Memory"): every in-process cache of the host keeps
 * its memory below a fixed ceiling whatever the traffic asks for. Reading an entry makes it the
 * most recent; adding one past either bound drops the least recent until both hold. A value
 * larger than the whole byte bound is not kept at all.
 */
export class LruCache<V> {
  readonly #entries = new Map<string, { value: V; bytes: number }>();
  #bytes = 0;

  constructor(
    readonly limits: { maxEntries: number; maxBytes: number },
    private readonly sizeOf: (value: V) => number,
  ) {}

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** The value without making it more recent (tests, diagnostics). */
  peek(key: string): V | undefined {
    return this.#entries.get(key)?.value;
  }

  has(key: string): boolean {
    return this.#entries.has(key);
  }

  set(key: string, value: V): void {
    this.delete(key);
    const bytes = Math.max(0, this.sizeOf(value));
    if (bytes > this.limits.maxBytes) return;
    this.#entries.set(key, { value, bytes });
    this.#bytes += bytes;
    while (this.#entries.size > this.limits.maxEntries || this.#bytes > this.limits.maxBytes) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
  }

  delete(key: string): boolean {
    const entry = this.#entries.get(key);
    if (!entry) return false;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
    return true;
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The summed size estimate of the kept values. */
  get bytes(): number {
    return this.#bytes;
  }
}

/**
 * Bytes a string takes in the V8 heap, at most: two per UTF-16 unit (German text with umlauts is
 * stored two-byte), plus the object header.
 */
export const stringBytes = (text: string): number => 2 * text.length + 32;
