import { useState, type FormEvent } from 'react';
import type { BankKind, WithdrawInfoView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { PrimaryButton } from '../../../components/ui/primary-button';
import { paths } from '../../../config/paths';
import {
  DemoModeNotice,
  DisabledReason,
} from '../../../features/wallet/components/demo-mode-notice';
import { AvailableAmountField } from '../../../features/wallet/components/money-form';
import '../../../features/wallet/components/wallet.css';
import type { WalletFormErrors } from '../../../features/wallet/model/amount';
import {
  maxWithdrawable,
  receiveAmount,
  validateWithdraw,
  withdrawBlocker,
  type WithdrawField,
} from '../../../features/wallet/model/withdraw-form';
import { hasErrors } from '../../../lib/form';
import { navigation } from '../../../lib/navigation';
import { showToast } from '../../../lib/toast';
import { DestinationSheet } from './destination-sheet';
import { DestinationField } from './destination-field';
import { WithdrawHolds } from './withdraw-blocker';
import { WithdrawConfirmSheet } from './withdraw-confirm-sheet';
import { WithdrawFigures, WithdrawSummary } from './withdraw-lines';
import { TypedAddressFields } from './typed-address-fields';
import { validateTypedAddress, type TypedAddressError } from './typed-address';
import { useWithdrawDestinations } from './use-withdraw-destinations';
import './withdraw.css';

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
  const { addresses, banks, choice, destination, typed, setTyped, label, loading, choose } =
    useWithdrawDestinations(currencyId, info);
  const [addressError, setAddressError] = useState<TypedAddressError>();

  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<WalletFormErrors<WithdrawField>>({});
  const [picking, setPicking] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const blocked = demo || withdrawBlocker(info) !== null || info.holds.some((h) => h.blocking);
  const receive = receiveAmount(amount, info.fee);
  const values = { amount, destination };

  function changeAmount(next: string) {
    setAmount(next);
    setErrors((e) => ({ ...e, amount: undefined }));
  }

  function addBankCard(kind: BankKind) {
    setPicking(false);
    showToast(t('fund.withdraw.addBankCard'));
    navigation.push(kind === 'domestic' ? paths.bank : paths.bankInternational);
  }

  function review(event: FormEvent) {
    event.preventDefault();
    const found = validateWithdraw(values, info);
    const typedError =
      destination?.kind === 'typed' ? validateTypedAddress(destination) : undefined;
    setErrors(found);
    setAddressError(typedError);
    if (!hasErrors(found) && !typedError && !blocked) setConfirming(true);
  }

  return (
    <>
      {demo ? <DemoModeNotice /> : <WithdrawHolds info={info} />}
      <form className="card form-page wallet-form" onSubmit={review} noValidate>
        <DestinationField
          label={label}
          loading={loading}
          error={errors.destination}
          onClick={() => setPicking(true)}
        />
        {choice?.kind === 'typed' ? (
          <TypedAddressFields
            networks={info.networks}
            value={typed}
            error={addressError}
            onChange={(next) => {
              setTyped(next);
              setAddressError(undefined);
            }}
          />
        ) : null}
        <AvailableAmountField
          id="withdraw-amount"
          label={t('fund.withdraw.amount')}
          available={info.available}
          currency={coin}
          error={errors.amount}
          value={amount}
          onChange={changeAmount}
          onAll={() => changeAmount(maxWithdrawable(info))}
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
        value={choice}
        addresses={addresses}
        banks={banks}
        onSelect={(next) => {
          choose(next);
          setErrors((e) => ({ ...e, destination: undefined }));
        }}
        onAddAddress={() => {
          setPicking(false);
          navigation.push(paths.addWallet, { currency: currencyId });
        }}
        onAddBankCard={addBankCard}
        whitelist={info.whitelist}
      />
      <WithdrawConfirmSheet
        visible={confirming}
        values={values}
        currencyId={currencyId}
        saveAs={
          destination?.kind === 'typed' && typed.save
            ? { coin, network: destination.network, address: destination.address }
            : null
        }
        onClose={() => setConfirming(false)}
        summary={
          <WithdrawSummary amount={amount} info={info} destination={label} receive={receive} />
        }
      />
    </>
  );
}
