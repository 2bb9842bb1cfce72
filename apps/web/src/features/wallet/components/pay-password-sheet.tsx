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
  /** Asked for before the password: the second factor, when two-factor is on. */
  before?: ReactNode;
  /** Another way to confirm, offered under the button: a passkey. */
  alternative?: ReactNode;
}

/**
 * antd's passcode box is itself a control (role button) holding a hidden native input that takes
 * the typing: a control nested in a control (axe nested-interactive), and the one screen readers
 * meet is not the one that takes the digits. Here the native input becomes the control (labelled,
 * in the tab order, a password) and the box only its picture; a tap on the box still types into
 * it. React sets these attributes once and never again, so the change holds.
 */
function exposeNativeInput(node: HTMLDivElement | null) {
  const box = node?.querySelector('.adm-passcode-input');
  const input = node?.querySelector('.adm-passcode-input-native-input');
  if (!box || !input) return;
  for (const name of ['role', 'aria-label']) box.removeAttribute(name);
  box.setAttribute('tabindex', '-1');
  input.removeAttribute('aria-hidden');
  input.setAttribute('type', 'password');
  input.setAttribute('autocomplete', 'off');
  input.setAttribute('aria-labelledby', 'pay-password-label');
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
  before,
  alternative,
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
        {before}
        <div className="wallet-pay-sheet__password" ref={exposeNativeInput}>
          <span className="field__label" id="pay-password-label">
            {t('fund.withdraw.payPassword')}
          </span>
          <PasscodeInput
            length={6}
            seperated
            value={password}
            error={Boolean(error)}
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
        {alternative}
      </div>
    </BottomSheet>
  );
}
