import { useState, type FormEvent } from 'react';
import type { ConversionView, ConvertibleCurrencyView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { PrimaryButton } from '../../../components/ui/primary-button';
import { paths } from '../../../config/paths';
import { useConvert } from '../../../features/wallet/api/wallet-mutations';
import { CoinAmount } from '../../../features/wallet/components/coin-amount';
import { CoinPickerSheet } from '../../../components/ui/coin-picker';
import { AvailableAmountField, RouteCard } from '../../../features/wallet/components/money-form';
import '../../../features/wallet/components/wallet.css';
import type { WalletFormErrors } from '../../../features/wallet/model/amount';
import {
  chooseConversionCurrency,
  defaultConversionPair,
  swapConversion,
  toConversionInput,
  validateConversion,
  type ConversionField,
  type ConversionFormValues,
} from '../../../features/wallet/model/conversion-form';
import { confirmDialog } from '../../../lib/dialog';
import { hasErrors } from '../../../lib/form';
import { navigation } from '../../../lib/navigation';
import { CoinButton } from './conversion-coin-button';
import { ConversionResult } from './conversion-result';
import { ConversionConfirmLines, ConversionQuote } from './conversion-quote';
import { useConversionQuote } from './use-conversion-quote';

/** Pick two coins and an amount, see the live quote, confirm, then see what happened. */
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

  const { quote: q, isCurrent: quoteIsCurrent, isError: quoteIsError } = useConversionQuote(values);

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
      content: <ConversionConfirmLines amount={values.amount} from={from} to={to} quote={q} />,
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
            isCurrent={quoteIsCurrent}
            isError={quoteIsError}
            from={from}
            to={to}
          />
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
