import { priceDirection, type QuotationView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { Amount } from '../../../components/ui/amount';
import { FlashValue } from '../../../features/market/components/flash-value';
import { ChangeBadge } from '../../../features/market/components/quote-list';

/** The pair's last price, flashing as it moves, with its 24 h change. */
export function PriceHead({ pair }: { pair: QuotationView }) {
  const { t } = useTranslation();
  const direction = pair.change === null ? 'flat' : priceDirection(pair.change);
  return (
    <section className="opt-head">
      <div>
        <p className="opt-head__label">{t('options.lastPrice')}</p>
        {pair.now_price === null ? (
          <p className="opt-head__price opt-head__price--flat">{t('market.waiting')}</p>
        ) : (
          <p
            className={`opt-head__price opt-head__price--${direction}`}
            data-testid="options-price"
          >
            <FlashValue value={pair.now_price}>
              <Amount kind="price" value={pair.now_price} precision={pair.price_precision} />
            </FlashValue>
          </p>
        )}
      </div>
      <ChangeBadge change={pair.change} />
    </section>
  );
}
