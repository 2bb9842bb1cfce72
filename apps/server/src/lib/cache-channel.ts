import type { Redis } from 'ioredis';

import { NodeChannel } from './node-channel.js';

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
  readonly #nodes: NodeChannel<CacheDrop> | undefined;

  constructor(options: {
    redis?: Redis | undefined;
    channel: string;
    onError: (error: unknown) => void;
  }) {
    if (!options.redis) return;
    this.#nodes = new NodeChannel({
      redis: options.redis,
      channel: options.channel,
      onMessage: (drop) => this.#tell(drop),
      onError: options.onError,
    });
  }

  /** Hears every drop, this node's and other nodes'. */
  on(listener: (drop: CacheDrop) => void): void {
    this.#listeners.push(listener);
  }

  /** Drops here now, then tells the other nodes. */
  publish(drop: CacheDrop): void {
    this.#tell(drop);
    this.#nodes?.send(drop);
  }

  close(): void {
    this.#nodes?.close();
  }

  #tell(drop: CacheDrop): void {
    for (const listener of this.#listeners) listener(drop);
  }
}
