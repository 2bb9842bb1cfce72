// The market feature's surface for other features: the quotation queries (the offline shell).
export { marketQueries } from './api/market-queries';
