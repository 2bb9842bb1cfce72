import type { CandleView, KlinePeriod } from '@meridian/contract';
import { Money, pad2, priceDirection } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { Amount, formatAmount } from '../../../components/ui/amount';
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
  const text = formatAmount(change, { precision: 2 });
  if (text === null) return <span className="amount amount--empty">--</span>;
  const direction = priceDirection(text);
  return (
    <span className={`amount amount--${direction}`}>
      {direction === 'up' ? '+' : ''}
      {text}%
    </span>
  );
}

interface ChartReadoutProps {
  candle: CandleView;
  period: KlinePeriod;
  pricePrecision: number;
  /** True while the user points at a candle: the line then follows the finger silently. */
  moving: boolean;
}

/**
 * One candle's time, open, high, low, close, move and volume above the chart: the one under the
 * crosshair, else the latest. Screen readers hear the latest candle politely; while the finger
 * moves the region goes quiet (aria-live off) so every step is not read out.
 */
export function ChartReadout({ candle, period, pricePrecision, moving }: ChartReadoutProps) {
  const { t } = useTranslation();
  return (
    <div
      className={`chart-readout${moving ? ' chart-readout--moving' : ''}`}
      aria-live={moving ? 'off' : 'polite'}
      aria-atomic="true"
      data-testid="chart-readout"
      data-time={candle.time}
    >
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
