import type { MarketDepthEvent, QuotationView } from '@meridian/contract';

/** A quotation row as GET /currency/quotation_new answers it; override what a test cares about. */
export function quotation(overrides: Partial<QuotationView> = {}): QuotationView {
  const base = overrides.currency_name ?? 'BTC';
  return {
    match_id: 1,
    currency_id: 1,
    legal_id: 3,
    currency_name: base,
    legal_name: 'USDT',
    symbol: `${base}/USDT`,
    category: 'crypto',
    sort: 1,
    now_price: '65000.5',
    change: '1.25',
    high: '66000',
    low: '64000',
    volume: '1234.5',
    open_coin_trade: true,
    open_lever: true,
    open_microtrade: true,
    lot_size: '0.0001',
    leverages: [10],
    fee_rate: '0.001',
    spread: '0.0005',
    price_precision: 2,
    amount_precision: 4,
    lever_min_share: 1,
    lever_max_share: 1000,
    feed: {
      name: 'sim',
      simulated: true,
      stale: false,
      last_tick_at: 1,
      seed_hash: 'a'.repeat(64),
      seed_public: false,
    },
    ...overrides,
  };
}

/** The platform quote pushed when BTC/USDT's feed moves from 65000 to 65100 (spread 0.05 %). */
export const btcQuoteAt65100: MarketDepthEvent = {
  kind: 'platform_quote',
  symbol: 'BTC/USDT',
  feed_price: '65100',
  spread: '0.0005',
  bid: '65067.45',
  ask: '65132.55',
  time: 2,
};

type Listener = (payload: never) => void;

/** A stand-in for lib/socket: records subscriptions and lets a test push server events. */
export function createFakeSocket() {
  const listeners = new Map<string, Set<Listener>>();
  const subscriptions: unknown[] = [];
  return {
    subscriptions,
    subscribeSocket(rooms: unknown, event: string, listener: Listener) {
      subscriptions.push(rooms);
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return () => set.delete(listener);
    },
    emit(event: string, payload: unknown) {
      for (const listener of listeners.get(event) ?? []) listener(payload as never);
    },
  };
}
