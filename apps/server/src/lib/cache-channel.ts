import { randomUUID } from 'node:crypto';

import type { Redis } from 'ioredis';

/** What a node tells every node to drop from its caches. */
export type CacheDrop =
  /** One user's cached sessions (all of them, or the one `sessionId`): logout, password, lock. */
  | { kind: 'sessions'; userId: number; sessionId?: number }
  /** Settings and currencies: an operator changed them. */
  | { kind: 'reference' };

/**
 * Cache drops for this node at once and, with Redis, for every other node through one pub/sub
 * channel, so a revoked session is refused everywhere, not only where it was revoked.
 */
export class CacheChannel {
  readonly #listeners: ((drop: CacheDrop) => void)[] = [];
  readonly #origin = randomUUID();
  readonly #publisher: Redis | undefined;
  readonly #subscriber: Redis | undefined;
  readonly #channel: string;
  readonly #onError: (error: unknown) => void;

  constructor(options: {
    redis?: Redis | undefined;
    channel: string;
    onError: (error: unknown) => void;
  }) {
    this.#channel = options.channel;
    this.#onError = options.onError;
    if (!options.redis) return;
    this.#publisher = options.redis;
    this.#subscriber = options.redis.duplicate();
    this.#subscriber.on('error', options.onError);
    this.#subscriber.subscribe(this.#channel).catch(options.onError);
    this.#subscriber.on('message', (channel: string, message: string) => {
      if (channel !== this.#channel) return;
      try {
        const { origin, drop } = JSON.parse(message) as { origin: string; drop: CacheDrop };
        if (origin !== this.#origin) this.#tell(drop);
      } catch (error) {
        options.onError(error);
      }
    });
  }

  /** Hears every drop, this node's and other nodes'. */
  on(listener: (drop: CacheDrop) => void): void {
    this.#listeners.push(listener);
  }

  /** Drops here now, then tells the other nodes. */
  publish(drop: CacheDrop): void {
    this.#tell(drop);
    this.#publisher
      ?.publish(this.#channel, JSON.stringify({ origin: this.#origin, drop }))
      .catch(this.#onError);
  }

  close(): void {
    this.#subscriber?.disconnect();
  }

  #tell(drop: CacheDrop): void {
    for (const listener of this.#listeners) listener(drop);
  }
}
