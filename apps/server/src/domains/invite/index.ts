/**
 * Invite rebates (issue #20 item 4): the inviter's views and the hourly accrual and payment the
 * leader runs. Everything else in this folder is private to it.
 */
export { inviteRoutes } from './invite.routes.js';
export { runInviteRebates } from './invite.service.js';
