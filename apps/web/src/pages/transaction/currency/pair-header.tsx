import { priceDirection, type QuotationView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { Amount } from '../../../components/ui/amount';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { ChangeBadge } from '../../../features/market/components/quote-list';
import { navigation } from '../../../lib/navigation';

/** The pair's feed price with its 24 h change, and a way to its chart. */
export function PairHeader({ row }: { row: QuotationView }) {
  const { t } = useTranslation();
  const direction = row.change === null ? 'flat' : priceDirection(row.change);
  return (
    <section className="spot-head">
      <div className="spot-head__main">
        {row.now_price === null ? (
          <p className="spot-head__price spot-head__price--flat">{t('spot.waitingPrice')}</p>
        ) : (
          <p className={`spot-head__price spot-head__price--${direction}`} data-testid="spot-price">
            <Amount kind="price" value={row.now_price} precision={row.price_precision} />
          </p>
        )}
        <ChangeBadge change={row.change} />
      </div>
      <button
        type="button"
        className="link link--gold spot-head__chart"
        onClick={() => navigation.push(paths.market, { symbol: row.symbol })}
      >
        {t('spot.chart')}
        <ChevronRightIcon />
      </button>
    </section>
  );
}
