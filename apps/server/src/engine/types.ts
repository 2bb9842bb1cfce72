/**
 * The engine's vocabulary (ARCHITECTURE.md "Prices and the engine"). Products (spot, futures,
 * options) are engine modules: they tell the engine what open work they have (price triggers and
 * due times), and execute what a tick crossed or what fell due. The engine never decides an
 * outcome: it only hands each module the feed tick that crossed or ended its work.
 */

/** A feed tick as the engine sees it: the price (decimal string) and its time (ms). */
export interface EngineTick {
  symbol: string;
  price: string;
  time: number;
  /** Traded quantity of the tick, when known (stored with it as evidence). */
  volume?: string;
}

/** `at_or_above`: fires when a tick's price >= the trigger price; `at_or_below`: price <= it. */
export type Fires = 'at_or_above' | 'at_or_below';

/** One price trigger of a module's row, e.g. the take-profit of position 42. */
export interface Trigger {
  /** The module that owns it (`spot`, `lever`, …). */
  module: string;
  /** The row id in the module's table. */
  id: number;
  /** Which trigger of the row: `limit`, `entry`, `tp`, `sl`, `liq`, … (one of each per row). */
  tag: string;
  symbol: string;
  /** Decimal string. */
  price: string;
  fires: Fires;
}

/** Work due at a time, e.g. option 7 expires at `at`. It runs once a tick after `at` is seen. */
export interface Due {
  module: string;
  id: number;
  tag: string;
  symbol: string;
  /** Unix ms. */
  at: number;
}

/** A trigger a tick crossed, with that tick (the execution records it). */
export interface Crossed {
  trigger: Trigger;
  tick: EngineTick;
}

/** The open work of some rows. */
export interface Work {
  triggers: Trigger[];
  dues: Due[];
}

/** Ticks the engine has seen (memory first, then the recorded ticks in the database). */
export interface TickSource {
  /** The newest tick of `symbol`, if any since start. */
  latest(symbol: string): EngineTick | undefined;
  /** The last tick of `symbol` at or before `time` (ms), or null when none is recorded. */
  atOrBefore(symbol: string, time: number): Promise<EngineTick | null>;
}

export interface EngineModule {
  readonly name: string;
  /** All open work of the module: called when this node becomes the engine leader. */
  loadAll(): Promise<Work>;
  /**
   * The open work of these rows now (after the API or an execution changed them). The engine
   * replaces every trigger and due of the requested ids, and of any other id in the answer, with
   * the answer. A module may answer more rows than asked (e.g. all of a user's positions).
   */
  load(ids: number[]): Promise<Work>;
  /**
   * Executes crossed triggers: each in a transaction guarded by a state transition in SQL (so a
   * repeat or a second node does nothing), set-based where many are due together. Rows it could
   * not execute stay open; the engine reloads every id it was given afterwards.
   */
  onCrossed?(crossed: Crossed[], ticks: TickSource): Promise<void>;
  /** Executes due work the same way; `ticks.atOrBefore` gives the tick that decides it. */
  onDue?(due: Due[], ticks: TickSource): Promise<void>;
  /** Every tick (after crossings are taken): for live pushes such as positions' P/L. Must not throw. */
  onTick?(tick: EngineTick): void;
}

/** What services call after their transaction commits: these rows' open work changed. */
export interface EngineSignal {
  changed(module: string, ids: number[]): void;
}
