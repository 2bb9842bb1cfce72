import type pg from 'pg';

/** What the engine needs from leader election: am I the leader, and signals to the leader. */
export interface Leadership {
  /** Starts campaigning; `onChange` hears every gain and loss of leadership. */
  start(
    onChange: (leading: boolean) => void,
    onSignal: (module: string, ids: number[]) => void,
  ): Promise<void>;
  stop(): Promise<void>;
  /** Sends "these rows changed" to whichever node leads. */
  publish(module: string, ids: number[]): Promise<void>;
}

/** One process owns the database (PGlite, or tests): it always leads. */
export class SoloLeadership implements Leadership {
  async start(onChange: (leading: boolean) => void): Promise<void> {
    onChange(true);
  }
  async stop(): Promise<void> {}
  async publish(): Promise<void> {}
}

/** Advisory-lock key of the engine leader: "MERI" as an integer. */
const LOCK_KEY = 0x4d455249;
const CHANNEL = 'meridian_engine';
/** pg_notify payloads must stay under 8000 bytes. */
const IDS_PER_SIGNAL = 800;

export interface PgLeadershipOptions {
  /** Opens a dedicated connection (not from the pool): the lock lives as long as it does. */
  connect: () => pg.Client;
  retryMs?: number;
  log?: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

/**
 * PostgreSQL leader election: every node holds a dedicated connection and tries
 * `pg_try_advisory_lock`; the one that gets it leads until its connection ends (crash, network,
 * stop), when the lock is released and another node's next try takes it. Signals travel with
 * NOTIFY on the same connection.
 */
export class PgLeadership implements Leadership {
  readonly #options: PgLeadershipOptions;
  #client: pg.Client | undefined;
  #timer: NodeJS.Timeout | undefined;
  #leading = false;
  #stopped = false;
  #onChange: (leading: boolean) => void = () => {};
  #onSignal: (module: string, ids: number[]) => void = () => {};

  constructor(options: PgLeadershipOptions) {
    this.#options = options;
  }

  async start(
    onChange: (leading: boolean) => void,
    onSignal: (module: string, ids: number[]) => void,
  ): Promise<void> {
    this.#onChange = onChange;
    this.#onSignal = onSignal;
    await this.#campaign();
  }

  async #campaign(): Promise<void> {
    if (this.#stopped) return;
    try {
      if (!this.#client) await this.#connect();
      if (!this.#leading) {
        const result = await this.#client!.query<{ locked: boolean }>(
          'select pg_try_advisory_lock($1) as locked',
          [LOCK_KEY],
        );
        if (result.rows[0]?.locked) this.#setLeading(true);
      }
    } catch (error) {
      this.#options.log?.warn({ err: error }, 'engine leader election: connection failed');
      this.#drop();
    }
    if (!this.#stopped && !this.#leading && !this.#timer) {
      this.#timer = setTimeout(() => {
        this.#timer = undefined;
        void this.#campaign();
      }, this.#options.retryMs ?? 2000);
      this.#timer.unref();
    }
  }

  async #connect() {
    const client = this.#options.connect();
    client.on('error', () => this.#drop(client));
    client.on('end', () => this.#drop(client));
    client.on('notification', (message) => {
      if (!this.#leading || message.channel !== CHANNEL || !message.payload) return;
      try {
        const { m, ids } = JSON.parse(message.payload) as { m: string; ids: number[] };
        this.#onSignal(m, ids);
      } catch {
        // Not ours.
      }
    });
    await client.connect();
    await client.query(`listen ${CHANNEL}`);
    this.#client = client;
  }

  /** The connection is gone: so is the lock. Campaign again unless stopping. */
  #drop(client = this.#client) {
    if (client !== this.#client) return;
    this.#client = undefined;
    client?.removeAllListeners('end');
    void client?.end().catch(() => undefined);
    if (this.#leading) this.#setLeading(false);
    if (!this.#stopped && !this.#timer) {
      this.#timer = setTimeout(() => {
        this.#timer = undefined;
        void this.#campaign();
      }, this.#options.retryMs ?? 2000);
      this.#timer.unref();
    }
  }

  #setLeading(leading: boolean) {
    this.#leading = leading;
    this.#options.log?.info(
      { leading },
      leading ? 'engine leader: this node' : 'engine leader: lost',
    );
    this.#onChange(leading);
  }

  async publish(module: string, ids: number[]): Promise<void> {
    const client = this.#client;
    if (!client) return;
    for (let i = 0; i < ids.length; i += IDS_PER_SIGNAL) {
      await client.query('select pg_notify($1, $2)', [
        CHANNEL,
        JSON.stringify({ m: module, ids: ids.slice(i, i + IDS_PER_SIGNAL) }),
      ]);
    }
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    const client = this.#client;
    this.#client = undefined;
    if (this.#leading) this.#setLeading(false);
    if (client) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
    }
  }
}
