import type { AccountTransferView } from '@meridian/contract';
import { afterEach, describe, expect, it } from 'vitest';

import {
  balanceOf,
  CHANGE,
  expectLedgerClean,
  failure,
  fund,
  LEVER,
  ok,
  USDT,
  succeeded,
} from '../../testing/money.js';
import { buildDatabaseTemplateFirst } from '../../testing/lifecycle.js';
import { closeWalletApps, postKeyed, startWallet, walletUser } from '../../testing/wallet.js';

/**
 * `/wallet/change` goes through a group commit: transfers arriving together share one
 * transaction. Each is answered once, as the one-by-one path would answer it; rows = answers.
 */

buildDatabaseTemplateFirst();
afterEach(closeWalletApps);

const transfersOf = (t: Awaited<ReturnType<typeof startWallet>>, userId: number) =>
  t.db.selectFrom('account_transfers').select('id').where('user_id', '=', userId).execute();

describe('transfers in a group commit', () => {
  it('answers every transfer of a burst once, each with its own row and posting', async () => {
    const t = await startWallet();
    const users = [await walletUser(t), await walletUser(t)];
    for (const u of users) await fund(t.db, u.id, USDT, '100');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        postKeyed(
          t,
          '/api/wallet/change',
          { currency_id: USDT, number: '1.5', from_field: CHANGE, to_field: LEVER },
          users[i % 2]!.token,
          `transfer-burst-${i}`,
        ),
      ),
    );
    const views = answers.map((res) => ok<AccountTransferView>(res));
    expect(new Set(views.map((v) => v.id)).size).toBe(12);
    for (const u of users) {
      expect(await transfersOf(t, u.id)).toHaveLength(6);
      expect(await balanceOf(t.db, u.id, USDT, CHANGE)).toEqual({ available: '91', frozen: '0' });
      expect(await balanceOf(t.db, u.id, USDT, LEVER)).toEqual({ available: '9', frozen: '0' });
    }
    // A retried key answers the stored transfer and moves nothing.
    const again = ok<AccountTransferView>(
      await postKeyed(
        t,
        '/api/wallet/change',
        { currency_id: USDT, number: '1.5', from_field: CHANGE, to_field: LEVER },
        users[0]!.token,
        'transfer-burst-0',
      ),
    );
    expect(again.id).toBe(views[0]!.id);
    expect(await transfersOf(t, users[0]!.id)).toHaveLength(6);
    await expectLedgerClean(t.db);
  });

  it('moves only what the balance covers; the rest answer INSUFFICIENT_BALANCE and change nothing', async () => {
    const t = await startWallet();
    const u = await walletUser(t);
    await fund(t.db, u.id, USDT, '10');
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        postKeyed(
          t,
          '/api/wallet/change',
          { currency_id: USDT, number: '4', from_field: CHANGE, to_field: LEVER },
          u.token,
          `transfer-poor-${i}`,
        ),
      ),
    );
    expect(answers.filter(succeeded)).toHaveLength(2);
    expect(answers.filter((res) => !succeeded(res)).map((res) => failure(res).code)).toEqual(
      Array(3).fill('INSUFFICIENT_BALANCE'),
    );
    expect(await transfersOf(t, u.id)).toHaveLength(2);
    expect(await balanceOf(t.db, u.id, USDT, CHANGE)).toEqual({ available: '2', frozen: '0' });
    await expectLedgerClean(t.db);
  });
});
