// The NFT market feature's surface: its reads and calls, the work grid, states and provenance.
export { nftQueries, useCollect } from './api/nft-queries';
export { AuctionPanel } from './components/auction-panel';
export { BuyButton } from './components/buy-button';
export { DueOrders } from './components/due-orders';
export { NftPrice } from './components/nft-price';
export { ProvenanceList } from './components/provenance-list';
export { WorkCard, WorkGrid, WorkState } from './components/work-card';
export { availabilityNow, stateKey } from './model/availability';
