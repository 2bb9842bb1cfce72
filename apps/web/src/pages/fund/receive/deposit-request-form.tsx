import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { PrimaryButton } from '../../../components/ui/primary-button';
import { paths } from '../../../config/paths';
import { useDepositRequest } from '../../../features/wallet/api/wallet-mutations';
import { DisabledReason } from '../../../features/wallet/components/demo-mode-notice';
import {
  AmountInput,
  AmountSuffix,
  WalletField,
} from '../../../features/wallet/components/wallet-field';
import type { WalletFormErrors } from '../../../features/wallet/model/amount';
import {
  toChargeRequestInput,
  validateDepositRequest,
  validateVoucherFile,
  type DepositField,
} from '../../../features/wallet/model/deposit-form';
import { hasErrors } from '../../../lib/form';
import { navigation } from '../../../lib/navigation';
import { showSuccess } from '../../../lib/toast';
import { useUpload } from '../../../lib/use-upload';
import { VoucherField } from './voucher-field';

/**
 * Without a chain connection a deposit is a request: the amount sent and a picture of the
 * payment, which an operator checks before the ledger credits it (PRODUCT-RULES.md §3). With a
 * `disabledReason` (demo mode) nothing can be entered or sent, and the reason shows by the button.
 */
export function DepositRequestForm({
  currencyId,
  currencyName,
  network,
  disabledReason,
}: {
  currencyId: number;
  currencyName: string;
  network: string | null;
  disabledReason?: string;
}) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const [voucher, setVoucher] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [errors, setErrors] = useState<WalletFormErrors<DepositField>>({});
  const upload = useUpload();
  const request = useDepositRequest();

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = validateVoucherFile(file);
    if (problem) {
      setErrors((e) => ({ ...e, voucher: problem }));
      return;
    }
    try {
      const url = await upload.mutateAsync(file);
      setVoucher(url);
      setPreview(url);
      setErrors((e) => ({ ...e, voucher: undefined }));
      showSuccess(t('common.uploadSuccess'));
    } catch {
      // The API client showed why.
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const values = { amount, voucher };
    if (disabledReason) return;
    const found = validateDepositRequest(values);
    setErrors(found);
    if (hasErrors(found) || request.isPending) return;
    try {
      await request.mutateAsync(toChargeRequestInput(values, currencyId, network));
    } catch {
      return;
    }
    setAmount('');
    setVoucher(null);
    setPreview(null);
    showSuccess(t('fund.receive.requestSent'));
    navigation.push(paths.receiveWithdrawRecord, { tab: 'deposit' });
  }

  return (
    <form className="card form-page wallet-form" onSubmit={submit} noValidate>
      <div>
        <h2 className="wallet-form__title">{t('fund.receive.requestTitle')}</h2>
        <p className="wallet-form__intro">{t('fund.receive.requestIntro')}</p>
      </div>
      <WalletField
        id="deposit-amount"
        label={t('fund.receive.amount')}
        error={errors.amount}
        suffix={<AmountSuffix currency={currencyName} />}
      >
        <AmountInput
          id="deposit-amount"
          value={amount}
          onChange={(next) => {
            setAmount(next);
            setErrors((e) => ({ ...e, amount: undefined }));
          }}
          placeholder={t('fund.receive.amountPlaceholder')}
          invalid={Boolean(errors.amount)}
          disabled={Boolean(disabledReason)}
        />
      </WalletField>
      <VoucherField
        preview={preview}
        uploading={upload.isPending}
        disabled={Boolean(disabledReason)}
        error={errors.voucher}
        onChange={chooseFile}
      />
      {disabledReason ? (
        <DisabledReason id="deposit-disabled-reason">{disabledReason}</DisabledReason>
      ) : null}
      <PrimaryButton
        type="submit"
        loading={request.isPending}
        disabled={Boolean(disabledReason)}
        aria-describedby={disabledReason ? 'deposit-disabled-reason' : undefined}
      >
        {t('fund.receive.submit')}
      </PrimaryButton>
      <button
        type="button"
        className="link link--gold wallet-form__link"
        onClick={() => navigation.push(paths.receiveWithdrawRecord, { tab: 'deposit' })}
      >
        {t('fund.receive.records')}
      </button>
    </form>
  );
}
