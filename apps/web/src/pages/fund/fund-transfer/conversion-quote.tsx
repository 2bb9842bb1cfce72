import {
  formatDateTime,
  type ConversionQuoteView,
  type ConvertibleCurrencyView,
} from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { Amount, Percent } from '../../../components/ui/amount';
import { CoinAmount } from '../../../features/wallet/components/coin-amount';
import { InfoLines, type InfoLine } from '../../../features/wallet/components/info-lines';
import '../../../features/wallet/components/wallet.css';
import { pricePrecision } from '../../../features/wallet/model/conversion-form';
import { QuoteCountdown } from './quote-countdown';

type Coin = ConvertibleCurrencyView | undefined;

/** What the held quote's countdown needs (use-conversion-quote.ts); absent while no amount is typed. */
export interface QuoteHold {
  live: boolean;
  seconds: number;
  fetching: boolean;
  onRefresh: () => void;
}

/**
 * The quote under the amount: rate, fee rate, fee, what arrives, the feed prices and, for an
 * amount, how long these figures are held, with a refresh.
 */
export function ConversionQuote({
  quote: q,
  isCurrent,
  isError,
  from,
  to,
  hold,
}: {
  quote: ConversionQuoteView | undefined;
  isCurrent: boolean;
  isError: boolean;
  from: Coin;
  to: Coin;
  hold: QuoteHold | null;
}) {
  const { t } = useTranslation();
  const lines: InfoLine[] = [
    {
      key: 'rate',
      label: t('fund.convert.rate'),
      value:
        q?.rate && from && to ? (
          <>
            1 {from.currency_name} ≈ <CoinAmount value={q.rate} currency={to.currency_name} />
          </>
        ) : (
          '--'
        ),
    },
    {
      key: 'feeRate',
      label: t('fund.convert.feeRate'),
      value: q ? <Percent value={q.fee_rate} ratio signed={false} /> : '--',
    },
    {
      key: 'fee',
      label: t('fund.convert.fee'),
      value: q?.fee && to ? <CoinAmount value={q.fee} currency={to.currency_name} /> : '--',
    },
    {
      key: 'receive',
      label: t('fund.convert.receive'),
      value: q?.receive && to ? <CoinAmount value={q.receive} currency={to.currency_name} /> : '--',
      strong: true,
    },
  ];

  return (
    <div
      className={`wallet-quote${isCurrent ? '' : ' wallet-quote--stale'}`}
      aria-live="polite"
      data-testid="conversion-quote"
    >
      <InfoLines lines={lines} />
      {hold && !isError ? <QuoteCountdown {...hold} /> : null}
      <p className="wallet-quote__note">
        {isError
          ? t('fund.convert.quoteFailed')
          : q?.price_time
            ? t('fund.convert.quoteTime', { time: formatDateTime(q.price_time) })
            : t('fund.convert.quoteHint')}
      </p>
      {q && from && to && q.from_price && q.to_price ? (
        <p className="wallet-quote__note">
          {t('fund.convert.feedPrices')} {from.currency_name}{' '}
          <Amount kind="price" value={q.from_price} precision={pricePrecision(q.from_price)} /> ·{' '}
          {to.currency_name}{' '}
          <Amount kind="price" value={q.to_price} precision={pricePrecision(q.to_price)} />
        </p>
      ) : null}
    </div>
  );
}
