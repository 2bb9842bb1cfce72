import { priceDirection, type QuotationView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { Amount } from '../../../components/ui/amount';
import { platformPrice } from '../../../features/futures/model/pair';
import { ChangeBadge } from '../../../features/market/components/quote-list';

/** The pair's feed price with its 24 h change, and the bid and ask a position opens at. */
export function PriceHeader({ row }: { row: QuotationView }) {
  const { t } = useTranslation();
  const direction = row.change === null ? 'flat' : priceDirection(row.change);
  return (
    <section className="fut-head">
      <div>
        <p className={`fut-head__price fut-head__price--${direction}`} data-testid="contract-price">
          {row.now_price === null ? (
            t('futures.waiting')
          ) : (
            <Amount kind="price" value={row.now_price} precision={row.price_precision} />
          )}
        </p>
        {row.now_price !== null ? (
          <p className="fut-head__quote">
            {t('futures.bid')}{' '}
            <Amount
              value={platformPrice(row.now_price, row.spread, row.price_precision, 2)}
              precision={row.price_precision}
            />{' '}
            · {t('futures.ask')}{' '}
            <Amount
              value={platformPrice(row.now_price, row.spread, row.price_precision, 1)}
              precision={row.price_precision}
            />
          </p>
        ) : null}
      </div>
      <ChangeBadge change={row.change} />
    </section>
  );
}
