import type { QuotationView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { paths } from '../../../config/paths';
import { navigation } from '../../../lib/navigation';

/**
 * Buy / Sell open the trade tab's spot ticket and Long / Short its futures ticket, on this pair
 * and that side; each only where the pair trades so (stocks are futures only). Buy and Sell open
 * a market order: the pair page shows the price it fills at. Stays above the fold.
 */
export function PairTradeBar({ row }: { row: QuotationView }) {
  const { t } = useTranslation();
  const { symbol } = row;
  if (!row.open_coin_trade && !row.open_lever) return null;
  return (
    <nav className="pair-trade-bar" aria-label={t('pair.tradeThis', { pair: symbol })}>
      {row.open_coin_trade ? (
        <div className="pair-trade-bar__group" role="group" aria-labelledby="pair-trade-spot">
          <span className="pair-trade-bar__caption" id="pair-trade-spot">
            {t('pair.spot')}
          </span>
          <button
            type="button"
            className="pair-trade-bar__button pair-trade-bar__button--up"
            onClick={() =>
              navigation.push(paths.trade, { product: 'spot', symbol, side: 'buy', kind: 'market' })
            }
          >
            {t('pair.buy')}
          </button>
          <button
            type="button"
            className="pair-trade-bar__button pair-trade-bar__button--down"
            onClick={() =>
              navigation.push(paths.trade, {
                product: 'spot',
                symbol,
                side: 'sell',
                kind: 'market',
              })
            }
          >
            {t('pair.sell')}
          </button>
        </div>
      ) : null}
      {row.open_lever ? (
        <div className="pair-trade-bar__group" role="group" aria-labelledby="pair-trade-futures">
          <span className="pair-trade-bar__caption" id="pair-trade-futures">
            {t('pair.futures')}
          </span>
          <button
            type="button"
            className="pair-trade-bar__button pair-trade-bar__button--up"
            onClick={() =>
              navigation.push(paths.trade, { product: 'futures', symbol, side: 'long' })
            }
          >
            {t('pair.long')}
          </button>
          <button
            type="button"
            className="pair-trade-bar__button pair-trade-bar__button--down"
            onClick={() =>
              navigation.push(paths.trade, { product: 'futures', symbol, side: 'short' })
            }
          >
            {t('pair.short')}
          </button>
        </div>
      ) : null}
    </nav>
  );
}
