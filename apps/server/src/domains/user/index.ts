// The user domain's public surface: accounts by id, mail, mobile or invite code, for auth, KYC
// and the wallet.
export * as users from './user.repository.js';
export { generateInviteCode } from './invite-code.js';
