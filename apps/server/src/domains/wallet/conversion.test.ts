import type { ConversionQuoteView, ConversionView, Page } from '@meridian/contract';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';

import {
  balanceOf,
  BTC,
  ETH,
  expectLedgerClean,
  failure,
  fund,
  ok,
  USDT,
} from '../../testing/money.js';
import { closeWalletApps, startWallet, walletUser } from '../../testing/wallet.js';

afterEach(closeWalletApps);

describe('coin conversion (/api/user/getTransferList, getTransferFee, Transfer)', () => {
  it('quotes first, then converts at the feed prices with the published fee and stores the prices', async () => {
    const t = await startWallet({ prices: true });
    const u = await walletUser(t);
    await fund(t.db, u.id, BTC, '1');
    const list = ok<{ currency_name: string; available: string; price: string | null }[]>(
      await t.post('/api/user/getTransferList', {}, u.token),
    );
    expect(list.find((c) => c.currency_name === 'BTC')).toMatchObject({
      available: '1',
      price: '50000',
    });
    expect(list.some((c) => c.currency_name === 'AAPL')).toBe(false);
    const quote = ok<ConversionQuoteView>(
      await t.post(
        '/api/user/getTransferFee',
        { from_currency_id: BTC, to_currency_id: ETH, number: '0.1' },
        u.token,
      ),
    );
    expect(quote).toMatchObject({
      fee_rate: '0.002',
      rate: '20',
      gross: '2',
      fee: '0.004',
      receive: '1.996',
    });
    const done = ok<ConversionView>(
      await t.post(
        '/api/user/Transfer',
        { number: '0.1', from_currency_id: BTC, to_currency_id: ETH },
        u.token,
      ),
    );
    expect(done).toMatchObject({
      number: '0.1',
      receive: '1.996',
      fee: '0.004',
      from_price: '50000',
      to_price: '2500',
    });
    expect(await balanceOf(t.db, u.id, BTC)).toEqual({ available: '0.9', frozen: '0' });
    expect(await balanceOf(t.db, u.id, ETH)).toEqual({ available: '1.996', frozen: '0' });
    const fees = await sql<{
      total: string;
    }>`select sum(delta_available) as total from ledger_entries where house = 'fees' and currency_id = ${ETH}`.execute(
      t.db,
    );
    expect(Number(fees.rows[0]!.total)).toBe(0.004);
    const history = ok<Page<ConversionView>>(
      await t.get('/api/user/getTransferHistory', {}, u.token),
    );
    expect(history.data[0]).toMatchObject({ id: done.id, from_price: '50000' });
    await expectLedgerClean(t.db);
  });

  it('refuses without a live price, with insufficient balance, between equal or unconvertible coins; nothing changes', async () => {
    const noFeed = await startWallet();
    const a = await walletUser(noFeed);
    await fund(noFeed.db, a.id, BTC, '1');
    expect(
      failure(
        await noFeed.post(
          '/api/user/Transfer',
          { number: '0.1', from_currency_id: BTC, to_currency_id: USDT },
          a.token,
        ),
      ).code,
    ).toBe('PRICE_UNAVAILABLE');

    const t = await startWallet({ prices: true });
    const u = await walletUser(t);
    await fund(t.db, u.id, BTC, '1');
    const cases: [Record<string, string | number>, string][] = [
      [{ number: '1.5', from_currency_id: BTC, to_currency_id: USDT }, 'INSUFFICIENT_BALANCE'],
      [{ number: '0.1', from_currency_id: BTC, to_currency_id: BTC }, 'SAME_CURRENCY'],
      [{ number: '0.1', from_currency_id: BTC, to_currency_id: 13 }, 'CONVERSION_NOT_ALLOWED'],
      [{ number: '0.0000000001', from_currency_id: ETH, to_currency_id: BTC }, 'AMOUNT_TOO_SMALL'],
      [{ number: '1', from_currency_id: ETH, to_currency_id: BTC }, 'INSUFFICIENT_BALANCE'],
    ];
    for (const [body, code] of cases) {
      expect(failure(await t.post('/api/user/Transfer', body, u.token)).code).toBe(code);
    }
    expect(await balanceOf(t.db, u.id, BTC)).toEqual({ available: '1', frozen: '0' });
    expect(await t.db.selectFrom('conversions').selectAll().execute()).toHaveLength(0);
    await expectLedgerClean(t.db);
  });
});
