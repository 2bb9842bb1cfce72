import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { KlinePeriod, QuotationView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { DelayedLoading } from '../../../components/ui/delayed-loading';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
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
  let overlay = null;
  if (candles.isPending) overlay = <DelayedLoading />;
  else if (candles.isError)
    overlay = (
      <ErrorState
        compact
        title={t('market.chartError')}
        error={candles.error}
        onRetry={() => void candles.refetch()}
      />
    );
  else if (candles.data.length === 0)
    overlay = <EmptyState compact title={t('market.chartEmpty')} />;
  return (
    <section className="opt-chart">
      <div className="periods" role="group" aria-label={t('market.period.label')}>
        {OPTION_PERIODS.map((p) => (
          <button
            key={p.period}
            type="button"
            data-period={p.period}
            aria-pressed={p.period === period}
            className={`periods__button${p.period === period ? ' periods__button--active' : ''}`}
            onClick={() => setPeriod(p.period)}
          >
            {t(`market.period.${p.key}`)}
          </button>
        ))}
      </div>
      <div className="kline">
        {overlay ?? (
          <KlineChart candles={candles.data ?? []} pricePrecision={pair.price_precision} />
        )}
      </div>
    </section>
  );
}
