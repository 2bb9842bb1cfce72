// The coupons domain's public surface: its routes and the leader's discount sweep.
export { adminCouponRoutes, couponRoutes } from './coupons.routes.js';
export { applyDiscounts as applyCouponDiscounts } from './coupons.service.js';
