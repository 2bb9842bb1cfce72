import {
  ACCOUNT_TYPES,
  lockupRules as rules,
  type AdminLockupProductView,
  type AdminLockupSaveInput,
  type AdminLockupStatusInput,
  type EarnProductSummary,
  type Language,
  type LockupConfigInput,
  type LockupDepositInput,
  type LockupOrderListInput,
  type LockupOrderView,
  type LockupProductView,
  type LockupStatus,
  type Page,
  textIn,
} from '@meridian/contract';

import { findActiveCurrency } from '../../db/currencies.js';
import type { Executor, Trx } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import * as ledger from '../../ledger/ledger.js';
import { finishSetPostings, withSetPostings } from '../../ledger/set-postings.js';
import { moneyTransaction, publishBalanceChanges } from '../../ledger/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../../lib/caller.js';
import { pageView } from '../../lib/pagination.js';
import { assertCanWrite, type AdminCaller } from '../admin/index.js';
import { insertAudit } from '../admin/index.js';
import * as repo from './lockup.repository.js';

/** Deposits leave, and yields and principal come back to, the exchange account. */
const EXCHANGE = ACCOUNT_TYPES.change;
const DAY_MS = 86_400_000;
/** Orders per accrual statement. */
export const ACCRUAL_BATCH = 10_000;
/**
 * Accrual transactions at once, each for one partition of the users: orders of different users
 * share no balance row (the house side has none), so they never wait for each other's locks.
 */
const ACCRUAL_PARTITIONS = 4;

const dayNumber = (now: number) => Math.floor(now / DAY_MS);
const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

// ---- views ---------------------------------------------------------------------------------------

function productView(row: repo.ProductRow, lang: Language): LockupProductView {
  return {
    id: row.id,
    name: textIn(row.name, lang),
    category: row.category,
    currency_id: row.currency_id,
    currency_name: row.currency_name,
    daily_rate: rules.plain(row.daily_rate),
    apr: rules.aprOf(row.daily_rate),
    lock_days: row.lock_days,
    min_amount: rules.plain(row.min_amount),
    penalty_ratio: rules.plain(row.penalty_ratio),
    yield_source: textIn(row.yield_source, lang),
  };
}

function adminProductView(
  row: repo.ProductRow,
  holding: { orders: number; held: string } | undefined,
): AdminLockupProductView {
  return {
    id: row.id,
    name: row.name,
    yield_source: row.yield_source,
    category: row.category,
    currency_id: row.currency_id,
    currency_name: row.currency_name,
    daily_rate: rules.plain(row.daily_rate),
    lock_days: row.lock_days,
    min_amount: rules.plain(row.min_amount),
    penalty_ratio: rules.plain(row.penalty_ratio),
    sort: row.sort,
    open: row.open,
    active_orders: holding?.orders ?? 0,
    held: rules.plain(holding?.held ?? '0'),
  };
}

export function orderView(row: repo.OrderRow, lang: Language): LockupOrderView {
  const running = row.status === rules.LOCKUP_STATUS.inProgress;
  const left = running ? rules.remainingDays(row.lock_days, row.days_paid) : 0;
  const firstDay = isoDay(row.first_day);
  return {
    id: row.id,
    config_id: row.product_id,
    name: textIn(row.name, lang),
    category: row.category,
    currency_id: row.currency_id,
    currency_name: row.currency_name,
    amount: rules.plain(row.amount),
    daily_rate: rules.plain(row.daily_rate),
    daily_yield: rules.dailyYield(row.amount, row.daily_rate),
    lock_days: row.lock_days,
    penalty_ratio: rules.plain(row.penalty_ratio),
    days_paid: row.days_paid,
    accrued: rules.plain(row.accrued),
    remaining_days: left,
    penalty_now: running ? rules.earlyPenalty(row.amount, row.penalty_ratio, left) : '0',
    penalty: row.penalty === null ? null : rules.plain(row.penalty),
    status: row.status as LockupStatus,
    first_day: firstDay,
    ends_at: rules.endsAt(firstDay, row.lock_days),
    created_at: new Date(row.created_at).getTime(),
    closed_at: row.closed_at ? new Date(row.closed_at).getTime() : null,
  };
}

// ---- reading -------------------------------------------------------------------------------------

/** GET /lh/deposit/config: the open products (of one category when asked), in display order. */
export async function listProducts(
  deps: AppDeps,
  lang: Language,
  input: LockupConfigInput,
): Promise<LockupProductView[]> {
  const rows = await repo.listProducts(deps.db, { openOnly: true, category: input.category });
  return rows.map((row) => productView(row, lang));
}

/** GET /lh/deposit/order: the caller's lock-ups, newest first. */
export async function pageOrders(
  deps: AppDeps,
  caller: Caller,
  lang: Language,
  input: LockupOrderListInput,
): Promise<Page<LockupOrderView>> {
  const found = await repo.pageOrders(deps.db, caller.user.id, input);
  return pageView(found, (row) => orderView(row, lang), input);
}

// ---- depositing and redeeming ----------------------------------------------------------------------

/**
 * POST /lh/deposit, inside the request's money transaction: the product must exist and be open,
 * the amount at least its minimum; the amount moves from the exchange account to the `earn`
 * house account (insufficient balance: nothing changes), and the order copies the product's
 * terms, so a later edit never touches it. Its first paying day starts at the next 00:00 UTC.
 */
export async function deposit(
  deps: AppDeps,
  trx: Trx,
  caller: Caller,
  lang: Language,
  input: LockupDepositInput,
  now = Date.now(),
): Promise<LockupOrderView> {
  const product = await repo.findProduct(trx, input.config_id);
  if (!product) throw new AppError('LOCKUP_PRODUCT_UNKNOWN');
  if (!product.open) throw new AppError('LOCKUP_PRODUCT_CLOSED');
  if (!rules.meetsMinimum(input.amount, product.min_amount))
    throw new AppError('LOCKUP_BELOW_MINIMUM', { min: rules.plain(product.min_amount) });

  const userId = caller.user.id;
  const amount = rules.plain(input.amount);
  const id = await repo.insertOrder(trx, {
    user_id: userId,
    product_id: product.id,
    currency_id: product.currency_id,
    amount,
    daily_rate: product.daily_rate,
    lock_days: product.lock_days,
    penalty_ratio: product.penalty_ratio,
    first_day: Math.ceil(now / DAY_MS),
  });
  await ledger.post(trx, {
    reason: 'lockup_deposit',
    reference: `lockup:${id}:deposit`,
    userId,
    legs: [
      {
        holder: { userId, accountType: EXCHANGE },
        currencyId: product.currency_id,
        available: `-${amount}`,
      },
      { holder: { house: 'earn' }, currencyId: product.currency_id, available: amount },
    ],
  });
  await deps.accountHooks.assertMayLeave(trx, EXCHANGE, userId, product.currency_id);
  return orderView((await repo.findOrder(trx, id))!, lang);
}

/**
 * POST /lh/deposit/order/cancel: early redemption of one of the caller's orders in progress.
 * The order's row is locked first, so a redemption and the daily accrual never both act on the
 * same day: days fully held but not yet paid (the accrual not run yet) are paid first, exactly
 * as the accrual would; an order whose last day has passed ends with its principal back and no
 * penalty. Otherwise the penalty is ratio × remaining days × amount (the `penalty_now` the order
 * showed, or less if a day was paid since) and the rest of the amount comes back.
 */
export async function redeem(
  deps: AppDeps,
  trx: Trx,
  caller: Caller,
  lang: Language,
  id: number,
  now = Date.now(),
): Promise<LockupOrderView> {
  const userId = caller.user.id;
  const locked = await repo.lockOrder(trx, id, userId);
  if (!locked) throw new AppError('ORDER_NOT_FOUND');
  if (locked.status !== rules.LOCKUP_STATUS.inProgress)
    throw new AppError('LOCKUP_NOT_IN_PROGRESS');

  await accrueBatch(trx, {
    today: dayNumber(now),
    afterId: 0,
    ids: [id],
    partition: 0,
    partitions: 1,
  });
  const row = (await repo.findOrder(trx, id, userId))!;
  if (row.status !== rules.LOCKUP_STATUS.inProgress) return orderView(row, lang);

  const left = rules.remainingDays(row.lock_days, row.days_paid);
  const penalty = rules.earlyPenalty(row.amount, row.penalty_ratio, left);
  const payout = rules.redemptionPayout(row.amount, penalty);
  if (!(await repo.markRedeemed(trx, id, penalty))) throw new AppError('LOCKUP_NOT_IN_PROGRESS');
  if (payout !== '0') {
    await ledger.post(trx, {
      reason: 'lockup_redeem',
      reference: `lockup:${id}:redeem`,
      userId,
      legs: [
        {
          holder: { userId, accountType: EXCHANGE },
          currencyId: row.currency_id,
          available: payout,
        },
        { holder: { house: 'earn' }, currencyId: row.currency_id, available: `-${payout}` },
      ],
    });
  }
  return orderView((await repo.findOrder(trx, id, userId))!, lang);
}

// ---- the daily accrual ---------------------------------------------------------------------------

async function accrueBatch(trx: Trx, input: repo.AccrualInput): Promise<repo.AccrualBatch> {
  const batch = await withSetPostings(
    repo.accrueInSql(trx, { ...input, limit: ACCRUAL_BATCH, accountType: EXCHANGE }),
  );
  finishSetPostings(trx, batch);
  return batch;
}

/**
 * Pays every full day held by `now` and not yet paid, of every order in progress, and returns the
 * principal of those whose last day has passed: set-based, one statement (and transaction) per
 * batch of orders in id order, the users' partitions side by side. It runs at 00:00 UTC and
 * whenever a node takes the lead, so a node that was down for days pays each missed day once on
 * start. Answers the orders it paid.
 */
export async function accrueLockups(deps: AppDeps, now: number): Promise<number> {
  const today = dayNumber(now);
  const paid = await Promise.all(
    Array.from({ length: ACCRUAL_PARTITIONS }, (_, partition) =>
      accruePartition(deps, { today, partition, partitions: ACCRUAL_PARTITIONS }),
    ),
  );
  return paid.reduce((a, b) => a + b, 0);
}

async function accruePartition(
  deps: AppDeps,
  input: Omit<repo.AccrualInput, 'afterId'>,
): Promise<number> {
  let afterId = 0;
  let paid = 0;
  for (;;) {
    const batch = await moneyTransaction(
      deps.db,
      (trx) => accrueBatch(trx, { ...input, afterId }),
      publishBalanceChanges(deps.events),
    );
    paid += batch.orders;
    if (batch.seen < ACCRUAL_BATCH) return paid;
    afterId = batch.last_id;
  }
}

// ---- the finance tab -----------------------------------------------------------------------------

/** What the user holds in lock-ups and what they have earned (yield less penalties), per currency. */
export async function earnSummary(db: Executor, userId: number): Promise<EarnProductSummary> {
  const rows = await repo.summaryOf(db, userId);
  return {
    product: 'lockup',
    active: rows.reduce((n, r) => n + r.active, 0),
    held: rows
      .filter((r) => r.active > 0)
      .map((r) => ({ currency: r.currency, amount: rules.plain(r.held) })),
    earned: rows
      .filter((r) => rules.plain(r.earned) !== '0')
      .map((r) => ({ currency: r.currency, amount: rules.plain(r.earned) })),
  };
}

// ---- operators -----------------------------------------------------------------------------------

/** GET /admin/lockup/products: every product, open or not, with what it holds. */
export async function listForOperator(deps: AppDeps): Promise<AdminLockupProductView[]> {
  const [rows, holdings] = await Promise.all([
    repo.listProducts(deps.db, { openOnly: false }),
    repo.productHoldings(deps.db),
  ]);
  return rows.map((row) => adminProductView(row, holdings.get(row.id)));
}

const REQUIRED_ON_CREATE = [
  'name',
  'yield_source',
  'category',
  'currency_id',
  'daily_rate',
  'lock_days',
  'min_amount',
  'penalty_ratio',
] as const;

/**
 * POST /admin/lockup/products/save (operators with write access; audited): creates a product
 * (closed until opened) or changes the given fields of one. The terms apply to deposits from now
 * on: each order keeps the terms it was made with. The penalty ratio × lock days may not exceed
 * 1, so a penalty never exceeds the principal.
 */
export async function saveProduct(
  deps: AppDeps,
  admin: AdminCaller,
  input: AdminLockupSaveInput,
): Promise<AdminLockupProductView> {
  assertCanWrite(admin);
  const { id, ...fields } = input;
  const given = Object.fromEntries(
    Object.entries(fields).filter(([, v]) => v !== undefined),
  ) as Omit<AdminLockupSaveInput, 'id'>;
  return deps.db.transaction().execute(async (trx) => {
    const before = id === undefined ? undefined : await repo.lockProduct(trx, id);
    if (id !== undefined && !before) throw new AppError('LOCKUP_PRODUCT_UNKNOWN');
    if (!before) {
      const missing = REQUIRED_ON_CREATE.find((k) => given[k] === undefined);
      if (missing) throw new AppError('PARAMETER_ERROR', { field: missing });
    }
    if (given.currency_id !== undefined) {
      const currency = await findActiveCurrency(trx, given.currency_id);
      if (!currency) throw new AppError('PARAMETER_ERROR', { field: 'currency_id' });
    }
    const ratio = given.penalty_ratio ?? before!.penalty_ratio;
    const days = given.lock_days ?? before!.lock_days;
    if (!rules.penaltyWithinPrincipal(ratio, days)) throw new AppError('LOCKUP_TERMS_INVALID');

    let productId: number;
    if (before) {
      productId = before.id;
      if (Object.keys(given).length > 0) await repo.updateProduct(trx, before.id, given);
    } else {
      productId = await repo.insertProduct(trx, {
        name: given.name!,
        yield_source: given.yield_source!,
        category: given.category!,
        currency_id: given.currency_id!,
        daily_rate: given.daily_rate!,
        lock_days: given.lock_days!,
        min_amount: given.min_amount!,
        penalty_ratio: given.penalty_ratio!,
        ...(given.sort !== undefined ? { sort: given.sort } : {}),
      });
    }
    const holdings = await repo.productHoldings(trx);
    const after = adminProductView(
      (await repo.findProduct(trx, productId))!,
      holdings.get(productId),
    );
    await insertAudit(trx, {
      admin_id: admin.id,
      action: `lockup_product.${before ? 'update' : 'create'}`,
      entity: 'lockup_product',
      entity_id: String(productId),
      detail: { before: before ? adminProductView(before, holdings.get(productId)) : null, after },
    });
    return after;
  });
}

/** POST /admin/lockup/products/status (write access; audited): opens or closes a product to deposits. */
export async function setProductOpen(
  deps: AppDeps,
  admin: AdminCaller,
  input: AdminLockupStatusInput,
): Promise<AdminLockupProductView> {
  assertCanWrite(admin);
  return deps.db.transaction().execute(async (trx) => {
    const before = await repo.lockProduct(trx, input.id);
    if (!before) throw new AppError('LOCKUP_PRODUCT_UNKNOWN');
    if (before.open !== input.open) await repo.updateProduct(trx, before.id, { open: input.open });
    await insertAudit(trx, {
      admin_id: admin.id,
      action: `lockup_product.${input.open ? 'open' : 'close'}`,
      entity: 'lockup_product',
      entity_id: String(before.id),
      detail: { before: { open: before.open }, after: { open: input.open } },
    });
    const holdings = await repo.productHoldings(trx);
    return adminProductView((await repo.findProduct(trx, before.id))!, holdings.get(before.id));
  });
}
