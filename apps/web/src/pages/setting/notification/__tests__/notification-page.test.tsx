import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { NotificationView, Page } from '@meridian/contract';

import { setToken } from '../../../../lib/session';
import { mockFetch, ok } from '../../../../testing/mock-fetch';
import { renderPage } from '../../../../testing/render-page';
import { NotificationPage } from '../notification-page';

const page = (data: NotificationView[]): Page<NotificationView> => ({
  data,
  current_page: 1,
  per_page: 20,
  total: data.length,
  last_page: 1,
});

const CROSS: NotificationView = {
  id: 2,
  kind: 'alert_cross',
  read: false,
  created_at: Date.UTC(2026, 10, 26, 12, 0),
  params: {
    alert_id: 7,
    symbol: 'BTC/USDT',
    direction: 'above',
    target: '90000',
    price: '90012.5',
    tick_time: 1,
  },
};

const MOVE: NotificationView = {
  id: 1,
  kind: 'alert_move',
  read: true,
  created_at: Date.UTC(2026, 10, 26, 11, 0),
  params: {
    alert_id: 6,
    symbol: 'ETH/USDT',
    percent: '5',
    moved: '-5.75',
    reference: '3000',
    reference_time: 1,
    price: '2827.5',
    tick_time: 1,
  },
};

describe('notification page', () => {
  it('writes each kind in words from its params, prices through the formatter, unread marked', async () => {
    setToken('t');
    mockFetch({
      'GET /api/notification/list': ok(page([CROSS, MOVE])),
      'GET /api/notification/unread': ok({ count: 1 }),
    });
    renderPage(NotificationPage, { path: '/pages/setting/notification' });
    expect(
      await screen.findByText('BTC/USDT rose to 90,012.50, reaching your target of 90,000.00.'),
    ).toBeTruthy();
    expect(
      screen.getByText('ETH/USDT moved -5.75% within 1 h, from 3,000.00 to 2,827.50.'),
    ).toBeTruthy();
    // Only the unread one carries the dot.
    expect(screen.getAllByRole('img', { name: 'Unread' })).toHaveLength(1);
  });

  it.each([
    ['a tap on an unread one marks it', '2'],
    ['the header marks all', null],
  ])('%s read', async (_, id) => {
    setToken('t');
    const { requests } = mockFetch({
      'GET /api/notification/list': ok(page([CROSS])),
      'GET /api/notification/unread': ok({ count: 1 }),
      'POST /api/notification/read': ok({ count: 0 }),
    });
    renderPage(NotificationPage, { path: '/pages/setting/notification' });
    const readAll = await screen.findByRole('button', { name: 'Mark all read' });
    fireEvent.click(id ? screen.getByTestId('notification-item') : readAll);
    await waitFor(() => {
      const reads = requests.filter((r) => r.path === '/api/notification/read');
      expect(reads.map((r) => r.form.get('id'))).toEqual([id]);
    });
  });

  it('writes what the platform did in words and opens the record it tells of', async () => {
    setToken('t');
    const at = Date.UTC(2026, 10, 26, 12, 0);
    const base = { read: false, created_at: at };
    const rows: NotificationView[] = [
      {
        ...base,
        id: 7,
        kind: 'withdrawal_rejected',
        params: { id: 3, currency: 'USDT', amount: '25' },
      },
      {
        ...base,
        id: 6,
        kind: 'position_closed',
        params: { position_id: 9, symbol: 'BTC/USDT', reason: 'take_profit' },
      },
      {
        ...base,
        id: 5,
        kind: 'liquidation_warning',
        params: { symbol: 'BTC/USDT', warning_price: '55357.66', liquidation_price: '55227.59' },
      },
      { ...base, id: 4, kind: 'option_settled', params: { order_id: 8, symbol: 'ETH/USDT' } },
    ];
    mockFetch({
      'GET /api/notification/list': ok(page(rows)),
      'GET /api/notification/unread': ok({ count: 4 }),
      'POST /api/notification/read': ok({ count: 3 }),
    });
    const { router } = renderPage(NotificationPage, { path: '/pages/setting/notification' });
    expect(
      await screen.findByText(
        'Your withdrawal of 25.00 USDT was refused; the amount is available again.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Your BTC/USDT position closed at its take-profit.')).toBeTruthy();
    expect(
      screen.getByText(
        'Your BTC/USDT positions are close to liquidation (at 55,227.59). Add margin or reduce them.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Your ETH/USDT option has settled; see the result.')).toBeTruthy();
    fireEvent.click(screen.getAllByTestId('notification-item')[0]!);
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/pages/fund/receive_withdraw_record?tab=withdraw',
      ),
    );
  });
});
