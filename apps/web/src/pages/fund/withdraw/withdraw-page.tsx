import { useEffect, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  ErrorCode,
  formatDateTime,
  type BankKind,
  type WithdrawInfoView,
} from '@meridian/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { PageShell } from '../../../app/page-shell';
import { Amount } from '../../../components/ui/amount';
import { DelayedLoading } from '../../../components/ui/delayed-loading';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { paths } from '../../../config/paths';
import { useDemoMode } from '../../../features/content/hooks/use-demo-mode';
import { useWithdraw } from '../../../features/wallet/api/wallet-mutations';
import { walletQueries } from '../../../features/wallet/api/wallet-queries';
import { CoinAmount } from '../../../features/wallet/components/coin-amount';
import {
  DemoModeNotice,
  DisabledReason,
} from '../../../features/wallet/components/demo-mode-notice';
import { InfoLines, type InfoLine } from '../../../features/wallet/components/info-lines';
import { AvailableAmountField, PickerField } from '../../../features/wallet/components/money-form';
import { PayPasswordSheet } from '../../../features/wallet/components/pay-password-sheet';
import { RecordsButton } from '../../../features/wallet/components/records-button';
import { WarningIcon } from '../../../features/wallet/components/wallet-icons';
import '../../../features/wallet/components/wallet.css';
import { useLiveBalances } from '../../../features/wallet/hooks/use-live-balances';
import type { WalletFormErrors } from '../../../features/wallet/model/amount';
import {
  maxWithdrawable,
  receiveAmount,
  toWithdrawInput,
  validateWithdraw,
  withdrawBlocker,
  type WithdrawDestination,
  type WithdrawField,
} from '../../../features/wallet/model/withdraw-form';
import { isApiError } from '../../../lib/api-client';
import { hasErrors } from '../../../lib/form';
import { navigation } from '../../../lib/navigation';
import { idParam } from '../../../lib/search-params';
import { showSuccess, showToast } from '../../../lib/toast';
import { DestinationSheet, useDestinationLabel, type BankOption } from './destination-sheet';

const BANK_KINDS: BankKind[] = ['domestic', 'international'];

function Blocker({ info }: { info: WithdrawInfoView }) {
  const { t } = useTranslation();
  const blocker = withdrawBlocker(info);
  if (!blocker || blocker === 'disabled') return null;
  const content = {
    kyc: {
      text: t('fund.withdraw.kycRequired'),
      action: t('fund.withdraw.verify'),
      open: () => navigation.push(paths.realMark),
    },
    hold: {
      text: t('fund.withdraw.hold', { time: formatDateTime(info.hold_until ?? 0) }),
      action: null,
      open: null,
    },
    payPassword: {
      text: t('fund.withdraw.payPasswordRequired'),
      action: t('fund.withdraw.setPayPassword'),
      open: () => navigation.push(paths.payPassword),
    },
  }[blocker];
  return (
    <div
      className="notice notice--warning"
      role="alert"
      data-testid={`withdraw-blocker-${blocker}`}
    >
      <WarningIcon />
      <div className="notice__body">
        <p>{content.text}</p>
        {content.action && content.open ? (
          <button type="button" className="link link--gold" onClick={content.open}>
            {content.action}
          </button>
        ) : null}
      </div>
    </div>
  );
}

/**
 * In demo mode the form still shows the minimum, fee and what would arrive, but it cannot be sent:
 * the button is off and says why (the server refuses with DEMO_MODE anyway).
 */
function WithdrawForm({
  currencyId,
  info,
  demo,
}: {
  currencyId: number;
  info: WithdrawInfoView;
  demo: boolean;
}) {
  const { t } = useTranslation();
  const coin = info.currency_name;
  const addressQuery = useQuery(walletQueries.addresses());
  const domestic = useQuery({ ...walletQueries.bankCard('domestic'), enabled: info.bank_enabled });
  const international = useQuery({
    ...walletQueries.bankCard('international'),
    enabled: info.bank_enabled,
  });
  const withdraw = useWithdraw();
  const labelOf = useDestinationLabel();

  const [amount, setAmount] = useState('');
  const [chosen, setChosen] = useState<WithdrawDestination | null>(null);
  const [errors, setErrors] = useState<WalletFormErrors<WithdrawField>>({});
  const [picking, setPicking] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const addresses = (addressQuery.data?.data ?? []).filter((a) => a.currency_id === currencyId);
  const banks: BankOption[] = info.bank_enabled
    ? BANK_KINDS.map((kind) => ({
        kind,
        card: kind === 'domestic' ? domestic.data : international.data,
      }))
    : [];
  // The first saved address is the natural default; the user can pick another.
  const firstAddress = addresses[0];
  const destination: WithdrawDestination | null =
    chosen ?? (firstAddress ? { kind: 'address', addressId: firstAddress.id } : null);
  const destinationLabel = labelOf(destination, addresses, banks);
  const blocked = demo || withdrawBlocker(info) !== null;
  const receive = receiveAmount(amount, info.fee);
  const values = { amount, destination };

  function addBankCard(kind: BankKind) {
    setPicking(false);
    showToast(t('fund.withdraw.addBankCard'));
    navigation.push(kind === 'domestic' ? paths.bank : paths.bankInternational);
  }

  function review(event: FormEvent) {
    event.preventDefault();
    const found = validateWithdraw(values, info);
    setErrors(found);
    if (!hasErrors(found) && !blocked) setConfirming(true);
  }

  async function confirm(payPassword: string) {
    if (withdraw.isPending) return;
    try {
      await withdraw.mutateAsync(toWithdrawInput(values, currencyId, payPassword));
    } catch (error) {
      // A wrong pay password is retyped in the sheet; anything else sends the user back to the form.
      if (!isApiError(error, ErrorCode.PAY_PASSWORD_WRONG)) setConfirming(false);
      return;
    }
    setConfirming(false);
    showSuccess(t('fund.withdraw.submitted'));
    navigation.replace(paths.receiveWithdrawRecord, { tab: 'withdraw' });
  }

  const limitLine: InfoLine = {
    key: 'limit',
    label: t('fund.withdraw.remaining'),
    value:
      // A cap, not a balance: 15.8M reads better than 15,844,586.00978752 (SPEC.md §9 M/K).
      info.remaining_amount !== null ? (
        <Amount value={info.remaining_amount} compact suffix={coin} />
      ) : (
        <Amount value={info.remaining_btc_24h} compact suffix="BTC" />
      ),
  };
  const lines: InfoLine[] = [
    {
      key: 'min',
      label: t('fund.withdraw.min'),
      value: <CoinAmount value={info.min} currency={coin} />,
    },
    {
      key: 'fee',
      label: t('fund.withdraw.fee'),
      value: <CoinAmount value={info.fee} currency={coin} />,
    },
    limitLine,
    {
      key: 'receive',
      label: t('fund.withdraw.receive'),
      value: <CoinAmount value={receive ?? '0'} currency={coin} />,
      strong: true,
    },
  ];

  return (
    <>
      {demo ? <DemoModeNotice /> : <Blocker info={info} />}
      <form className="card form-page wallet-form" onSubmit={review} noValidate>
        <PickerField
          label={t('fund.withdraw.destination')}
          error={errors.destination}
          onClick={() => setPicking(true)}
          testId="withdraw-destination"
        >
          {destinationLabel ? (
            <span className="picker-button__text">
              <span className="picker-button__title">{destinationLabel.title}</span>
              <span className="picker-button__detail mono">{destinationLabel.detail}</span>
            </span>
          ) : (
            <span className="picker-button__placeholder">
              {addressQuery.isPending ? t('common.loading') : t('fund.withdraw.chooseDestination')}
            </span>
          )}
        </PickerField>
        <AvailableAmountField
          id="withdraw-amount"
          label={t('fund.withdraw.amount')}
          available={info.available}
          currency={coin}
          error={errors.amount}
          value={amount}
          onChange={(next) => {
            setAmount(next);
            setErrors((e) => ({ ...e, amount: undefined }));
          }}
          onAll={() => {
            setAmount(maxWithdrawable(info));
            setErrors((e) => ({ ...e, amount: undefined }));
          }}
          placeholder={t('fund.withdraw.amountPlaceholder', { min: info.min })}
        />
        <InfoLines lines={lines} />
        {demo ? (
          <DisabledReason id="withdraw-disabled-reason">
            {t('fund.demo.withdrawOff')}
          </DisabledReason>
        ) : null}
        <PrimaryButton
          type="submit"
          disabled={blocked}
          aria-describedby={demo ? 'withdraw-disabled-reason' : undefined}
        >
          {t('fund.withdraw.submit')}
        </PrimaryButton>
        <p className="wallet-form__intro">{t('fund.withdraw.notice')}</p>
      </form>
      <DestinationSheet
        visible={picking}
        onClose={() => setPicking(false)}
        value={destination}
        addresses={addresses}
        banks={banks}
        onSelect={(next) => {
          setChosen(next);
          setErrors((e) => ({ ...e, destination: undefined }));
        }}
        onAddAddress={() => {
          setPicking(false);
          navigation.push(paths.addWallet, { currency: currencyId });
        }}
        onAddBankCard={addBankCard}
      />
      <PayPasswordSheet
        visible={confirming}
        title={t('fund.withdraw.confirmTitle')}
        submitting={withdraw.isPending}
        onClose={() => setConfirming(false)}
        onForgot={() => navigation.push(paths.payPassword)}
        onConfirm={(payPassword) => void confirm(payPassword)}
        summary={
          <InfoLines
            className="info-lines--sheet"
            lines={[
              {
                key: 'amount',
                label: t('fund.withdraw.amount'),
                value: <CoinAmount value={amount} currency={coin} />,
              },
              {
                key: 'fee',
                label: t('fund.withdraw.fee'),
                value: <CoinAmount value={info.fee} currency={coin} />,
              },
              {
                key: 'to',
                label: t('fund.withdraw.destination'),
                value: destinationLabel
                  ? `${destinationLabel.title} ${destinationLabel.detail}`
                  : '',
              },
              {
                key: 'receive',
                label: t('fund.withdraw.receive'),
                value: <CoinAmount value={receive ?? '0'} currency={coin} />,
                strong: true,
              },
            ]}
          />
        }
      />
    </>
  );
}

export function WithdrawPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const currencyId = idParam(params.get('currency'));
  const info = useQuery({
    ...walletQueries.withdrawInfo(currencyId ?? 0),
    enabled: currencyId !== null,
  });
  useLiveBalances(currencyId !== null);
  const demo = useDemoMode();

  useEffect(() => {
    if (currencyId === null) navigation.replace(paths.select, { type: 'withdraw' });
  }, [currencyId]);

  const title = info.data
    ? t('fund.withdraw.titleCoin', { coin: info.data.currency_name })
    : t('fund.withdraw.title');
  let body;
  if (currencyId === null || info.isPending || demo === undefined) body = <DelayedLoading />;
  else if (info.isError)
    body = <ErrorState error={info.error} onRetry={() => void info.refetch()} />;
  else if (!info.data.withdraw_enabled)
    body = (
      <EmptyState
        title={t('fund.withdraw.disabled')}
        description={t('fund.withdraw.disabledText')}
      />
    );
  else body = <WithdrawForm currencyId={currencyId} info={info.data} demo={demo !== null} />;

  return (
    <PageShell
      title={title}
      right={
        <RecordsButton
          label={t('fund.records.title')}
          onClick={() => navigation.push(paths.receiveWithdrawRecord, { tab: 'withdraw' })}
        />
      }
    >
      {body}
    </PageShell>
  );
}
