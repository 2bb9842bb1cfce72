import { useState } from 'react';
import type { LoanConfigView, LoanView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { ChoiceChips, FormField, TextInput } from '../../../components/ui/field';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { confirmDialog } from '../../../lib/dialog';
import { showSuccess } from '../../../lib/toast';
import { useBorrow } from '../api/loan-queries';
import type { LoanEnv } from '../model/loan-env';
import { COLLATERAL_DECIMALS, MONEY_DECIMALS, previewBorrow, zoneOf } from '../model/loan-forms';
import { useLoanFormat } from './loan-format';
import { LoanLines } from './loan-lines';
import { LtvMeter } from './ltv-meter';

/**
 * Borrow USDT against a coin: the collateral and the amount, and before confirming the LTV at
 * the live price, the APR and the interest, and the prices at which the margin call is told and
 * the loan is liquidated (PRODUCT-RULES.md §0: risk before confirm). The confirmation repeats
 * them in words.
 */
export function BorrowForm({
  config,
  env,
  onBorrowed,
}: {
  config: LoanConfigView;
  env: LoanEnv;
  onBorrowed: (loan: LoanView) => void;
}) {
  const { t } = useTranslation();
  const f = useLoanFormat();
  const [currencyId, setCurrencyId] = useState(config.collaterals[0]?.currency_id ?? null);
  const [collateral, setCollateral] = useState('');
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState({ collateral: false, amount: false });
  const borrow = useBorrow(env.onMoneyMoved);
  const coin = config.collaterals.find((c) => c.currency_id === currencyId);
  if (!coin) return <p className="loan-text">{t('loans.noCollateral')}</p>;

  const price = env.priceOf(coin.symbol);
  const coinAvailable = env.availableOf(coin.currency_id);
  const preview = previewBorrow({
    coin,
    collateral,
    amount,
    price,
    coinAvailable,
    poolAvailable: config.pool.available,
  });
  const shown = preview.problem === 'empty' && !touched[preview.field ?? 'amount'] ? null : preview;
  const errorText =
    shown?.problem && shown.problem !== 'noPrice'
      ? t(`loans.errors.${shown.problem}`, {
          decimals: shown.field === 'collateral' ? COLLATERAL_DECIMALS : MONEY_DECIMALS,
          max: f.usdt(preview.maxBorrow),
          available: f.usdt(config.pool.available),
        })
      : undefined;
  const pp = coin.price_precision;

  async function submit() {
    setTouched({ collateral: true, amount: true });
    if (!coin || preview.problem !== null) return;
    const confirmed = await confirmDialog({
      title: t('loans.confirmTitle'),
      content: t('loans.confirmText', {
        amount: f.usdt(amount.trim()),
        collateral: f.amount(collateral.trim(), coin.currency),
        ltv: f.percent(preview.ltv),
        apr: f.percent(coin.apr),
        hourly: f.usdt(preview.firstHour),
        call: f.trigger(preview.marginCallPrice, pp),
        liquidation: f.trigger(preview.liquidationPrice, pp),
        pair: coin.symbol,
        coin: coin.currency,
      }),
      confirmText: t('loans.confirm'),
      cancelText: t('loans.cancel'),
    });
    if (!confirmed) return;
    borrow.mutate(
      { currency_id: coin.currency_id, collateral: collateral.trim(), amount: amount.trim() },
      {
        onSuccess: (loan) => {
          showSuccess(t('loans.borrowDone'));
          setCollateral('');
          setAmount('');
          setTouched({ collateral: false, amount: false });
          onBorrowed(loan);
        },
      },
    );
  }

  return (
    <section className="card loan-card" aria-labelledby="loan-borrow-title">
      <h2 id="loan-borrow-title" className="loan-card__title">
        {t('loans.borrowTitle')}
      </h2>
      <ChoiceChips
        id="loan-coin"
        label={t('loans.collateralCoin')}
        options={config.collaterals.map((c) => ({
          value: String(c.currency_id),
          label: c.currency,
        }))}
        value={String(coin.currency_id)}
        onChange={(v) => setCurrencyId(Number(v))}
        className="loan-coins"
        chipClassName="loan-coin"
      />
      <FormField
        id="loan-collateral"
        label={t('loans.collateralAmount', { coin: coin.currency })}
        error={shown?.field === 'collateral' ? errorText : undefined}
        hint={t('loans.availableIs', { amount: f.amount(coinAvailable, coin.currency) })}
        suffix={
          coinAvailable !== null && coinAvailable !== '0' ? (
            <button type="button" className="loan-max" onClick={() => setCollateral(coinAvailable)}>
              {t('loans.max')}
            </button>
          ) : null
        }
      >
        <TextInput
          id="loan-collateral"
          inputMode="decimal"
          clearable={false}
          value={collateral}
          onChange={setCollateral}
          onBlur={() => setTouched((s) => ({ ...s, collateral: true }))}
          placeholder={t('loans.amountIn', { coin: coin.currency })}
          aria-invalid={shown?.field === 'collateral' || undefined}
        />
      </FormField>
      <FormField
        id="loan-amount"
        label={t('loans.borrowAmount', { coin: config.loan_currency })}
        error={shown?.field === 'amount' ? errorText : undefined}
        hint={t('loans.maxIs', { amount: f.usdt(preview.maxBorrow) })}
        suffix={
          preview.maxBorrow !== null && preview.maxBorrow !== '0' ? (
            <button
              type="button"
              className="loan-max"
              onClick={() => setAmount(preview.maxBorrow ?? '')}
            >
              {t('loans.max')}
            </button>
          ) : null
        }
      >
        <TextInput
          id="loan-amount"
          inputMode="decimal"
          clearable={false}
          value={amount}
          onChange={setAmount}
          onBlur={() => setTouched((s) => ({ ...s, amount: true }))}
          placeholder={t('loans.amountIn', { coin: config.loan_currency })}
          aria-invalid={shown?.field === 'amount' || undefined}
        />
      </FormField>
      {price === null ? (
        <p className="notice notice--warning" role="status">
          {t('loans.errors.noPrice')}
        </p>
      ) : null}
      <LtvMeter ltv={preview.ltv} zone={zoneOf(preview.ltv)} testId="borrow-ltv" legend />
      <LoanLines
        testId="loan-borrow-preview"
        rows={[
          {
            key: 'price',
            label: t('loans.priceNow', { pair: coin.symbol }),
            value: f.price(price, pp),
          },
          { key: 'apr', label: t('loans.apr'), value: f.percent(coin.apr) },
          { key: 'hourly', label: t('loans.firstHour'), value: f.usdt(preview.firstHour) },
          { key: 'daily', label: t('loans.perDay'), value: f.usdt(preview.daily) },
          {
            key: 'marginCall',
            label: t('loans.marginCallAt'),
            value: f.trigger(preview.marginCallPrice, pp),
          },
          {
            key: 'liquidation',
            label: t('loans.liquidationAt'),
            value: f.trigger(preview.liquidationPrice, pp),
            className: 'is-strong',
          },
        ]}
      />
      <p className="loan-text" data-testid="loan-borrow-risk">
        {t('loans.riskText', {
          coin: coin.currency,
          call: f.trigger(preview.marginCallPrice, pp),
          liquidation: f.trigger(preview.liquidationPrice, pp),
        })}
      </p>
      <PrimaryButton loading={borrow.isPending} onClick={() => void submit()}>
        {t('loans.borrow')}
      </PrimaryButton>
    </section>
  );
}
