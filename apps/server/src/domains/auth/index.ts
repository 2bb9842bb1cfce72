// The auth domain's public surface: verification codes for other domains' confirmations, and
// the login checks the operator login shares.
export { checkCode, consumeCheckedCode, smsTarget } from './verification-code.service.js';
export { checkPasswordOfNobody, endAllSessions } from './auth.service.js';
export { loginLocked } from './login-lock.js';
// The operator's read-only view of a user's sign-ins and live sessions.
export { listLiveSessions, pageLogins } from './login-history.repository.js';
// User two-factor (issue #21 item 2): the one call a guarded write makes (wallet, user, auth).
export { requireUserSecondFactor, userTotpEnabled } from './user-totp.service.js';
// Every mail to a user goes through this (their anti-phishing code at the top, issue #21 item 5).
export { sendUserMail } from './user-mail.js';
// The pay password check (wallet's withdrawals and whitelist), and a passkey standing in for it.
export { checkPayPassword } from './pay-password.js';
export { confirmWithPasskey } from './passkeys.service.js';
