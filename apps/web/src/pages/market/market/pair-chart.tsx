import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { KlinePeriod, QuotationView } from '@meridian/contract';

import { Amount } from '../../../components/ui/amount';
import { ChartBox } from '../../../components/ui/chart-box';
import { rememberedPeriod } from '../../../components/ui/period-buttons';
import { marketQueries } from '../../../features/market/api/market-queries';
import { CandleChart } from '../../../features/market/components/chart-candles';
import { ChartReadout } from '../../../features/market/components/chart-readout';
import { MA_COLOURS } from '../../../features/market/components/kline-chart';
import { useLiveCandles } from '../../../features/market/hooks/use-live-market';
import { CHART_PERIODS, MA_LENGTHS, movingAverage } from '../../../features/market/model/kline';

/**
 * The pair's candles for one period, live while shown: the readout of the candle under the
 * crosshair (the latest one otherwise) and the moving averages at that candle, above the chart.
 */
export function PairChart({ row, period }: { row: QuotationView; period: KlinePeriod }) {
  // On the first render the page still holds its default period while the period row moves it
  // to the remembered one: fetching the default's candles then would be a wasted request.
  const settled = (rememberedPeriod(CHART_PERIODS) ?? period) === period;
  const candles = useQuery({ ...marketQueries.candles(row.symbol, period), enabled: settled });
  useLiveCandles(row.symbol, period);
  const [pointedTime, setPointedTime] = useState<number | null>(null);
  const data = candles.data ?? [];
  const pointed = pointedTime === null ? -1 : data.findIndex((c) => c.time === pointedTime);
  const shownIndex = pointed >= 0 ? pointed : data.length - 1;
  const shown = data[shownIndex];
  const upToShown = data.slice(0, shownIndex + 1);
  return (
    <>
      {shown ? (
        <ChartReadout
          candle={shown}
          period={period}
          pricePrecision={row.price_precision}
          moving={pointed >= 0}
        />
      ) : null}
      <div className="market-ma-legend">
        {MA_LENGTHS.map((length, i) => (
          <span key={length} style={{ color: MA_COLOURS[i] }}>
            MA{length}{' '}
            <Amount
              value={movingAverage(upToShown.slice(-length), length)[0]?.value}
              precision={row.price_precision}
              grouped
            />
          </span>
        ))}
      </div>
      <ChartBox candles={candles}>
        <CandleChart
          candles={data}
          period={period}
          pricePrecision={row.price_precision}
          onPoint={setPointedTime}
        />
      </ChartBox>
    </>
  );
}
