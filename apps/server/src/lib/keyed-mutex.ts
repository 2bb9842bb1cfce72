import { Mutex } from '../db/mutex.js';

/** One first-come, first-served mutex per key, dropped when nobody holds or waits for it. */
export class KeyedMutex<K> {
  readonly #locks = new Map<K, { mutex: Mutex; users: number }>();

  async run<T>(key: K, work: () => Promise<T>): Promise<T> {
    const entry = this.#locks.get(key) ?? { mutex: new Mutex(), users: 0 };
    entry.users++;
    this.#locks.set(key, entry);
    const release = await entry.mutex.lock();
    try {
      return await work();
    } finally {
      release();
      if (--entry.users === 0) this.#locks.delete(key);
    }
  }
}
