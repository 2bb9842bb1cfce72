import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_TYPES, type AccountType } from '@meridian/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { PageShell } from '../../../app/page-shell';
import { DelayedLoading } from '../../../components/ui/delayed-loading';
import { ErrorState } from '../../../components/ui/error-state';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { paths } from '../../../config/paths';
import { useAccountTransfer } from '../../../features/wallet/api/wallet-mutations';
import { walletQueries } from '../../../features/wallet/api/wallet-queries';
import { AccountSheet } from '../../../features/wallet/components/account-sheet';
import { CoinAmount } from '../../../features/wallet/components/coin-amount';
import { CoinBadge } from '../../../components/ui/coin-badge';
import { CoinPickerSheet } from '../../../components/ui/coin-picker';
import {
  AvailableAmountField,
  PickerField,
  RouteCard,
  RouteSide,
} from '../../../features/wallet/components/money-form';
import { RecordsButton } from '../../../features/wallet/components/records-button';
import '../../../features/wallet/components/wallet.css';
import { useLiveBalances } from '../../../features/wallet/hooks/use-live-balances';
import type { WalletFormErrors } from '../../../features/wallet/model/amount';
import {
  chooseTransferAccount,
  swapTransferAccounts,
  toTransferInput,
  transferCurrencies,
  validateTransfer,
  type TransferField,
  type TransferFormValues,
} from '../../../features/wallet/model/transfer-form';
import { accountLabelKey, parseAccountType } from '../../../features/wallet/model/wallet-summary';
import { hasErrors } from '../../../lib/form';
import { navigation } from '../../../lib/navigation';
import { idParam } from '../../../lib/search-params';
import { showSuccess } from '../../../lib/toast';

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

  const coins = transferCurrencies(list.data, values.from);
  // Until the user picks, the coin is the one they came with, else USDT, else the first.
  const currencyId =
    values.currencyId ??
    coins.find((c) => c.currency_name === 'USDT')?.currency_id ??
    coins[0]?.currency_id ??
    null;
  const form = { ...values, currencyId };
  const detail = useQuery({
    ...walletQueries.detail(currencyId ?? 0, values.from),
    enabled: currencyId !== null,
  });
  const available = detail.data?.available ?? null;
  const coin =
    coins.find((c) => c.currency_id === currencyId) ??
    (detail.data?.currency_id === currencyId ? detail.data : undefined);
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

  const accountButton = (side: 'from' | 'to', account: AccountType) => (
    <RouteSide
      label={t(`fund.transfer.${side}`)}
      onClick={() => setSheet(side)}
      testId={`transfer-${side}`}
    >
      {t(accountLabelKey(account))}
    </RouteSide>
  );

  return (
    <PageShell title={t('fund.transfer.title')} right={history}>
      <form className="form-page" onSubmit={submit} noValidate>
        <RouteCard
          from={accountButton('from', values.from)}
          to={accountButton('to', values.to)}
          swapLabel={t('fund.transfer.swap')}
          onSwap={() => update(swapTransferAccounts(form))}
          error={errors.to}
        />

        <div className="card form-page wallet-form">
          <PickerField
            label={t('fund.transfer.coin')}
            error={errors.currency}
            onClick={() => setSheet('coin')}
            testId="transfer-coin"
          >
            {coin ? (
              <span className="picker-button__coin">
                <CoinBadge
                  name={coin.currency_name}
                  color={coin.color}
                  image={coin.image}
                  size={24}
                />
                {coin.currency_name}
              </span>
            ) : (
              <span className="picker-button__placeholder">{t('fund.transfer.chooseCoin')}</span>
            )}
          </PickerField>
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

      <AccountSheet
        visible={sheet === 'from' || sheet === 'to'}
        title={sheet === 'to' ? t('fund.transfer.chooseTo') : t('fund.transfer.chooseFrom')}
        value={sheet === 'to' ? values.to : values.from}
        onClose={() => setSheet(null)}
        onSelect={(account) =>
          update(chooseTransferAccount(form, sheet === 'to' ? 'to' : 'from', account))
        }
      />
      <CoinPickerSheet
        visible={sheet === 'coin'}
        title={t('fund.transfer.chooseCoin')}
        onClose={() => setSheet(null)}
        selected={currencyId}
        searchPlaceholder={t('fund.select.search')}
        coins={coins.map((c) => ({
          id: c.currency_id,
          name: c.currency_name,
          fullName: c.full_name,
          color: c.color,
          image: c.image,
          extra: <CoinAmount value={c.available} />,
        }))}
        onSelect={(picked) => update({ ...form, currencyId: picked.id, amount: '' })}
      />
    </PageShell>
  );
}
