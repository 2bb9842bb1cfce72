import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { DelayedLoading } from './delayed-loading';
import { EmptyState } from './empty-state';
import { QueryError, type FallibleQuery } from './query-fallback';

interface ChartBoxProps {
  /** The candles' query: while it loads, fails or comes back empty, that shows instead. */
  candles: FallibleQuery & { isPending: boolean; data?: readonly unknown[] };
  /** The chart itself. */
  children: ReactNode;
}

/** The box a candle chart draws in (`.kline`). */
export function ChartBox({ candles, children }: ChartBoxProps) {
  const { t } = useTranslation();
  let overlay = null;
  if (candles.isPending) overlay = <DelayedLoading />;
  else if (candles.isError)
    overlay = <QueryError compact title={t('market.chartError')} query={candles} />;
  else if (candles.data?.length === 0)
    overlay = <EmptyState compact title={t('market.chartEmpty')} />;
  return <div className="kline">{overlay ?? children}</div>;
}
