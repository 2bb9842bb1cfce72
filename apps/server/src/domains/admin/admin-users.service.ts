import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { pageView, type PageRequest } from '../../lib/pagination.js';
import { listLiveSessions, pageLogins } from '../auth/index.js';
import { signUploadUrl } from '../upload/index.js';
import { walletRules as rules } from '../wallet/index.js';
import * as repo from './admin-users.repository.js';

/*
 * The operator's read-only view of one user (issue #15 item 3): profile and identity records,
 * trading, live sessions and sign-ins. Every route here is `read` (any operator role).
 */

const ms = (at: Date | null) => at?.getTime() ?? null;
const plainOrNull = (value: string | null) => (value === null ? null : rules.plain(value));

async function assertUser(deps: AppDeps, userId: number) {
  const profile = await repo.findProfile(deps.db, userId);
  if (!profile) throw new AppError('ACCOUNT_NOT_FOUND');
  return profile;
}

/** GET /admin/users/profile: contact, invite code, identity level, and every identity record. */
export async function userProfile(deps: AppDeps, userId: number) {
  const profile = await assertUser(deps, userId);
  const records = await repo.listKycRecords(deps.db, userId);
  return {
    ...profile,
    locked_until: ms(profile.locked_until),
    created_at: profile.created_at.getTime(),
    kyc: records.map((r) => ({
      ...r,
      // Identity photos are private: operators get short-lived signed links.
      front_pic: signUploadUrl(r.front_pic),
      reverse_pic: signUploadUrl(r.reverse_pic),
      created_at: r.created_at.getTime(),
      handled_at: ms(r.handled_at),
    })),
  };
}

/** GET /admin/users/sessions: the user's live sessions, newest first. */
export async function userSessions(deps: AppDeps, userId: number) {
  await assertUser(deps, userId);
  const rows = await listLiveSessions(deps.db, userId);
  return rows.map((r) => ({
    id: r.id,
    created_at: r.created_at.getTime(),
    expires_at: r.expires_at.getTime(),
  }));
}

type UserPage = PageRequest & { user_id: number };

/** GET /admin/users/logins: every sign-in attempt on the account, newest first. */
export async function userLogins(deps: AppDeps, input: UserPage) {
  await assertUser(deps, input.user_id);
  const found = await pageLogins(deps.db, input.user_id, input);
  return pageView(found, (r) => ({ ...r, at: r.at.getTime() }), input);
}

/** GET /admin/users/spot-orders. */
export async function userSpotOrders(deps: AppDeps, input: UserPage) {
  await assertUser(deps, input.user_id);
  const found = await repo.pageSpotOrders(deps.db, input.user_id, input);
  return pageView(
    found,
    (r) => ({
      ...r,
      target_price: rules.plain(r.target_price),
      amount: rules.plain(r.amount),
      fill_price: plainOrNull(r.fill_price),
      total: plainOrNull(r.total),
      fee: plainOrNull(r.fee),
      created_at: r.created_at.getTime(),
      filled_at: ms(r.filled_at),
      cancelled_at: ms(r.cancelled_at),
    }),
    input,
  );
}

/** GET /admin/users/futures-positions: limit orders waiting, open and closed positions. */
export async function userFuturesPositions(deps: AppDeps, input: UserPage) {
  await assertUser(deps, input.user_id);
  const found = await repo.pageFuturesPositions(deps.db, input.user_id, input);
  return pageView(
    found,
    (r) => ({
      ...r,
      target_price: plainOrNull(r.target_price),
      price: plainOrNull(r.price),
      caution_money: rules.plain(r.caution_money),
      trade_fee: rules.plain(r.trade_fee),
      close_price: plainOrNull(r.close_price),
      profits: plainOrNull(r.profits),
      created_at: r.created_at.getTime(),
      opened_at: ms(r.opened_at),
      closed_at: ms(r.closed_at),
    }),
    input,
  );
}

/** GET /admin/users/option-orders. */
export async function userOptionOrders(deps: AppDeps, input: UserPage) {
  await assertUser(deps, input.user_id);
  const found = await repo.pageOptionOrders(deps.db, input.user_id, input);
  return pageView(
    found,
    (r) => ({
      ...r,
      number: rules.plain(r.number),
      fee: rules.plain(r.fee),
      profit_ratio: rules.plain(r.profit_ratio),
      open_price: rules.plain(r.open_price),
      end_price: plainOrNull(r.end_price),
      fact_profits: plainOrNull(r.fact_profits),
      created_at: r.created_at.getTime(),
      settled_at: ms(r.settled_at),
    }),
    input,
  );
}
