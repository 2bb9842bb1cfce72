import {
  maskAccountName,
  nftRules,
  type NftBidInput,
  type NftBidView,
  type NftDueOrderView,
  type NftMarginInput,
  type NftMarginView,
  type NftMyBidsInput,
  type Page,
} from '@meridian/contract';
import { Decimal } from 'decimal.js';
import { sql } from 'kysely';

import type { Executor, Trx } from '../../db/database.js';
import { pageOf } from '../../db/paging.js';
import type { AppDeps } from '../../deps.js';
import * as ledger from '../../ledger/ledger.js';
import { moneyTransaction, publishBalanceChanges } from '../../ledger/transaction.js';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../../lib/caller.js';
import { pageView } from '../../lib/pagination.js';
import * as repo from './nft.repository.js';
import { EXCHANGE } from './nft.service.js';
import { plain, saleFlag } from './nft.views.js';

/*
 * Auctions (issue #18, PRODUCT-RULES.md §9): a bidder locks the auction's deposit once, bids
 * beat the highest by at least the increment, a bid in the last 10 minutes moves the end. At the
 * end (settled once, guarded by `settled_at`) the winner gets an order for the final price less
 * the deposit, due in 24 hours, and every other deposit returns; an order unpaid when due expires
 * once: its deposit is forfeited under the published split.
 */

const AUCTION = nftRules.NFT_SALE_MODES.auction;

async function lockAuction(trx: Trx, id: number) {
  const work = await repo.lockWork(trx, id);
  if (!work) throw new AppError('NFT_NOT_FOUND');
  if (work.sale_mode !== AUCTION || !work.deposit || !work.bid_increment)
    throw new AppError('NFT_NOT_AUCTION');
  return { ...work, deposit: work.deposit, bid_increment: work.bid_increment };
}

function openNow(work: { start_time: string; end_time: string } & Parameters<typeof saleFlag>[0]) {
  const available = nftRules.availabilityCode(
    Date.now(),
    Number(work.start_time),
    Number(work.end_time),
    saleFlag(work),
  );
  if (available !== 1) throw new AppError('NFT_NOT_ON_SALE', { available });
}

const coinName = async (db: Executor, id: number) =>
  (await db.selectFrom('currencies').select('name').where('id', '=', id).executeTakeFirstOrThrow())
    .name;

/**
 * POST /bind_box/marginNFT: locks the auction's deposit in the caller's exchange account, once
 * per auction and bidder: a repeat answers the deposit already locked and moves nothing.
 */
export async function lockMargin(
  trx: Trx,
  caller: Caller,
  input: NftMarginInput,
): Promise<NftMarginView> {
  const userId = caller.user.id;
  const work = await lockAuction(trx, input.id);
  const currency = await coinName(trx, work.currency_id);
  const existing = await trx
    .selectFrom('nft_deposits')
    .selectAll()
    .where('work_id', '=', work.id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (existing)
    return { work_id: work.id, amount: plain(existing.amount), currency, status: existing.status };
  openNow(work);
  const amount = plain(work.deposit);
  await trx
    .insertInto('nft_deposits')
    .values({ work_id: work.id, user_id: userId, amount, currency_id: work.currency_id })
    .execute();
  await ledger.post(trx, {
    reason: 'nft_margin',
    reference: `nft:margin:${work.id}:${userId}`,
    userId,
    legs: [
      {
        holder: { userId, accountType: EXCHANGE },
        currencyId: work.currency_id,
        available: `-${amount}`,
        frozen: amount,
      },
    ],
  });
  return { work_id: work.id, amount, currency, status: 'locked' };
}

/**
 * POST /bind_box/auctionNFT: a bid of at least the least next bid by a bidder whose deposit is
 * locked. The work's row lock orders concurrent bids: each sees the one before it.
 */
export async function bid(trx: Trx, caller: Caller, input: NftBidInput): Promise<NftBidView> {
  const userId = caller.user.id;
  const work = await lockAuction(trx, input.code);
  openNow(work);
  const deposit = await trx
    .selectFrom('nft_deposits')
    .select('status')
    .where('work_id', '=', work.id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (deposit?.status !== 'locked') throw new AppError('NFT_MARGIN_REQUIRED');
  if (!nftRules.bidAccepted(input.price, work.current_bid, work.price, work.bid_increment))
    throw new AppError('NFT_BID_TOO_LOW', {
      min: nftRules.minNextBid(work.current_bid, work.price, work.bid_increment),
    });
  const now = Date.now();
  const end = nftRules.endAfterBid(Number(work.end_time), now);
  const price = plain(input.price);
  await trx
    .updateTable('nft_works')
    .set({ current_bid: price, current_bidder: userId, end_time: end })
    .where('id', '=', work.id)
    .execute();
  const row = await trx
    .insertInto('nft_bids')
    .values({ work_id: work.id, user_id: userId, price, end_time: end })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    work_id: work.id,
    title: work.title,
    bidder: maskAccountName(caller.user.username),
    price,
    currency: await coinName(trx, work.currency_id),
    at: row.created_at.getTime(),
    end_time: end,
    mine: true,
  };
}

function bidsQuery(db: Executor) {
  return db
    .selectFrom('nft_bids as b')
    .innerJoin('nft_works as w', 'w.id', 'b.work_id')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .innerJoin('currencies as c', 'c.id', 'w.currency_id')
    .select([
      'b.id',
      'b.work_id',
      'b.user_id',
      'b.price',
      'b.end_time',
      'b.created_at',
      'w.title',
      'u.username',
      'c.name as currency',
    ]);
}
type BidRow = Awaited<ReturnType<ReturnType<typeof bidsQuery>['execute']>>[number];

const bidView = (row: BidRow, userId: number): NftBidView => ({
  id: row.id,
  work_id: row.work_id,
  title: row.title,
  bidder: maskAccountName(row.username),
  price: plain(row.price),
  currency: row.currency,
  at: row.created_at.getTime(),
  end_time: Number(row.end_time),
  mine: row.user_id === userId,
});

/** GET /bind_box/getBindBoxQuotationLog: an auction's bids, newest first (public, masked). */
export async function auctionBids(
  deps: AppDeps,
  caller: Caller | undefined,
  id: number,
): Promise<NftBidView[]> {
  const rows = await bidsQuery(deps.db)
    .where('b.work_id', '=', id)
    .orderBy('b.id', 'desc')
    .limit(100)
    .execute();
  return rows.map((r) => bidView(r, caller?.user.id ?? 0));
}

/** GET /bind_box/getMyBindBoxQuotationLog: the caller's bids, newest first. */
export async function myBids(
  deps: AppDeps,
  caller: Caller,
  input: NftMyBidsInput,
): Promise<Page<NftBidView>> {
  const filtered = deps.db
    .selectFrom('nft_bids')
    .select('nft_bids.id')
    .where('nft_bids.user_id', '=', caller.user.id);
  const found = await pageOf(
    filtered,
    (f) => bidsQuery(deps.db).where('b.id', 'in', f).orderBy('b.id', 'desc'),
    input,
  );
  return pageView(found, (r) => bidView(r, caller.user.id), input);
}

// ---- the end, payment and expiry ---------------------------------------------------------------

function returnDeposit(
  trx: Trx,
  d: { work_id: number; user_id: number; amount: string; currency_id: number },
) {
  return ledger.post(trx, {
    reason: 'nft_margin_return',
    reference: `nft:margin:${d.work_id}:${d.user_id}:return`,
    userId: d.user_id,
    legs: [
      {
        holder: { userId: d.user_id, accountType: EXCHANGE },
        currencyId: d.currency_id,
        available: d.amount,
        frozen: `-${d.amount}`,
      },
    ],
  });
}

/**
 * Settles one ended auction exactly once (the guarded update claims it): the winner's order for
 * the final price less the deposit, due in 24 hours; every other locked deposit returns. With no
 * bid, every deposit returns and the work stays unsold.
 */
async function settleAuction(trx: Trx, id: number, now: number): Promise<boolean> {
  const claimed = await trx
    .updateTable('nft_works')
    .set({ settled_at: new Date(now) })
    .where('id', '=', id)
    .where('settled_at', 'is', null)
    .where('end_time', '<=', String(now))
    .returningAll()
    .executeTakeFirst();
  if (!claimed) return false;
  const deposits = await trx
    .selectFrom('nft_deposits')
    .selectAll()
    .where('work_id', '=', id)
    .where('status', '=', 'locked')
    .execute();
  const winner = claimed.current_bidder;
  for (const d of deposits) {
    if (d.user_id === winner) continue;
    await returnDeposit(trx, { ...d, amount: plain(d.amount) });
    await trx
      .updateTable('nft_deposits')
      .set({ status: 'returned' })
      .where('work_id', '=', id)
      .where('user_id', '=', d.user_id)
      .execute();
  }
  if (winner !== null && claimed.current_bid !== null) {
    const held = deposits.find((d) => d.user_id === winner);
    await trx
      .insertInto('nft_orders')
      .values({
        work_id: id,
        user_id: winner,
        price: plain(claimed.current_bid),
        currency_id: claimed.currency_id,
        status: 'pending',
        deposit: plain(held?.amount ?? '0'),
        due_at: now + nftRules.NFT_PAY_WINDOW_MS,
      })
      .execute();
  }
  return true;
}

/**
 * Expires one unpaid order past its due time exactly once: the winner's deposit is forfeited,
 * the seller's share to the house's NFT account (the platform sold it) and the platform's fee to
 * the fee income, under the published split.
 */
async function expireOrder(trx: Trx, id: number, now: number): Promise<boolean> {
  const order = await trx
    .updateTable('nft_orders')
    .set({ status: 'expired' })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('due_at', '<=', String(now))
    .returningAll()
    .executeTakeFirst();
  if (!order) return false;
  const deposit = plain(order.deposit);
  if (new Decimal(deposit).greaterThan(0)) {
    const split = nftRules.splitForfeit(deposit);
    await ledger.post(trx, {
      reason: 'nft_margin_forfeit',
      reference: `nft:order:${order.id}:forfeit`,
      userId: order.user_id,
      legs: [
        {
          holder: { userId: order.user_id, accountType: EXCHANGE },
          currencyId: order.currency_id,
          frozen: `-${deposit}`,
        },
        { holder: { house: 'nft' }, currencyId: order.currency_id, available: split.seller },
        { holder: { house: 'fees' }, currencyId: order.currency_id, available: split.platform },
      ],
    });
  }
  await trx
    .updateTable('nft_deposits')
    .set({ status: 'forfeited' })
    .where('work_id', '=', order.work_id)
    .where('user_id', '=', order.user_id)
    .execute();
  return true;
}

/**
 * The leader's due work: auctions past their end settled, unpaid orders past due expired, each
 * in its own transaction and exactly once (a second run or leader finds nothing to claim).
 */
export async function runDueAuctions(deps: AppDeps, now: number): Promise<number> {
  const published = publishBalanceChanges(deps.events);
  const ended = await deps.db
    .selectFrom('nft_works')
    .select('id')
    .where('sale_mode', '=', AUCTION)
    .where('settled_at', 'is', null)
    .where('end_time', '<=', String(now))
    .execute();
  let done = 0;
  for (const { id } of ended)
    if (await moneyTransaction(deps.db, (trx) => settleAuction(trx, id, now), published)) done++;
  const due = await deps.db
    .selectFrom('nft_orders')
    .select('id')
    .where('status', '=', 'pending')
    .where('due_at', '<=', String(now))
    .execute();
  for (const { id } of due)
    if (await moneyTransaction(deps.db, (trx) => expireOrder(trx, id, now), published)) done++;
  return done;
}

// ---- orders to pay -----------------------------------------------------------------------------

function ordersQuery(db: Executor) {
  return db
    .selectFrom('nft_orders as o')
    .innerJoin('nft_works as w', 'w.id', 'o.work_id')
    .innerJoin('currencies as c', 'c.id', 'o.currency_id')
    .selectAll('o')
    .select(['w.title', 'c.name as currency']);
}
type OrderRow = Awaited<ReturnType<ReturnType<typeof ordersQuery>['execute']>>[number];

const dueView = (o: OrderRow): NftDueOrderView => ({
  id: o.id,
  work_id: o.work_id,
  title: o.title,
  price: plain(o.price),
  deposit: plain(o.deposit),
  due: nftRules.dueAfterDeposit(o.price, o.deposit),
  currency: o.currency,
  due_at: Number(o.due_at ?? 0),
  status: o.status,
});

/** GET /bind_box/getNeedPayNFTOrder: the caller's orders waiting for payment. */
export async function needPay(deps: AppDeps, caller: Caller): Promise<NftDueOrderView[]> {
  const rows = await ordersQuery(deps.db)
    .where('o.user_id', '=', caller.user.id)
    .where('o.status', '=', 'pending')
    .orderBy('o.due_at')
    .execute();
  return rows.map(dueView);
}

/**
 * POST /bind_box/payNFTOrder: pays the caller's auction order before it is due: the final price
 * less the deposit from the exchange account and the deposit itself, to the house's NFT account;
 * the work becomes the caller's with its provenance step.
 */
export async function payOrder(
  deps: AppDeps,
  trx: Trx,
  caller: Caller,
  id: number,
): Promise<NftDueOrderView> {
  const userId = caller.user.id;
  const order = await trx
    .selectFrom('nft_orders')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!order) throw new AppError('NFT_ORDER_NOT_FOUND');
  const now = Date.now();
  if (order.status !== 'pending' || Number(order.due_at) <= now)
    throw new AppError('NFT_ORDER_NOT_PENDING');
  const price = plain(order.price);
  const deposit = plain(order.deposit);
  const due = nftRules.dueAfterDeposit(price, deposit);
  await ledger.post(trx, {
    reason: 'nft_auction_pay',
    reference: `nft:order:${order.id}:pay`,
    userId,
    legs: [
      {
        holder: { userId, accountType: EXCHANGE },
        currencyId: order.currency_id,
        available: `-${due}`,
        frozen: `-${deposit}`,
      },
      { holder: { house: 'nft' }, currencyId: order.currency_id, available: price },
    ],
  });
  await deps.accountHooks.assertMayLeave(trx, EXCHANGE, userId, order.currency_id);
  await trx
    .updateTable('nft_orders')
    .set({ status: 'paid', paid_at: sql<Date>`now()` })
    .where('id', '=', order.id)
    .execute();
  await trx
    .updateTable('nft_deposits')
    .set({ status: 'applied' })
    .where('work_id', '=', order.work_id)
    .where('user_id', '=', userId)
    .execute();
  await repo.markSold(trx, order.work_id, userId);
  await repo.insertProvenance(trx, {
    work_id: order.work_id,
    kind: 'buy',
    owner_id: userId,
    order_id: order.id,
    price,
    currency_id: order.currency_id,
  });
  const [row] = await ordersQuery(trx).where('o.id', '=', order.id).execute();
  return dueView(row!);
}
