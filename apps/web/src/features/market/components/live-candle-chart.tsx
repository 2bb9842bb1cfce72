import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { KlinePeriod, QuotationView } from '@meridian/contract';

import { Amount } from '../../../components/ui/amount';
import { ChartBox } from '../../../components/ui/chart-box';
import { marketQueries } from '../api/market-queries';
import { useLiveCandles } from '../hooks/use-live-market';
import { MA_COLOURS, MA_LENGTHS, movingAverage } from '../model/kline';
import { CandleChart } from './chart-candles';
import { ChartReadout } from './chart-readout';

/**
 * The pair's candles for one period, live while shown: the readout of the candle under the
 * crosshair (the latest one otherwise) and the moving averages at that candle, above the chart.
 * `enabled` false holds the request back (while the caller settles on its period).
 */
export function LiveCandleChart({
  row,
  period,
  enabled = true,
}: {
  row: QuotationView;
  period: KlinePeriod;
  enabled?: boolean;
}) {
  const candles = useQuery({ ...marketQueries.candles(row.symbol, period), enabled });
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
      ) : (
        // The readout's room while the candles load, so the chart below does not move down.
        <div className="chart-readout" aria-hidden="true" />
      )}
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
