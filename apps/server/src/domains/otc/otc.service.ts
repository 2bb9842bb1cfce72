import {
  ACCOUNT_TYPES,
  KYC_LIMITS,
  OTC_QUOTE_HOLD_MS,
  otcRules as rules,
  type OtcAdInput,
  type OtcAdsInput,
  type OtcAdStatusInput,
  type OtcAdView,
  type OtcAppealInput,
  type OtcMerchantStatsView,
  type OtcMerchantView,
  type OtcOrderIdInput,
  type OtcOrderInput,
  type OtcOrdersInput,
  type OtcOrderView,
  type OtcPaidInput,
  type OtcQuickInput,
  type OtcQuickView,
  type OtcReleaseInput,
  type Page,
} from '@meridian/contract';

import type { Executor, Trx } from '../../db/database.js';
import { readSettings } from '../../db/settings.js';
import type { AppDeps } from '../../deps.js';
import * as ledger from '../../ledger/ledger.js';
import { moneyTransaction } from '../../ledger/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../../lib/caller.js';
import { pageView, toPage, type PageRequest } from '../../lib/pagination.js';
import { assertRealCoinsMove, feedPrice } from '../wallet/index.js';
import { checkPayPassword } from '../auth/index.js';
import * as repo from './otc.repository.js';
import type { AdRow, LockedOrder } from './otc.repository.js';
import { adView, merchantView, NO_STATS, orderView } from './otc.views.js';

/** Coins of an order are escrowed from and paid into the exchange account. */
export const EXCHANGE = ACCOUNT_TYPES.change;

// ---- merchants -----------------------------------------------------------------------------------

async function statsOf(db: Executor, userIds: number[]) {
  const figures = await repo.merchantFigures(db, userIds);
  const stats = new Map<number, OtcMerchantStatsView>();
  for (const [id, f] of figures)
    stats.set(
      id,
      rules.merchantStats({
        completed: f.completed,
        cancelled: f.cancelled,
        releaseSeconds: f.releases,
      }),
    );
  return stats;
}

/** GET /otc/merchant: the caller's application and numbers, or null before applying. */
export async function myMerchant(deps: AppDeps, caller: Caller): Promise<OtcMerchantView | null> {
  const row = await repo.findMerchant(deps.db, caller.user.id);
  if (!row) return null;
  const stats = await statsOf(deps.db, [row.user_id]);
  return merchantView(row, stats.get(row.user_id) ?? NO_STATS);
}

/**
 * POST /otc/merchant/apply: a KYC level 2 user applies (again, after a rejection); an operator
 * decides. Pending or approved already: OTC_ALREADY_APPLIED.
 */
export async function applyMerchant(deps: AppDeps, caller: Caller): Promise<OtcMerchantView> {
  if (caller.user.real_level < 2) throw new AppError('OTC_KYC_REQUIRED');
  const found = await repo.findMerchant(deps.db, caller.user.id);
  if (found && found.status !== 'rejected') throw new AppError('OTC_ALREADY_APPLIED');
  await repo.saveApplication(deps.db, caller.user.id, caller.user.nickname);
  return (await myMerchant(deps, caller))!;
}

// ---- prices --------------------------------------------------------------------------------------

/** Fiat rates per USD, read once per request. */
async function ratesFor(db: Executor, fiats: Iterable<string>) {
  const rates = new Map<string, string>();
  for (const fiat of new Set(fiats)) {
    const rate = await repo.fiatRate(db, fiat);
    if (rate !== undefined) rates.set(fiat, rate);
  }
  return rates;
}

/** An ad's price now: fixed, or feed × fiat rate × (1 + premium); null without a live feed. */
function priceOf(deps: AppDeps, ad: AdRow, rates: Map<string, string>): string | null {
  if (ad.price_type === 'fixed') return rules.plain(ad.price!);
  const feed = feedPrice(deps.market, ad.currency_id);
  const rate = rates.get(ad.fiat);
  if (!feed || feed.stale || rate === undefined) return null;
  return rules.floatingPrice(feed.price, rate, ad.premium ?? '0');
}

async function adViews(deps: AppDeps, rows: AdRow[]): Promise<OtcAdView[]> {
  const ids = [...new Set(rows.map((r) => r.user_id))];
  const [names, stats, rates] = await Promise.all([
    repo.namesOf(deps.db, ids),
    statsOf(deps.db, ids),
    ratesFor(
      deps.db,
      rows.map((r) => r.fiat),
    ),
  ]);
  return rows.map((r) =>
    adView(r, priceOf(deps, r, rates), {
      name: names.get(r.user_id) ?? '',
      stats: stats.get(r.user_id) ?? NO_STATS,
    }),
  );
}

// ---- ads -----------------------------------------------------------------------------------------

/** POST /otc/ad: an approved merchant's ad, online at once. */
export async function createAd(
  deps: AppDeps,
  caller: Caller,
  input: OtcAdInput,
): Promise<OtcAdView> {
  const merchant = await repo.findMerchant(deps.db, caller.user.id);
  if (merchant?.status !== 'approved') throw new AppError('OTC_NOT_MERCHANT');
  if ((await repo.fiatRate(deps.db, input.fiat)) === undefined) throw new AppError('FIAT_UNKNOWN');
  const currencyId = await repo.currencyIdOf(deps.db, input.coin);
  if (currencyId === undefined) throw new AppError('PARAMETER_ERROR', { field: 'coin' });
  const fixed = input.price_type === 'fixed';
  const id = await repo.insertAd(deps.db, {
    user_id: caller.user.id,
    side: input.side,
    coin: input.coin,
    currency_id: currencyId,
    fiat: input.fiat,
    price_type: input.price_type,
    price: fixed ? rules.plain(input.price!) : null,
    premium: fixed ? null : rules.plain(input.premium!),
    quantity: rules.plain(input.quantity),
    available: rules.plain(input.quantity),
    min_total: rules.plain(input.min_total),
    max_total: rules.plain(input.max_total),
    window_minutes: input.window_minutes,
    payments: JSON.stringify(input.payments),
    remark: input.remark ?? '',
  });
  return (await adViews(deps, [(await repo.findAd(deps.db, id))!]))[0]!;
}

/** POST /otc/ad/status: an own ad on or off sale (open orders go on either way). */
export async function setAdStatus(
  deps: AppDeps,
  caller: Caller,
  input: OtcAdStatusInput,
): Promise<OtcAdView> {
  if (!(await repo.setAdOnline(deps.db, input.id, caller.user.id, input.online)))
    throw new AppError('OTC_AD_NOT_FOUND');
  return (await adViews(deps, [(await repo.findAd(deps.db, input.id))!]))[0]!;
}

/** GET /otc/my/ads: the caller's ads, newest first. */
export async function myAds(
  deps: AppDeps,
  caller: Caller,
  request: PageRequest,
): Promise<Page<OtcAdView>> {
  const found = await repo.pageUserAds(deps.db, caller.user.id, request);
  const views = await adViews(deps, found.rows);
  return toPage(views, found.total, request.page, request.limit);
}

/** The priced, online ads of a market, best price first for the taker (no price: left out). */
async function pricedMarket(
  deps: AppDeps,
  filter: { side: 'buy' | 'sell'; coin: string; fiat: string },
) {
  const views = (await adViews(deps, await repo.marketAds(deps.db, filter))).filter(
    (v) => v.price !== null,
  );
  // A taker buys from sell ads (cheapest first) and sells to buy ads (dearest first).
  const sign = filter.side === 'sell' ? 1 : -1;
  return views.sort((a, b) => sign * (Number(a.price) - Number(b.price)) || a.id - b.id);
}

/** GET /otc/ads: a market's ads on sale, best price first, by payment method when asked. */
export async function listAds(deps: AppDeps, input: OtcAdsInput): Promise<Page<OtcAdView>> {
  let views = await pricedMarket(deps, input);
  if (input.method) views = views.filter((v) => v.payments.some((p) => p.method === input.method));
  const start = (input.page - 1) * input.limit;
  return toPage(views.slice(start, start + input.limit), views.length, input.page, input.limit);
}

/**
 * GET /otc/quick: quick buy's quote. The best ad for the amount (the lowest price for a buyer,
 * the highest for a seller) among ads that are not the caller's and fit its quantity and bounds.
 */
export async function quickQuote(
  deps: AppDeps,
  caller: Caller,
  input: OtcQuickInput,
): Promise<OtcQuickView> {
  const adSide = input.side === 'buy' ? 'sell' : 'buy';
  const ads = (await pricedMarket(deps, { side: adSide, coin: input.coin, fiat: input.fiat }))
    .filter((a) => a.merchant.user_id !== caller.user.id)
    .map((a) => ({ ...a, price: a.price! }));
  const amount =
    input.quantity !== undefined ? { quantity: input.quantity } : { fiat: input.total };
  const best = rules.bestAd(ads, input.side, amount);
  if (!best) throw new AppError('OTC_NO_MATCH');
  return {
    ad: best.ad,
    quantity: best.quantity,
    total: best.total,
    price: best.ad.price,
    expires_at: Date.now() + OTC_QUOTE_HOLD_MS,
  };
}

// ---- orders --------------------------------------------------------------------------------------

/** The caller's single-trade limit in USD by KYC level (operators' settings, SPEC.md §6). */
async function singleTradeLimit(db: Executor, level: number): Promise<string> {
  const at = Math.min(level, 2) as 1 | 2;
  const key = `kyc${at}_fiat_single`;
  return (await readSettings(db, [key]))[key] ?? KYC_LIMITS[at].fiatSingle;
}

async function viewOf(db: Executor, id: number, viewerId: number): Promise<OtcOrderView> {
  return orderView((await repo.findOrder(db, id))!, viewerId);
}

/** Posts an order's escrow out: to the buyer (release) or back to the seller (return). */
async function settleEscrow(trx: Trx, order: LockedOrder, to: 'buyer' | 'seller') {
  const userId = to === 'buyer' ? order.buyer_id : order.seller_id;
  const amount = rules.plain(order.quantity);
  await ledger.post(trx, {
    reason: to === 'buyer' ? 'otc_release' : 'otc_return',
    reference: `otc:${order.id}:${to === 'buyer' ? 'release' : 'return'}`,
    userId,
    legs: [
      { holder: { house: 'escrow' }, currencyId: order.currency_id, available: `-${amount}` },
      {
        holder: { userId, accountType: EXCHANGE },
        currencyId: order.currency_id,
        available: amount,
      },
    ],
  });
}

/** Returns an order's escrow to the seller and its quantity to the ad: a cancel of any kind. */
async function cancelOrder(
  trx: Trx,
  order: LockedOrder,
  reason: 'buyer' | 'timeout' | 'appeal',
  now: Date,
) {
  await settleEscrow(trx, order, 'seller');
  await repo.giveBackQuantity(trx, order.ad_id, rules.plain(order.quantity));
  await repo.updateOrder(trx, order.id, {
    status: 'cancelled',
    cancelled_at: now,
    cancel_reason: reason,
  });
}

/**
 * POST /otc/order, inside the request's money transaction: an order on an online ad for a
 * quantity (or its worth in the fiat) within the ad's bounds and the taker's single-trade limit.
 * The ad's quantity is taken by a guarded update (never oversold) and the seller's coins move
 * from their exchange account to escrow; a seller without them: INSUFFICIENT_BALANCE, nothing
 * changes.
 */
export async function openOrder(
  deps: AppDeps,
  trx: Trx,
  caller: Caller,
  input: OtcOrderInput,
  now = Date.now(),
): Promise<OtcOrderView> {
  // Demo funds are never sold for real money (PRODUCT-RULES §0): no orders in demo mode.
  assertRealCoinsMove(deps);
  const taker = caller.user;
  if (taker.real_level < 1) throw new AppError('OTC_VERIFY_REQUIRED');
  const ad = await repo.findAd(trx, input.ad_id);
  if (!ad?.online) throw new AppError('OTC_AD_NOT_FOUND');
  if (ad.user_id === taker.id) throw new AppError('OTC_OWN_AD');
  const rates = await ratesFor(trx, [ad.fiat]);
  const price = priceOf(deps, ad, rates);
  if (price === null) throw new AppError('PRICE_UNAVAILABLE');
  if (input.price !== undefined && rules.plain(input.price) !== price)
    throw new AppError('OTC_QUOTE_EXPIRED');
  const quantity =
    input.quantity !== undefined
      ? rules.plain(input.quantity)
      : rules.quantityForFiat(input.total!, price);
  const total = rules.orderTotal(quantity, price);
  if (Number(quantity) <= 0 || !rules.withinOrderBounds(total, ad.min_total, ad.max_total))
    throw new AppError('OTC_ORDER_BOUNDS', {
      min: rules.plain(ad.min_total),
      max: rules.plain(ad.max_total),
    });
  const limit = await singleTradeLimit(trx, taker.real_level);
  if (!rules.withinSingleTradeLimit(total, rates.get(ad.fiat)!, limit))
    throw new AppError('OTC_SINGLE_LIMIT', { limit });
  if (!(await repo.takeQuantity(trx, ad.id, quantity))) {
    const left = await repo.findAd(trx, ad.id);
    throw new AppError('OTC_AD_QUANTITY', { available: rules.plain(left?.available ?? '0') });
  }
  const sellerId = ad.side === 'sell' ? ad.user_id : taker.id;
  const buyerId = ad.side === 'sell' ? taker.id : ad.user_id;
  const id = await repo.insertOrder(trx, {
    ad_id: ad.id,
    maker_id: ad.user_id,
    buyer_id: buyerId,
    seller_id: sellerId,
    currency_id: ad.currency_id,
    coin: ad.coin,
    fiat: ad.fiat,
    price,
    quantity,
    total,
    payments: ad.payments,
    deadline_at: new Date(rules.paymentDeadline(now, ad.window_minutes)),
    created_at: new Date(now),
  });
  await ledger.post(trx, {
    reason: 'otc_escrow',
    reference: `otc:${id}:escrow`,
    userId: sellerId,
    legs: [
      {
        holder: { userId: sellerId, accountType: EXCHANGE },
        currencyId: ad.currency_id,
        available: `-${quantity}`,
      },
      { holder: { house: 'escrow' }, currencyId: ad.currency_id, available: quantity },
    ],
  });
  return viewOf(trx, id, taker.id);
}

/** The caller's order, locked, in its part `role`; another user's: OTC_ORDER_NOT_FOUND. */
async function lockAs(trx: Trx, id: number, userId: number, role: 'buyer' | 'seller' | 'either') {
  const order = await repo.lockOrder(trx, id);
  const mine =
    order &&
    ((role !== 'seller' && order.buyer_id === userId) ||
      (role !== 'buyer' && order.seller_id === userId));
  if (!order || !mine) throw new AppError('OTC_ORDER_NOT_FOUND');
  return order;
}

const normalName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * POST /otc/order/paid: the buyer says they paid, in `payer_name`, before the window's end. The
 * seller sees whether that name matches the buyer's verified name.
 */
export async function markPaid(
  deps: AppDeps,
  trx: Trx,
  caller: Caller,
  input: OtcPaidInput,
  now = Date.now(),
): Promise<OtcOrderView> {
  const order = await lockAs(trx, input.id, caller.user.id, 'buyer');
  if (order.status !== 'open' || order.deadline_at.getTime() <= now)
    throw new AppError('OTC_ORDER_STATE');
  const verified = await repo.verifiedName(trx, caller.user.id);
  await repo.updateOrder(trx, order.id, {
    status: 'paid',
    paid_at: new Date(now),
    payer_name: input.payer_name,
    payer_name_matches:
      verified === null ? null : normalName(verified) === normalName(input.payer_name),
  });
  return viewOf(trx, order.id, caller.user.id);
}

/**
 * POST /otc/order/release: the seller confirms the payment with the pay password (checked, and
 * counted, before the money transaction); the escrow goes to the buyer. Open (not yet cancelled
 * by its window), paid or under appeal; under the order's lock, so a racing auto-cancel or
 * decision finds it completed.
 */
export async function release(
  deps: AppDeps,
  caller: Caller,
  input: OtcReleaseInput,
  inTransaction: (work: (trx: Trx) => Promise<OtcOrderView>) => Promise<OtcOrderView>,
): Promise<OtcOrderView> {
  if (!(await repo.findOrder(deps.db, input.id, caller.user.id)))
    throw new AppError('OTC_ORDER_NOT_FOUND');
  await checkPayPassword(deps.db, caller.user.id, input.pay_password);
  return inTransaction(async (trx) => {
    const order = await lockAs(trx, input.id, caller.user.id, 'seller');
    if (!['open', 'paid', 'appeal'].includes(order.status)) throw new AppError('OTC_ORDER_STATE');
    await settleEscrow(trx, order, 'buyer');
    await repo.updateOrder(trx, order.id, { status: 'completed', released_at: new Date() });
    return viewOf(trx, order.id, caller.user.id);
  });
}

/** POST /otc/order/cancel: the buyer cancels before paying; the escrow returns to the seller. */
export async function cancelByBuyer(
  deps: AppDeps,
  trx: Trx,
  caller: Caller,
  input: OtcOrderIdInput,
): Promise<OtcOrderView> {
  const order = await lockAs(trx, input.id, caller.user.id, 'buyer');
  if (order.status !== 'open') throw new AppError('OTC_ORDER_STATE');
  await cancelOrder(trx, order, 'buyer', new Date());
  return viewOf(trx, order.id, caller.user.id);
}

/** POST /otc/order/appeal: either side, once the buyer has marked it paid; an operator decides. */
export async function appeal(
  deps: AppDeps,
  trx: Trx,
  caller: Caller,
  input: OtcAppealInput,
): Promise<OtcOrderView> {
  const order = await lockAs(trx, input.id, caller.user.id, 'either');
  if (order.status !== 'paid') throw new AppError('OTC_ORDER_STATE');
  await repo.updateOrder(trx, order.id, {
    status: 'appeal',
    appeal_by: order.buyer_id === caller.user.id ? 'buyer' : 'seller',
    appeal_reason: input.reason,
    appeal_at: new Date(),
  });
  return viewOf(trx, order.id, caller.user.id);
}

/** GET /otc/order: one of the caller's orders. */
export async function getOrder(
  deps: AppDeps,
  caller: Caller,
  input: OtcOrderIdInput,
): Promise<OtcOrderView> {
  const row = await repo.findOrder(deps.db, input.id, caller.user.id);
  if (!row) throw new AppError('OTC_ORDER_NOT_FOUND');
  return orderView(row, caller.user.id);
}

/** GET /otc/orders: the caller's orders as buyer or seller, newest first. */
export async function pageOrders(
  deps: AppDeps,
  caller: Caller,
  input: OtcOrdersInput,
): Promise<Page<OtcOrderView>> {
  const found = await repo.pageUserOrders(deps.db, caller.user.id, input.status, input);
  return pageView(found, (row) => orderView(row, caller.user.id), input);
}

// ---- the window's end -----------------------------------------------------------------------------

/**
 * Cancels every open order whose payment window ended by `now`, each in its own money
 * transaction under its row lock, re-checking the status and the deadline there: an order the
 * seller released (or the buyer marked paid) meanwhile is left alone, and a second run or a new
 * leader cancels nothing twice. Answers how many it cancelled.
 */
export async function cancelDueOrders(deps: AppDeps, now = Date.now()): Promise<number> {
  let cancelled = 0;
  for (const id of await repo.dueOrderIds(deps.db, new Date(now))) {
    const done = await moneyTransaction(deps.db, async (trx) => {
      const order = await repo.lockOrder(trx, id);
      if (order?.status !== 'open' || order.deadline_at.getTime() > now) return false;
      await cancelOrder(trx, order, 'timeout', new Date(now));
      return true;
    });
    if (done) cancelled += 1;
  }
  return cancelled;
}

export { cancelOrder, settleEscrow };
