import { describe, expect, it } from 'vitest';
import type { LeverAccountView, LeverTradeEvent } from '@meridian/contract';

import {
  applyLeverTrade,
  closeReasonKey,
  openPositions,
  pendingPositions,
  positionsForBatch,
} from './positions';
import { position } from '../testing/fixtures';

const account: LeverAccountView = {
  available: '934.317175',
  total_margin: '65.0325',
  pending_margin: '0',
  total_profits: '-0.325',
  risk_rate: '1536.17',
  liquidation_risk_rate: '20',
  overnight_rate: '0.0005',
};

describe('positions', () => {
  const list = [
    position({ id: 1, created_at: 1 }),
    position({ id: 2, type: 2, created_at: 3 }),
    position({ id: 3, status: 0, price: null, created_at: 2 }),
    position({ id: 4, status: 2, created_at: 4 }),
  ];

  it('splits open (with closing) and pending entries, newest first', () => {
    expect(openPositions(list).map((p) => p.id)).toEqual([4, 2, 1]);
    expect(pendingPositions(list).map((p) => p.id)).toEqual([3]);
  });

  it('picks what close all, close longs and close shorts would close', () => {
    expect(positionsForBatch(list, 0).map((p) => p.id)).toEqual([4, 2, 1]);
    expect(positionsForBatch(list, 1).map((p) => p.id)).toEqual([4, 1]);
    expect(positionsForBatch(list, 2).map((p) => p.id)).toEqual([2]);
  });

  it('names the close reason, or cancelled for an entry that never opened', () => {
    expect(closeReasonKey('liquidation')).toBe('liquidation');
    expect(closeReasonKey(null)).toBe('cancelled');
  });
});

describe('live updates', () => {
  const cached: LeverTradeEvent = {
    account,
    positions: [position({ id: 1 }), position({ id: 3, status: 0, price: null })],
  };

  it('takes the account and the positions of a lever_trade event', () => {
    const event: LeverTradeEvent = {
      account: { ...account, total_profits: '1.2' },
      positions: [position({ id: 1, profits: '1.2', update_price: '65152.50' })],
    };
    const next = applyLeverTrade(cached, event);
    expect(next.account.total_profits).toBe('1.2');
    expect(next.positions.find((p) => p.id === 1)?.profits).toBe('1.2');
    // The pending entry the price event did not mention stays.
    expect(next.positions.map((p) => p.id)).toEqual([1, 3]);
  });

  it('replaces the list when the event carries the pending entries too', () => {
    const event: LeverTradeEvent = {
      account,
      positions: [position({ id: 1 }), position({ id: 5, status: 0, price: null })],
    };
    expect(applyLeverTrade(cached, event).positions.map((p) => p.id)).toEqual([1, 5]);
  });

  it('drops a pending entry the event shows as opened', () => {
    const event: LeverTradeEvent = { account, positions: [position({ id: 3, status: 1 })] };
    expect(applyLeverTrade(cached, event).positions).toEqual([position({ id: 3, status: 1 })]);
  });

  it('starts from the event when nothing is cached', () => {
    const event: LeverTradeEvent = { account, positions: [] };
    expect(applyLeverTrade(undefined, event)).toBe(event);
  });
});
