/**
 * Reads a version number that the database bumps in the transaction of every write to the data it
 * describes (a one-row table kept by statement triggers), so an in-process cache knows with one
 * primary-key read whether its answers are still current, whoever wrote and from which process.
 *
 * Concurrent callers share reads, but only a read that began after the call: a read already under
 * way may have taken its snapshot before a write the caller has seen committed, so the caller
 * joins the next read instead. Under load this is one or two reads at a time instead of one per
 * request, and a request never sees a version older than the writes committed before it arrived.
 */
export class VersionReader {
  #reading: Promise<number> | undefined;
  #queued: Promise<number> | undefined;
  /** The last version read, and the write count when its read began (`writes` given only). */
  #known: { version: number; writes: number } | undefined;

  /**
   * `writes`: a count of the statements that may have written, when only this process writes the
   * database (embedded PGlite, `inProcessWrites`): while it has not moved since a read began,
   * that read's version is still current and no read is made (docs/decisions/0161).
   */
  constructor(
    private readonly read: () => Promise<number>,
    private readonly writes?: () => number,
  ) {}

  current(): Promise<number> {
    if (this.writes && this.#known && this.#known.writes === this.writes()) {
      return Promise.resolve(this.#known.version);
    }
    if (!this.#reading) {
      const writes = this.writes?.();
      this.#reading = this.read()
        .then((version) => {
          if (writes !== undefined) this.#known = { version, writes };
          return version;
        })
        .finally(() => {
          this.#reading = undefined;
        });
      return this.#reading;
    }
    this.#queued ??= this.#reading
      .catch(() => undefined)
      .then(() => {
        this.#queued = undefined;
        return this.current();
      });
    return this.#queued;
  }
}
