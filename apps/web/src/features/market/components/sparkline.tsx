import { priceDirection } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { formatAmount } from '../../../components/ui/amount';
import { sparklinePoints, trendOf } from '../model/sparkline';

const WIDTH = 48;
const HEIGHT = 24;

/**
 * A pair's 24 h trend drawn as an inline SVG line (no chart library on the list or home), named
 * for screen readers by the 24 h change it shows ("24 h trend, up 1.20 %"). With fewer than two
 * closes it keeps its place empty, so rows do not move when the closes arrive.
 */
export function Sparkline({
  closes,
  change,
}: {
  closes: readonly string[] | undefined;
  change: string | null;
}) {
  const { t } = useTranslation();
  const points = closes ? sparklinePoints(closes, WIDTH, HEIGHT - 2) : '';
  if (!points) return <span className="sparkline sparkline--empty" aria-hidden="true" />;
  // Coloured and named by the 24 h change the row's badge shows, so the two never disagree.
  const trend = change === null ? trendOf(closes ?? []) : priceDirection(change);
  const percent = change === null ? null : formatAmount(change.replace('-', ''));
  const label = percent === null ? t('market.trendLabel') : t(`market.trend_${trend}`, { percent });
  return (
    <svg
      className={`sparkline sparkline--${trend}`}
      viewBox={`0 -1 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      role="img"
      aria-label={label}
    >
      <polyline points={points} fill="none" vectorEffect="non-scaling-stroke" />
    </svg>
  );
}
