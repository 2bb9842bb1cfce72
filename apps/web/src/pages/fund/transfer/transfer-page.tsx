import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_TYPES } from '@meridian/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { PageShell } from '../../../app/page-shell';
import { DelayedLoading } from '../../../components/ui/delayed-loading';
import { ErrorState } from '../../../components/ui/error-state';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { paths } from '../../../config/paths';
import { useAccountTransfer } from '../../../features/wallet/api/wallet-mutations';
import { walletQueries } from '../../../features/wallet/api/wallet-queries';
import { AvailableAmountField, RouteCard } from '../../../features/wallet/components/money-form';
import { RecordsButton } from '../../../features/wallet/components/records-button';
import '../../../features/wallet/components/wallet.css';
import { useLiveBalances } from '../../../features/wallet/hooks/use-live-balances';
import type { WalletFormErrors } from '../../../features/wallet/model/amount';
import {
  swapTransferAccounts,
  toTransferInput,
  validateTransfer,
  type TransferField,
  type TransferFormValues,
} from '../../../features/wallet/model/transfer-form';
import { parseAccountType } from '../../../features/wallet/model/wallet-summary';
import { hasErrors } from '../../../lib/form';
import { navigation } from '../../../lib/navigation';
import { idParam } from '../../../lib/search-params';
import { showSuccess } from '../../../lib/toast';
import { AccountButton, TransferCoinField, TransferSheets } from './transfer-parts';
import { useTransferCoin } from './use-transfer-coin';

function initialValues(params: URLSearchParams): TransferFormValues {
  const from = parseAccountType(params.get('from')) ?? ACCOUNT_TYPES.change;
  const asked = parseAccountType(params.get('to'));
  const to =
    asked && asked !== from
      ? asked
      : from === ACCOUNT_TYPES.legal
        ? ACCOUNT_TYPES.change
        : ACCOUNT_TYPES.legal;
  return { from, to, currencyId: idParam(params.get('currency')), amount: '' };
}

/** Moves a coin between the user's own accounts, free and at once (PRODUCT-RULES.md §1). */
export function TransferPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [values, setValues] = useState<TransferFormValues>(() => initialValues(params));
  const [errors, setErrors] = useState<WalletFormErrors<TransferField>>({});
  const [sheet, setSheet] = useState<'from' | 'to' | 'coin' | null>(null);
  const list = useQuery(walletQueries.list());
  const transfer = useAccountTransfer();
  useLiveBalances();

  const { coins, currencyId, available, coin } = useTransferCoin(list.data, values);
  const form = { ...values, currencyId };
  const coinName = coin?.currency_name ?? '';

  const update = (next: TransferFormValues) => {
    setValues(next);
    setErrors({});
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateTransfer(form, available);
    setErrors(found);
    if (hasErrors(found) || transfer.isPending) return;
    try {
      await transfer.mutateAsync(toTransferInput(form));
    } catch {
      return;
    }
    setValues({ ...form, amount: '' });
    showSuccess(t('fund.transfer.done'));
  }

  const history = (
    <RecordsButton
      label={t('fund.transfer.history')}
      onClick={() => navigation.push(paths.transferHistory)}
    />
  );

  if (list.isPending) {
    return (
      <PageShell title={t('fund.transfer.title')} right={history}>
        <DelayedLoading />
      </PageShell>
    );
  }
  if (list.isError) {
    return (
      <PageShell title={t('fund.transfer.title')} right={history}>
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      </PageShell>
    );
  }

  return (
    <PageShell title={t('fund.transfer.title')} right={history}>
      <form className="form-page" onSubmit={submit} noValidate>
        <RouteCard
          from={
            <AccountButton side="from" account={values.from} onClick={() => setSheet('from')} />
          }
          to={<AccountButton side="to" account={values.to} onClick={() => setSheet('to')} />}
          swapLabel={t('fund.transfer.swap')}
          onSwap={() => update(swapTransferAccounts(form))}
          error={errors.to}
        />

        <div className="card form-page wallet-form">
          <TransferCoinField coin={coin} error={errors.currency} onClick={() => setSheet('coin')} />
          <AvailableAmountField
            id="transfer-amount"
            label={t('fund.transfer.amount')}
            available={available}
            currency={coinName}
            error={errors.amount}
            value={values.amount}
            onChange={(amount) => update({ ...form, amount })}
            onAll={() => available !== null && update({ ...form, amount: available })}
            placeholder={t('fund.transfer.amountPlaceholder')}
          />
          <PrimaryButton type="submit" loading={transfer.isPending}>
            {t('fund.transfer.submit')}
          </PrimaryButton>
          <p className="wallet-form__intro">{t('fund.transfer.free')}</p>
        </div>
      </form>

      <TransferSheets
        sheet={sheet}
        form={form}
        coins={coins}
        onClose={() => setSheet(null)}
        update={update}
      />
    </PageShell>
  );
}
