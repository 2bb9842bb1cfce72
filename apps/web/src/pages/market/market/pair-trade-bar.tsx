import type { QuotationView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { paths } from '../../../config/paths';
import { navigation } from '../../../lib/navigation';

/**
 * Buy / Sell open the spot ticket and Long / Short the futures ticket, on this pair and that
 * side; each only where the pair trades so (stocks are futures only). Stays above the fold.
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
            onClick={() => navigation.push(paths.currency, { symbol, side: 'buy' })}
          >
            {t('pair.buy')}
          </button>
          <button
            type="button"
            className="pair-trade-bar__button pair-trade-bar__button--down"
            onClick={() => navigation.push(paths.currency, { symbol, side: 'sell' })}
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
            onClick={() => navigation.push(paths.contract, { symbol, side: 'long' })}
          >
            {t('pair.long')}
          </button>
          <button
            type="button"
            className="pair-trade-bar__button pair-trade-bar__button--down"
            onClick={() => navigation.push(paths.contract, { symbol, side: 'short' })}
          >
            {t('pair.short')}
          </button>
        </div>
      ) : null}
    </nav>
  );
}
