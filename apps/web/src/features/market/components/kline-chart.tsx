import { useEffect, useRef, useState } from 'react';
import type { CandleView } from '@meridian/contract';
import type { IChartApi, ISeriesApi, SeriesType, UTCTimestamp } from 'lightweight-charts';

import { MA_LENGTHS, movingAverage } from '../model/kline';

/** Colours of SPEC.md §9 and of the three moving averages (MA5, MA10, MA30). */
const UP = '#28ba98';
const DOWN = '#F04A5A';
export const MA_COLOURS = ['#d4ba83', '#5b9cf6', '#c77dff'] as const;

const toTime = (ms: number) => Math.floor(ms / 1000) as UTCTimestamp;

interface Series {
  candles: ISeriesApi<'Candlestick'>;
  volume: ISeriesApi<'Histogram'>;
  averages: ISeriesApi<SeriesType>[];
}

function drawAll(series: Series, candles: readonly CandleView[]) {
  series.candles.setData(
    candles.map((c) => ({
      time: toTime(c.time),
      open: Number(c.open),
      high: Number(c.high),
      low: Number(c.low),
      close: Number(c.close),
    })),
  );
  series.volume.setData(
    candles.map((c) => ({
      time: toTime(c.time),
      value: Number(c.volume),
      color: Number(c.close) >= Number(c.open) ? `${UP}80` : `${DOWN}80`,
    })),
  );
  MA_LENGTHS.forEach((length, i) => {
    series.averages[i]?.setData(
      movingAverage(candles, length).map((p) => ({ time: toTime(p.time), value: p.value })),
    );
  });
}

/**
 * Candles, volume and MA(5/10/30) with lightweight-charts 5, which is imported when the chart
 * mounts so the library never reaches the entry. The TradingView attribution its licence asks for
 * is the library's own `attributionLogo`.
 */
export function KlineChart({
  candles,
  pricePrecision,
}: {
  candles: readonly CandleView[];
  pricePrecision: number;
}) {
  const host = useRef<HTMLDivElement>(null);
  const [series, setSeries] = useState<Series | null>(null);

  useEffect(() => {
    let chart: IChartApi | null = null;
    let cancelled = false;
    void import('lightweight-charts').then((lib) => {
      if (cancelled || !host.current) return;
      chart = lib.createChart(host.current, {
        autoSize: true,
        layout: {
          background: { type: lib.ColorType.Solid, color: 'transparent' },
          textColor: '#a3a9b5',
          fontSize: 11,
          attributionLogo: true,
        },
        grid: { vertLines: { color: '#1e2128' }, horzLines: { color: '#1e2128' } },
        rightPriceScale: { borderColor: '#262a33' },
        timeScale: { borderColor: '#262a33', timeVisible: true, secondsVisible: false },
        crosshair: { mode: lib.CrosshairMode.Normal },
      });
      const priceFormat = {
        type: 'price' as const,
        precision: pricePrecision,
        minMove: 10 ** -pricePrecision,
      };
      const candleSeries = chart.addSeries(lib.CandlestickSeries, {
        upColor: UP,
        downColor: DOWN,
        borderVisible: false,
        wickUpColor: UP,
        wickDownColor: DOWN,
        priceFormat,
      });
      const volume = chart.addSeries(lib.HistogramSeries, {
        priceScaleId: '',
        priceFormat: { type: 'volume' },
        lastValueVisible: false,
        priceLineVisible: false,
      });
      volume.priceScale().applyOptions({ scaleMargins: { top: 0.82, bottom: 0 } });
      candleSeries.priceScale().applyOptions({ scaleMargins: { top: 0.08, bottom: 0.25 } });
      const averages = MA_COLOURS.map((color) =>
        chart!.addSeries(lib.LineSeries, {
          color,
          lineWidth: 1,
          priceLineVisible: false,
          lastValueVisible: false,
          crosshairMarkerVisible: false,
          priceFormat,
        }),
      );
      setSeries({ candles: candleSeries, volume, averages });
    });
    return () => {
      cancelled = true;
      chart?.remove();
    };
  }, [pricePrecision]);

  useEffect(() => {
    if (series) drawAll(series, candles);
  }, [series, candles]);

  return <div ref={host} className="kline__canvas" data-testid="kline-chart" />;
}
