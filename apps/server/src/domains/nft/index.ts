/**
 * The NFT marketplace (issue #18, wire prefix `/bind_box/`): its routes and its operators'
 * routes. Everything else in this folder is private to it.
 */
export { adminNftRoutes, nftRoutes } from './nft.routes.js';
export { runDueAuctions } from './nft.auction.js';
