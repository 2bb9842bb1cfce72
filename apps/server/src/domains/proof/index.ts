/**
 * Proof of liabilities (#21 item 7): the daily Merkle sum tree snapshot, its public roots and
 * each user's leaf. What app.ts composes; everything else in this folder is private to it.
 */
export { adminProofRoutes, proofRoutes } from './proof.routes.js';
export { takeSnapshot } from './proof.service.js';
