import type { ReactNode } from 'react';
import { ErrorCode } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { paths } from '../../../config/paths';
import { useWithdraw } from '../../../features/wallet/api/wallet-mutations';
import { PayPasswordSheet } from '../../../features/wallet/components/pay-password-sheet';
import {
  toWithdrawInput,
  type WithdrawFormValues,
} from '../../../features/wallet/model/withdraw-form';
import { isApiError } from '../../../lib/api-client';
import { navigation } from '../../../lib/navigation';
import { showSuccess } from '../../../lib/toast';

/** The pay-password step that sends a reviewed withdrawal, then opens the withdraw records. */
export function WithdrawConfirmSheet({
  visible,
  values,
  currencyId,
  summary,
  onClose,
}: {
  visible: boolean;
  values: WithdrawFormValues;
  currencyId: number;
  summary: ReactNode;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const withdraw = useWithdraw();

  async function confirm(payPassword: string) {
    if (withdraw.isPending) return;
    try {
      await withdraw.mutateAsync(toWithdrawInput(values, currencyId, payPassword));
    } catch (error) {
      // A wrong pay password is retyped in the sheet; anything else sends the user back to the form.
      if (!isApiError(error, ErrorCode.PAY_PASSWORD_WRONG)) onClose();
      return;
    }
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
    />
  );
}
