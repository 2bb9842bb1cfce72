/**
 * Group commit (ARCHITECTURE.md "The write path at speed"): requests that arrive while a batch is
 * in flight join the next batch, so a burst of N requests costs a few transactions, not N. The
 * batch function answers each item's outcome; it decides what a batch can do set-based and what
 * falls back to the one-by-one path. Answers go out only when the batch function has finished,
 * i.e. after its commit.
 */

export type Outcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

interface Waiting<I, R> {
  item: I;
  resolve: (value: R) => void;
  reject: (error: unknown) => void;
}

export class GroupCommit<I, R> {
  readonly #queue: Waiting<I, R>[] = [];
  #running = false;

  /**
   * @param runBatch answers one outcome per item, in order; if it throws, every item of the
   *   batch gets that error.
   * @param maxBatch the most items one batch takes (the rest wait for the next).
   */
  constructor(
    private readonly runBatch: (items: I[]) => Promise<Outcome<R>[]>,
    private readonly maxBatch = 256,
  ) {}

  submit(item: I): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.#queue.push({ item, resolve, reject });
      this.#start();
    });
  }

  #start() {
    if (this.#running) return;
    this.#running = true;
    // Requests parsed in the same turn of the event loop join the first batch.
    setImmediate(() => void this.#drain());
  }

  async #drain() {
    try {
      while (this.#queue.length > 0) {
        const batch = this.#queue.splice(0, this.maxBatch);
        try {
          const outcomes = await this.runBatch(batch.map((w) => w.item));
          batch.forEach((w, i) => {
            const outcome = outcomes[i];
            if (!outcome) w.reject(new Error('group commit: no outcome for an item'));
            else if (outcome.ok) w.resolve(outcome.value);
            else w.reject(outcome.error);
          });
        } catch (error) {
          for (const w of batch) w.reject(error);
        }
      }
    } finally {
      this.#running = false;
      if (this.#queue.length > 0) this.#start();
    }
  }
}

/** Runs `work` and answers its outcome instead of throwing. */
export async function outcomeOf<R>(work: () => Promise<R>): Promise<Outcome<R>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    return { ok: false, error };
  }
}
