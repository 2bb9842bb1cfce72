import type { GameLeaderView, GameRoundView, GameStateView } from '@meridian/contract';
import { afterEach, describe, expect, it } from 'vitest';

import { failure, ok, succeeded } from '../../testing/money.js';
import { trader, type Trader } from '../../testing/traders.js';
import { closeTradingApps, startTradingApp, type TradingTestApp } from '../../testing/trading.js';

/*
 * The price game (issue #20 item 6) through HTTP and the engine: a round opens at the feed's
 * tick and is decided 60 s later by the recorded tick at or before its close, like an option;
 * points only, never money. Ticks are played at chosen times with the replay feed.
 */
afterEach(closeTradingApps);

const startApp = () => startTradingApp({ 'BTC/USDT': '50000' });

const predict = (t: TradingTestApp, who: Trader, direction: 'up' | 'down') =>
  t.post('/api/game/predict', { direction }, who.token);
const stateOf = async (t: TradingTestApp, who: Trader) =>
  ok<GameStateView>(await t.get('/api/game/state', {}, who.token));

/** Plays the round out: `before` just before its close, then a tick past it that ends it. */
async function playOut(t: TradingTestApp, round: GameRoundView, before: string, after = '1') {
  await t.tick('BTC/USDT', before, round.close_at - 500);
  await t.tick('BTC/USDT', after, round.close_at + 100);
  await t.settle();
}

describe('the price game', () => {
  it('opens a round at the feed price, decides it from the tick before its close, and counts points', async () => {
    const t = await startApp();
    const me = await trader(t);
    const round = ok<GameRoundView>(await predict(t, me, 'up'));
    expect(round).toMatchObject({ direction: 'up', open_price: '50000', outcome: 'pending' });
    expect(round.close_at - round.open_time).toBe(60_000);
    expect(failure(await predict(t, me, 'down')).code).toBe('GAME_ROUND_OPEN');
    const open = await stateOf(t, me);
    expect(open).toMatchObject({ rounds_left_today: 19, points_total: 0, streak: 0 });
    expect(open.open?.id).toBe(round.id);

    // The last tick before the close decides (50010: up wins), not the later one (1).
    await playOut(t, round, '50010');
    const after = await stateOf(t, me);
    expect(after.open).toBeNull();
    expect(after.recent[0]).toMatchObject({
      id: round.id,
      outcome: 'won',
      points: 10,
      close_price: '50010',
      close_time: round.close_at - 500,
    });
    expect(after).toMatchObject({ points_total: 10, points_week: 10, streak: 1 });
    // Both deciding prices are on record.
    const evidence = await t.db
      .selectFrom('market_ticks')
      .select('price')
      .where('symbol', '=', 'BTC/USDT')
      .where('decisive', '=', true)
      .where('time', 'in', [round.open_time, round.close_at - 500])
      .execute();
    expect(evidence).toHaveLength(2);

    const board = ok<GameLeaderView[]>(await t.get('/api/game/leaderboard', {}, me.token));
    expect(board).toEqual([expect.objectContaining({ rank: 1, points: 10, me: true })]);
  });

  it('earns nothing for a wrong call, a draw, or a close with no recent price (void)', async () => {
    const t = await startApp();
    const me = await trader(t);
    const wrong = ok<GameRoundView>(await predict(t, me, 'down'));
    await playOut(t, wrong, '50001');
    const draw = ok<GameRoundView>(await predict(t, me, 'up'));
    await playOut(t, draw, draw.open_price);
    const quiet = ok<GameRoundView>(await predict(t, me, 'up'));
    // The last tick before the close is 10 s old: nothing decides it.
    await t.tick('BTC/USDT', '60000', quiet.close_at - 10_000);
    await t.tick('BTC/USDT', '60000', quiet.close_at + 100);
    await t.settle();
    const state = await stateOf(t, me);
    expect(state.recent.map((r) => [r.outcome, r.points])).toEqual([
      ['void', 0],
      ['draw', 0],
      ['lost', 0],
    ]);
    expect(state.points_total).toBe(0);
  });

  it('opens one round for a double submit, keeps rounds to their owner, and stops at 20 a day', async () => {
    const t = await startApp();
    const me = await trader(t);
    const other = await trader(t);
    const results = await Promise.all([predict(t, me, 'up'), predict(t, me, 'up')]);
    expect(results.filter(succeeded)).toHaveLength(1);
    expect((await stateOf(t, other)).open).toBeNull();

    await t.db
      .insertInto('game_rounds')
      .values(
        Array.from({ length: 19 }, () => ({
          user_id: other.id,
          symbol: 'BTC/USDT',
          direction: 'up' as const,
          open_price: '1',
          open_time: 1,
          close_at: 2,
          outcome: 'lost' as const,
        })),
      )
      .execute();
    ok(await predict(t, other, 'down'));
    await t.db
      .updateTable('game_rounds')
      .set({ outcome: 'void' })
      .where('user_id', '=', other.id)
      .execute();
    expect(failure(await predict(t, other, 'down')).code).toBe('GAME_DAILY_LIMIT');
    expect((await stateOf(t, other)).rounds_left_today).toBe(0);
  });

  it('says what a right call would have paid as a published 60 s option, and its breakeven', async () => {
    const t = await startApp();
    const me = await trader(t);
    // The 60 s duration the options seed publishes: 0.85.
    expect((await stateOf(t, me)).options_example).toEqual({
      stake: '10',
      profit_ratio: '0.85',
      payout_if_won: '18.5',
      breakeven_win_rate: '0.5405',
    });
    await t.db
      .updateTable('option_durations')
      .set({ enabled: false })
      .where('seconds', '=', 60)
      .execute();
    expect((await stateOf(t, me)).options_example).toEqual({
      stake: '10',
      profit_ratio: null,
      payout_if_won: null,
      breakeven_win_rate: null,
    });
  });
});
