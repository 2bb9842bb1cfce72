import { useState, type ReactNode } from 'react';
import PasscodeInput from 'antd-mobile/es/components/passcode-input';
import { useTranslation } from 'react-i18next';

import { BottomSheet } from '../../../components/ui/bottom-sheet';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { validateWithdrawPayPassword } from '../model/withdraw-form';
import type { WalletFieldError } from '../model/amount';
import { WalletError } from './wallet-field';

interface PayPasswordSheetProps {
  visible: boolean;
  title: string;
  /** What is about to happen, shown above the password. */
  summary: ReactNode;
  submitting: boolean;
  onConfirm: (payPassword: string) => void;
  onClose: () => void;
  /** Where to set or reset the pay password. */
  onForgot: () => void;
}

/** The last step of a withdrawal: read the summary, type the 6-digit pay password, confirm. */
export function PayPasswordSheet({
  visible,
  title,
  summary,
  submitting,
  onConfirm,
  onClose,
  onForgot,
}: PayPasswordSheetProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<WalletFieldError | undefined>();

  function confirm(value = password) {
    const problem = validateWithdrawPayPassword(value);
    setError(problem);
    if (!problem) onConfirm(value);
  }

  return (
    <BottomSheet
      visible={visible}
      onClose={onClose}
      title={title}
      afterClose={() => {
        setPassword('');
        setError(undefined);
      }}
      maskClosable={!submitting}
    >
      <div className="sheet__content wallet-pay-sheet">
        {summary}
        <div className="wallet-pay-sheet__password">
          <span className="field__label" id="pay-password-label">
            {t('fund.withdraw.payPassword')}
          </span>
          <PasscodeInput
            length={6}
            seperated
            value={password}
            error={Boolean(error)}
            aria-labelledby="pay-password-label"
            onChange={(value) => {
              setPassword(value.replace(/\D/g, ''));
              setError(undefined);
            }}
            onFill={(value) => confirm(value)}
          />
          <WalletError error={error} />
          <button type="button" className="link wallet-pay-sheet__forgot" onClick={onForgot}>
            {t('fund.withdraw.forgotPayPassword')}
          </button>
        </div>
        <PrimaryButton loading={submitting} onClick={() => confirm()}>
          {t('fund.withdraw.confirm')}
        </PrimaryButton>
      </div>
    </BottomSheet>
  );
}
