/**
 * Crypto loans (issue #19 item 3, wire name `loan`): their routes, their engine module (each
 * open loan's margin-call and liquidation prices) and the hourly interest the leader charges.
 * Everything else in this folder is private to it.
 */
export { createLoansModule } from './loans.engine.js';
export { adminLoanRoutes, loanRoutes } from './loans.routes.js';
export { accrueLoanInterest } from './loans.service.js';
