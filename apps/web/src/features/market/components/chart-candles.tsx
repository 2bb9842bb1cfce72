import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CandleView, KlinePeriod, PriceColours } from '@meridian/contract';
import { pad2 } from '@meridian/contract';
import type {
  IChartApi,
  ISeriesApi,
  MouseEventParams,
  SeriesType,
  Time,
  UTCTimestamp,
} from 'lightweight-charts';
import type * as Lib from 'lightweight-charts';

import { formatAmount } from '../../../components/ui/amount';
import { priceColours, usePriceColours } from '../../../lib/price-colours';
import { MA_COLOURS, MA_LENGTHS, movingAverage } from '../model/kline';
import { candleTimeLabel } from './chart-readout';

/**
 * Colours of SPEC.md §9, a rise green or red as the user's price colours say (tokens.css has the
 * same pairs for the rest of the app); the grid and borders are the theme's surface and line.
 */
const GREEN = '#28ba98';
const RED = '#f6707b';
const DIRECTION_COLOURS = {
  'green-up': { up: GREEN, down: '#F04A5A' },
  'red-up': { up: RED, down: GREEN },
} as const;
const GRID = '#1e2128';
const LINE = '#262a33';

/** Heights of the price pane and the volume pane below it, as shares of the chart. */
const PRICE_SHARE = 4;
const VOLUME_SHARE = 1;

const toTime = (ms: number) => Math.floor(ms / 1000) as UTCTimestamp;

/** Axis and crosshair price labels: the pair's decimals with thousands separators (65,432.10). */
export function priceLabel(price: number, precision: number): string {
  return formatAmount(price, { precision, grouped: true }) ?? '';
}

/** Volume axis labels, short (12.3K). */
export function volumeLabel(volume: number): string {
  return formatAmount(volume, { compact: true }) ?? '';
}

/**
 * Time-axis tick labels in the viewer's local time, numeric so they read the same in every
 * language: a year, a month (2026-11), a day (11-26), a time (14:05). The library's tick mark
 * types are 0 year, 1 month, 2 day of month, 3 time, 4 time with seconds.
 */
export function tickLabel(timeSeconds: number, tickType: number): string {
  const d = new Date(timeSeconds * 1000);
  if (tickType === 0) return String(d.getFullYear());
  if (tickType === 1) return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}`;
  if (tickType === 2) return `${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;
  const time = `${pad2(d.getHours())}:${pad2(d.getMinutes())}`;
  return tickType === 4 ? `${time}:${pad2(d.getSeconds())}` : time;
}

interface Series {
  candles: ISeriesApi<'Candlestick'>;
  volume: ISeriesApi<'Histogram'>;
  averages: ISeriesApi<SeriesType>[];
}

const barOf = (c: CandleView) => ({
  time: toTime(c.time),
  open: Number(c.open),
  high: Number(c.high),
  low: Number(c.low),
  close: Number(c.close),
});

const volumeOf = (c: CandleView) => {
  const { up, down } = DIRECTION_COLOURS[priceColours()];
  return {
    time: toTime(c.time),
    value: Number(c.volume),
    color: Number(c.close) >= Number(c.open) ? `${up}99` : `${down}99`,
  };
};

function colourCandles(series: Series, colours: PriceColours) {
  const { up, down } = DIRECTION_COLOURS[colours];
  series.candles.applyOptions({
    upColor: up,
    downColor: down,
    wickUpColor: up,
    wickDownColor: down,
  });
}

function drawAll(series: Series, candles: readonly CandleView[]) {
  series.candles.setData(candles.map(barOf));
  series.volume.setData(candles.map(volumeOf));
  MA_LENGTHS.forEach((length, i) => {
    series.averages[i]?.setData(
      movingAverage(candles, length).map((p) => ({ time: toTime(p.time), value: p.value })),
    );
  });
}

/** The live candle changed or a new one began: only the last bar moves, the view stays put. */
function drawLast(series: Series, candles: readonly CandleView[]) {
  const last = candles[candles.length - 1];
  if (!last) return;
  series.candles.update(barOf(last));
  series.volume.update(volumeOf(last));
  MA_LENGTHS.forEach((length, i) => {
    const point = movingAverage(candles.slice(-length), length)[0];
    if (point) series.averages[i]?.update({ time: toTime(point.time), value: point.value });
  });
}

/** True when `next` is `previous` with its last candle replaced or one candle added. */
export function onlyLastChanged(
  previous: readonly CandleView[],
  next: readonly CandleView[],
): boolean {
  if (previous.length === 0 || previous[0]?.time !== next[0]?.time) return false;
  const added = next.length - previous.length;
  if (added !== 0 && added !== 1) return false;
  // The candles before the last stay, and the old last keeps its place (replaced or followed).
  const last = previous.length - 1;
  return (
    previous[last - 1]?.time === next[last - 1]?.time && previous[last]?.time === next[last]?.time
  );
}

interface CandleChartProps {
  candles: readonly CandleView[];
  period: KlinePeriod;
  pricePrecision: number;
  /** The open time (ms) of the candle under the crosshair; null when the finger lifts. */
  onPoint?: (timeMs: number | null) => void;
}

type ChartLib = typeof Lib;
type Current = { current: Pick<CandleChartProps, 'period' | 'pricePrecision' | 'onPoint'> };

const customPriceFormat = (precision: number) => ({
  type: 'custom' as const,
  formatter: (price: number) => priceLabel(price, precision),
  minMove: 10 ** -precision,
});

function createCandleChart(lib: ChartLib, element: HTMLElement, current: Current): IChartApi {
  const chart = lib.createChart(element, {
    autoSize: true,
    layout: {
      background: { type: lib.ColorType.Solid, color: 'transparent' },
      textColor: '#a3a9b5',
      fontSize: 11,
      attributionLogo: true,
      panes: { separatorColor: LINE, enableResize: false },
    },
    // No chart-wide priceFormatter: it would override each pane's own (prices vs volumes).
    localization: {
      timeFormatter: (time: Time) => candleTimeLabel(Number(time) * 1000, current.current.period),
    },
    grid: { vertLines: { color: GRID }, horzLines: { color: GRID } },
    rightPriceScale: { borderColor: LINE, scaleMargins: { top: 0.08, bottom: 0.04 } },
    timeScale: {
      borderColor: LINE,
      timeVisible: true,
      secondsVisible: false,
      tickMarkFormatter: (time: Time, tickType: number) => tickLabel(Number(time), tickType),
    },
    crosshair: { mode: lib.CrosshairMode.Normal },
    trackingMode: { exitMode: lib.TrackingModeExitMode.OnTouchEnd },
  });
  chart.subscribeCrosshairMove((param: MouseEventParams) => {
    current.current.onPoint?.(param.time === undefined ? null : Number(param.time) * 1000);
  });
  return chart;
}

/** Candles and averages in the top pane, volume in its own pane below with its own scale. */
function addCandleSeries(lib: ChartLib, chart: IChartApi): Series {
  const candles = chart.addSeries(lib.CandlestickSeries, { borderVisible: false });
  const averages = MA_COLOURS.map((color) =>
    chart.addSeries(lib.LineSeries, {
      color,
      lineWidth: 1,
      priceLineVisible: false,
      lastValueVisible: false,
      crosshairMarkerVisible: false,
    }),
  );
  const volume = chart.addSeries(
    lib.HistogramSeries,
    {
      priceFormat: { type: 'custom', formatter: volumeLabel, minMove: 1e-8 },
      lastValueVisible: false,
      priceLineVisible: false,
    },
    1,
  );
  volume.priceScale().applyOptions({ scaleMargins: { top: 0.2, bottom: 0 } });
  const [pricePane, volumePane] = chart.panes();
  pricePane?.setStretchFactor(PRICE_SHARE);
  volumePane?.setStretchFactor(VOLUME_SHARE);
  return { candles, volume, averages };
}

/**
 * Candles with MA(5/10/30) over a separate volume pane, so the price axis and the candles never
 * run into the volume bars. lightweight-charts 5 is imported when the chart mounts, so the library
 * never reaches the entry. On a phone a long press starts the crosshair and lifting the finger
 * ends it (`onPoint(null)`). The TradingView attribution its licence asks for is the library's
 * own `attributionLogo`.
 */
export function CandleChart({ candles, period, pricePrecision, onPoint }: CandleChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const [series, setSeries] = useState<Series | null>(null);
  const drawn = useRef<readonly CandleView[]>([]);
  // The chart is made once; its formatters read the current period, decimals and listener here.
  const current = useRef({ period, pricePrecision, onPoint });
  useLayoutEffect(() => {
    current.current = { period, pricePrecision, onPoint };
  });

  useEffect(() => {
    let chart: IChartApi | null = null;
    let cancelled = false;
    void import('lightweight-charts').then((lib) => {
      if (cancelled || !host.current) return;
      chart = createCandleChart(lib, host.current, current);
      setSeries(addCandleSeries(lib, chart));
    });
    return () => {
      cancelled = true;
      chart?.remove();
    };
  }, []);

  useEffect(() => {
    if (!series) return;
    const priceFormat = customPriceFormat(pricePrecision);
    series.candles.applyOptions({ priceFormat });
    series.averages.forEach((average) => average.applyOptions({ priceFormat }));
  }, [series, pricePrecision]);

  const colours = usePriceColours();
  useEffect(() => {
    if (!series) return;
    colourCandles(series, colours);
    drawAll(series, drawn.current);
  }, [series, colours]);

  useEffect(() => {
    if (!series) return;
    if (onlyLastChanged(drawn.current, candles)) drawLast(series, candles);
    else drawAll(series, candles);
    drawn.current = candles;
  }, [series, candles]);

  return <div ref={host} className="kline__canvas" data-testid="kline-chart" />;
}
