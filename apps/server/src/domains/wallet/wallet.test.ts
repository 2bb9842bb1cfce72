import type { Page } from '@meridian/contract';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';

import {
  balanceOf,
  BTC,
  expectLedgerClean,
  failure,
  fund,
  makeEligible,
  ok,
  PAY_PASSWORD,
  USDT,
} from '../../testing/money.js';
import { closeWalletApps, saveAddress, startWallet, walletUser } from '../../testing/wallet.js';

// What crosses the wallet's services: ownership across every record, and the books under load.

afterEach(closeWalletApps);

describe("another user's things", () => {
  it('are neither readable nor usable', async () => {
    const t = await startWallet({ prices: true });
    const owner = await walletUser(t);
    const other = await walletUser(t);
    await makeEligible(t.db, owner.id);
    await makeEligible(t.db, other.id);
    await fund(t.db, owner.id, USDT, '100');
    await fund(t.db, other.id, USDT, '100');
    const address = await saveAddress(t, owner.token);
    ok(
      await t.post(
        '/api/wallet/out',
        { currency: USDT, number: '50', pay_password: PAY_PASSWORD, address_id: address.id },
        owner.token,
      ),
    );
    ok(
      await t.post(
        '/api/wallet/change',
        { currency_id: USDT, number: '10', from_field: 2, to_field: 3 },
        owner.token,
      ),
    );

    // Using the owner's address to withdraw the other's money.
    expect(
      failure(
        await t.post(
          '/api/wallet/out',
          { currency: USDT, number: '50', pay_password: PAY_PASSWORD, address_id: address.id },
          other.token,
        ),
      ).code,
    ).toBe('ADDRESS_NOT_FOUND');
    expect(
      failure(await t.post('/api/user/wallet/delete', { id: address.id }, other.token)).code,
    ).toBe('ADDRESS_NOT_FOUND');
    for (const url of [
      '/api/user/wallet/list',
      '/api/user/withdraw/list',
      '/api/wallet/hzhistory',
      '/api/recharge/log',
      '/api/user/getTransferHistory',
    ]) {
      expect(ok<Page<unknown>>(await t.get(url, {}, other.token)).data, url).toEqual([]);
    }
    const bill = ok<Page<{ reason: string }>>(
      await t.post('/api/wallet/legal_log', {}, other.token),
    );
    expect(bill.data.map((e) => e.reason)).toEqual(['adjustment']);
    expect(await balanceOf(t.db, other.id, USDT)).toEqual({ available: '100', frozen: '0' });
    expect(await balanceOf(t.db, owner.id, USDT)).toEqual({ available: '40', frozen: '50' });
    await expectLedgerClean(t.db);
  });
});

describe('a bank of users under concurrent load', () => {
  it(
    'never changes the total per currency: transfers among the four accounts and conversions',
    { timeout: 120_000 },
    async () => {
      const t = await startWallet({ prices: true });
      const users = await Promise.all(Array.from({ length: 5 }, () => walletUser(t)));
      for (const u of users) {
        await fund(t.db, u.id, USDT, '10000');
        await fund(t.db, u.id, BTC, '1');
      }
      const accounts = ['legal', 'change', 'lever', 'micro'];
      const work = users.flatMap((u, i) =>
        Array.from({ length: 40 }, (_, k) => {
          if (k % 5 === 4) {
            const [from, to] = k % 2 ? [BTC, USDT] : [USDT, BTC];
            return t.post(
              '/api/user/Transfer',
              { number: from === BTC ? '0.001' : '20', from_currency_id: from, to_currency_id: to },
              u.token,
            );
          }
          const from = accounts[(i + k) % 4]!;
          const to = accounts[(i + k + 1 + (k % 3)) % 4]!;
          return t.post(
            '/api/wallet/change',
            {
              currency_id: USDT,
              number: String(1 + (k % 7)),
              from_field: from,
              to_field: to === from ? 'change' : to,
            },
            u.token,
          );
        }),
      );
      const answers = await Promise.all(work);
      const accepted = answers.filter((a) => a.json<{ type: string }>().type === 'ok').length;
      expect(accepted).toBeGreaterThan(100);
      // Every user's USDT and BTC, plus the house accounts, still sum to zero per currency
      // (the checker), and pure transfers kept each user's money: total value moved only by
      // conversions, which the exchange house account mirrors exactly.
      await expectLedgerClean(t.db);
      const totals = await sql<{ currency_id: number; users: string; houses: string }>`
      select currency_id,
        coalesce(sum(delta_available + delta_frozen) filter (where user_id is not null), 0) as users,
        coalesce(sum(delta_available + delta_frozen) filter (where house is not null), 0) as houses
      from ledger_entries group by currency_id order by currency_id`.execute(t.db);
      for (const row of totals.rows) expect(Number(row.users) + Number(row.houses)).toBe(0);
      const userUsdt = await sql<{
        total: string;
      }>`select sum(available + frozen) as total from balances where currency_id = ${USDT}`.execute(
        t.db,
      );
      const exchangeUsdt = await sql<{
        total: string;
      }>`select coalesce(sum(delta_available), 0) as total from ledger_entries where house in ('exchange', 'fees') and currency_id = ${USDT}`.execute(
        t.db,
      );
      expect(Number(userUsdt.rows[0]!.total) + Number(exchangeUsdt.rows[0]!.total)).toBeCloseTo(
        50000,
        8,
      );
    },
  );
});
