// The market feature's surface for other features: the quotation queries (the offline shell),
// and the live price (the socket's tickers patching them, the flash on a move) for the game.
export { marketQueries } from './api/market-queries';
export { useLiveQuotations } from './hooks/use-live-market';
export { FlashValue } from './components/flash-value';
