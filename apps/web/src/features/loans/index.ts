// The loans feature's surface: the page composes its queries, the live hook and the screens.
export { loanQueries } from './api/loan-queries';
export { useLiveLoans } from './hooks/use-live-loans';
export { BorrowForm } from './components/borrow-form';
export { ClosedLoanCard, LoanCard } from './components/loan-card';
export { useLoanFormat } from './components/loan-format';
export type { LoanEnv } from './model/loan-env';
