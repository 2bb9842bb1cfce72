// The KYC domain's public surface: the operator's review (approve, reject, the record pages).
export { approve, reject } from './kyc.service.js';
export { pageRecords } from './kyc.repository.js';
