import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { CandleView, KlinePeriod } from '@meridian/contract';

import { createQueryClient } from '../../../../lib/query-client';
import { quotation } from '../../../../testing/market-fixtures';
import { liveSocket } from '../../../../testing/socket-mock';
import { createFakeSocket } from '../../../../testing/market-fixtures';
import { mockFetch } from '../../../../testing/mock-fetch';
import { PairChart } from '../pair-chart';
import { WEB_STORAGE_KEYS, writeStorage } from '../../../../lib/storage';

// The canvas chart cannot draw in jsdom: a stand-in hands out its crosshair listener instead.
const chart = vi.hoisted(() => ({ onPoint: null as ((time: number | null) => void) | null }));
vi.mock('../../../../features/market/components/chart-candles', () => ({
  CandleChart: ({ onPoint }: { onPoint: (time: number | null) => void }) => {
    chart.onPoint = onPoint;
    return <div data-testid="kline-chart" />;
  },
}));

const minute = (i: number, close: string): CandleView => ({
  time: Date.UTC(2026, 10, 26, 6, i),
  open: '65000',
  high: '65500',
  low: '64900',
  close,
  volume: String(10 + i),
});
const candles = [minute(0, '65100'), minute(1, '65200'), minute(2, '65432.1')];

function renderChart(period: KlinePeriod = '1min') {
  liveSocket.current = createFakeSocket();
  const fetch = mockFetch({
    'GET /api/currency/new_timeshar': { code: 1, msg: 'ok', data: candles },
  });
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  const view = render(
    <QueryClientProvider client={client}>
      <PairChart row={quotation()} period={period} />
    </QueryClientProvider>,
  );
  return { ...view, ...fetch, client };
}

const close = () =>
  screen.getByTestId('chart-readout').querySelector('[data-field="close"] dd')?.textContent;

afterEach(() => {
  chart.onPoint = null;
});

describe('<PairChart> readout', () => {
  it('shows the latest candle, the pointed one while the crosshair is on it, then the latest', async () => {
    renderChart();
    await waitFor(() => expect(close()).toBe('65,432.10'));
    const readout = screen.getByTestId('chart-readout');
    const summary = screen.getByTestId('chart-readout-summary');
    expect(summary.getAttribute('aria-live')).toBe('polite');

    act(() => chart.onPoint?.(candles[0]!.time));
    expect(close()).toBe('65,100.00');
    expect(summary.getAttribute('aria-live')).toBe('off');
    expect(readout.getAttribute('data-time')).toBe(String(candles[0]!.time));

    act(() => chart.onPoint?.(null));
    expect(close()).toBe('65,432.10');
    expect(summary.getAttribute('aria-live')).toBe('polite');
  });

  it('falls back to the latest candle for a time with no candle', async () => {
    renderChart();
    await waitFor(() => expect(close()).toBe('65,432.10'));
    act(() => chart.onPoint?.(candles[2]!.time + 3_600_000));
    expect(close()).toBe('65,432.10');
  });

  it("does not fetch the page's default period while the remembered one is on its way", async () => {
    writeStorage(WEB_STORAGE_KEYS.chartPeriod, '60min');
    const { requests, rerender, client } = renderChart('15min');
    await new Promise((r) => setTimeout(r, 50));
    expect(requests.filter((r) => r.path === '/api/currency/new_timeshar')).toHaveLength(0);
    rerender(
      <QueryClientProvider client={client}>
        <PairChart row={quotation()} period="60min" />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(close()).toBe('65,432.10'));
    const asked = requests.filter((r) => r.path === '/api/currency/new_timeshar');
    expect(asked.map((r) => r.query.get('period'))).toEqual(['60min']);
  });
});
