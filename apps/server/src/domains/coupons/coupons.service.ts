import {
  type AccountType,
  couponRules,
  textIn,
  type AdminCouponCreateInput,
  type AdminCouponView,
  type CouponClaimInput,
  type CouponKind,
  type CouponMineInput,
  type CouponView,
  type Language,
  type Page,
  type UserCouponView,
} from '@meridian/contract';
import { Decimal } from 'decimal.js';

import type { Trx } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import * as ledger from '../../ledger/ledger.js';
import { moneyTransaction, publishBalanceChanges } from '../../ledger/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../../lib/caller.js';
import { toPage } from '../../lib/pagination.js';
import { assertCanWrite, insertAudit, type AdminCaller } from '../admin/index.js';
import * as repo from './coupons.repository.js';

const DAY_MS = 86_400_000;

/** GET /coupon/centre: the coupons the caller may claim now, and whether they did. */
export async function centre(deps: AppDeps, caller: Caller, lang: Language): Promise<CouponView[]> {
  const rows = await repo.claimableCoupons(
    deps.db,
    caller.user.id,
    caller.user.created_at,
    new Date(),
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    name: textIn(row.name, lang),
    discount_rate: couponRules.discountOf(1, row.discount_rate),
    uses: row.uses,
    valid_days: row.valid_days,
    claim_until: row.claim_until.getTime(),
    remaining: row.quantity === null ? null : row.quantity - row.claimed,
    claimed: row.is_claimed,
  }));
}

/**
 * POST /coupon/claim: one claim per user, counted under the coupon's row lock so a limited
 * coupon is never claimed past its quantity. The claim discounts fees booked after it, for
 * `valid_days`.
 */
export async function claim(
  deps: AppDeps,
  caller: Caller,
  lang: Language,
  input: CouponClaimInput,
) {
  const userId = caller.user.id;
  const claimId = await deps.db.transaction().execute(async (trx) => {
    const now = new Date();
    const coupon = await repo.lockCoupon(trx, input.id);
    if (!coupon || coupon.revoked_at !== null || !(await mayClaim(trx, coupon, caller, now)))
      throw new AppError('COUPON_NOT_FOUND');
    if (coupon.claim_until <= now) throw new AppError('COUPON_CLAIM_CLOSED');
    if (coupon.quantity !== null && coupon.claimed >= coupon.quantity)
      throw new AppError('COUPON_SOLD_OUT');
    const id = await repo.insertClaim(trx, {
      coupon_id: coupon.id,
      user_id: userId,
      kind: coupon.kind,
      discount_rate: coupon.discount_rate,
      uses_left: coupon.uses,
      after_entry_id: await repo.lastEntryId(trx),
      claimed_at: now,
      expires_at: new Date(now.getTime() + coupon.valid_days * DAY_MS),
    });
    if (id === undefined) throw new AppError('COUPON_ALREADY_CLAIMED');
    await repo.countClaimed(trx, coupon.id);
    return id;
  });
  const [row] = await repo
    .pageClaims(deps.db, userId, 'usable', new Date(), 100, 0)
    .then(([rows]) => rows.filter((r) => r.id === claimId));
  return (await claimViews(deps, [row!], lang, new Date()))[0]!;
}

async function mayClaim(
  trx: Trx,
  coupon: NonNullable<Awaited<ReturnType<typeof repo.lockCoupon>>>,
  caller: Caller,
  now: Date,
): Promise<boolean> {
  if (coupon.audience === 'all') return true;
  if (coupon.audience === 'new') {
    const { created_at } = await trx
      .selectFrom('users')
      .select('created_at')
      .where('id', '=', caller.user.id)
      .executeTakeFirstOrThrow();
    return created_at.getTime() + (coupon.new_user_days ?? 0) * DAY_MS > now.getTime();
  }
  return (await repo.isListed(trx, coupon.id, caller.user.id)) !== undefined;
}

type ClaimRow = Awaited<ReturnType<typeof repo.pageClaims>>[0][number];

async function claimViews(
  deps: AppDeps,
  rows: ClaimRow[],
  lang: Language,
  now: Date,
): Promise<UserCouponView[]> {
  const saved = await repo.savedBy(
    deps.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    coupon_id: row.coupon_id,
    kind: row.kind,
    name: textIn(row.name, lang),
    discount_rate: couponRules.discountOf(1, row.discount_rate),
    uses: row.uses,
    uses_left: row.uses_left,
    claimed_at: row.claimed_at.getTime(),
    expires_at: row.expires_at.getTime(),
    status: row.uses_left === 0 ? 'used' : row.expires_at <= now ? 'expired' : 'usable',
    saved: saved
      .filter((s) => s.user_coupon_id === row.id)
      .map((s) => ({
        currency_id: s.currency_id,
        currency: s.currency,
        amount: new Decimal(s.amount).toFixed(),
      })),
  }));
}

/** GET /coupon/mine: the caller's claims in one status, newest first. */
export async function mine(
  deps: AppDeps,
  caller: Caller,
  lang: Language,
  input: CouponMineInput,
): Promise<Page<UserCouponView>> {
  const now = new Date();
  const offset = (input.page - 1) * input.limit;
  const [rows, count] = await repo.pageClaims(
    deps.db,
    caller.user.id,
    input.status,
    now,
    input.limit,
    offset,
  );
  return toPage(await claimViews(deps, rows, lang, now), Number(count.n), input.page, input.limit);
}

/** GET /coupon/next: the claim the caller's next fee of `kind` uses, or null. */
export async function next(
  deps: AppDeps,
  caller: Caller,
  lang: Language,
  kind: CouponKind,
): Promise<UserCouponView | null> {
  const now = new Date();
  const row = await repo.nextClaim(deps.db, caller.user.id, kind, now);
  return row ? (await claimViews(deps, [row], lang, now))[0]! : null;
}

// ---- applying discounts ---------------------------------------------------------------------------

/**
 * The sweep (every few seconds on the leader): for each user with a usable claim and a fee not
 * discounted yet, gives back each fee's discount in a posting from the fee income, one use per
 * fee posting, using the claim that ends first. Answers the discounts given. Run twice, it gives
 * nothing twice: a discount's row is keyed by the fee posting and its posting by a reference.
 */
export async function applyDiscounts(deps: AppDeps, now: number): Promise<number> {
  const at = new Date(now);
  const found = await repo.usersWithFees(deps.db, at);
  let given = 0;
  let failed = false;
  for (const { user_id, kind } of found) {
    try {
      given += await moneyTransaction(
        deps.db,
        (trx) => discountUserFees(trx, user_id, kind, at),
        publishBalanceChanges(deps.events),
      );
    } catch (error) {
      failed = true;
      deps.log.error({ err: error, userId: user_id }, 'coupon discount failed');
    }
  }
  // Cursors move only when every user found was served, so no fee is passed over.
  if (!failed && found.length < 500) await repo.advanceCursors(deps.db, at);
  return given;
}

async function discountUserFees(trx: Trx, userId: number, kind: CouponKind, now: Date) {
  const claims = await repo.lockUsableClaims(trx, userId, kind, now);
  if (claims.length === 0) return 0;
  const from = claims.reduce(
    (min, c) => (BigInt(c.after_entry_id) < min ? BigInt(c.after_entry_id) : min),
    BigInt(claims[0]!.after_entry_id),
  );
  const usesLeft = claims.reduce((sum, c) => sum + c.uses_left, 0);
  const fees = await repo.undiscountedFees(trx, userId, kind, from.toString(), usesLeft);
  let given = 0;
  for (const fee of fees) {
    const claim = claims.find(
      (c) =>
        c.uses_left > 0 &&
        BigInt(fee.entry_id) > BigInt(c.after_entry_id) &&
        fee.created_at >= c.claimed_at &&
        fee.created_at < c.expires_at,
    );
    if (!claim) continue;
    const discount = couponRules.discountOf(fee.fee, claim.discount_rate);
    if (new Decimal(discount).lte(0)) continue;
    const posting = await ledger.post(trx, {
      reason: 'coupon_discount',
      reference: `coupon:${fee.fee_posting_id}:${fee.currency_id}`,
      userId,
      legs: [
        {
          holder: { house: 'fees' },
          currencyId: fee.currency_id,
          available: new Decimal(discount).neg(),
        },
        {
          holder: { userId, accountType: fee.account_type as AccountType },
          currencyId: fee.currency_id,
          available: discount,
        },
      ],
    });
    if (posting.duplicate) continue;
    await repo.recordDiscount(trx, {
      fee_posting_id: fee.fee_posting_id,
      currency_id: fee.currency_id,
      user_coupon_id: claim.id,
      user_id: userId,
      fee: fee.fee,
      discount,
      posting_id: posting.postingId,
    });
    claim.uses_left -= 1;
    given += 1;
  }
  return given;
}

// ---- operators ------------------------------------------------------------------------------------

/** POST /admin/coupons/create (write access; audited). Terms are fixed once issued. */
export async function createCoupon(
  deps: AppDeps,
  admin: AdminCaller,
  input: AdminCouponCreateInput,
): Promise<AdminCouponView> {
  assertCanWrite(admin);
  if (input.claim_until <= Date.now())
    throw new AppError('PARAMETER_ERROR', { field: 'claim_until' });
  return deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('coupons')
      .values({
        name: JSON.stringify(input.name),
        kind: input.kind,
        discount_rate: input.discount_rate,
        uses: input.uses,
        valid_days: input.valid_days,
        claim_until: new Date(input.claim_until),
        audience: input.audience,
        new_user_days: input.audience === 'new' ? (input.new_user_days ?? 30) : null,
        quantity: input.quantity ?? null,
        created_by: admin.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (input.audience === 'list') {
      const ids = [...new Set(input.user_ids ?? [])];
      const known = await trx.selectFrom('users').select('id').where('id', 'in', ids).execute();
      if (known.length !== ids.length) throw new AppError('PARAMETER_ERROR', { field: 'user_ids' });
      await trx
        .insertInto('coupon_users')
        .values(ids.map((user_id) => ({ coupon_id: row.id, user_id })))
        .execute();
    }
    const after = (await listForOperator(trx, row.id))[0]!;
    await insertAudit(trx, {
      admin_id: admin.id,
      action: 'coupon.create',
      entity: 'coupon',
      entity_id: String(row.id),
      detail: { before: null, after },
    });
    return after;
  });
}

/** POST /admin/coupons/revoke (write access; audited): no more claims; claims made stay usable. */
export async function revokeCoupon(
  deps: AppDeps,
  admin: AdminCaller,
  id: number,
): Promise<AdminCouponView> {
  assertCanWrite(admin);
  return deps.db.transaction().execute(async (trx) => {
    const before = await repo.lockCoupon(trx, id);
    if (!before) throw new AppError('COUPON_NOT_FOUND');
    if (before.revoked_at === null)
      await trx
        .updateTable('coupons')
        .set({ revoked_at: new Date() })
        .where('id', '=', id)
        .execute();
    const after = (await listForOperator(trx, id))[0]!;
    await insertAudit(trx, {
      admin_id: admin.id,
      action: 'coupon.revoke',
      entity: 'coupon',
      entity_id: String(id),
      detail: { before: { revoked_at: before.revoked_at?.getTime() ?? null }, after },
    });
    return after;
  });
}

/** GET /admin/coupons: every coupon (or one), newest first, with real claim and use counts. */
export async function listForOperator(
  db: Trx | AppDeps['db'],
  id?: number,
): Promise<AdminCouponView[]> {
  let query = db
    .selectFrom('coupons as c')
    .selectAll('c')
    .select((eb) => [
      eb
        .selectFrom('coupon_users as cu')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('cu.coupon_id', '=', 'c.id')
        .as('listed_users'),
      eb
        .selectFrom('coupon_discounts as d')
        .innerJoin('user_coupons as uc', 'uc.id', 'd.user_coupon_id')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('uc.coupon_id', '=', 'c.id')
        .as('used'),
    ])
    .orderBy('c.id', 'desc')
    .limit(200);
  if (id !== undefined) query = query.where('c.id', '=', id);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    kind: row.kind,
    discount_rate: couponRules.discountOf(1, row.discount_rate),
    uses: row.uses,
    valid_days: row.valid_days,
    claim_until: row.claim_until.getTime(),
    audience: row.audience,
    new_user_days: row.new_user_days,
    listed_users: Number(row.listed_users ?? 0),
    quantity: row.quantity,
    claimed: row.claimed,
    used: Number(row.used ?? 0),
    revoked_at: row.revoked_at?.getTime() ?? null,
    created_at: row.created_at.getTime(),
  }));
}
