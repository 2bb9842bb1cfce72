import type { LeverAccountView, LeverPositionView } from '@meridian/contract';

import type { FuturesPair } from '../model/pair';

/** An open long of 1 lot of 0.01 BTC at 65032.50, 10x; override what a test cares about. */
export function position(overrides: Partial<LeverPositionView> = {}): LeverPositionView {
  return {
    id: 1,
    type: 1,
    symbol: 'BTC/USDT',
    match_id: 1,
    share: 1,
    lot_size: '0.01',
    multiple: 10,
    entry: 1,
    target_price: null,
    price: '65032.50',
    update_price: '65000',
    target_profit_price: null,
    stop_loss_price: null,
    caution_money: '65.0325',
    trade_fee: '0.650325',
    overnight_money: '0',
    profits: '-0.325',
    liquidation_price: null,
    status: 1,
    close_reason: null,
    close_price: null,
    open_tick: { price: '65000', time: 1_000 },
    close_tick: null,
    created_at: 1_000,
    transaction_time: 1_000,
    closed_at: null,
    ...overrides,
  };
}

/** BTC/USDT as the futures screens get it: 65000, spread 0.05 %, lots of 0.01, fee 0.1 %. */
export const btcPair: FuturesPair = {
  symbol: 'BTC/USDT',
  currency_id: 1,
  legal_id: 3,
  currency_name: 'BTC',
  legal_name: 'USDT',
  now_price: '65000',
  spread: '0.0005',
  price_precision: 2,
  lot_size: '0.01',
  leverages: [5, 10, 20, 50, 100],
  fee_rate: '0.001',
};

/** A lever account with 100 USDT available and nothing open. */
export const leverAccount: LeverAccountView = {
  available: '100',
  total_margin: '0',
  pending_margin: '0',
  total_profits: '0',
  risk_rate: null,
  liquidation_risk_rate: '20',
  overnight_rate: '0.0005',
};

/**
 * What a market long of 1 lot at 10x on btcPair costs from 100 USDT available: bought at the ask
 * 65032.50, notional 650.325, margin a tenth of it, fee 0.1 %, liquidation where the risk rate
 * meets 20 % (order-preview.test.ts works the figures out).
 */
export const marketLongPreview = {
  entryPrice: '65032.50',
  notional: '650.325',
  margin: '65.0325',
  fee: '0.650325',
  cost: '65.682825',
  liquidationPrice: '56398.18',
  riskRateAfter: '152.27',
  enough: true,
};

/** The form POST /lever/submit gets for that market long of 1 lot at 10x on btcPair. */
export const marketLongForm = {
  currency_id: '1',
  legal_id: '3',
  type: '1',
  share: '1',
  multiple: '10',
  status: '1',
};
