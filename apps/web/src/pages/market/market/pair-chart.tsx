import type { KlinePeriod, QuotationView } from '@meridian/contract';

import { rememberedPeriod } from '../../../components/ui/period-buttons';
import { LiveCandleChart } from '../../../features/market/components/live-candle-chart';
import { CHART_PERIODS } from '../../../features/market/model/kline';

/** The pair page's chart, in the period the user chose last. */
export function PairChart({ row, period }: { row: QuotationView; period: KlinePeriod }) {
  // On the first render the page still holds its default period while the period row moves it
  // to the remembered one: fetching the default's candles then would be a wasted request.
  const settled = (rememberedPeriod(CHART_PERIODS) ?? period) === period;
  return <LiveCandleChart row={row} period={period} enabled={settled} />;
}
