import { useState } from 'react';
import type { CandleView, KlinePeriod } from '@meridian/contract';
import { Money, pad2 } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { Amount, formatAmount, Percent } from '../../../components/ui/amount';
import { CHART_PERIODS } from '../model/kline';
import './chart-styles.css';

const DAY_SECONDS = 86_400;

/**
 * A candle's open time as the chart shows it, in the viewer's local time: the day for daily and
 * longer candles ("2026-11-26"), else the day and minute ("11-26 14:05").
 */
export function candleTimeLabel(timeMs: number, period: KlinePeriod): string {
  const d = new Date(timeMs);
  const seconds = CHART_PERIODS.find((p) => p.period === period)?.seconds ?? 60;
  const day = `${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;
  if (seconds >= DAY_SECONDS) return `${d.getFullYear()}-${day}`;
  return `${day} ${pad2(d.getHours())}:${pad2(d.getMinutes())}`;
}

/** The candle's own move in percent, close against open: open 100, close 101.5 → "1.5". */
export function candleChange(candle: CandleView): string | null {
  const open = new Money(candle.open);
  if (open.isZero()) return null;
  return new Money(candle.close).minus(open).div(open).times(100).toString();
}

const FIELDS = ['open', 'high', 'low', 'close'] as const;

/** "+1.50%" in green, "-0.20%" in red, "0.00%" in grey; "--" when the open was 0. */
function ChangeText({ change }: { change: string | null }) {
  return <Percent value={change} colored />;
}

interface ChartReadoutProps {
  candle: CandleView;
  period: KlinePeriod;
  pricePrecision: number;
  /** True while the user points at a candle: the line then follows the finger silently. */
  moving: boolean;
}

/** The candle in words, e.g. "11-26 14:05: Open 65,000.00, High 65,432.10, …, Volume 12.3K". */
function candleSummary(
  candle: CandleView,
  period: KlinePeriod,
  pricePrecision: number,
  t: (key: `chart.${(typeof FIELDS)[number] | 'change' | 'volume'}`) => string,
): string {
  const price = (value: string) =>
    formatAmount(value, { precision: pricePrecision, grouped: true });
  const change = formatAmount(candleChange(candle), { precision: 2 });
  const parts = [
    ...FIELDS.map((field) => `${t(`chart.${field}`)} ${price(candle[field]) ?? '--'}`),
    `${t('chart.change')} ${change === null ? '--' : `${change}%`}`,
    `${t('chart.volume')} ${formatAmount(candle.volume, { compact: true }) ?? '--'}`,
  ];
  return `${candleTimeLabel(candle.time, period)}: ${parts.join(', ')}`;
}

/**
 * The summary screen readers are told: it changes when another candle is shown at rest (a new
 * candle begins, another period), not on each tick of the live candle nor while the finger moves,
 * so a polite live region does not read numbers out every second.
 */
function useAnnouncement(key: string, text: string, moving: boolean): string {
  const [announced, setAnnounced] = useState({ key, text });
  if (!moving && announced.key !== key) {
    setAnnounced({ key, text });
    return text;
  }
  return announced.text;
}

/**
 * One candle's time, open, high, low, close, move and volume above the chart: the one under the
 * crosshair, else the latest. The values stay readable where they are; a hidden polite region
 * announces the shown candle when it changes, and is off (aria-live) while the finger moves.
 */
export function ChartReadout({ candle, period, pricePrecision, moving }: ChartReadoutProps) {
  const { t } = useTranslation();
  const announcement = useAnnouncement(
    `${period}:${candle.time}`,
    candleSummary(candle, period, pricePrecision, t),
    moving,
  );
  return (
    <div
      className={`chart-readout${moving ? ' chart-readout--moving' : ''}`}
      data-testid="chart-readout"
      data-time={candle.time}
    >
      <p
        className="visually-hidden"
        aria-live={moving ? 'off' : 'polite'}
        aria-atomic="true"
        data-testid="chart-readout-summary"
      >
        {announcement}
      </p>
      <time className="chart-readout__time" dateTime={new Date(candle.time).toISOString()}>
        {candleTimeLabel(candle.time, period)}
      </time>
      <dl className="chart-readout__values">
        {FIELDS.map((field) => (
          <div key={field} data-field={field}>
            <dt>
              <span aria-hidden="true">{t(`chart.short.${field}`)}</span>
              <span className="visually-hidden">{t(`chart.${field}`)}</span>
            </dt>
            <dd>
              <Amount value={candle[field]} precision={pricePrecision} grouped />
            </dd>
          </div>
        ))}
        <div data-field="change">
          <dt>
            <span aria-hidden="true">{t('chart.short.change')}</span>
            <span className="visually-hidden">{t('chart.change')}</span>
          </dt>
          <dd>
            <ChangeText change={candleChange(candle)} />
          </dd>
        </div>
        <div data-field="volume">
          <dt>
            <span aria-hidden="true">{t('chart.short.volume')}</span>
            <span className="visually-hidden">{t('chart.volume')}</span>
          </dt>
          <dd>
            <Amount value={candle.volume} compact />
          </dd>
        </div>
      </dl>
    </div>
  );
}
