import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import type { UserView } from '@meridian/contract';

import { noPasswords } from '../../../components/ui/new-password-fields';
import { paths } from '../../../config/paths';
import { sendMailCode, sendSmsCode, useForgetPassword } from '../../../features/auth/api/auth-api';
import { validateAccount, type AccountKind } from '../../../features/auth/model/account';
import {
  toForgetInput,
  validateResetPasswordForm,
  type ResetPasswordField,
} from '../../../features/auth/model/reset-password-form';
import { useSelectedArea } from '../../../features/area/model/area-store';
import { useSecondFactor } from '../../../features/two-factor/components/second-factor-field';
import { useCurrentUser } from '../../../features/user/api/user-api';
import { confirmDialog } from '../../../lib/dialog';
import { hasErrors, type FormErrors } from '../../../lib/form';
import { navigation } from '../../../lib/navigation';
import { clearSession } from '../../../lib/session';
import { showSuccess, showToast } from '../../../lib/toast';
import { useSessionState, writeSessionDraft } from '../../../lib/use-session-state';

function ownAccount(
  user: Pick<UserView, 'email' | 'mobile' | 'area_code'>,
  fallbackArea: string,
): { kind: AccountKind; account: string; areaCode: string } | null {
  if (user.email) return { kind: 'email', account: user.email, areaCode: fallbackArea };
  if (user.mobile)
    return { kind: 'mobile', account: user.mobile, areaCode: user.area_code ?? '86' };
  return null;
}

/**
 * The reset/change password form: the account (typed in, or the user's own when logged in), the
 * code, the new password twice; sending the code checks the account first.
 */
export function usePasswordForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const userQuery = useCurrentUser();
  const { user, isLoggedIn } = userQuery;
  const selectedArea = useSelectedArea();
  const [draft, setDraft] = useSessionState<{ kind: AccountKind; account: string }>('password', {
    kind: 'email',
    account: '',
  });
  const [code, setCode] = useState('');
  const [passwords, setPasswords] = useState(noPasswords);
  const [errors, setErrors] = useState<FormErrors<ResetPasswordField>>({});
  const forget = useForgetPassword();
  // Asked for when two-factor is on (signed in), or when the server asks (a reset signed out).
  const secondFactor = useSecondFactor('password-second-factor');

  // Logged in, the account is the user's own: email first, else the mobile with its area code.
  const own = isLoggedIn && user ? ownAccount(user, selectedArea.code) : null;
  const kind = own?.kind ?? draft.kind;
  const account = own?.account ?? draft.account;
  const areaCode = own?.areaCode ?? selectedArea.code;
  const values = { kind, account, areaCode, code, ...passwords };

  async function sendCode(): Promise<boolean> {
    const accountError = validateAccount(kind, account, areaCode);
    setErrors((current) => ({ ...current, account: accountError }));
    if (accountError) return false;
    if (kind === 'email') await sendMailCode({ user_string: account.trim(), scene: 'forget' });
    else await sendSmsCode({ area_code: areaCode, mobile: account.trim(), scene: 'forget' });
    showToast(t('auth.codeSent'));
    return true;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateResetPasswordForm(values);
    setErrors(found);
    if (hasErrors(found)) return;
    if (own) {
      const confirmed = await confirmDialog({
        title: t('password.changeTitle'),
        content: t('password.changeWarning'),
        confirmText: t('common.confirm'),
        cancelText: t('common.cancel'),
      });
      if (!confirmed) return;
    }
    try {
      await forget.mutateAsync({ ...toForgetInput(values), ...secondFactor.body });
    } catch (error) {
      secondFactor.noticeError(error);
      return;
    }
    writeSessionDraft('login', { kind, account: account.trim() });
    if (own) {
      // The server ended every session; this device follows.
      clearSession();
      queryClient.clear();
      showSuccess(t('password.changeSuccess'));
    } else {
      showSuccess(t('password.resetSuccess'));
    }
    navigation.relaunch(paths.login);
  }

  return {
    userQuery,
    draft,
    setDraft,
    own,
    kind,
    account,
    areaCode,
    code,
    setCode,
    passwords,
    setPasswords,
    errors,
    setErrors,
    forget,
    secondFactor,
    sendCode,
    submit,
  };
}
