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

  constructor(private readonly read: () => Promise<number>) {}

  current(): Promise<number> {
    if (!this.#reading) {
      this.#reading = this.read().finally(() => {
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
