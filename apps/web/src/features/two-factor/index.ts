// Two-factor's surface for other features: the guarded forms' code field and whether it is on.
export { useSecondFactor, type SecondFactor } from './components/second-factor-field';
export { useTwoFactorOn } from './api/two-factor-api';
