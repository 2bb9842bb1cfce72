import {
  ACCOUNT_TYPES,
  investRules as rules,
  type AdminInvestProductView,
  type AdminInvestSaveInput,
  type DualBuyInput,
  type DualIndexInput,
  type DualListInput,
  type EarnProductSummary,
  type InvestOrderView,
  type InvestProductView,
  type InvestStatus,
  type InvestType,
  type Page,
  type PayoutSide,
} from '@meridian/contract';

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
import * as repo from './invest.repository.js';

/** Principal comes from, and payouts go to, the exchange account. */
const EXCHANGE = ACCOUNT_TYPES.change;
const { plain } = rules;

// ---- views ---------------------------------------------------------------------------------------

const termsOf = (row: { type: number; linked_price: string; apr: string; days: number }) => ({
  type: row.type as InvestType,
  linkedPrice: row.linked_price,
  apr: row.apr,
  days: row.days,
});

function productView(row: repo.ProductRow, now = Date.now()): InvestProductView {
  const remaining = rules.remainingShares(row.total_shares, row.sold_shares);
  return {
    id: row.id,
    type: row.type as InvestType,
    currency_id: row.currency_id,
    currency_name: row.currency_name,
    usdt_id: row.usdt_id,
    symbol: row.symbol,
    invest_currency: row.invest_currency,
    unit_price: plain(row.unit_price),
    apr: plain(row.apr),
    linked_price: plain(row.linked_price),
    days: row.days,
    settle_at: Number(row.settle_at),
    window_start: Number(row.window_start),
    total_shares: row.total_shares,
    sold_shares: row.sold_shares,
    remaining_shares: remaining,
    progress: rules.progressPercent(row.total_shares, row.sold_shares),
    status: row.status as 0 | 1 | 2,
    buyable:
      row.status === 1 &&
      row.settled_at === null &&
      remaining > 0 &&
      Number(row.window_start) > now,
    settlement_price: row.settlement_price === null ? null : plain(row.settlement_price),
    tick_count: row.tick_count,
    settled_at: row.settled_at === null ? null : Number(row.settled_at),
  };
}

const adminProductView = (row: repo.ProductRow): AdminInvestProductView => ({
  ...productView(row),
  window_minutes: row.window_minutes,
  created_at: new Date(row.created_at).getTime(),
});

export function orderView(row: repo.OrderRow): InvestOrderView {
  return {
    id: row.id,
    product_id: row.product_id,
    type: row.type as InvestType,
    symbol: row.symbol,
    currency_name: row.currency_name,
    invest_currency: row.invest_currency,
    shares: row.shares,
    unit_price: plain(row.unit_price),
    amount: plain(row.amount),
    apr: plain(row.apr),
    linked_price: plain(row.linked_price),
    days: row.days,
    settle_at: Number(row.settle_at),
    window_start: Number(row.window_start),
    status: row.status as InvestStatus,
    settlement_price: row.settlement_price === null ? null : plain(row.settlement_price),
    tick_count: row.tick_count,
    payout_currency: row.payout_currency,
    payout: row.payout === null ? null : plain(row.payout),
    payout_side: row.payout_side as PayoutSide | null,
    fail_reason: row.fail_reason,
    created_at: new Date(row.created_at).getTime(),
    settled_at: row.settled_at === null ? null : new Date(row.settled_at).getTime(),
  };
}

// ---- reading -------------------------------------------------------------------------------------

/** GET /dual/index: products open for purchase, of one coin and type when given. */
export async function listProducts(
  deps: AppDeps,
  input: DualIndexInput,
): Promise<InvestProductView[]> {
  const rows = await repo.listOpenProducts(deps.db, {
    ...(input.currency_id !== undefined ? { currencyId: input.currency_id } : {}),
    ...(input.type !== undefined ? { type: input.type } : {}),
  });
  const now = Date.now();
  return rows.map((r) => productView(r, now));
}

/** GET /dual/detail: one published product (open, closed or settled). */
export async function productDetail(deps: AppDeps, id: number): Promise<InvestProductView> {
  const row = await repo.findProduct(deps.db, id, true);
  if (!row) throw new AppError('INVEST_PRODUCT_NOT_FOUND');
  return productView(row);
}

/** POST /dual/dual_list: the caller's orders, newest first. */
export async function pageOrders(
  deps: AppDeps,
  caller: Caller,
  input: DualListInput,
): Promise<Page<InvestOrderView>> {
  const found = await repo.pageOrders(
    deps.db,
    { userId: caller.user.id, ...(input.status !== undefined ? { status: input.status } : {}) },
    input,
  );
  return pageView(found, orderView, input);
}

/** What the caller holds in invest and what it has paid above principal (the finance tab). */
export async function earnSummary(db: Executor, userId: number): Promise<EarnProductSummary> {
  const { held, earned } = await repo.summaryOf(db, userId);
  return {
    product: 'invest',
    active: held.reduce((n, h) => n + Number(h.n), 0),
    held: held.map((h) => ({ currency: h.currency, amount: plain(h.amount) })),
    earned: earned
      .map((e) => ({ currency: e.currency, amount: rules.floorAmount(e.amount) }))
      .filter((e) => e.amount !== '0'),
  };
}

// ---- buying --------------------------------------------------------------------------------------

/**
 * POST /dual/buyDual inside the request's money transaction: takes `num` shares with a guarded
 * update (never oversold, whatever runs at once), records the order and moves unit price × num
 * from the exchange account to the `earn` house account. Any refusal changes nothing.
 */
export async function buy(
  _deps: AppDeps,
  trx: Trx,
  caller: Caller,
  input: DualBuyInput,
): Promise<InvestOrderView> {
  const userId = caller.user.id;
  const claimed = await repo.claimShares(trx, input.id, input.num, Date.now());
  if (!claimed) {
    const product = await repo.findProduct(trx, input.id, true);
    if (!product) throw new AppError('INVEST_PRODUCT_NOT_FOUND');
    const view = productView(product);
    if (!view.buyable) throw new AppError('INVEST_NOT_BUYABLE');
    throw new AppError('INVEST_SHARES_EXCEEDED', { remaining: view.remaining_shares });
  }
  const amount = rules.invested(claimed.unit_price, input.num);
  const id = await repo.insertOrder(trx, {
    user_id: userId,
    product_id: claimed.id,
    shares: input.num,
    amount,
    invest_currency_id: claimed.invest_currency_id,
  });
  await ledger.post(trx, {
    reason: 'invest_buy',
    reference: `invest:${id}:buy`,
    userId,
    legs: [
      {
        holder: { userId, accountType: EXCHANGE },
        currencyId: claimed.invest_currency_id,
        available: `-${amount}`,
      },
      { holder: { house: 'earn' }, currencyId: claimed.invest_currency_id, available: amount },
    ],
  });
  return orderView((await repo.findOrder(trx, id))!);
}

// ---- settling ------------------------------------------------------------------------------------

/** Products settled per statement. */
const SETTLE_BATCH = 200;
/**
 * How long after a window ends the settlement waits, so the window's last ticks are on record
 * (the feed's writer stores ticks in small batches).
 */
export const SETTLE_GRACE_MS = 5_000;

/**
 * The settlement on the leader (a job): marks the orders of products whose window has begun as
 * settling, then settles every product whose window ended (however long ago: a node that was
 * down catches up) from the recorded ticks of its window. Per batch of products: one statement
 * reads the windows' tick sums and counts (marking those ticks decisive), the per-share payout
 * is computed once per product with `investRules`, and one statement settles all their orders
 * with their postings. Exactly once: the orders' guarded update and unique references.
 * Answers how many orders it settled.
 */
export async function settleDue(deps: AppDeps, now: number = Date.now()): Promise<number> {
  await repo.markSettling(deps.db, now, now - SETTLE_GRACE_MS);
  let settled = 0;
  for (;;) {
    const due = await repo.listDueProducts(deps.db, now - SETTLE_GRACE_MS, SETTLE_BATCH);
    if (due.length === 0) return settled;
    const set = await moneyTransaction(
      deps.db,
      async (trx) => {
        const ticks = await repo.windowTicks(
          trx,
          due.map((p) => ({
            id: p.id,
            symbol: p.symbol,
            window_start: Number(p.window_start),
            settle_at: Number(p.settle_at),
          })),
        );
        const plans = due.map((p) => planSettlement(p, ticks.get(p.id) ?? { sum: '0', count: 0 }));
        const result = await withSetPostings(repo.settleInSql(trx, plans, EXCHANGE));
        finishSetPostings(trx, result);
        await repo.markProductsSettled(trx, plans, now);
        return result;
      },
      publishBalanceChanges(deps.events),
    );
    settled += set.ids.length;
    if (due.length < SETTLE_BATCH) return settled;
  }
}

/** One product's settlement from its window's ticks: the average and what a share pays. */
export function planSettlement(
  p: repo.DueProduct,
  window: { sum: string; count: number },
): repo.ProductSettlement {
  const price = rules.settlementPrice(window.sum, window.count);
  if (price === null) {
    return {
      id: p.id,
      settlement_price: null,
      tick_count: 0,
      per_share: null,
      payout_currency_id: null,
      payout_side: null,
      fail_reason: rules.INVEST_FAIL_NO_TICKS,
    };
  }
  const share = rules.perSharePayout(termsOf(p), p.unit_price, price);
  return {
    id: p.id,
    settlement_price: price,
    tick_count: window.count,
    per_share: share.amount,
    payout_currency_id: share.side === 'coin' ? p.currency_id : p.usdt_id,
    payout_side: share.side,
    fail_reason: null,
  };
}

/** When the settlement job runs next: the next window start or settlement due, at most a minute. */
export async function nextSettlement(db: Executor, now: number): Promise<number> {
  const next = await repo.earliestUnsettled(db);
  const at = next == null ? Infinity : Number(next) + SETTLE_GRACE_MS;
  return Math.min(now + 60_000, Math.max(now + 1_000, at));
}

// ---- operators -----------------------------------------------------------------------------------

/** GET /api/admin/invest/products: every product. */
export async function listForOperator(deps: AppDeps): Promise<AdminInvestProductView[]> {
  return (await repo.listAllProducts(deps.db)).map(adminProductView);
}

const TERMS = [
  'type',
  'currency_id',
  'unit_price',
  'apr',
  'linked_price',
  'days',
  'settle_at',
  'window_minutes',
] as const;
const REQUIRED_ON_CREATE = [
  'type',
  'currency_id',
  'unit_price',
  'apr',
  'linked_price',
  'days',
  'total_shares',
] as const;

/**
 * POST /api/admin/invest/products/save: creates a product (not yet open) or changes one, with its
 * audit row in the same transaction. Terms change only while no share is sold, and nothing of a
 * settled product changes: no operator action can touch what an order was promised or decided.
 * The coin must have a USDT pair the feed prices (its symbol is what settles it).
 */
export async function saveProduct(
  deps: AppDeps,
  admin: AdminCaller,
  input: AdminInvestSaveInput,
): Promise<AdminInvestProductView> {
  assertCanWrite(admin);
  const { id, ...fields } = input;
  const given = Object.fromEntries(
    Object.entries(fields).filter(([, v]) => v !== undefined),
  ) as Omit<AdminInvestSaveInput, 'id'>;
  return deps.db.transaction().execute(async (trx) => {
    const before = id === undefined ? undefined : await repo.lockProduct(trx, id);
    if (id !== undefined && !before) throw new AppError('INVEST_PRODUCT_NOT_FOUND');
    if (before) {
      if (before.settled_at !== null) throw new AppError('INVEST_TERMS_LOCKED');
      if (before.sold_shares > 0 && TERMS.some((k) => given[k] !== undefined))
        throw new AppError('INVEST_TERMS_LOCKED');
      if (given.total_shares !== undefined && given.total_shares < before.sold_shares)
        throw new AppError('PARAMETER_ERROR', { field: 'total_shares' });
    } else {
      const missing = REQUIRED_ON_CREATE.find((k) => given[k] === undefined);
      if (missing) throw new AppError('PARAMETER_ERROR', { field: missing });
    }
    const type = given.type ?? before!.type;
    const currencyId = given.currency_id ?? before!.currency_id;
    const pair = deps.market
      .pairs()
      .find((p) => p.currency_id === currencyId && p.legal_name === 'USDT');
    if (!pair) throw new AppError('PARAMETER_ERROR', { field: 'currency_id' });
    const days = given.days ?? before!.days;
    const settleAt =
      given.settle_at ??
      (before ? Number(before.settle_at) : rules.defaultSettleAt(Date.now(), days));
    const windowMinutes =
      given.window_minutes ?? before?.window_minutes ?? rules.INVEST_WINDOW_MINUTES;
    const values = {
      type,
      currency_id: currencyId,
      usdt_id: pair.legal_id,
      invest_currency_id: type === rules.INVEST_TYPE.up ? currencyId : pair.legal_id,
      symbol: pair.symbol,
      unit_price: given.unit_price ?? before!.unit_price,
      apr: given.apr ?? before!.apr,
      linked_price: given.linked_price ?? before!.linked_price,
      days,
      total_shares: given.total_shares ?? before!.total_shares,
      settle_at: settleAt,
      window_minutes: windowMinutes,
      window_start: rules.windowStart(settleAt, windowMinutes),
    };
    const beforeView = before ? adminProductView((await repo.findProduct(trx, before.id))!) : null;
    let productId: number;
    if (before) {
      productId = before.id;
      await repo.updateProduct(trx, before.id, values);
    } else {
      productId = await repo.insertProduct(trx, values);
    }
    const after = (await repo.findProduct(trx, productId))!;
    await insertAudit(trx, {
      admin_id: admin.id,
      action: `invest_product.${before ? 'update' : 'create'}`,
      entity: 'invest_product',
      entity_id: String(productId),
      detail: { before: beforeView, after: adminProductView(after) },
    });
    return adminProductView(after);
  });
}

/**
 * POST /api/admin/invest/products/open and /close: opens a product for purchase or closes it to
 * new purchases (orders already bought still settle). A settled product stays as it is.
 */
export async function setOpen(
  deps: AppDeps,
  admin: AdminCaller,
  id: number,
  open: boolean,
): Promise<AdminInvestProductView> {
  assertCanWrite(admin);
  return deps.db.transaction().execute(async (trx) => {
    const before = await repo.lockProduct(trx, id);
    if (!before) throw new AppError('INVEST_PRODUCT_NOT_FOUND');
    if (before.settled_at !== null) throw new AppError('INVEST_TERMS_LOCKED');
    const status = open ? 1 : 2;
    if (before.status !== status) await repo.updateProduct(trx, id, { status });
    await insertAudit(trx, {
      admin_id: admin.id,
      action: `invest_product.${open ? 'open' : 'close'}`,
      entity: 'invest_product',
      entity_id: String(id),
      detail: { before: { status: before.status }, after: { status } },
    });
    return adminProductView((await repo.findProduct(trx, id))!);
  });
}
