import { useQuery } from '@tanstack/react-query';
import { pad2, SIDE, type QuotationView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { Amount, coinPrecision } from '../../../components/ui/amount';
import { DelayedLoading } from '../../../components/ui/delayed-loading';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { marketQueries } from '../../../features/market/api/market-queries';
import { useLiveTrades } from '../../../features/market/hooks/use-live-market';

/** A fill's time of day on this device's clock, e.g. 14:03:09. */
function clock(time: number): string {
  const d = new Date(time);
  return `${pad2(d.getHours())}:${pad2(d.getMinutes())}:${pad2(d.getSeconds())}`;
}

/**
 * This platform's real fills of the pair, newest first, anonymous: time, side, price and amount,
 * read once and then kept live from the socket's `trade` events.
 */
export function PairTrades({ row }: { row: QuotationView }) {
  const { t } = useTranslation();
  const trades = useQuery(marketQueries.trades(row.symbol));
  useLiveTrades(row.symbol);

  let body;
  if (trades.isPending) body = <DelayedLoading />;
  else if (trades.isError)
    body = <ErrorState compact error={trades.error} onRetry={() => void trades.refetch()} />;
  else if (trades.data.length === 0) body = <EmptyState compact title={t('pair.trades.empty')} />;
  else
    body = (
      <table className="pair-trades">
        <thead>
          <tr>
            <th scope="col">{t('pair.trades.time')}</th>
            <th scope="col">{t('pair.trades.side')}</th>
            <th scope="col">{t('pair.trades.price', { coin: row.legal_name })}</th>
            <th scope="col">{t('pair.trades.amount', { coin: row.currency_name })}</th>
          </tr>
        </thead>
        <tbody>
          {trades.data.map((trade) => {
            const buy = trade.type === SIDE.buy;
            return (
              <tr
                key={`${trade.time}-${trade.type}-${trade.price}-${trade.amount}`}
                className={`pair-trades__row pair-trades__row--${buy ? 'up' : 'down'}`}
              >
                <td>
                  <time dateTime={new Date(trade.time).toISOString()}>{clock(trade.time)}</time>
                </td>
                <td className="pair-trades__side">{buy ? t('pair.buy') : t('pair.sell')}</td>
                <td className="pair-trades__price">
                  <Amount value={trade.price} precision={row.price_precision} grouped />
                </td>
                <td>
                  <Amount
                    value={trade.amount}
                    precision={coinPrecision(trade.amount, 2, row.amount_precision)}
                    grouped
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    );

  return (
    <section className="pair-panel" aria-labelledby="pair-trades-title" data-testid="pair-trades">
      <h2 className="pair-panel__title" id="pair-trades-title">
        {t('pair.trades.title')}
      </h2>
      <p className="pair-panel__note">{t('pair.trades.note')}</p>
      {body}
    </section>
  );
}
