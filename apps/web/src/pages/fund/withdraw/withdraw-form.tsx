import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ErrorCode, type BankKind, type WithdrawInfoView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { PrimaryButton } from '../../../components/ui/primary-button';
import { paths } from '../../../config/paths';
import { useWithdraw } from '../../../features/wallet/api/wallet-mutations';
import { walletQueries } from '../../../features/wallet/api/wallet-queries';
import {
  DemoModeNotice,
  DisabledReason,
} from '../../../features/wallet/components/demo-mode-notice';
import { AvailableAmountField } from '../../../features/wallet/components/money-form';
import { PayPasswordSheet } from '../../../features/wallet/components/pay-password-sheet';
import '../../../features/wallet/components/wallet.css';
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
import { showSuccess, showToast } from '../../../lib/toast';
import { DestinationSheet, useDestinationLabel, type BankOption } from './destination-sheet';
import { DestinationField } from './destination-field';
import { WithdrawBlocker } from './withdraw-blocker';
import { WithdrawFigures, WithdrawSummary } from './withdraw-lines';

const BANK_KINDS: BankKind[] = ['domestic', 'international'];

/**
 * In demo mode the form still shows the minimum, fee and what would arrive, but it cannot be sent:
 * the button is off and says why (the server refuses with DEMO_MODE anyway).
 */
export function WithdrawForm({
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

  return (
    <>
      {demo ? <DemoModeNotice /> : <WithdrawBlocker info={info} />}
      <form className="card form-page wallet-form" onSubmit={review} noValidate>
        <DestinationField
          label={destinationLabel}
          loading={addressQuery.isPending}
          error={errors.destination}
          onClick={() => setPicking(true)}
        />
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
        <WithdrawFigures info={info} receive={receive} />
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
          <WithdrawSummary
            amount={amount}
            info={info}
            destination={destinationLabel}
            receive={receive}
          />
        }
      />
    </>
  );
}
