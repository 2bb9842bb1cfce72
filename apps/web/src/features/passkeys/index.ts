// Passkeys' surface for other features and pages (issue #21 item 1): signing in with one, and one
// standing in for the pay password on a withdrawal.
export { PasskeySignIn } from './components/passkey-sign-in';
export { PasskeyConfirm } from './components/passkey-confirm';
