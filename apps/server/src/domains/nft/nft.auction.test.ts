import type {
  NftBidView,
  NftDueOrderView,
  NftMarginView,
  NftOwnedView,
  NftWorkDetailView,
  Page,
} from '@meridian/contract';
import { describe, expect, it } from 'vitest';

import { expectTranslatedRefusal } from '../../testing/input-bounds.js';
import { buildDatabaseTemplateFirst } from '../../testing/lifecycle.js';
import { balanceOf, expectLedgerClean, failure, ok, succeeded, USDT } from '../../testing/money.js';
import { market, type Market } from '../../testing/nft.js';
import { countRows, houseHolds } from '../../testing/rows.js';
import type { TestApp } from '../../testing/test-app.js';
import { nodeDeps } from '../../testing/trading.js';
import { trader, type Trader } from '../../testing/traders.js';
import { runDueAuctions } from './index.js';

/*
 * NFT auctions over HTTP and the leader's sweep (issue #18, PRODUCT-RULES.md §9): the deposit
 * locked once, bids beating the highest by the increment, anti-snipe, public bid records; the
 * end settled once (winner's order less the deposit, other deposits back), payment, and the
 * 24-hour expiry forfeiting the deposit under the published split, exactly once.
 */
buildDatabaseTemplateFirst();
const CHANGE = 2;
const MIN = 60_000;
const HOUR = 60 * MIN;

const auctionOf = (m: Market, body: Record<string, unknown> = {}) =>
  m.mint({ sale_mode: 2, price: '100', bid_increment: '5', deposit: '20', ...body });
const bidder = (t: TestApp, usdt = '1000') => trader(t, { [CHANGE]: { [USDT]: usdt } });
const margin = (t: TestApp, who: Trader, id: number) =>
  t.post('/api/bind_box/marginNFT', { id }, who.token);
const bid = (t: TestApp, who: Trader, code: number, price: string) =>
  t.post('/api/bind_box/auctionNFT', { code, price }, who.token);
const usdt = (t: TestApp, who: Trader) => balanceOf(t.db, who.id, USDT);
const work = (t: TestApp, id: number) =>
  t.db.selectFrom('nft_works').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
/** Moves an auction's end (the sweep then sees it ended, or a bid lands in its last minutes). */
const endAt = (t: TestApp, id: number, end: number) =>
  t.db.updateTable('nft_works').set({ end_time: end }).where('id', '=', id).execute();

describe('deposits and bids', () => {
  it('needs an increment and a deposit to mint an auction', async () => {
    const m = await market();
    const res = await m.t.post(
      '/api/admin/nft/works',
      {
        collection_id: m.collection.id,
        title: 'A',
        media_type: 'image',
        media_url: (await m.mint()).media_url,
        rarity: 'rare',
        sale_mode: 2,
        currency_id: USDT,
        price: '100',
        start_time: 1000,
        end_time: 2000,
      },
      m.op.token,
    );
    expectTranslatedRefusal(res, 'NFT_AUCTION_TERMS');
    const a = await auctionOf(m);
    expect(a).toMatchObject({
      bid_increment: '5',
      deposit: '20',
      current_bid: null,
      min_next_bid: '100',
    });
  });

  it('locks the deposit once per auction and bidder, even when submitted twice at once', async () => {
    const m = await market();
    const { t } = m;
    const a = await auctionOf(m);
    const u = await bidder(t);
    const [one, two] = await Promise.all([margin(t, u, a.id), margin(t, u, a.id)]);
    expect(ok<NftMarginView>(one)).toMatchObject({
      amount: '20',
      status: 'locked',
      currency: 'USDT',
    });
    expect(ok<NftMarginView>(two)).toMatchObject({ amount: '20', status: 'locked' });
    expect(await usdt(t, u)).toEqual({ available: '980', frozen: '20' });
    expect(await countRows(t.db, 'nft_deposits')).toBe(1);
    // Not an auction; not enough to lock (nothing changes); a visitor.
    const fixed = await m.mint();
    expectTranslatedRefusal(await margin(t, u, fixed.id), 'NFT_NOT_AUCTION');
    const poor = await bidder(t, '5');
    expectTranslatedRefusal(await margin(t, poor, a.id), 'INSUFFICIENT_BALANCE');
    expect(await usdt(t, poor)).toEqual({ available: '5', frozen: '0' });
    expect(await countRows(t.db, 'nft_deposits')).toBe(1);
    expect(failure(await t.post('/api/bind_box/marginNFT', { id: a.id })).type).not.toBe('ok');
    await expectLedgerClean(t.db);
  });

  it('accepts bids that beat the highest by the increment; records are public and masked', async () => {
    const m = await market();
    const { t } = m;
    const a = await auctionOf(m);
    const [u1, u2] = [await bidder(t), await bidder(t)];
    expectTranslatedRefusal(await bid(t, u1, a.id, '100'), 'NFT_MARGIN_REQUIRED');
    ok(await margin(t, u1, a.id));
    ok(await margin(t, u2, a.id));
    expectTranslatedRefusal(await bid(t, u1, a.id, '99'), { code: 'NFT_BID_TOO_LOW' });
    ok(await bid(t, u1, a.id, '100'));
    const low = expectTranslatedRefusal(await bid(t, u2, a.id, '104.99'), 'NFT_BID_TOO_LOW');
    expect(low.message).toContain('105');
    ok(await bid(t, u2, a.id, '105'));
    expect(failure(await bid(t, u2, a.id, 'x')).type).toBe('error');
    expectTranslatedRefusal(await bid(t, u2, 999, '500'), 'NFT_NOT_FOUND');

    const detail = ok<NftWorkDetailView>(await t.get('/api/bind_box/getBoxDetail', { id: a.id }));
    expect(detail).toMatchObject({ current_bid: '105', min_next_bid: '110' });
    const mineDetail = ok<NftWorkDetailView>(
      await t.get('/api/bind_box/getBoxDetail', { id: a.id }, u1.token),
    );
    expect([detail.margin, mineDetail.margin]).toEqual([null, 'locked']);
    const records = ok<NftBidView[]>(
      await t.get('/api/bind_box/getBindBoxQuotationLog', { id: a.id }),
    );
    expect(records.map((r) => [r.price, r.mine])).toEqual([
      ['105', false],
      ['100', false],
    ]);
    expect(records.every((r) => r.bidder.includes('***'))).toBe(true);
    const mine = ok<Page<NftBidView>>(
      await t.get('/api/bind_box/getMyBindBoxQuotationLog', {}, u1.token),
    );
    expect(mine.data.map((r) => [r.price, r.mine])).toEqual([['100', true]]);
    // Deposits only: bidding moves no other money.
    expect(await usdt(t, u1)).toEqual({ available: '980', frozen: '20' });
  });

  it('moves the end to 10 minutes after a bid in the last 10 minutes', async () => {
    const m = await market();
    const { t } = m;
    const a = await auctionOf(m);
    const u = await bidder(t);
    ok(await margin(t, u, a.id));
    const end = Date.now() + 30 * MIN;
    await endAt(t, a.id, end);
    const early = ok<NftBidView>(await bid(t, u, a.id, '100'));
    expect(early.end_time).toBe(end);
    await endAt(t, a.id, Date.now() + 5 * MIN);
    const late = ok<NftBidView>(await bid(t, u, a.id, '105'));
    expect(late.end_time).toBeGreaterThanOrEqual(late.at + 10 * MIN - 1000);
    expect(Number((await work(t, a.id)).end_time)).toBe(late.end_time);
  });

  it('keeps order and increments under 50 concurrent bids; each deposit locked once', async () => {
    const m = await market();
    const { t } = m;
    const a = await auctionOf(m);
    const bidders = await Promise.all(Array.from({ length: 10 }, () => bidder(t)));
    await Promise.all(bidders.flatMap((b) => [margin(t, b, a.id), margin(t, b, a.id)]));
    // 50 bids at once, 5 per bidder, at prices 100, 105, … 345 in a scrambled order.
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        bid(t, bidders[i % 10]!, a.id, String(100 + 5 * ((i * 7) % 50))),
      ),
    );
    const accepted = answers.filter(succeeded).map((r) => ok<NftBidView>(r));
    expect(accepted.length).toBeGreaterThan(0);
    for (const res of answers.filter((r) => !succeeded(r)))
      expect(failure(res).code).toBe('NFT_BID_TOO_LOW');
    const rows = await t.db.selectFrom('nft_bids').select(['id', 'price']).orderBy('id').execute();
    expect(rows).toHaveLength(accepted.length);
    for (let i = 1; i < rows.length; i++)
      expect(Number(rows[i]!.price) - Number(rows[i - 1]!.price)).toBeGreaterThanOrEqual(5);
    expect((await work(t, a.id)).current_bid).toBe(rows.at(-1)!.price);
    expect(await countRows(t.db, 'nft_deposits')).toBe(10);
    const postings = await t.db
      .selectFrom('ledger_postings')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('reason', '=', 'nft_margin')
      .executeTakeFirstOrThrow();
    expect(Number(postings.n)).toBe(10);
    for (const b of bidders) expect(await usdt(t, b)).toEqual({ available: '980', frozen: '20' });
  });
});

describe('the end, payment and expiry', () => {
  async function endedAuction() {
    const m = await market();
    const { t } = m;
    const a = await auctionOf(m);
    const [winner, loser, idle] = [await bidder(t), await bidder(t), await bidder(t)];
    for (const u of [winner, loser, idle]) ok(await margin(t, u, a.id));
    ok(await bid(t, loser, a.id, '100'));
    ok(await bid(t, winner, a.id, '150'));
    const end = Date.now() - 1000;
    await endAt(t, a.id, end);
    return { ...m, a, winner, loser, idle, end };
  }

  it('settles once: the winner owes the price less the deposit, other deposits return', async () => {
    const { t, a, winner, loser, idle, end } = await endedAuction();
    const deps = nodeDeps(t);
    expect(await runDueAuctions(deps, end + 1)).toBe(1);
    expect(await runDueAuctions(deps, end + 2)).toBe(0);
    expect(await usdt(t, loser)).toEqual({ available: '1000', frozen: '0' });
    expect(await usdt(t, idle)).toEqual({ available: '1000', frozen: '0' });
    expect(await usdt(t, winner)).toEqual({ available: '980', frozen: '20' });
    const [due] = ok<NftDueOrderView[]>(
      await t.get('/api/bind_box/getNeedPayNFTOrder', {}, winner.token),
    );
    expect(due).toMatchObject({
      work_id: a.id,
      price: '150',
      deposit: '20',
      due: '130',
      status: 'pending',
    });
    expect(due!.due_at).toBe(end + 1 + 24 * HOUR);
    expect(
      ok<NftDueOrderView[]>(await t.get('/api/bind_box/getNeedPayNFTOrder', {}, loser.token)),
    ).toEqual([]);
    // Ended: no more deposits or bids.
    expectTranslatedRefusal(await bid(t, loser, a.id, '500'), 'NFT_NOT_ON_SALE');

    // Another user cannot pay it; the winner pays once.
    expectTranslatedRefusal(
      await t.post('/api/bind_box/payNFTOrder', { id: due!.id }, loser.token),
      'NFT_ORDER_NOT_FOUND',
    );
    const paid = ok<NftDueOrderView>(
      await t.post('/api/bind_box/payNFTOrder', { id: due!.id }, winner.token),
    );
    expect(paid.status).toBe('paid');
    expectTranslatedRefusal(
      await t.post('/api/bind_box/payNFTOrder', { id: due!.id }, winner.token),
      'NFT_ORDER_NOT_PENDING',
    );
    expect(await usdt(t, winner)).toEqual({ available: '850', frozen: '0' });
    expect(await houseHolds(t.db, 'nft')).toBe('150');
    const [owned] = ok<NftOwnedView[]>(await t.post('/api/bind_box/getMyNFTs', {}, winner.token));
    expect(owned).toMatchObject({ id: a.id, paid: '150' });
    expect(owned!.provenance.map((p) => p.kind)).toEqual(['mint', 'buy']);
    // Expiry finds nothing to expire afterwards.
    expect(await runDueAuctions(deps, end + 25 * HOUR)).toBe(0);
    await expectLedgerClean(t.db);
  });

  it('refuses a payment the balance cannot cover, changing nothing', async () => {
    const { t, winner, end } = await endedAuction();
    await runDueAuctions(nodeDeps(t), end + 1);
    const [due] = ok<NftDueOrderView[]>(
      await t.get('/api/bind_box/getNeedPayNFTOrder', {}, winner.token),
    );
    await t.db
      .updateTable('balances')
      .set({ available: '100' })
      .where('user_id', '=', winner.id)
      .where('currency_id', '=', USDT)
      .execute();
    expectTranslatedRefusal(
      await t.post('/api/bind_box/payNFTOrder', { id: due!.id }, winner.token),
      'INSUFFICIENT_BALANCE',
    );
    expect(await usdt(t, winner)).toEqual({ available: '100', frozen: '20' });
    expect(
      ok<NftDueOrderView[]>(await t.get('/api/bind_box/getNeedPayNFTOrder', {}, winner.token)),
    ).toHaveLength(1);
  });

  it('expires an unpaid order once after 24 hours: the deposit is split 80 / 20', async () => {
    const { t, a, winner, end } = await endedAuction();
    const deps = nodeDeps(t);
    await runDueAuctions(deps, end + 1);
    expect(await runDueAuctions(deps, end + 24 * HOUR)).toBe(0);
    // Two sweeps at once (two leaders for a moment): one expiry.
    const counts = await Promise.all([
      runDueAuctions(deps, end + 1 + 24 * HOUR),
      runDueAuctions(deps, end + 1 + 24 * HOUR),
    ]);
    expect(counts.reduce((x, y) => x + y, 0)).toBe(1);
    expect(await usdt(t, winner)).toEqual({ available: '980', frozen: '0' });
    expect(await houseHolds(t.db, 'nft')).toBe('16');
    expect(await houseHolds(t.db, 'fees')).toBe('4');
    const order = await t.db.selectFrom('nft_orders').selectAll().executeTakeFirstOrThrow();
    expect(order.status).toBe('expired');
    expect((await work(t, a.id)).owner_id).toBeNull();
    await expectLedgerClean(t.db);
  });

  it('returns every deposit when nobody bid', async () => {
    const m = await market();
    const { t } = m;
    const a = await auctionOf(m);
    const u = await bidder(t);
    ok(await margin(t, u, a.id));
    await endAt(t, a.id, Date.now() - 1000);
    expect(await runDueAuctions(nodeDeps(t), Date.now())).toBe(1);
    expect(await usdt(t, u)).toEqual({ available: '1000', frozen: '0' });
    expect(await countRows(t.db, 'nft_orders')).toBe(0);
  });
});
