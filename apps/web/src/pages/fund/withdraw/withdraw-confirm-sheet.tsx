import type { ReactNode } from 'react';
import { ErrorCode } from '@meridian/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { paths } from '../../../config/paths';
import { PasskeyConfirm } from '../../../features/passkeys';
import { useWithdraw } from '../../../features/wallet/api/wallet-mutations';
import { walletQueries } from '../../../features/wallet/api/wallet-queries';
import { useSecondFactor } from '../../../features/two-factor/components/second-factor-field';
import { PayPasswordSheet } from '../../../features/wallet/components/pay-password-sheet';
import {
  toWithdrawInput,
  type WithdrawFormValues,
} from '../../../features/wallet/model/withdraw-form';
import { api, isApiError } from '../../../lib/api-client';
import { navigation } from '../../../lib/navigation';
import { showSuccess } from '../../../lib/toast';
import { savedAddressName } from './typed-address';

/** The withdrawal's coin, amount and destination: what a passkey confirms. */
function withdrawalTarget(values: WithdrawFormValues, currencyId: number) {
  const { passkey: _, ...target } = toWithdrawInput(values, currencyId, { passkey: '' });
  return target;
}

/** A typed address to keep in the user's addresses once the withdrawal is accepted. */
export interface SaveAddressRequest {
  coin: string;
  network: string;
  address: string;
}

/**
 * The pay-password step that sends a reviewed withdrawal, saves a typed address when asked to
 * (only after the withdrawal is accepted), then opens the withdraw records.
 */
export function WithdrawConfirmSheet({
  visible,
  values,
  currencyId,
  saveAs,
  summary,
  onClose,
}: {
  visible: boolean;
  values: WithdrawFormValues;
  currencyId: number;
  saveAs: SaveAddressRequest | null;
  summary: ReactNode;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const withdraw = useWithdraw();
  const queryClient = useQueryClient();
  const secondFactor = useSecondFactor('withdraw-second-factor');

  /** The existing save call; quiet, since an address saved before is no reason to alarm anyone. */
  async function saveAddress(request: SaveAddressRequest) {
    const address = request.address.trim();
    try {
      await api.post(
        '/user/wallet/save',
        {
          currency: currencyId,
          network: request.network,
          name: savedAddressName(request.coin, request.network, address),
          address,
        },
        { silent: true },
      );
      await queryClient.invalidateQueries({ queryKey: walletQueries.addresses().queryKey });
    } catch {
      // The withdrawal went through; the address can still be added under Settings.
    }
  }

  async function confirm(confirmation: string | { passkey: string }) {
    if (withdraw.isPending) return;
    try {
      await withdraw.mutateAsync({
        ...toWithdrawInput(values, currencyId, confirmation),
        ...secondFactor.body,
      });
    } catch (error) {
      // A wrong pay password, code or passkey answer is tried again in the sheet; anything else
      // goes back to the form.
      secondFactor.noticeError(error);
      const retype = [
        ErrorCode.PAY_PASSWORD_WRONG,
        ErrorCode.TOTP_REQUIRED,
        ErrorCode.TOTP_INVALID,
        ErrorCode.PASSKEY_FAILED,
        ErrorCode.PASSKEY_EXPIRED,
      ].some((code) => isApiError(error, code));
      if (!retype) onClose();
      return;
    }
    secondFactor.clear();
    if (saveAs) await saveAddress(saveAs);
    onClose();
    showSuccess(t('fund.withdraw.submitted'));
    navigation.replace(paths.receiveWithdrawRecord, { tab: 'withdraw' });
  }

  return (
    <PayPasswordSheet
      visible={visible}
      title={t('fund.withdraw.confirmTitle')}
      submitting={withdraw.isPending}
      onClose={onClose}
      onForgot={() => navigation.push(paths.payPassword)}
      onConfirm={(payPassword) => void confirm(payPassword)}
      summary={summary}
      before={secondFactor.field}
      alternative={
        <PasskeyConfirm
          withdrawal={withdrawalTarget(values, currencyId)}
          submitting={withdraw.isPending}
          onAnswer={(passkey) => void confirm({ passkey })}
        />
      }
    />
  );
}
