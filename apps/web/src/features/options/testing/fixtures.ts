import type { OptionOrderView } from '@meridian/contract';

/** An up order on BTC/USDT of 10 USDT for 5 s at 80 %, opened at 65000 just now; override the rest. */
export function optionOrder(overrides: Partial<OptionOrderView> = {}): OptionOrderView {
  const now = Date.now();
  return {
    id: 41,
    type: 1,
    symbol: 'BTC/USDT',
    match_id: 1,
    currency_id: 3,
    currency_name: 'USDT',
    seconds: 5,
    number: '10',
    fee: '0',
    profit_ratio: '0.8',
    open_price: '65000',
    open_time: now,
    end_price: null,
    end_time: null,
    fact_profits: null,
    status: 1,
    profit_result: null,
    void_reason: null,
    created_at: now,
    handled_at: now + 5_000,
    ...overrides,
  };
}
