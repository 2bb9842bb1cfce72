import type { MarketCategory } from '@meridian/contract';

/**
 * The listed instruments: the base currency (stable id after BTC 1, ETH 2, USDT 3), its USDT pair
 * and the simulated market's parameters. Stocks trade as `/USDT` pairs, around the clock in the
 * simulation.
 */
export interface Instrument {
  /** Base currency id; the pair's match id is its position in this list (1-based). */
  currencyId: number;
  name: string;
  fullName: string;
  category: MarketCategory;
  color: string;
  /** The simulation's centre price (USDT); the walk wanders around it. */
  startPrice: number;
  /** Standard deviation of the daily log return in the simulation, e.g. 0.03 = 3 %. */
  dailyVolatility: number;
  /** Price step; every simulated price is a multiple of it, e.g. "0.01". */
  tickSize: string;
  amountDecimals: number;
  /** Mean simulated traded quantity per second, in base units. */
  volumePerSecond: number;
  leverages: number[];
  lotSize: string;
  feeRate: string;
  spread: string;
}

const CRYPTO_LEVERAGES = [5, 10, 20, 50, 100];
const STOCK_LEVERAGES = [2, 5, 10, 20];

const crypto = (
  currencyId: number,
  name: string,
  fullName: string,
  color: string,
  startPrice: number,
  dailyVolatility: number,
  tickSize: string,
  amountDecimals: number,
  volumePerSecond: number,
  lotSize: string,
): Instrument => ({
  currencyId,
  name,
  fullName,
  category: 'crypto',
  color,
  startPrice,
  dailyVolatility,
  tickSize,
  amountDecimals,
  volumePerSecond,
  leverages: CRYPTO_LEVERAGES,
  lotSize,
  feeRate: '0.001',
  spread: '0.0005',
});

const stock = (
  currencyId: number,
  name: string,
  fullName: string,
  color: string,
  startPrice: number,
  dailyVolatility: number,
  volumePerSecond: number,
): Instrument => ({
  currencyId,
  name,
  fullName,
  category: 'stock',
  color,
  startPrice,
  dailyVolatility,
  tickSize: '0.01',
  amountDecimals: 2,
  volumePerSecond,
  leverages: STOCK_LEVERAGES,
  lotSize: '1',
  feeRate: '0.001',
  spread: '0.0005',
});

export const INSTRUMENTS: readonly Instrument[] = [
  crypto(1, 'BTC', 'Bitcoin', '#F7931A', 65000, 0.03, '0.01', 6, 0.35, '0.01'),
  crypto(2, 'ETH', 'Ethereum', '#627EEA', 3200, 0.04, '0.01', 5, 4, '0.1'),
  crypto(4, 'LTC', 'Litecoin', '#345D9D', 85, 0.045, '0.01', 4, 30, '1'),
  crypto(5, 'XRP', 'XRP', '#23292F', 0.52, 0.05, '0.0001', 1, 9000, '100'),
  crypto(6, 'SOL', 'Solana', '#9945FF', 150, 0.055, '0.01', 3, 60, '1'),
  crypto(7, 'DOGE', 'Dogecoin', '#C2A633', 0.15, 0.06, '0.00001', 0, 40000, '1000'),
  crypto(8, 'ADA', 'Cardano', '#0033AD', 0.45, 0.05, '0.0001', 1, 9000, '100'),
  crypto(9, 'TRX', 'TRON', '#FF060A', 0.12, 0.035, '0.00001', 0, 30000, '1000'),
  crypto(10, 'BNB', 'BNB', '#F3BA2F', 580, 0.035, '0.01', 3, 8, '0.1'),
  crypto(11, 'DOT', 'Polkadot', '#E6007A', 6.5, 0.05, '0.001', 2, 900, '10'),
  crypto(12, 'LINK', 'Chainlink', '#2A5ADA', 14, 0.05, '0.001', 2, 400, '10'),
  stock(13, 'AAPL', 'Apple Inc.', '#A2AAAD', 190, 0.015, 600),
  stock(14, 'TSLA', 'Tesla, Inc.', '#CC0000', 180, 0.035, 1100),
  stock(15, 'NVDA', 'NVIDIA Corporation', '#76B900', 120, 0.03, 3000),
  stock(16, 'MSFT', 'Microsoft Corporation', '#00A4EF', 420, 0.014, 250),
  stock(17, 'AMZN', 'Amazon.com, Inc.', '#FF9900', 185, 0.018, 450),
  stock(18, 'GOOGL', 'Alphabet Inc.', '#4285F4', 170, 0.017, 350),
  stock(19, 'META', 'Meta Platforms, Inc.', '#0866FF', 500, 0.022, 160),
];

export const pairSymbol = (instrument: Instrument) => `${instrument.name}/USDT`;

const BY_SYMBOL = new Map(INSTRUMENTS.map((i) => [pairSymbol(i), i]));

export function findInstrument(symbol: string): Instrument | undefined {
  return BY_SYMBOL.get(symbol);
}

/** Decimal places of a step such as "0.001" (3). */
export function decimalsOf(step: string): number {
  return step.split('.')[1]?.length ?? 0;
}
