import {
  SIDE,
  SPOT_STATUS,
  spotRules,
  type SpotOrderView,
  type SpotStatus,
} from '@meridian/contract';

/** The tabs of the order history, each a `status` of GET /coin/list. */
export const ORDER_TABS = [
  { key: 'open', status: SPOT_STATUS.trading },
  { key: 'filled', status: SPOT_STATUS.done },
  { key: 'cancelled', status: SPOT_STATUS.cancelled },
] as const;
export type OrderTab = (typeof ORDER_TABS)[number]['key'];

/** The tab named in the address (`?tab=filled`), else open orders. */
export function parseOrderTab(value: string | null): OrderTab {
  return ORDER_TABS.find((tab) => tab.key === value)?.key ?? 'open';
}

export function statusOfTab(tab: OrderTab): SpotStatus {
  return ORDER_TABS.find((t) => t.key === tab)?.status ?? SPOT_STATUS.trading;
}

/** A status as a word (translated under `spot.status.*`) and the chip colour it gets. */
export function orderStatus(status: SpotStatus): { key: OrderTab; tone: 'gold' | 'up' | 'flat' } {
  if (status === SPOT_STATUS.done) return { key: 'filled', tone: 'up' };
  if (status === SPOT_STATUS.cancelled) return { key: 'cancelled', tone: 'flat' };
  return { key: 'open', tone: 'gold' };
}

/** 'buy' or 'sell' (translated under `spot.*`, coloured up or down). */
export function sideKey(type: SpotOrderView['type']): 'buy' | 'sell' {
  return type === SIDE.buy ? 'buy' : 'sell';
}

/** Base and quote coin of a symbol: coinsOf('BTC/USDT') → { base: 'BTC', quote: 'USDT' }. */
export function coinsOf(symbol: string): { base: string; quote: string } {
  const [base = symbol, quote = ''] = symbol.split('/');
  return { base, quote };
}

/**
 * What an open order holds frozen, i.e. what a cancel gives back: a limit buy its limit price x
 * amount in the quote coin rounded up to 8 decimals (the contract's `frozenFor`, what the server
 * froze: 0.01 BTC at 60000 holds 600 USDT), a sell its base amount.
 */
export function frozenOf(
  order: Pick<SpotOrderView, 'type' | 'target_price' | 'trade_amount' | 'symbol'>,
): { amount: string; currency: string } {
  const { base, quote } = coinsOf(order.symbol);
  if (order.type === SIDE.sell) return { amount: order.trade_amount, currency: base };
  return {
    amount: spotRules.frozenFor(SIDE.buy, order.trade_amount, order.target_price),
    currency: quote,
  };
}
