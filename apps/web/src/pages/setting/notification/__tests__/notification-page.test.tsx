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
});
