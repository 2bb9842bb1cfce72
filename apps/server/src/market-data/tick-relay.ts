import type { Redis } from 'ioredis';

import { NodeChannel } from '../lib/node-channel.js';
import type { Tick } from './feed.js';

/**
 * Ticks between the nodes of one installation: only the node that leads runs the feed and sends
 * what it produced; every other node hears it, and prices, charts and tells its own clients from
 * it. So there is one source of prices, and each client hears each tick once.
 */
export interface TickRelay {
  /** Sends a tick this node's feed produced to the other nodes. */
  send(tick: Tick): void;
  /** Hears the ticks the leading node sends, in its order. */
  listen(listener: (ticks: Tick[]) => void): void;
  close(): void;
}

const isTick = (t: unknown): t is Tick =>
  typeof t === 'object' &&
  t !== null &&
  typeof (t as Tick).symbol === 'string' &&
  typeof (t as Tick).price === 'string' &&
  typeof (t as Tick).volume === 'string' &&
  Number.isFinite((t as Tick).time);

/** Through Redis pub/sub: the ticks of one turn of the event loop (a second's pairs) go as one message. */
export class RedisTickRelay implements TickRelay {
  readonly #channel: NodeChannel<Tick[]>;
  readonly #listeners: ((ticks: Tick[]) => void)[] = [];
  #outbox: Tick[] = [];

  constructor(options: { redis: Redis; channel: string; onError: (error: unknown) => void }) {
    this.#channel = new NodeChannel<Tick[]>({
      ...options,
      onMessage: (ticks) => {
        if (!Array.isArray(ticks)) return;
        const valid = ticks.filter(isTick);
        for (const listener of this.#listeners) listener(valid);
      },
    });
  }

  send(tick: Tick): void {
    if (this.#outbox.length === 0) queueMicrotask(() => this.#sendOutbox());
    this.#outbox.push(tick);
  }

  listen(listener: (ticks: Tick[]) => void): void {
    this.#listeners.push(listener);
  }

  close(): void {
    this.#sendOutbox();
    this.#channel.close();
  }

  #sendOutbox() {
    if (this.#outbox.length === 0) return;
    const ticks = this.#outbox;
    this.#outbox = [];
    this.#channel.send(ticks);
  }
}
