interface Waiting<I, O> {
  input: I;
  resolve: (output: O) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit per key (docs/decisions/0160-on-sale-rush-group-commit.md): the first request of a
 * key runs at once, alone; requests that arrive while it runs wait and then run together, as one
 * batch, in arrival order. At most one batch per key runs at a time in this process, so
 * concurrent requests of one key never queue on the database for its row: they queue here, and
 * each batch takes the row once. `run` settles every input of its batch before it answers (one
 * outcome per input, in order), so batches of a key never overlap; a request takes its outcome,
 * and a batch that throws rejects all of its requests.
 */
export class GroupCommit<I, O> {
  readonly #queues = new Map<string, Array<Waiting<I, O>>>();

  constructor(
    private readonly run: (
      key: string,
      inputs: readonly I[],
    ) => Promise<ReadonlyArray<PromiseSettledResult<O>>>,
    private readonly maxBatch = 256,
  ) {}

  submit(key: string, input: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      const queue = this.#queues.get(key);
      if (queue) {
        queue.push({ input, resolve, reject });
        return;
      }
      const fresh: Array<Waiting<I, O>> = [{ input, resolve, reject }];
      this.#queues.set(key, fresh);
      void this.#drain(key, fresh);
    });
  }

  /** Runs the key's batches until its queue is empty, then forgets the key. */
  async #drain(key: string, queue: Array<Waiting<I, O>>): Promise<void> {
    while (queue.length > 0) {
      const batch = queue.splice(0, this.maxBatch);
      try {
        const outputs = await this.run(
          key,
          batch.map((waiting) => waiting.input),
        );
        if (outputs.length !== batch.length) throw new Error('group commit: one output per input expected');
        batch.forEach((waiting, index) => {
          const outcome = outputs[index] as PromiseSettledResult<O>;
          if (outcome.status === 'fulfilled') waiting.resolve(outcome.value);
          else waiting.reject(outcome.reason);
        });
      } catch (error) {
        for (const waiting of batch) waiting.reject(error);
      }
    }
    this.#queues.delete(key);
  }
}
