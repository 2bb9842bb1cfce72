import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  formatDateTime,
  type ConversionView,
  type ConvertibleCurrencyView,
} from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { PageShell } from '../../../app/page-shell';
import { Amount } from '../../../components/ui/amount';
import { DelayedLoading } from '../../../components/ui/delayed-loading';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { paths } from '../../../config/paths';
import { useConvert } from '../../../features/wallet/api/wallet-mutations';
import { walletQueries } from '../../../features/wallet/api/wallet-queries';
import { CoinAmount } from '../../../features/wallet/components/coin-amount';
import { CoinBadge } from '../../../components/ui/coin-badge';
import { CoinPickerSheet } from '../../../components/ui/coin-picker';
import { InfoLines, type InfoLine } from '../../../features/wallet/components/info-lines';
import {
  AvailableAmountField,
  RouteCard,
  RouteSide,
} from '../../../features/wallet/components/money-form';
import { RecordsButton } from '../../../features/wallet/components/records-button';
import '../../../features/wallet/components/wallet.css';
import { useDebouncedValue } from '../../../features/wallet/hooks/use-debounced-value';
import { useLiveBalances } from '../../../features/wallet/hooks/use-live-balances';
import type { WalletFormErrors } from '../../../features/wallet/model/amount';
import {
  chooseConversionCurrency,
  defaultConversionPair,
  feeRatePercent,
  pricePrecision,
  quoteRequest,
  swapConversion,
  toConversionInput,
  validateConversion,
  type ConversionField,
  type ConversionFormValues,
} from '../../../features/wallet/model/conversion-form';
import { confirmDialog } from '../../../lib/dialog';
import { hasErrors } from '../../../lib/form';
import { navigation } from '../../../lib/navigation';
import { ConversionResult } from './conversion-result';

function CoinButton({
  side,
  coin,
  onClick,
}: {
  side: 'from' | 'to';
  coin: ConvertibleCurrencyView | undefined;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  return (
    <RouteSide label={t(`fund.convert.${side}`)} onClick={onClick} testId={`convert-${side}`}>
      {coin ? (
        <>
          <CoinBadge name={coin.currency_name} color={coin.color} image={coin.image} size={22} />
          {coin.currency_name}
        </>
      ) : (
        t('fund.transfer.chooseCoin')
      )}
    </RouteSide>
  );
}

function ConversionForm({ coins }: { coins: ConvertibleCurrencyView[] }) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<ConversionFormValues>({
    fromId: null,
    toId: null,
    amount: '',
  });
  const [errors, setErrors] = useState<WalletFormErrors<ConversionField>>({});
  const [sheet, setSheet] = useState<'fromId' | 'toId' | null>(null);
  const [result, setResult] = useState<ConversionView | null>(null);
  const convert = useConvert();

  const defaults = defaultConversionPair(coins);
  const values: ConversionFormValues = {
    fromId: picked.fromId ?? defaults.fromId,
    toId: picked.toId ?? defaults.toId,
    amount: picked.amount,
  };
  const from = coins.find((c) => c.currency_id === values.fromId);
  const to = coins.find((c) => c.currency_id === values.toId);
  const available = from?.available ?? null;

  // The quote follows the form 500 ms after the user stops typing (SPEC.md §9 debounce).
  const wanted = quoteRequest(values);
  const settledKey = useDebouncedValue(JSON.stringify(wanted));
  const settled = JSON.parse(settledKey) as ReturnType<typeof quoteRequest>;
  const quote = useQuery({
    ...walletQueries.quote(settled ?? { from_currency_id: 0, to_currency_id: 0 }),
    enabled: settled !== null,
  });
  const quoteIsCurrent = settledKey === JSON.stringify(wanted) && !quote.isFetching;
  const q = quote.data;

  const update = (next: ConversionFormValues) => {
    setPicked(next);
    setErrors({});
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateConversion(values, available);
    setErrors(found);
    if (hasErrors(found) || convert.isPending || !from || !to) return;
    const confirmed = await confirmDialog({
      title: t('fund.convert.confirmTitle'),
      content: (
        <InfoLines
          className="info-lines--dialog"
          lines={[
            {
              key: 'pay',
              label: t('fund.convert.pay'),
              value: <CoinAmount value={values.amount} currency={from.currency_name} />,
            },
            {
              key: 'fee',
              label: t('fund.convert.fee'),
              value: q?.fee ? <CoinAmount value={q.fee} currency={to.currency_name} /> : '--',
            },
            {
              key: 'receive',
              label: t('fund.convert.receiveEstimate'),
              value: q?.receive ? (
                <CoinAmount value={q.receive} currency={to.currency_name} />
              ) : (
                '--'
              ),
              strong: true,
            },
          ]}
        />
      ),
      confirmText: t('fund.convert.confirm'),
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    try {
      const done = await convert.mutateAsync(toConversionInput(values));
      setResult(done);
      setPicked({ ...values, amount: '' });
    } catch {
      // The API client showed why.
    }
  }

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
    <>
      <form className="form-page" onSubmit={submit} noValidate>
        <RouteCard
          from={<CoinButton side="from" coin={from} onClick={() => setSheet('fromId')} />}
          to={<CoinButton side="to" coin={to} onClick={() => setSheet('toId')} />}
          swapLabel={t('fund.convert.swap')}
          onSwap={() => update(swapConversion(values))}
          error={errors.to ?? errors.from}
        />
        <div className="card form-page wallet-form">
          <AvailableAmountField
            id="convert-amount"
            label={t('fund.convert.amount')}
            available={available}
            currency={from?.currency_name ?? ''}
            error={errors.amount}
            value={values.amount}
            onChange={(amount) => update({ ...values, amount })}
            onAll={() => available !== null && update({ ...values, amount: available })}
            placeholder={t('fund.convert.amountPlaceholder')}
          />
          <div
            className={`quote${quoteIsCurrent ? '' : ' quote--stale'}`}
            aria-live="polite"
            data-testid="conversion-quote"
          >
            <InfoLines lines={lines} />
            <p className="quote__note">
              {quote.isError
                ? t('fund.convert.quoteFailed')
                : q?.price_time
                  ? t('fund.convert.quoteTime', { time: formatDateTime(q.price_time) })
                  : t('fund.convert.quoteHint')}
            </p>
            {q && from && to && q.from_price && q.to_price ? (
              <p className="quote__note">
                {t('fund.convert.feedPrices')} {from.currency_name}{' '}
                <Amount value={q.from_price} precision={pricePrecision(q.from_price)} grouped /> ·{' '}
                {to.currency_name}{' '}
                <Amount value={q.to_price} precision={pricePrecision(q.to_price)} grouped />
              </p>
            ) : null}
          </div>
          <PrimaryButton type="submit" loading={convert.isPending}>
            {t('fund.convert.submit')}
          </PrimaryButton>
        </div>
      </form>
      <CoinPickerSheet
        visible={sheet !== null}
        title={sheet === 'toId' ? t('fund.convert.chooseTo') : t('fund.convert.chooseFrom')}
        onClose={() => setSheet(null)}
        selected={sheet === 'toId' ? values.toId : values.fromId}
        searchPlaceholder={t('fund.select.search')}
        coins={coins.map((c) => ({
          id: c.currency_id,
          name: c.currency_name,
          color: c.color,
          image: c.image,
          extra: <CoinAmount value={c.available} />,
        }))}
        onSelect={(coin) => sheet && update(chooseConversionCurrency(values, sheet, coin.id))}
      />
      <ConversionResult
        result={result}
        fromName={
          coins.find((c) => c.currency_id === result?.from_currency_id)?.currency_name ?? ''
        }
        toName={coins.find((c) => c.currency_id === result?.to_currency_id)?.currency_name ?? ''}
        onClose={() => setResult(null)}
        onHistory={() => {
          setResult(null);
          navigation.push(paths.transferHistory, { tab: 'conversions' });
        }}
      />
    </>
  );
}

/** Converts one coin into another in the exchange account at the feed price, fee shown first. */
export function FundTransferPage() {
  const { t } = useTranslation();
  const list = useQuery(walletQueries.convertible());
  useLiveBalances();

  let body;
  if (list.isPending) body = <DelayedLoading />;
  else if (list.isError)
    body = <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.length < 2) body = <EmptyState title={t('fund.convert.unavailable')} />;
  else body = <ConversionForm coins={list.data} />;

  return (
    <PageShell
      title={t('fund.convert.title')}
      right={
        <RecordsButton
          label={t('fund.convert.history')}
          onClick={() => navigation.push(paths.transferHistory, { tab: 'conversions' })}
        />
      }
    >
      {body}
    </PageShell>
  );
}
