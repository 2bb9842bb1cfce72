import { describe, expect, it } from 'vitest';

import type { MarketRuntime } from '../market-data/market-runtime.js';
import { DueSchedule } from './due-schedule.js';
import { Engine } from './engine.js';
import { SoloLeadership } from './leadership.js';
import { TickHistory } from './tick-history.js';
import { TriggerIndex } from './trigger-index.js';
import type { Crossed, Due, EngineModule, EngineTick, Trigger, Work } from './types.js';

type EngineLog = ConstructorParameters<typeof Engine>[0]['log'];
const quiet = { error: () => undefined, info: () => undefined, warn: () => undefined } as never;

const trigger = (
  id: number,
  price: string,
  fires: Trigger['fires'],
  tag = 't',
  symbol = 'BTC/USDT',
): Trigger => ({
  module: 'm',
  id,
  tag,
  symbol,
  price,
  fires,
});

describe('TriggerIndex', () => {
  it('pops exactly what a tick crosses, on both sides, including equal prices', () => {
    const index = new TriggerIndex();
    index.add(trigger(1, '100', 'at_or_above'));
    index.add(trigger(2, '105', 'at_or_above'));
    index.add(trigger(3, '95', 'at_or_below'));
    index.add(trigger(4, '90', 'at_or_below'));
    index.add(trigger(5, '100', 'at_or_above', 't', 'ETH/USDT'));
    expect(index.pop('BTC/USDT', '99.99').map((t) => t.id)).toEqual([]);
    expect(index.pop('BTC/USDT', '100').map((t) => t.id)).toEqual([1]);
    expect(index.pop('BTC/USDT', '95').map((t) => t.id)).toEqual([3]);
    expect(index.pop('BTC/USDT', '200').map((t) => t.id)).toEqual([2]);
    expect(index.size).toBe(2);
    expect(index.pop('BTC/USDT', '1').map((t) => t.id)).toEqual([4]);
    expect(index.pop('ETH/USDT', '100').map((t) => t.id)).toEqual([5]);
    expect(index.size).toBe(0);
  });

  it('replaces a row: removing it drops all of its triggers and leaves the rest', () => {
    const index = new TriggerIndex();
    index.add(trigger(1, '110', 'at_or_above', 'tp'));
    index.add(trigger(1, '90', 'at_or_below', 'sl'));
    index.add(trigger(2, '110', 'at_or_above', 'tp'));
    index.removeRow('m', 1);
    expect(index.size).toBe(1);
    expect(index.pop('BTC/USDT', '120').map((t) => t.id)).toEqual([2]);
    expect(index.pop('BTC/USDT', '80')).toEqual([]);
  });

  it('audit 6: crosses prices exactly, where floats would round them equal', () => {
    const index = new TriggerIndex();
    // As floats 0.1000000000000000001 and 0.1 are the same number.
    index.add(trigger(1, '0.1000000000000000001', 'at_or_above'));
    index.add(trigger(2, '65000.00000000000000001', 'at_or_below', 't', 'ETH/USDT'));
    expect(index.pop('BTC/USDT', '0.1')).toEqual([]);
    expect(index.pop('ETH/USDT', '65000.0000000000000001')).toEqual([]);
    expect(index.pop('BTC/USDT', '0.1000000000000000001').map((t) => t.id)).toEqual([1]);
    expect(index.pop('ETH/USDT', '65000.00000000000000001').map((t) => t.id)).toEqual([2]);
  });

  it('pops 10,000 of 100,000 triggers of one symbol in order', () => {
    const index = new TriggerIndex();
    for (let i = 0; i < 100_000; i++) index.add(trigger(i, String(1000 + i), 'at_or_below'));
    const crossed = index.pop('BTC/USDT', String(1000 + 90_000));
    expect(crossed).toHaveLength(10_000);
    expect(index.size).toBe(90_000);
  });
});

describe('DueSchedule', () => {
  it('pops work due strictly before a tick time, per symbol', () => {
    const schedule = new DueSchedule();
    const due = (id: number, at: number, symbol = 'BTC/USDT'): Due => ({
      module: 'm',
      id,
      tag: 'e',
      symbol,
      at,
    });
    schedule.add(due(1, 2000));
    schedule.add(due(2, 1000));
    schedule.add(due(3, 1000, 'ETH/USDT'));
    expect(schedule.popBefore('BTC/USDT', 1000)).toEqual([]);
    expect(schedule.popBefore('BTC/USDT', 1001).map((d) => d.id)).toEqual([2]);
    schedule.removeRow('m', 1);
    expect(schedule.popAllBefore(10_000).map((d) => d.id)).toEqual([3]);
    expect(schedule.size).toBe(0);
  });
});

/** A market that only delivers the ticks a test plays; `writes` says whether ticks get written. */
function fakeMarket() {
  const listeners = new Set<(t: EngineTick) => void>();
  const state = { writes: true };
  const market = {
    onTick(listener: (t: EngineTick) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    pairs: () => [{ symbol: 'BTC/USDT' }],
    flush: async () => state.writes,
  };
  return {
    market: market as unknown as MarketRuntime,
    state,
    play: (t: EngineTick) => listeners.forEach((l) => l(t)),
  };
}

/** A module whose rows live in a Map: open rows have one trigger and one due each. */
function fakeModule(rows: Map<number, { price: string; at: number; open: boolean }>) {
  const executed: number[] = [];
  const expired: number[] = [];
  const work = (ids: number[]): Work => ({
    triggers: ids
      .filter((id) => rows.get(id)?.open)
      .map((id) => trigger(id, rows.get(id)!.price, 'at_or_below')),
    dues: ids
      .filter((id) => rows.get(id)?.open)
      .map((id) => ({ module: 'm', id, tag: 'e', symbol: 'BTC/USDT', at: rows.get(id)!.at })),
  });
  const module: EngineModule = {
    name: 'm',
    loadAll: async () => work([...rows.keys()]),
    load: async (ids) => work(ids),
    async onCrossed(crossed: Crossed[]) {
      for (const c of crossed) {
        const row = rows.get(c.trigger.id)!;
        if (!row.open) continue; // the state guard
        row.open = false;
        executed.push(c.trigger.id);
      }
    },
    async onDue(due: Due[]) {
      for (const d of due) {
        const row = rows.get(d.id)!;
        if (!row.open) continue;
        row.open = false;
        expired.push(d.id);
      }
    },
  };
  return { module, executed, expired };
}

/** An engine that leads alone on `market`, keeping 3 s of ticks. */
const soloEngine = (market: MarketRuntime, log: EngineLog = quiet) =>
  new Engine({
    market,
    log,
    leadership: new SoloLeadership(),
    ticks: new TickHistory(undefined as never, 3000),
  });

describe('Engine', () => {
  it('executes what a tick crosses once, reloads changed rows, and runs due work after its time', async () => {
    const rows = new Map([
      [1, { price: '100', at: 10_000, open: true }],
      [2, { price: '90', at: 10_000, open: true }],
      [3, { price: '50', at: 5_000, open: true }],
    ]);
    const { market, play } = fakeMarket();
    const engine = soloEngine(market, console as never);
    const { module, executed, expired } = fakeModule(rows);
    engine.register(module);
    await engine.start();
    await engine.whenLeading();
    expect(engine.stats().triggers).toBe(3);

    play({ symbol: 'BTC/USDT', price: '95', time: 1000 });
    play({ symbol: 'BTC/USDT', price: '94', time: 2000 });
    await engine.idle();
    expect(executed).toEqual([1]);

    // A row the API changed: its new trigger replaces the old one.
    rows.get(2)!.price = '94.5';
    engine.changed('m', [2]);
    await engine.idle();
    play({ symbol: 'BTC/USDT', price: '94.5', time: 3000 });
    await engine.idle();
    expect(executed).toEqual([1, 2]);

    play({ symbol: 'BTC/USDT', price: '60', time: 5000 });
    await engine.idle();
    expect(expired).toEqual([]);
    play({ symbol: 'BTC/USDT', price: '60', time: 5001 });
    await engine.idle();
    expect(expired).toEqual([3]);
    expect(engine.stats()).toMatchObject({ triggers: 0, dues: 0 });
    await engine.stop();
  });

  it('executes at once a row the API changed whose trigger the latest tick already crossed', async () => {
    const rows = new Map([[1, { price: '100', at: 10_000_000, open: true }]]);
    const { market, play } = fakeMarket();
    const engine = soloEngine(market, console as never);
    const { module, executed } = fakeModule(rows);
    engine.register(module);
    await engine.start();
    await engine.whenLeading();
    play({ symbol: 'BTC/USDT', price: '95', time: 1000 });
    await engine.idle();
    expect(executed).toEqual([1]);
    // A new row placed while the price stands at 95, with a trigger at or below 96.
    rows.set(2, { price: '96', at: 10_000_000, open: true });
    engine.changed('m', [2]);
    await engine.idle();
    expect(executed).toEqual([1, 2]);
    await engine.stop();
  });

  it('audit 5: a crossed item whose execution failed runs on the next tick, even after the price turned back, with the tick that crossed it', async () => {
    const rows = new Map([[1, { price: '100', at: 10_000_000, open: true }]]);
    const { market, play } = fakeMarket();
    const engine = soloEngine(market);
    const { module, executed } = fakeModule(rows);
    const seen: EngineTick[] = [];
    let failures = 1;
    const onCrossed = module.onCrossed!.bind(module);
    module.onCrossed = async (crossed, ticks) => {
      seen.push(...crossed.map((c) => c.tick));
      if (failures-- > 0) throw new Error('database went away');
      return onCrossed(crossed, ticks);
    };
    engine.register(module);
    await engine.start();
    await engine.whenLeading();
    play({ symbol: 'BTC/USDT', price: '95', time: 1000 }); // crosses 100 (at or below); the execution fails
    await engine.idle();
    expect(executed).toEqual([]);
    play({ symbol: 'BTC/USDT', price: '105', time: 2000 }); // back above: no crossing, but the retry runs
    await engine.idle();
    expect(executed).toEqual([1]);
    expect(seen.map((t) => t.price)).toEqual(['95', '95']);
    await engine.stop();
  });

  it('audit 5: a crossing while the engine loads its open work is executed at its own tick, though the price has moved on', async () => {
    const rows = new Map([[1, { price: '100', at: 10_000_000, open: true }]]);
    const { market, play } = fakeMarket();
    const engine = soloEngine(market);
    const { module, executed } = fakeModule(rows);
    const seen: EngineTick[] = [];
    let release!: () => void;
    const loading = new Promise<void>((resolve) => (release = resolve));
    const loadAll = module.loadAll.bind(module);
    module.loadAll = async () => {
      await loading;
      return loadAll();
    };
    const onCrossed = module.onCrossed!.bind(module);
    module.onCrossed = async (crossed, ticks) => {
      seen.push(...crossed.map((c) => c.tick));
      return onCrossed(crossed, ticks);
    };
    engine.register(module);
    await engine.start();
    play({ symbol: 'BTC/USDT', price: '101', time: 1000 });
    play({ symbol: 'BTC/USDT', price: '95', time: 2000 }); // crosses, while the work is loading
    play({ symbol: 'BTC/USDT', price: '105', time: 3000 });
    release();
    await engine.whenLeading();
    await engine.idle();
    expect(executed).toEqual([1]);
    expect(seen.map((t) => t.time)).toEqual([2000]);
    await engine.stop();
  });

  it('audit 7: nothing executes on ticks that could not be written; the work runs once they are', async () => {
    const rows = new Map([[1, { price: '100', at: 10_000_000, open: true }]]);
    const { market, state, play } = fakeMarket();
    const engine = soloEngine(market);
    const { module, executed } = fakeModule(rows);
    engine.register(module);
    await engine.start();
    await engine.whenLeading();
    state.writes = false;
    play({ symbol: 'BTC/USDT', price: '95', time: 1000 });
    await engine.idle();
    expect(executed).toEqual([]);
    state.writes = true;
    play({ symbol: 'BTC/USDT', price: '96', time: 2000 });
    await engine.idle();
    expect(executed).toEqual([1]);
    await engine.stop();
  });
});
