import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { KlinePeriod, QuotationView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { ChartBox } from '../../../components/ui/chart-box';
import { PeriodButtons } from '../../../components/ui/period-buttons';
import { marketQueries } from '../../../features/market/api/market-queries';
import { KlineChart } from '../../../features/market/components/kline-chart';
import { useLiveCandles } from '../../../features/market/hooks/use-live-market';
import { CHART_PERIODS } from '../../../features/market/model/kline';

/** Short periods suit orders of seconds and minutes. */
const OPTION_PERIODS = CHART_PERIODS.filter((p) => ['1min', '5min', '15min'].includes(p.period));

/** The pair's live candles over a short period (1, 5 or 15 minutes). */
export function OptionChart({ pair }: { pair: QuotationView }) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<KlinePeriod>('1min');
  const candles = useQuery(marketQueries.candles(pair.symbol, period));
  useLiveCandles(pair.symbol, period);
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
      <ChartBox candles={candles}>
        <KlineChart candles={candles.data ?? []} pricePrecision={pair.price_precision} />
      </ChartBox>
    </section>
  );
}
