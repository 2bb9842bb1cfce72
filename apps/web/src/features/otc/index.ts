/**
 * OTC / P2P (issue #19 items 1 and 2): the market's ads, quick buy, orders with escrow and the
 * merchant's side. Pages import from here only.
 */
export { otcQueries, type MarketFilter } from './api/otc-queries';
export { AdList } from './components/ad-list';
export { CoinFiatChips } from './components/coin-fiat-chips';
export { MerchantPanel } from './components/merchant-panel';
export { OrderCard } from './components/order-card';
export { QuickBuy } from './components/quick-buy';
export { useOtcFormat } from './model/otc-format';
