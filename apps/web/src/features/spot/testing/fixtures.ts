import type { SpotPair } from '../model/spot-form';

/** BTC/USDT as the spot ticket gets it: 2 price and 6 amount decimals, fee 0.1 %, spread 0.05 %. */
export const btcSpotPair: SpotPair = {
  symbol: 'BTC/USDT',
  currency_id: 1,
  legal_id: 3,
  currency_name: 'BTC',
  legal_name: 'USDT',
  price_precision: 2,
  amount_precision: 6,
  fee_rate: '0.001',
  spread: '0.0005',
};
