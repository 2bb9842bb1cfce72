import { useState } from 'react';
import type { KlinePeriod, QuotationView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { PeriodButtons } from '../../../components/ui/period-buttons';
import { LiveCandleChart } from '../../../features/market/components/live-candle-chart';
import { CHART_PERIODS } from '../../../features/market/model/kline';

/** Short periods suit orders of seconds and minutes. */
const OPTION_PERIODS = CHART_PERIODS.filter((p) => ['1min', '5min', '15min'].includes(p.period));

/**
 * The pair's live candles over a short period (1, 5 or 15 minutes), with the same readout and
 * moving averages as the pair page.
 */
export function OptionChart({ pair }: { pair: QuotationView }) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<KlinePeriod>('1min');
  return (
    <section className="opt-chart">
      <PeriodButtons
        label={t('market.period.label')}
        periods={OPTION_PERIODS.map((p) => ({
          period: p.period,
          label: t(`market.period.${p.key}`),
        }))}
        value={period}
        onChange={setPeriod}
      />
      <LiveCandleChart row={pair} period={period} />
    </section>
  );
}
