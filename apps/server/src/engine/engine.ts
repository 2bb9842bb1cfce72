import type { FastifyBaseLogger } from 'fastify';

import type { Job } from '../jobs/job.js';
import type { Market } from '../market-data/market-runtime.js';
import { DueSchedule } from './due-schedule.js';
import { crosses, exactPrice } from './exact-price.js';
import type { Leadership } from './leadership.js';
import type { TickHistory } from './tick-history.js';
import { TriggerIndex } from './trigger-index.js';
import type { Crossed, Due, EngineModule, EngineSignal, EngineTick, Work } from './types.js';

export interface EngineOptions {
  market: Market;
  log: FastifyBaseLogger;
  leadership: Leadership;
  ticks: TickHistory;
  /** Items handed to a module at once. */
  batchSize?: number;
  /** Due work whose symbol has gone quiet runs this long after its time, with the ticks recorded. */
  dueGraceMs?: number;
  now?: () => number;
}

const MAX_TIMER_MS = 2 ** 31 - 1;
/** Due work of one module handed over at once: this many crossed batches' worth. */
const DUE_BATCHES = 4;
/** A crossed batch that keeps failing is split, and an item alone is retried this many times. */
const MAX_RETRIES = 5;

/** Crossed work whose execution failed: retried on the next tick, whatever its price. */
interface Retry {
  module: string;
  items: Crossed[];
  attempts: number;
}

/**
 * The engine (ARCHITECTURE.md "Prices and the engine"): on the leader node, keeps every
 * module's open work in memory per symbol, hands each module what a tick crossed or what fell
 * due, then reloads those rows so the memory follows the database. Modules execute with
 * state-guarded SQL, so a repeat, a restart or a second node never executes anything twice.
 */
export class Engine implements EngineSignal {
  readonly #options: EngineOptions;
  readonly #modules = new Map<string, EngineModule>();
  readonly #jobs: Job[] = [];
  readonly #triggers = new TriggerIndex();
  readonly #dues = new DueSchedule();
  readonly #ticks: TickHistory;
  readonly #now: () => number;
  #leading = false;
  #loaded = false;
  #generation = 0;
  readonly #crossed = new Map<string, Crossed[]>();
  readonly #due = new Map<string, Due[]>();
  /** Failed crossed batches waiting for the next tick. */
  #failed: Retry[] = [];
  /** Failed batches released by a tick, run before new work. */
  #retries: Retry[] = [];
  /** Rows to reload per module; `true` when a change from outside (the API) asked for it. */
  readonly #reload = new Map<string, Map<number, boolean>>();
  #running: Promise<void> | undefined;
  #dueTimer: NodeJS.Timeout | undefined;
  readonly #jobTimers = new Map<string, NodeJS.Timeout>();
  #unsubscribe: (() => void) | undefined;
  #leadingWaiters: (() => void)[] = [];
  readonly #leadingListeners: ((leading: boolean) => void)[] = [];
  #stopped = false;
  #wasLeading = false;

  constructor(options: EngineOptions) {
    this.#options = options;
    this.#ticks = options.ticks;
    this.#now = options.now ?? Date.now;
  }

  register(module: EngineModule): void {
    this.#modules.set(module.name, module);
  }

  addJob(job: Job): void {
    this.#jobs.push(job);
  }

  get leading(): boolean {
    return this.#leading;
  }

  /** Counts of the open work in memory (for the benchmark and the log). */
  stats() {
    return { triggers: this.#triggers.size, dues: this.#dues.size, leading: this.#leading };
  }

  async start(): Promise<void> {
    this.#unsubscribe = this.#options.market.onTick((tick) => this.#onTick(tick));
    await this.#options.leadership.start(
      (leading) => void this.#setLeading(leading),
      (module, ids) => this.#queueReload(module, ids, true),
    );
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    this.#unsubscribe?.();
    clearInterval(this.#dueTimer);
    for (const timer of this.#jobTimers.values()) clearTimeout(timer);
    await this.#running;
    await this.#options.leadership.stop();
  }

  /** Hears every gain and loss of leadership (the market runs its feed where the engine leads). */
  onLeading(listener: (leading: boolean) => void): void {
    this.#leadingListeners.push(listener);
  }

  /** Resolves once this node leads and has loaded the open work. */
  whenLeading(): Promise<void> {
    if (this.#leading && this.#loaded) return Promise.resolve();
    return new Promise((resolve) => this.#leadingWaiters.push(resolve));
  }

  /** Resolves when nothing is queued or running. */
  async idle(): Promise<void> {
    while (this.#running) await this.#running;
  }

  changed(module: string, ids: number[]): void {
    if (ids.length === 0) return;
    if (this.#leading) this.#queueReload(module, ids, true);
    else
      this.#options.leadership.publish(module, ids).catch((error: unknown) => {
        this.#options.log.error({ err: error, module }, 'engine signal to the leader failed');
      });
  }

  // ---- leadership --------------------------------------------------------------------------------

  async #setLeading(leading: boolean) {
    const generation = ++this.#generation;
    this.#leading = leading;
    this.#loaded = false;
    this.#triggers.clear();
    this.#dues.clear();
    this.#crossed.clear();
    this.#due.clear();
    this.#reload.clear();
    this.#failed = [];
    this.#retries = [];
    clearInterval(this.#dueTimer);
    for (const timer of this.#jobTimers.values()) clearTimeout(timer);
    this.#jobTimers.clear();
    if (leading !== this.#wasLeading) {
      this.#wasLeading = leading;
      for (const listener of this.#leadingListeners) listener(leading);
    }
    if (!leading || this.#stopped) return;
    // Ticks that arrive while loading are replayed in order once the work is in memory.
    const seenBefore = new Map(
      this.#ticks.symbols().map((symbol) => [symbol, this.#ticks.latest(symbol)!.time]),
    );
    try {
      for (const module of this.#modules.values()) {
        const work = await module.loadAll();
        if (generation !== this.#generation) return;
        this.#apply(module.name, [], work);
      }
    } catch (error) {
      this.#options.log.error({ err: error }, 'engine: loading open work failed; retrying');
      setTimeout(() => {
        if (generation === this.#generation) void this.#setLeading(true);
      }, 1000).unref();
      return;
    }
    this.#loaded = true;
    this.#options.log.info(this.stats(), 'engine: open work loaded');
    // What the last tick before loading crossed, then every tick seen while loading, in order:
    // a crossing during the load is executed at its own tick even if the price has turned since.
    for (const symbol of this.#options.market.pairs().map((p) => p.symbol)) {
      const before = seenBefore.get(symbol);
      const last = before === undefined ? undefined : this.#ticks.latest(symbol);
      const replay =
        before === undefined
          ? this.#ticks.after(symbol, -Infinity)
          : this.#ticks.after(symbol, before - 1);
      if (replay.length === 0 && last) this.#take(last);
      for (const tick of replay) this.#take(tick);
    }
    this.#dueTimer = setInterval(() => this.#takeQuietDues(), 250);
    this.#dueTimer.unref();
    for (const job of this.#jobs) this.#runJob(job, generation);
    for (const resolve of this.#leadingWaiters.splice(0)) resolve();
  }

  #runJob(job: Job, generation: number) {
    void job
      .run(this.#now())
      .catch((error: unknown) =>
        this.#options.log.error({ err: error, job: job.name }, 'engine job failed'),
      )
      .finally(() => {
        if (generation !== this.#generation || this.#stopped) return;
        const delay = Math.min(
          MAX_TIMER_MS,
          Math.max(1000, job.nextRun(this.#now()) - this.#now()),
        );
        const timer = setTimeout(() => this.#runJob(job, generation), delay);
        timer.unref();
        this.#jobTimers.set(job.name, timer);
      });
  }

  // ---- ticks -------------------------------------------------------------------------------------

  #onTick(tick: EngineTick) {
    this.#ticks.record(tick);
    if (!this.#leading || !this.#loaded) return;
    if (this.#failed.length > 0) {
      this.#retries.push(...this.#failed.splice(0));
      this.#kick();
    }
    this.#take(tick);
    for (const module of this.#modules.values()) {
      try {
        module.onTick?.(tick);
      } catch (error) {
        this.#options.log.error({ err: error, module: module.name }, 'engine module onTick failed');
      }
    }
  }

  /** Queues what `tick` crossed and the work of its symbol due before it. */
  #take(tick: EngineTick) {
    const crossed = this.#triggers.pop(tick.symbol, tick.price);
    for (const trigger of crossed) push(this.#crossed, trigger.module, { trigger, tick });
    const due = this.#dues.popBefore(tick.symbol, tick.time);
    for (const d of due) push(this.#due, d.module, d);
    if (crossed.length > 0 || due.length > 0) this.#kick();
  }

  /** Due work of symbols whose feed went quiet: decided by the ticks recorded up to its time. */
  #takeQuietDues() {
    const due = this.#dues.popAllBefore(this.#now() - (this.#options.dueGraceMs ?? 2000));
    for (const d of due) push(this.#due, d.module, d);
    if (due.length > 0) this.#kick();
  }

  // ---- work --------------------------------------------------------------------------------------

  #queueReload(module: string, ids: number[], fromOutside: boolean) {
    if (!this.#leading) return;
    let rows = this.#reload.get(module);
    if (!rows) {
      rows = new Map();
      this.#reload.set(module, rows);
    }
    for (const id of ids) rows.set(id, fromOutside || (rows.get(id) ?? false));
    this.#kick();
  }

  #kick() {
    if (this.#running) return;
    this.#running = this.#work().finally(() => {
      this.#running = undefined;
      if (this.#hasWork()) this.#kick();
    });
  }

  #hasWork() {
    return (
      this.#retries.length > 0 ||
      [this.#crossed, this.#due, this.#reload].some((queue) =>
        [...queue.values()].some((q) => (Array.isArray(q) ? q.length : q.size) > 0),
      )
    );
  }

  async #work() {
    const generation = this.#generation;
    const batchSize = this.#options.batchSize ?? 5000;
    while (this.#hasWork() && generation === this.#generation) {
      for (const retry of this.#retries.splice(0)) await this.#executeCrossed(retry);
      for (const [name, queue] of this.#crossed) {
        if (queue.length === 0) continue;
        await this.#executeCrossed({
          module: name,
          items: queue.splice(0, batchSize),
          attempts: 0,
        });
      }
      for (const [name, queue] of this.#due) {
        if (queue.length === 0) continue;
        // What fell due at one moment goes to the module in one call: it splits the work by
        // user itself, so its transactions run side by side without waiting on each other's
        // balance rows (batches cut by order would share users).
        const batch = queue.splice(0, batchSize * DUE_BATCHES);
        await this.#execute(
          name,
          batch.map((d) => d.id),
          (m) => m.onDue?.(batch, this.#ticks),
        );
      }
      for (const [name, rows] of this.#reload) {
        if (rows.size === 0) continue;
        const ids = [...rows.keys()].slice(0, 5000);
        const checkNow = ids.filter((id) => rows.get(id));
        for (const id of ids) rows.delete(id);
        await this.#load(name, ids, new Set(checkNow), generation);
      }
    }
  }

  /**
   * Executes a crossed batch. When it fails, its items wait for the next tick and are retried
   * with the ticks that crossed them, whatever the price does meanwhile (a take-profit is not
   * skipped because the price turned back); a batch that fails again is split in halves, so one
   * bad row cannot hold the others, and a single item is given up after MAX_RETRIES.
   */
  async #executeCrossed(retry: Retry) {
    const { module: name, items } = retry;
    const ok = await this.#execute(
      name,
      items.map((c) => c.trigger.id),
      (m) => m.onCrossed?.(items, this.#ticks),
    );
    if (ok) return;
    const attempts = retry.attempts + 1;
    if (items.length > 1 && attempts > 1) {
      const half = Math.ceil(items.length / 2);
      this.#failed.push(
        { module: name, items: items.slice(0, half), attempts },
        { module: name, items: items.slice(half), attempts },
      );
    } else if (attempts <= MAX_RETRIES) {
      this.#failed.push({ module: name, items, attempts });
    } else {
      this.#options.log.error(
        { module: name, ids: items.map((c) => c.trigger.id) },
        'engine: giving up retrying; the rows wait for the next crossing',
      );
    }
  }

  /** Runs one batch; answers false when it failed (its rows stay open and are reloaded). */
  async #execute(
    name: string,
    ids: number[],
    run: (m: EngineModule) => Promise<void> | undefined,
  ): Promise<boolean> {
    const module = this.#modules.get(name);
    if (!module) return true;
    let ok = true;
    try {
      // Pending ticks are written first; an execution stores the ticks it decides on itself too.
      if (!(await this.#options.market.flush()))
        throw new Error('recorded ticks could not be written');
      await run(module);
    } catch (error) {
      ok = false;
      this.#options.log.error(
        { err: error, module: name, count: ids.length },
        'engine execution failed; the rows stay open',
      );
    }
    this.#queueReload(name, ids, false);
    return ok;
  }

  async #load(name: string, ids: number[], checkNow: Set<number>, generation: number) {
    const module = this.#modules.get(name);
    if (!module) return;
    try {
      const work = await module.load(ids);
      if (generation === this.#generation) this.#apply(name, ids, work, checkNow);
    } catch (error) {
      this.#options.log.error({ err: error, module: name }, 'engine reload failed; retrying');
      setTimeout(() => this.#queueReload(name, ids, checkNow.size > 0), 500).unref();
    }
  }

  /**
   * Replaces the work of `ids` (and of every row in `work`) with `work`. Triggers of rows the API
   * just changed are checked against the latest tick at once (a tick may have crossed them while
   * they were being read); rows reloaded after an execution wait for the next tick, so a row
   * whose execution keeps failing cannot spin.
   */
  #apply(module: string, ids: number[], work: Work, checkNow: ReadonlySet<number> = new Set()) {
    const rows = new Set(ids);
    for (const t of work.triggers) rows.add(t.id);
    for (const d of work.dues) rows.add(d.id);
    for (const id of rows) {
      this.#triggers.removeRow(module, id);
      this.#dues.removeRow(module, id);
    }
    for (const t of work.triggers) this.#triggers.add(t);
    for (const d of work.dues) this.#dues.add(d);
    for (const trigger of work.triggers) {
      if (!checkNow.has(trigger.id)) continue;
      const latest = this.#ticks.latest(trigger.symbol);
      if (!latest) continue;
      const price = exactPrice(latest.price);
      const at = exactPrice(trigger.price);
      if (price === null || at === null || !crosses(trigger.fires, price, at)) continue;
      if (this.#triggers.take(trigger))
        push(this.#crossed, trigger.module, { trigger, tick: latest });
    }
  }
}

function push<T>(queues: Map<string, T[]>, key: string, item: T) {
  const queue = queues.get(key);
  if (queue) queue.push(item);
  else queues.set(key, [item]);
}
