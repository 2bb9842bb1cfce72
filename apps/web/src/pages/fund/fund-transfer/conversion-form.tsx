import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ConversionView, ConvertibleCurrencyView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { PrimaryButton } from '../../../components/ui/primary-button';
import { paths } from '../../../config/paths';
import { CoinAmount } from '../../../features/wallet/components/coin-amount';
import { CoinPickerSheet } from '../../../components/ui/coin-picker';
import { AvailableAmountField, RouteCard } from '../../../features/wallet/components/money-form';
import '../../../features/wallet/components/wallet.css';
import type { WalletFormErrors } from '../../../features/wallet/model/amount';
import {
  chooseConversionCurrency,
  defaultConversionPair,
  swapConversion,
  validateConversion,
  type ConversionField,
  type ConversionFormValues,
} from '../../../features/wallet/model/conversion-form';
import { hasErrors } from '../../../lib/form';
import { navigation } from '../../../lib/navigation';
import { CoinButton } from './conversion-coin-button';
import { ConversionResult } from './conversion-result';
import { ConversionQuote } from './conversion-quote';
import { ConvertConfirmSheet } from './convert-confirm-sheet';
import { CONVERT_QUOTE_KEY, useConversionQuote } from './use-conversion-quote';
import { isQuoteRefusal, useConvertAtQuote } from './use-convert-at-quote';

/**
 * Pick two coins and an amount, see the held quote count down, accept it in a sheet, then see
 * what happened. Nothing is sent without a live quote, and it executes at exactly that quote or
 * is refused (PRODUCT-RULES.md §0).
 */
export function ConversionForm({ coins }: { coins: ConvertibleCurrencyView[] }) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<ConversionFormValues>({
    fromId: null,
    toId: null,
    amount: '',
  });
  const [errors, setErrors] = useState<WalletFormErrors<ConversionField>>({});
  const [sheet, setSheet] = useState<'fromId' | 'toId' | null>(null);
  const [result, setResult] = useState<ConversionView | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [refused, setRefused] = useState(false);
  const convert = useConvertAtQuote();
  const queryClient = useQueryClient();

  const defaults = defaultConversionPair(coins);
  const values: ConversionFormValues = {
    fromId: picked.fromId ?? defaults.fromId,
    toId: picked.toId ?? defaults.toId,
    amount: picked.amount,
  };
  const from = coins.find((c) => c.currency_id === values.fromId);
  const to = coins.find((c) => c.currency_id === values.toId);
  const available = from?.available ?? null;

  const held = useConversionQuote(values);
  const q = held.quote;
  const refresh = () => {
    setRefused(false);
    held.refresh();
  };

  const update = (next: ConversionFormValues) => {
    setPicked(next);
    setErrors({});
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateConversion(values, available);
    setErrors(found);
    if (hasErrors(found) || convert.isPending || !from || !to) return;
    setRefused(false);
    setConfirming(true);
    // A quote that lapsed while the form was filled in is asked again before anything is shown.
    if (!held.isLiveNow()) held.refresh();
  }

  async function confirm() {
    const { lock, request } = held;
    if (convert.isPending || !lock || !request?.number || !held.isLiveNow()) {
      refresh();
      return;
    }
    try {
      const done = await convert.mutateAsync({
        number: request.number,
        from_currency_id: request.from_currency_id,
        to_currency_id: request.to_currency_id,
        quote_id: lock.quoteId,
      });
      setConfirming(false);
      setResult(done);
      setPicked({ ...values, amount: '' });
      queryClient.removeQueries({ queryKey: CONVERT_QUOTE_KEY });
    } catch (error) {
      // Refused as expired or not this quote: nothing moved; say so and offer a fresh one.
      // Anything else (toasted) sends the user back to the form.
      if (isQuoteRefusal(error)) {
        held.refuse(lock.quoteId);
        setRefused(true);
      } else setConfirming(false);
    }
  }

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
          <ConversionQuote
            quote={q}
            isCurrent={held.isCurrent}
            isError={held.isError}
            from={from}
            to={to}
            hold={
              held.request?.number
                ? {
                    live: held.live,
                    seconds: held.seconds,
                    fetching: held.isFetching,
                    onRefresh: refresh,
                  }
                : null
            }
          />
          <PrimaryButton type="submit" loading={convert.isPending}>
            {t('fund.convert.submit')}
          </PrimaryButton>
        </div>
      </form>
      {from && to ? (
        <ConvertConfirmSheet
          visible={confirming}
          from={from}
          to={to}
          amount={held.request?.number ?? values.amount}
          quote={q}
          live={held.live}
          seconds={held.seconds}
          fetching={held.isFetching}
          refused={refused}
          submitting={convert.isPending}
          onConfirm={() => void confirm()}
          onRefresh={refresh}
          onClose={() => !convert.isPending && setConfirming(false)}
        />
      ) : null}
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
