import { useEffect, useRef, useState } from 'react';
import { useCustom, useTranslate } from '@refinedev/core';
import { Card, Empty, Segmented, Space, Typography } from 'antd';
import { formatDate, Money, type HouseDailyView } from '@meridian/contract';
import type { IChartApi, ISeriesApi } from 'lightweight-charts';

import { Amount } from '../../components/values';

const DAYS = 30;
const GAIN = '#389e0d';
const LOSS = '#cf1322';
const TOTAL = '#1677ff';
const NO_ROWS: HouseDailyView[] = [];

interface Point {
  time: string;
  change: string;
  total: string;
}

/** A house account's days, one currency: the day's change and the running total from the first. */
function pointsOf(rows: HouseDailyView[], currencyId: number | undefined): Point[] {
  let total = new Money(0);
  return rows
    .filter((r) => r.currency_id === currencyId)
    .sort((a, b) => a.day - b.day)
    .map((r) => {
      total = total.plus(r.change);
      return { time: formatDate(r.day), change: r.change, total: total.toFixed() };
    });
}

/** The chart itself: bars for each day's change (green gain, red loss), a line for the total. */
function DailyChart({ points, label, legend }: { points: Point[]; label: string; legend: string }) {
  const host = useRef<HTMLDivElement>(null);
  const [series, setSeries] = useState<{
    bars: ISeriesApi<'Histogram'>;
    line: ISeriesApi<'Line'>;
    chart: IChartApi;
  } | null>(null);

  useEffect(() => {
    let chart: IChartApi | null = null;
    let cancelled = false;
    void import('lightweight-charts').then((lib) => {
      if (cancelled || !host.current) return;
      chart = lib.createChart(host.current, {
        autoSize: true,
        layout: {
          background: { type: lib.ColorType.Solid, color: '#ffffff' },
          textColor: '#595959',
          fontSize: 11,
          attributionLogo: true,
        },
        grid: { vertLines: { color: '#f0f0f0' }, horzLines: { color: '#f0f0f0' } },
        rightPriceScale: { borderColor: '#d9d9d9' },
        timeScale: { borderColor: '#d9d9d9' },
        handleScroll: false,
        handleScale: false,
      });
      const bars = chart.addSeries(lib.HistogramSeries, {
        priceLineVisible: false,
        lastValueVisible: false,
      });
      const line = chart.addSeries(lib.LineSeries, {
        color: TOTAL,
        lineWidth: 2,
        priceLineVisible: false,
      });
      setSeries({ bars, line, chart });
    });
    return () => {
      cancelled = true;
      chart?.remove();
      setSeries(null);
    };
  }, []);

  useEffect(() => {
    if (!series) return;
    series.bars.setData(
      points.map((p) => ({
        time: p.time,
        value: Number(p.change),
        color: p.change.startsWith('-') ? LOSS : GAIN,
      })),
    );
    series.line.setData(points.map((p) => ({ time: p.time, value: Number(p.total) })));
    series.chart.timeScale().fitContent();
  }, [series, points]);

  return (
    <figure aria-label={label} style={{ margin: 0 }}>
      <div ref={host} style={{ height: 240, width: '100%' }} />
      <figcaption>
        <Typography.Text type="secondary">{legend}</Typography.Text>
      </figcaption>
    </figure>
  );
}

/**
 * The options pool's (or insurance's) profit and loss over the last 30 days, per currency: what
 * the house account gained or paid each UTC day, and the running total.
 */
export function HouseChart({
  house,
  currencies,
}: {
  house: 'options_pool' | 'insurance';
  currencies: { id: number; name: string }[];
}) {
  const t = useTranslate();
  const { query } = useCustom<HouseDailyView[]>({
    url: '/admin/dashboard/house-daily',
    method: 'get',
    config: { query: { house, days: DAYS } },
  });
  const rows = query.data?.data ?? NO_ROWS;
  const present = currencies.filter((c) => rows.some((r) => r.currency_id === c.id));
  const [picked, setPicked] = useState<number>();
  const currency = present.find((c) => c.id === picked) ?? present[0];
  const currencyId = currency?.id;
  const points = pointsOf(rows, currencyId);
  const total = points.at(-1)?.total ?? '0';
  const title = t(`dashboard.houses.${house}`);

  return (
    <Card
      title={t('dashboard.chart.title', { house: title, days: DAYS })}
      data-testid={`chart-${house}`}
      loading={query.isLoading}
      extra={
        present.length > 1 ? (
          <Segmented
            aria-label={t('dashboard.chart.currency')}
            value={currency?.id}
            options={present.map((c) => ({ value: c.id, label: c.name }))}
            onChange={(value) => setPicked(Number(value))}
          />
        ) : null
      }
    >
      {currency && points.length > 0 ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text>
            {t('dashboard.chart.total', { days: DAYS })}{' '}
            <Amount value={total} currency={currency.name} />
          </Typography.Text>
          <DailyChart
            points={points}
            label={t('dashboard.chart.label', {
              house: title,
              currency: currency.name,
              days: points.length,
              total,
            })}
            legend={t('dashboard.chart.legend')}
          />
        </Space>
      ) : (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('dashboard.chart.empty', { days: DAYS })}
        />
      )}
    </Card>
  );
}
