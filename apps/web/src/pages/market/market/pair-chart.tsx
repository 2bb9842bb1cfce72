import { useQuery } from '@tanstack/react-query';
import type { KlinePeriod, QuotationView } from '@meridian/contract';

import { Amount } from '../../../components/ui/amount';
import { ChartBox } from '../../../components/ui/chart-box';
import { marketQueries } from '../../../features/market/api/market-queries';
import { KlineChart, MA_COLOURS } from '../../../features/market/components/kline-chart';
import { useLiveCandles } from '../../../features/market/hooks/use-live-market';
import { MA_LENGTHS, movingAverage } from '../../../features/market/model/kline';

/** The pair's candles for one period with the moving-average legend; live while shown. */
export function PairChart({ row, period }: { row: QuotationView; period: KlinePeriod }) {
  const candles = useQuery(marketQueries.candles(row.symbol, period));
  useLiveCandles(row.symbol, period);
  const data = candles.data ?? [];
  return (
    <>
      <div className="market-ma-legend">
        {MA_LENGTHS.map((length, i) => (
          <span key={length} style={{ color: MA_COLOURS[i] }}>
            MA{length}{' '}
            <Amount
              value={movingAverage(data.slice(-length), length)[0]?.value}
              precision={row.price_precision}
            />
          </span>
        ))}
      </div>
      <ChartBox candles={candles}>
        <KlineChart candles={data} pricePrecision={row.price_precision} />
      </ChartBox>
    </>
  );
}
