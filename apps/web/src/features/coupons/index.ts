// Coupons (#20 item 3): what other features and pages use.
export { couponQueries, useClaimCoupon } from './api/coupon-api';
export { FeeWithCoupon } from './components/fee-with-coupon';
