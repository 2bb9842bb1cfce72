import type {
  NftArtistDetailView,
  NftArtistView,
  NftCollectionView,
  NftCurrencyView,
  NftOrderView,
  NftOwnedView,
  NftWorkDetailView,
  NftWorkView,
  Page,
} from '@meridian/contract';
import { describe, expect, it } from 'vitest';

import { expectTranslatedRefusal } from '../../testing/input-bounds.js';
import { buildDatabaseTemplateFirst } from '../../testing/lifecycle.js';
import {
  balanceOf,
  BTC,
  expectLedgerClean,
  failure,
  ok,
  succeeded,
  uploadImage,
  USDT,
} from '../../testing/money.js';
import { countRows, houseHolds } from '../../testing/rows.js';
import { adminImage, market } from '../../testing/nft.js';
import type { TestApp } from '../../testing/test-app.js';
import { submitWithKey, trader, type Trader } from '../../testing/traders.js';

/*
 * The NFT marketplace over HTTP (issue #18, first slice): operators mint works from uploaded
 * images (audited); the market's calls under /bind_box/; a fixed-price purchase moves the money
 * and the ownership in one transaction, exactly once however buyers race; refusals change
 * nothing; counts are real.
 */
buildDatabaseTemplateFirst();
const CHANGE = 2;
const HOUR = 3_600_000;

const buyer = (t: TestApp, usdt = '500') => trader(t, { [CHANGE]: { [USDT]: usdt } });
const buy = (t: TestApp, who: Trader, id: number, price = '100') =>
  t.post('/api/bind_box/buyNFT', { id, price }, who.token);
const detail = async (t: TestApp, id: number, token?: string) =>
  ok<NftWorkDetailView>(await t.get('/api/bind_box/getBoxDetail', { id }, token));

async function snapshot(t: TestApp, who: Trader) {
  return {
    usdt: await balanceOf(t.db, who.id, USDT),
    orders: await countRows(t.db, 'nft_orders'),
    provenance: await countRows(t.db, 'nft_provenance'),
    postings: await countRows(t.db, 'ledger_postings'),
    owners: await t.db.selectFrom('nft_works').select(['id', 'owner_id']).orderBy('id').execute(),
  };
}

describe('minting (operators)', () => {
  it('mints a work from an uploaded image, audited, held by the platform with a mint step', async () => {
    const { t, op, mint, artist, collection } = await market();
    const work = await mint();
    expect(work).toMatchObject({
      title: 'Tide 1',
      rarity: 'rare',
      sale_mode: 1,
      currency: 'USDT',
      price: '100',
      available: 1,
      sold: false,
      owner: null,
      artist_uid: artist.uid,
      collection_id: collection.id,
      fans: 0,
    });
    expect(work.media_url).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    expect(work.provenance).toEqual([
      expect.objectContaining({ kind: 'mint', owner: null, price: null }),
    ]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'admin_id'])
      .where('action', 'like', 'nft.%')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['nft.artist', 'nft.collection', 'nft.mint']);
    expect(audit.every((a) => a.admin_id === op.id)).toBe(true);
  });

  it('refuses an end before the start, a user’s private upload, an unknown collection or coin', async () => {
    const { t, op, collection } = await market();
    const base = {
      collection_id: collection.id,
      title: 'X',
      media_type: 'image',
      rarity: 'common',
      sale_mode: 1,
      currency_id: USDT,
      price: '1',
      start_time: 2000,
      end_time: 1000,
    };
    const image = await adminImage(t, op.token);
    const mint = (body: Record<string, unknown>) =>
      t.post('/api/admin/nft/works', { ...base, media_url: image, ...body }, op.token);
    expectTranslatedRefusal(await mint({}), 'NFT_END_BEFORE_START');
    const good = { start_time: 1000, end_time: 2000 };
    const user = await trader(t);
    const privateUpload = await uploadImage(t, user.token);
    expectTranslatedRefusal(
      await mint({ ...good, media_url: privateUpload }),
      'NFT_MEDIA_NOT_FOUND',
    );
    expectTranslatedRefusal(
      await mint({ ...good, media_url: '/uploads/nope.webp' }),
      'NFT_MEDIA_NOT_FOUND',
    );
    expectTranslatedRefusal(await mint({ ...good, collection_id: 999 }), 'NFT_NOT_FOUND');
    expectTranslatedRefusal(await mint({ ...good, currency_id: 999 }), 'NFT_CURRENCY_NOT_FOUND');
    expect(failure(await mint({ ...good, rarity: 'mythic' })).type).toBe('error');
    expect(failure(await mint({ ...good, sale_mode: 4 })).type).toBe('error');
    expect(failure(await mint({ ...good, price: '-1' })).type).toBe('error');
    expect(await countRows(t.db, 'nft_works')).toBe(0);
    // Users are not operators.
    expect(
      failure(await t.post('/api/admin/nft/works', { ...base, ...good }, user.token)).type,
    ).not.toBe('ok');
  });
});

describe('the market', () => {
  it('lists works by sale mode, artists and collections with real counts, and the coins', async () => {
    const { t, mint, artist } = await market();
    const a = await mint({ title: 'Fixed' });
    const b = await mint({ title: 'Auction', sale_mode: 2, bid_increment: '5', deposit: '10' });
    const c = await mint({
      title: 'Later',
      start_time: Date.now() + HOUR,
      end_time: Date.now() + 2 * HOUR,
    });
    const d = await mint({
      title: 'Over',
      start_time: Date.now() - 2 * HOUR,
      end_time: Date.now() - HOUR,
    });
    const all = ok<Page<NftWorkView>>(await t.get('/api/bind_box/getBoxList'));
    expect(all.total).toBe(4);
    expect(all.data.map((w) => [w.id, w.available])).toEqual([
      [d.id, 0],
      [c.id, 2],
      [b.id, 1],
      [a.id, 1],
    ]);
    const fixed = ok<Page<NftWorkView>>(await t.get('/api/bind_box/getBoxList', { sale_mode: 1 }));
    expect(fixed.data.map((w) => w.title)).toEqual(['Over', 'Later', 'Fixed']);
    const auctions = ok<Page<NftWorkView>>(
      await t.get('/api/bind_box/getBoxList', { sale_mode: 2 }),
    );
    expect(auctions.data.map((w) => w.id)).toEqual([b.id]);
    expect(failure(await t.get('/api/bind_box/getBoxList', { sale_mode: 9 })).type).toBe('error');

    // Fans: distinct users favouring the artist's works; sold: works sold.
    const [u1, u2] = [await buyer(t), await buyer(t)];
    ok(await t.post('/api/bind_box/collect', { id: a.id }, u1.token));
    ok(await t.post('/api/bind_box/collect', { id: b.id }, u1.token));
    const faved = ok<NftWorkView>(await t.post('/api/bind_box/collect', { id: a.id }, u2.token));
    expect(faved).toMatchObject({ fans: 2, collected: true });
    ok(await buy(t, u1, a.id));
    const [listed] = ok<NftArtistView[]>(await t.get('/api/bind_box/getArtist'));
    expect(listed).toMatchObject({ uid: artist.uid, name: 'Mira Sol', works: 4, sold: 1, fans: 2 });
    const home = ok<NftArtistDetailView>(
      await t.get('/api/bind_box/getArtistDetail', { uid: artist.uid }, u1.token),
    );
    expect(home.collections).toEqual([expect.objectContaining({ name: 'Tides', works: 4 })]);
    expect(home.list.find((w) => w.id === a.id)).toMatchObject({
      mine: true,
      collected: true,
      sold: true,
      available: 0,
    });
    expectTranslatedRefusal(
      await t.get('/api/bind_box/getArtistDetail', { uid: 999 }),
      'NFT_NOT_FOUND',
    );
    expect(ok<NftCollectionView[]>(await t.get('/api/bind_box/getCollection'))).toEqual([
      expect.objectContaining({ name: 'Tides', artist_name: 'Mira Sol', works: 4 }),
    ]);
    expect(ok<NftCurrencyView[]>(await t.get('/api/bind_box/getNftCurrency'))).toEqual([
      { id: USDT, name: 'USDT' },
    ]);
  });

  it('favours and un-favours once per user; a visitor cannot; an unknown work is refused', async () => {
    const { t, mint } = await market();
    const work = await mint();
    const u = await buyer(t);
    ok(await t.post('/api/bind_box/collect', { id: work.id }, u.token));
    ok(await t.post('/api/bind_box/collect', { id: work.id }, u.token));
    expect((await detail(t, work.id, u.token)).fans).toBe(1);
    const off = ok<NftWorkView>(
      await t.post('/api/bind_box/collect', { id: work.id, collect: 0 }, u.token),
    );
    expect(off).toMatchObject({ fans: 0, collected: false });
    expect(failure(await t.post('/api/bind_box/collect', { id: work.id })).type).not.toBe('ok');
    expectTranslatedRefusal(
      await t.post('/api/bind_box/collect', { id: 999 }, u.token),
      'NFT_NOT_FOUND',
    );
    expectTranslatedRefusal(
      await t.get('/api/bind_box/getBoxDetail', { id: 999 }),
      'NFT_NOT_FOUND',
    );
    expect(failure(await t.get('/api/bind_box/getBoxDetail', { id: 'x' })).type).toBe('error');
  });
});

describe('buying at a fixed price', () => {
  it('pays from the exchange account, moves ownership and records provenance in one go', async () => {
    const { t, mint } = await market();
    const work = await mint({ price: '120.5' });
    const u = await buyer(t);
    const order = ok<NftOrderView>(await buy(t, u, work.id, '120.5'));
    expect(order).toMatchObject({
      work_id: work.id,
      price: '120.5',
      currency: 'USDT',
      status: 'paid',
    });
    expect(await balanceOf(t.db, u.id, USDT)).toEqual({ available: '379.5', frozen: '0' });
    expect(await houseHolds(t.db, 'nft')).toBe('120.5');
    const posting = await t.db
      .selectFrom('ledger_postings')
      .select(['reason', 'reference'])
      .where('reason', '=', 'nft_buy')
      .executeTakeFirstOrThrow();
    expect(posting.reference).toBe(`nft:order:${order.id}`);

    const after = await detail(t, work.id, u.token);
    expect(after).toMatchObject({ sold: true, available: 0, mine: true });
    expect(after.owner).not.toBeNull();
    expect(after.provenance.map((p) => [p.kind, p.price])).toEqual([
      ['mint', null],
      ['buy', '120.5'],
    ]);
    const mine = ok<NftOwnedView[]>(await t.post('/api/bind_box/getMyNFTs', {}, u.token));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ id: work.id, paid: '120.5', mine: true });
    expect(mine[0]!.provenance).toHaveLength(2);
    // Another user owns nothing and does not see it as theirs.
    const other = await buyer(t);
    expect(ok<NftOwnedView[]>(await t.post('/api/bind_box/getMyNFTs', {}, other.token))).toEqual(
      [],
    );
    expect((await detail(t, work.id, other.token)).mine).toBe(false);
    expect(failure(await t.post('/api/bind_box/getMyNFTs', {})).type).not.toBe('ok');
    await expectLedgerClean(t.db);
  });

  it('refuses, changing nothing: short balance, sold, not started, ended, withdrawn, auction, stale price', async () => {
    const { t, op, mint } = await market();
    const u = await buyer(t, '50');
    const work = await mint();
    const later = await mint({ start_time: Date.now() + HOUR, end_time: Date.now() + 2 * HOUR });
    const over = await mint({ start_time: Date.now() - 2 * HOUR, end_time: Date.now() - HOUR });
    const auction = await mint({ sale_mode: 2, bid_increment: '5', deposit: '10' });
    const off = await mint();
    ok(await t.post('/api/admin/nft/works/flag', { id: off.id, flag: 0 }, op.token));
    expect((await detail(t, off.id)).available).toBe(0);
    const before = await snapshot(t, u);
    expectTranslatedRefusal(await buy(t, u, work.id), 'INSUFFICIENT_BALANCE');
    expectTranslatedRefusal(await buy(t, u, work.id, '99'), 'NFT_PRICE_CHANGED');
    expectTranslatedRefusal(await buy(t, u, later.id), 'NFT_NOT_ON_SALE');
    expectTranslatedRefusal(await buy(t, u, over.id), 'NFT_NOT_ON_SALE');
    expectTranslatedRefusal(await buy(t, u, auction.id), 'NFT_NOT_FIXED_PRICE');
    expectTranslatedRefusal(await buy(t, u, off.id), 'NFT_NOT_ON_SALE');
    expectTranslatedRefusal(await buy(t, u, 999), 'NFT_NOT_FOUND');
    expect(failure(await buy(t, u, work.id, 'abc')).type).toBe('error');
    expect(
      failure(await t.post('/api/bind_box/buyNFT', { id: work.id, price: '100' })).type,
    ).not.toBe('ok');
    const after = await snapshot(t, u);
    expect({ ...after, owners: undefined }).toEqual({ ...before, owners: undefined });
    expect(after.owners.every((w) => w.owner_id === null)).toBe(true);

    // Sold: the next buyer is refused.
    const rich = await buyer(t);
    ok(await buy(t, rich, work.id));
    expectTranslatedRefusal(await buy(t, await buyer(t), work.id), 'NFT_NOT_ON_SALE');
    await expectLedgerClean(t.db);
  });

  it('sells a work once when buyers race, and a repeated submit with one key pays once', async () => {
    const { t, mint } = await market();
    const work = await mint();
    const buyers = await Promise.all(Array.from({ length: 6 }, () => buyer(t)));
    const answers = await Promise.all(buyers.map((b) => buy(t, b, work.id)));
    expect(answers.filter(succeeded)).toHaveLength(1);
    for (const res of answers.filter((r) => !succeeded(r)))
      expect(failure(res).code).toBe('NFT_NOT_ON_SALE');
    expect(await countRows(t.db, 'nft_orders')).toBe(1);
    expect(await houseHolds(t.db, 'nft')).toBe('100');
    const paid = await Promise.all(buyers.map((b) => balanceOf(t.db, b.id, USDT)));
    expect(paid.filter((p) => p.available === '400')).toHaveLength(1);

    const again = await mint({ title: 'Tide 2' });
    const u = await buyer(t);
    const body = { id: again.id, price: '100' };
    const [first, second] = await Promise.all([
      submitWithKey(t, '/api/bind_box/buyNFT', body, u.token, 'nft-buy-key-1'),
      submitWithKey(t, '/api/bind_box/buyNFT', body, u.token, 'nft-buy-key-1'),
    ]);
    expect(ok<NftOrderView>(first).id).toBe(ok<NftOrderView>(second).id);
    expect(await balanceOf(t.db, u.id, USDT)).toEqual({ available: '400', frozen: '0' });
    await expectLedgerClean(t.db);
  });

  it('prices in another coin pay in that coin', async () => {
    const { t, mint } = await market();
    const work = await mint({ currency_id: BTC, price: '0.01' });
    const u = await trader(t, { [CHANGE]: { [BTC]: '1' } });
    ok(await buy(t, u, work.id, '0.01'));
    expect(await balanceOf(t.db, u.id, BTC)).toEqual({ available: '0.99', frozen: '0' });
    expect(await houseHolds(t.db, 'nft', BTC)).toBe('0.01');
  });
});
