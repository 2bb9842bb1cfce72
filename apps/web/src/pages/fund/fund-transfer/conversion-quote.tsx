import {
  formatDateTime,
  type ConversionQuoteView,
  type ConvertibleCurrencyView,
} from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { Amount } from '../../../components/ui/amount';
import { CoinAmount } from '../../../features/wallet/components/coin-amount';
import { InfoLines, type InfoLine } from '../../../features/wallet/components/info-lines';
import '../../../features/wallet/components/wallet.css';
import { feeRatePercent, pricePrecision } from '../../../features/wallet/model/conversion-form';

type Coin = ConvertibleCurrencyView | undefined;

/** The live quote under the amount: rate, fee rate, fee, what arrives, and the feed prices. */
export function ConversionQuote({
  quote: q,
  isCurrent,
  isError,
  from,
  to,
}: {
  quote: ConversionQuoteView | undefined;
  isCurrent: boolean;
  isError: boolean;
  from: Coin;
  to: Coin;
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
      value: q ? (
        <>
          <Amount value={feeRatePercent(q.fee_rate)} precision={2} />%
        </>
      ) : (
        '--'
      ),
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
          <Amount value={q.from_price} precision={pricePrecision(q.from_price)} grouped /> ·{' '}
          {to.currency_name}{' '}
          <Amount value={q.to_price} precision={pricePrecision(q.to_price)} grouped />
        </p>
      ) : null}
    </div>
  );
}

/** What the confirm dialog asks the user to accept: pay, fee and the estimate received. */
export function ConversionConfirmLines({
  amount,
  from,
  to,
  quote: q,
}: {
  amount: string;
  from: ConvertibleCurrencyView;
  to: ConvertibleCurrencyView;
  quote: ConversionQuoteView | undefined;
}) {
  const { t } = useTranslation();
  return (
    <InfoLines
      className="wallet-info-lines--dialog"
      lines={[
        {
          key: 'pay',
          label: t('fund.convert.pay'),
          value: <CoinAmount value={amount} currency={from.currency_name} />,
        },
        {
          key: 'fee',
          label: t('fund.convert.fee'),
          value: q?.fee ? <CoinAmount value={q.fee} currency={to.currency_name} /> : '--',
        },
        {
          key: 'receive',
          label: t('fund.convert.receiveEstimate'),
          value: q?.receive ? <CoinAmount value={q.receive} currency={to.currency_name} /> : '--',
          strong: true,
        },
      ]}
    />
  );
}
