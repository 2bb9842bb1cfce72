import { useState } from 'react';
import { USDT_CURRENCY_ID, type LoanView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { BottomSheet } from '../../../components/ui/bottom-sheet';
import { FormField, TextInput } from '../../../components/ui/field';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { showSuccess } from '../../../lib/toast';
import { useMoveCollateral, useRepay, type RepayInput } from '../api/loan-queries';
import type { LoanEnv } from '../model/loan-env';
import {
  COLLATERAL_DECIMALS,
  MONEY_DECIMALS,
  previewCollateral,
  previewRepay,
  type LoanProblem,
} from '../model/loan-forms';
import { useLoanFormat } from './loan-format';
import { LoanLines } from './loan-lines';

export type LoanAction = 'repay' | 'add' | 'withdraw';

interface SheetProps {
  loan: LoanView;
  env: LoanEnv;
  pricePrecision: number;
  amountPrecision: number;
  onDone: () => void;
}

/** The problem's text, or undefined while the field is still untouched and empty. */
function useProblemText(
  problem: LoanProblem | null,
  touched: boolean,
  values: Record<string, string | number>,
) {
  const { t } = useTranslation();
  if (problem === null || (problem === 'empty' && !touched)) return undefined;
  return t(`loans.errors.${problem}`, values);
}

/**
 * Repays part or all of a loan: what goes to interest and to principal, the debt left and where
 * the loan would then liquidate, before anything moves. No penalty, ever.
 */
function RepayForm({ loan, env, pricePrecision, onDone }: SheetProps) {
  const { t } = useTranslation();
  const f = useLoanFormat();
  const [amount, setAmount] = useState('');
  const [all, setAll] = useState(false);
  const [touched, setTouched] = useState(false);
  const repay = useRepay(env.onMoneyMoved);
  const available = env.availableOf(USDT_CURRENCY_ID);
  const price = env.priceOf(loan.symbol);
  const preview = previewRepay(loan, all ? 'all' : amount, available, price);
  const error = useProblemText(preview.problem, touched, { decimals: MONEY_DECIMALS });

  function submit() {
    setTouched(true);
    if (preview.problem !== null) return;
    const body: RepayInput = all ? { id: loan.id, all: 1 } : { id: loan.id, amount: amount.trim() };
    repay.mutate(body, {
      onSuccess: (after) => {
        showSuccess(t(after.status === 'repaid' ? 'loans.repaidAll' : 'loans.repaidPart'));
        onDone();
      },
    });
  }

  return (
    <>
      <FormField
        id="loan-repay-amount"
        label={t('loans.repayAmount')}
        error={error}
        hint={t('loans.availableIs', { amount: f.usdt(available) })}
        aside={
          <button
            type="button"
            className="loan-max"
            aria-pressed={all}
            onClick={() => {
              setAll(true);
              setAmount(loan.debt);
            }}
          >
            {t('loans.repayAll')}
          </button>
        }
      >
        <TextInput
          id="loan-repay-amount"
          inputMode="decimal"
          clearable={false}
          value={amount}
          onChange={(v) => {
            setAll(false);
            setAmount(v);
          }}
          onBlur={() => setTouched(true)}
          placeholder={t('loans.amountIn', { coin: 'USDT' })}
          aria-invalid={Boolean(error) || undefined}
        />
      </FormField>
      <LoanLines
        testId="loan-repay-preview"
        rows={[
          { key: 'pay', label: t('loans.youPay'), value: f.usdt(preview.pay) },
          { key: 'interest', label: t('loans.toInterest'), value: f.usdt(preview.toInterest) },
          { key: 'principal', label: t('loans.toPrincipal'), value: f.usdt(preview.toPrincipal) },
          {
            key: 'debtAfter',
            label: t('loans.debtAfter'),
            value: f.usdt(preview.debtAfter),
            className: 'is-strong',
          },
          preview.closes
            ? {
                key: 'returned',
                label: t('loans.collateralBack'),
                value: f.amount(loan.collateral, loan.currency),
              }
            : {
                key: 'liquidationAfter',
                label: t('loans.liquidationAfter'),
                value: f.trigger(preview.liquidationAfter, pricePrecision),
              },
        ]}
      />
      <p className="loan-text">{t('loans.noPenalty')}</p>
      <PrimaryButton loading={repay.isPending} onClick={submit}>
        {preview.closes ? t('loans.repayAndClose') : t('loans.repay')}
      </PrimaryButton>
    </>
  );
}

/**
 * Adds collateral (any time) or withdraws it (while the LTV stays at or below 65 %): the new
 * LTV and trigger prices before anything moves.
 */
function CollateralForm({
  kind,
  loan,
  env,
  pricePrecision,
  amountPrecision,
  onDone,
}: SheetProps & { kind: 'add' | 'withdraw' }) {
  const { t } = useTranslation();
  const f = useLoanFormat();
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const move = useMoveCollateral(kind, env.onMoneyMoved);
  const available = env.availableOf(loan.currency_id);
  const price = env.priceOf(loan.symbol);
  const preview = previewCollateral(loan, kind, amount, available, price, amountPrecision);
  const coin = loan.currency;
  const error = useProblemText(preview.problem, touched, {
    decimals: COLLATERAL_DECIMALS,
    max: f.amount(preview.withdrawable, coin),
  });
  const max = kind === 'add' ? available : preview.withdrawable;

  function submit() {
    setTouched(true);
    if (preview.problem !== null) return;
    move.mutate(
      { id: loan.id, amount: amount.trim() },
      {
        onSuccess: () => {
          showSuccess(t(kind === 'add' ? 'loans.added' : 'loans.withdrawn'));
          onDone();
        },
      },
    );
  }

  return (
    <>
      <FormField
        id={`loan-${kind}-amount`}
        label={t(kind === 'add' ? 'loans.addAmount' : 'loans.withdrawAmount', { coin })}
        error={error}
        hint={
          kind === 'add'
            ? t('loans.availableIs', { amount: f.amount(available, coin) })
            : t('loans.withdrawableIs', { amount: f.amount(preview.withdrawable, coin) })
        }
        aside={
          max !== null && max !== '0' ? (
            <button type="button" className="loan-max" onClick={() => setAmount(max)}>
              {t('loans.max')}
            </button>
          ) : null
        }
      >
        <TextInput
          id={`loan-${kind}-amount`}
          inputMode="decimal"
          clearable={false}
          value={amount}
          onChange={setAmount}
          onBlur={() => setTouched(true)}
          placeholder={t('loans.amountIn', { coin })}
          aria-invalid={Boolean(error) || undefined}
        />
      </FormField>
      <LoanLines
        testId={`loan-${kind}-preview`}
        rows={[
          {
            key: 'collateralAfter',
            label: t('loans.collateralAfter'),
            value: f.amount(preview.collateralAfter, coin),
          },
          { key: 'ltvAfter', label: t('loans.ltvAfter'), value: f.percent(preview.ltvAfter) },
          {
            key: 'marginCallAfter',
            label: t('loans.marginCallAt'),
            value: f.trigger(preview.marginCallAfter, pricePrecision),
          },
          {
            key: 'liquidationAfter',
            label: t('loans.liquidationAt'),
            value: f.trigger(preview.liquidationAfter, pricePrecision),
            className: 'is-strong',
          },
        ]}
      />
      <PrimaryButton loading={move.isPending} onClick={submit}>
        {t(kind === 'add' ? 'loans.addCollateral' : 'loans.withdrawCollateral')}
      </PrimaryButton>
    </>
  );
}

/** The sheet of one action on one loan. */
export function LoanActionSheet({
  action,
  onClose,
  ...props
}: Omit<SheetProps, 'onDone'> & { action: LoanAction | null; onClose: () => void }) {
  const { t } = useTranslation();
  const titles = {
    repay: t('loans.repay'),
    add: t('loans.addCollateral'),
    withdraw: t('loans.withdrawCollateral'),
  };
  return (
    <BottomSheet
      visible={action !== null}
      onClose={onClose}
      title={action ? titles[action] : undefined}
      className="loan-sheet"
      destroyOnClose
    >
      {action === 'repay' ? <RepayForm {...props} onDone={onClose} /> : null}
      {action === 'add' || action === 'withdraw' ? (
        <CollateralForm kind={action} {...props} onDone={onClose} />
      ) : null}
      <button type="button" className="loan-link loan-sheet__cancel" onClick={onClose}>
        {t('loans.cancel')}
      </button>
    </BottomSheet>
  );
}
