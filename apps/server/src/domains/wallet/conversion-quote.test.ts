import type { ConversionQuoteView, ConversionView } from '@meridian/contract';
import { QUOTE_HOLD_SECONDS } from '@meridian/contract';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import {
  balanceOf,
  BTC,
  ETH,
  expectLedgerClean,
  failure,
  fund,
  ok,
  playPrices,
  TestExchangeFeed,
  USDT,
} from '../../testing/money.js';
import { closeWalletApps, walletApps, walletUser, WALLET_PRICES } from '../../testing/wallet.js';

afterEach(closeWalletApps);

/** An app whose feed has played WALLET_PRICES and holds BTC at 60,000 as its next tick. */
async function startMovingFeed() {
  const now = Date.now();
  const feed = new TestExchangeFeed({
    pace: 'manual',
    ticks: [
      { symbol: 'BTC/USDT', price: '50000', volume: '1', time: now - 1000 },
      { symbol: 'ETH/USDT', price: '2500', volume: '1', time: now - 1000 },
      { symbol: 'BTC/USDT', price: '60000', volume: '1', time: now - 500 },
      { symbol: 'BTC/USDT', price: '60000', volume: '1', time: now + 3_600_000 },
      { symbol: 'ETH/USDT', price: '2500', volume: '1', time: now + 3_600_000 },
    ],
  });
  const t = await buildTestApp({}, { feed });
  walletApps.push(t);
  await t.app.market.start();
  await playPrices(t, feed, WALLET_PRICES);
  return { t, feed };
}

const BTC_TO_ETH = { from_currency_id: BTC, to_currency_id: ETH };

async function quoteFor(t: TestApp, token: string, number = '0.1', pair = BTC_TO_ETH) {
  return ok<ConversionQuoteView>(
    await t.post('/api/user/getTransferFee', { ...pair, number }, token),
  );
}

const convertBody = (quote: ConversionQuoteView, number = '0.1', pair = BTC_TO_ETH) => ({
  ...pair,
  number,
  quote_id: quote.quote_id!,
});

const conversionCount = async (t: TestApp) =>
  (await t.db.selectFrom('conversions').selectAll().execute()).length;

describe('conversion at a held quote (/api/user/getTransferFee quote_id, /api/user/Transfer)', () => {
  it('holds a quote for QUOTE_HOLD_SECONDS and executes at it even after the feed moved', async () => {
    const { t, feed } = await startMovingFeed();
    const u = await walletUser(t);
    await fund(t.db, u.id, BTC, '1');
    const quote = await quoteFor(t, u.token);
    expect(quote).toMatchObject({ rate: '20', receive: '1.996', hold_seconds: QUOTE_HOLD_SECONDS });
    expect(quote.quote_id).toBeGreaterThan(0);
    const held = quote.expires_at! - Date.now();
    expect(held).toBeGreaterThan((QUOTE_HOLD_SECONDS - 3) * 1000);
    expect(held).toBeLessThanOrEqual((QUOTE_HOLD_SECONDS + 1) * 1000);
    const stored = await t.db
      .selectFrom('conversion_quotes')
      .selectAll()
      .where('id', '=', quote.quote_id!)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ user_id: u.id, from_symbol: 'BTC/USDT', to_symbol: 'ETH/USDT' });

    // The feed moves: BTC 50,000 → 60,000 would make 0.1 BTC worth 2.4 ETH.
    feed.playNext();
    await expect.poll(async () => (await quoteFor(t, u.token)).rate).toBe('24');
    const now = await quoteFor(t, u.token);
    expect(now.rate).toBe('24');

    const done = ok<ConversionView>(
      await t.post('/api/user/Transfer', convertBody(quote), u.token),
    );
    expect(done).toMatchObject({ receive: '1.996', fee: '0.004', from_price: '50000' });
    expect(await balanceOf(t.db, u.id, ETH)).toEqual({ available: '1.996', frozen: '0' });
    const used = await t.db
      .selectFrom('conversion_quotes')
      .select(['used_at', 'conversion_id'])
      .where('id', '=', quote.quote_id!)
      .executeTakeFirstOrThrow();
    expect(used.used_at).not.toBeNull();
    expect(used.conversion_id).toBe(done.id);
    // The ticks that priced it are on record for good.
    const ticks = await sql<{ price: string }>`
      select price from market_ticks where symbol = 'BTC/USDT' and time = ${stored.from_tick_time}`.execute(
      t.db,
    );
    expect(Number(ticks.rows[0]?.price)).toBe(50000);
    await expectLedgerClean(t.db);
  });

  it('refuses an expired quote, another user’s, a mismatched one, and a second use; nothing changes', async () => {
    const { t } = await startMovingFeed();
    const u = await walletUser(t);
    const other = await walletUser(t);
    await fund(t.db, u.id, BTC, '1');
    await fund(t.db, other.id, BTC, '1');

    const expired = await quoteFor(t, u.token);
    await sql`update conversion_quotes set expires_at = now() - interval '1 second' where id = ${expired.quote_id}`.execute(
      t.db,
    );
    const theirs = await quoteFor(t, other.token);
    const mine = await quoteFor(t, u.token);
    const cases: [Record<string, string | number>, string][] = [
      [convertBody(expired), 'QUOTE_EXPIRED'],
      [convertBody(theirs), 'QUOTE_INVALID'],
      [convertBody(mine, '0.2'), 'QUOTE_INVALID'],
      [convertBody(mine, '0.1', { from_currency_id: BTC, to_currency_id: USDT }), 'QUOTE_INVALID'],
      [{ ...convertBody(mine), quote_id: 999_999 }, 'QUOTE_INVALID'],
    ];
    for (const [body, code] of cases) {
      expect(failure(await t.post('/api/user/Transfer', body, u.token)).code).toBe(code);
    }
    expect(await balanceOf(t.db, u.id, BTC)).toEqual({ available: '1', frozen: '0' });
    expect(await conversionCount(t)).toBe(0);

    ok<ConversionView>(await t.post('/api/user/Transfer', convertBody(mine), u.token));
    expect(failure(await t.post('/api/user/Transfer', convertBody(mine), u.token)).code).toBe(
      'QUOTE_EXPIRED',
    );
    expect(await balanceOf(t.db, u.id, BTC)).toEqual({ available: '0.9', frozen: '0' });
    expect(await conversionCount(t)).toBe(1);
    await expectLedgerClean(t.db);
  });

  it('converts exactly once when one quote is submitted twice at the same time', async () => {
    const { t } = await startMovingFeed();
    const u = await walletUser(t);
    await fund(t.db, u.id, BTC, '1');
    const quote = await quoteFor(t, u.token);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => t.post('/api/user/Transfer', convertBody(quote), u.token)),
    );
    const codes = answers.map((a) => failure(a).code ?? 'ok').sort();
    expect(codes).toEqual(['QUOTE_EXPIRED', 'QUOTE_EXPIRED', 'QUOTE_EXPIRED', 'ok']);
    expect(await balanceOf(t.db, u.id, BTC)).toEqual({ available: '0.9', frozen: '0' });
    expect(await balanceOf(t.db, u.id, ETH)).toEqual({ available: '1.996', frozen: '0' });
    expect(await conversionCount(t)).toBe(1);
    await expectLedgerClean(t.db);
  });

  it('with too little balance changes nothing and leaves the quote usable', async () => {
    const { t } = await startMovingFeed();
    const u = await walletUser(t);
    await fund(t.db, u.id, BTC, '0.05');
    const quote = await quoteFor(t, u.token);
    expect(failure(await t.post('/api/user/Transfer', convertBody(quote), u.token)).code).toBe(
      'INSUFFICIENT_BALANCE',
    );
    expect(await balanceOf(t.db, u.id, BTC)).toEqual({ available: '0.05', frozen: '0' });
    expect(await conversionCount(t)).toBe(0);
    const row = await t.db
      .selectFrom('conversion_quotes')
      .select('used_at')
      .where('id', '=', quote.quote_id!)
      .executeTakeFirstOrThrow();
    expect(row.used_at).toBeNull();

    await fund(t.db, u.id, BTC, '0.05');
    ok<ConversionView>(await t.post('/api/user/Transfer', convertBody(quote), u.token));
    expect(await balanceOf(t.db, u.id, ETH)).toEqual({ available: '1.996', frozen: '0' });
    await expectLedgerClean(t.db);
  });

  it('holds no quote without an amount (the pair alone shows the rate)', async () => {
    const { t } = await startMovingFeed();
    const u = await walletUser(t);
    const pairOnly = ok<ConversionQuoteView>(
      await t.post('/api/user/getTransferFee', BTC_TO_ETH, u.token),
    );
    expect(pairOnly).toMatchObject({ rate: '20', quote_id: null, expires_at: null });
    expect(await t.db.selectFrom('conversion_quotes').selectAll().execute()).toHaveLength(0);
  });
});
