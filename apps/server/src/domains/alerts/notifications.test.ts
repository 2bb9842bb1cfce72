import type { InboxSettingsView, NotificationView, Page } from '@meridian/contract';
import { afterEach, describe, expect, it } from 'vitest';

import { fund, LEVER, ok, USDT } from '../../testing/money.js';
import { futuresOrder, submitWithKey, trader } from '../../testing/traders.js';
import { closeTradingApps, startTradingApp } from '../../testing/trading.js';

/*
 * The inbox beyond price alerts (issue #20 item 5): what the domains did on the user's behalf
 * lands in their notifications, gathered and written in batches, and only theirs.
 */
afterEach(closeTradingApps);

const listOf = async (t: Awaited<ReturnType<typeof startTradingApp>>, token: string) =>
  ok<Page<NotificationView>>(await t.get('/api/notification/list', { limit: 50 }, token));

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  return read();
}

describe('the notifications inbox', () => {
  it('keeps a futures position opened by the user, for them only', async () => {
    const t = await startTradingApp({ 'BTC/USDT': '50000' });
    const me = await trader(t);
    const other = await trader(t);
    await fund(t.db, me.id, USDT, '1000', LEVER);
    ok(await submitWithKey(t, '/api/lever/submit', futuresOrder(), me.token, 'inbox-order-1'));
    const list = await eventually(
      () => listOf(t, me.token),
      (page) => page.total > 0,
    );
    expect(list.data[0]).toMatchObject({
      kind: 'position_opened',
      read: false,
      params: { symbol: 'BTC/USDT' },
    });
    expect(ok<{ count: number }>(await t.get('/api/notification/unread', {}, me.token)).count).toBe(
      1,
    );
    expect((await listOf(t, other.token)).total).toBe(0);
  });

  it('writes thousands of settlements told together in a few statements, each to its owner', async () => {
    const t = await startTradingApp({ 'BTC/USDT': '50000' });
    const me = await trader(t);
    const other = await trader(t);
    for (let i = 1; i <= 2_500; i++) {
      t.app.events.emit('option.settled', {
        userId: i % 5 === 0 ? other.id : me.id,
        orderId: i,
        symbol: 'BTC/USDT',
      });
    }
    t.app.events.emit('withdrawal.rejected', {
      userId: me.id,
      withdrawalId: 7,
      currencyId: USDT,
      amount: '25',
    });
    const mine = await eventually(
      () => listOf(t, me.token),
      (page) => page.total === 2_001,
    );
    expect(mine.total).toBe(2_001);
    expect(mine.data[0]).toMatchObject({
      kind: 'withdrawal_rejected',
      params: { id: 7, currency: 'USDT', amount: '25' },
    });
    expect((await listOf(t, other.token)).total).toBe(500);
  });

  it('leaves out the categories a user switched off, and only theirs; switched on, they return', async () => {
    const t = await startTradingApp({ 'BTC/USDT': '50000' });
    const me = await trader(t);
    const other = await trader(t);
    const settings = ok<InboxSettingsView>(await t.get('/api/notification/settings', {}, me.token));
    expect(settings.categories).toEqual({
      fills: true,
      liquidation: true,
      options: true,
      wallet: true,
    });
    const off = ok<InboxSettingsView>(
      await t.post(
        '/api/notification/settings',
        { category: 'options', enabled: 'false' },
        me.token,
      ),
    );
    expect(off.categories.options).toBe(false);
    expect(
      (
        await t.post(
          '/api/notification/settings',
          { category: 'alerts', enabled: 'false' },
          me.token,
        )
      ).json(),
    ).toMatchObject({ type: 'error', code: 'PARAMETER_ERROR' });

    ok(
      await t.post(
        '/api/notification/settings',
        { category: 'liquidation', enabled: 'false' },
        me.token,
      ),
    );
    for (const userId of [me.id, other.id])
      t.app.events.emit('option.settled', { userId, orderId: userId, symbol: 'BTC/USDT' });
    // A close by liquidation is a liquidation notice; a take-profit close is an order event.
    for (const reason of ['liquidation', 'take_profit'] as const)
      t.app.events.emit('position.closed', {
        userId: me.id,
        positionId: 1,
        symbol: 'BTC/USDT',
        reason,
      });
    t.app.events.emit('deposit.credited', {
      userId: me.id,
      depositId: 3,
      currencyId: USDT,
      amount: '10',
    });
    const mine = await eventually(
      () => listOf(t, me.token),
      (page) => page.total > 0,
    );
    expect(mine.data.map((n) => [n.kind, (n.params as { reason?: string }).reason])).toEqual([
      ['deposit_credited', undefined],
      ['position_closed', 'take_profit'],
    ]);
    await eventually(
      () => listOf(t, other.token),
      (page) => page.total > 0,
    );
    expect((await listOf(t, other.token)).data.map((n) => n.kind)).toEqual(['option_settled']);

    ok(
      await t.post(
        '/api/notification/settings',
        { category: 'options', enabled: 'true' },
        me.token,
      ),
    );
    t.app.events.emit('option.settled', { userId: me.id, orderId: 9, symbol: 'BTC/USDT' });
    const again = await eventually(
      () => listOf(t, me.token),
      (page) => page.total > 2,
    );
    expect(again.data.map((n) => n.kind)).toEqual([
      'option_settled',
      'deposit_credited',
      'position_closed',
    ]);
  });
});
