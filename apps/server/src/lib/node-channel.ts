import { randomUUID } from 'node:crypto';

import type { Redis } from 'ioredis';

export interface NodeChannelOptions<T> {
  redis: Redis;
  channel: string;
  /** Hears what the other nodes sent (never this node's own messages). */
  onMessage: (message: T) => void;
  onError: (error: unknown) => void;
}

/**
 * A Redis pub/sub channel between the nodes of one installation. Each node subscribes on a
 * connection of its own (a subscribed connection can do nothing else) and publishes on the
 * shared one; a node does not hear itself, so it can act on its own message at once.
 */
export class NodeChannel<T> {
  readonly #origin = randomUUID();
  readonly #publisher: Redis;
  readonly #subscriber: Redis;
  readonly #channel: string;
  readonly #onError: (error: unknown) => void;

  constructor(options: NodeChannelOptions<T>) {
    this.#channel = options.channel;
    this.#onError = options.onError;
    this.#publisher = options.redis;
    this.#subscriber = options.redis.duplicate();
    this.#subscriber.on('error', options.onError);
    this.#subscriber.subscribe(this.#channel).catch(options.onError);
    this.#subscriber.on('message', (channel: string, text: string) => {
      if (channel !== this.#channel) return;
      try {
        const { origin, message } = JSON.parse(text) as { origin: string; message: T };
        if (origin !== this.#origin) options.onMessage(message);
      } catch (error) {
        options.onError(error);
      }
    });
  }

  /** Sends `message` to every other node (fire and forget: errors go to `onError`). */
  send(message: T): void {
    this.#publisher
      .publish(this.#channel, JSON.stringify({ origin: this.#origin, message }))
      .catch(this.#onError);
  }

  close(): void {
    this.#subscriber.disconnect();
  }
}
