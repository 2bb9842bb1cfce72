import type { AdminLockupProductView, FinanceSummaryView } from '@meridian/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { postJson } from '../../testing/input-bounds.js';
import { fund, ok, USDT, userIdOf } from '../../testing/money.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.close());

const summary = async (token: string) =>
  ok<FinanceSummaryView>(await t.get('/api/finance/summary', {}, token));

/** An open lock-up product of 0.4 % a day for 3 days, through the operator API. */
async function lockupProduct() {
  const op = await t.admin('operator');
  const product = ok<AdminLockupProductView>(
    await postJson(
      t,
      '/api/admin/lockup/products/save',
      {
        name: { en: 'USDT 3-day lock' },
        yield_source: { en: 'Paid by the platform from its own funds.' },
        category: 'lock',
        currency_id: USDT,
        daily_rate: '0.004',
        lock_days: 3,
        min_amount: '100',
        penalty_ratio: '0.004',
      },
      op.token,
    ),
  );
  ok(await t.post('/api/admin/lockup/products/status', { id: product.id, open: true }, op.token));
  return product;
}

describe('GET /finance/summary', () => {
  it('asks a visitor to log in', async () => {
    expect((await t.get('/api/finance/summary')).json()).toMatchObject({
      code: 'SESSION_INVALID',
    });
  });

  it('lists every earn product, in order, empty for a new user', async () => {
    const { token } = await t.signUp();
    expect(await summary(token)).toEqual({
      products: [
        { product: 'invest', active: 0, held: [], earned: [] },
        { product: 'lockup', active: 0, held: [], earned: [] },
        { product: 'ieo', active: 0, held: [], earned: [] },
      ],
    });
  });

  it("shows the caller's own lock-up, and nothing of another user's", async () => {
    const product = await lockupProduct();
    const alice = await t.signUp();
    const bob = await t.signUp();
    await fund(t.db, await userIdOf(t, alice.token), USDT, '1000');
    ok(await t.post('/api/lh/deposit', { config_id: product.id, amount: '500' }, alice.token));

    const mine = await summary(alice.token);
    expect(mine.products.find((p) => p.product === 'lockup')).toEqual({
      product: 'lockup',
      active: 1,
      held: [{ currency: 'USDT', amount: '500' }],
      earned: [],
    });
    expect((await summary(bob.token)).products.every((p) => p.active === 0)).toBe(true);
  });
});
