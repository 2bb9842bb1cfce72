import type { LeverPositionView } from '@meridian/contract';

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
