import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import type { UserView } from '@meridian/contract';

import { PageShell } from '../../../app/page-shell';
import { CodeField } from '../../../components/ui/code-field';
import { DelayedLoading } from '../../../components/ui/delayed-loading';
import { ErrorState } from '../../../components/ui/error-state';
import { Field, TextInput } from '../../../components/ui/field';
import { InfoIcon } from '../../../components/ui/icons';
import { PasswordField } from '../../../components/ui/password-field';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { paths } from '../../../config/paths';
import { sendMailCode, sendSmsCode, useForgetPassword } from '../../../features/auth/api/auth-api';
import { AccountKindTabs } from '../../../features/auth/components/account-kind-tabs';
import { validateAccount, type AccountKind } from '../../../features/auth/model/account';
import {
  toForgetInput,
  validateResetPasswordForm,
  type ResetPasswordField,
} from '../../../features/auth/model/reset-password-form';
import { AreaCodeButton } from '../../../features/area/components/area-code-button';
import { useSelectedArea } from '../../../features/area/model/area-store';
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
 * SPEC.md has no separate "forgot password" route, so this page serves both: logged out it
 * resets the password of the account typed in; logged in it changes the user's own password,
 * which ends every session and holds withdrawals for 24 h (PRODUCT-RULES.md §2).
 */
export function PasswordPage() {
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
  const [password, setPassword] = useState('');
  const [rePassword, setRePassword] = useState('');
  const [errors, setErrors] = useState<FormErrors<ResetPasswordField>>({});
  const forget = useForgetPassword();

  // Logged in, the account is the user's own: email first, else the mobile with its area code.
  const own = isLoggedIn && user ? ownAccount(user, selectedArea.code) : null;
  const kind = own?.kind ?? draft.kind;
  const account = own?.account ?? draft.account;
  const areaCode = own?.areaCode ?? selectedArea.code;
  const values = { kind, account, areaCode, code, password, rePassword };

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
      await forget.mutateAsync(toForgetInput(values));
    } catch {
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

  const isEmail = kind === 'email';
  if (isLoggedIn && !user) {
    return (
      <PageShell title={t('password.changeTitle')}>
        {userQuery.isError ? (
          <ErrorState error={userQuery.error} onRetry={() => void userQuery.refetch()} />
        ) : (
          <DelayedLoading />
        )}
      </PageShell>
    );
  }
  return (
    <PageShell title={own ? t('password.changeTitle') : t('password.resetTitle')}>
      <form className="form-page" onSubmit={submit} noValidate>
        {own ? (
          <div className="notice notice--warning" role="note">
            <InfoIcon />
            <p>{t('password.changeWarning')}</p>
          </div>
        ) : (
          <AccountKindTabs
            value={draft.kind}
            onChange={(next) => {
              setDraft({ kind: next, account: '' });
              setErrors({});
            }}
          />
        )}

        <Field
          id="password-account"
          label={own ? t('password.account') : t(isEmail ? 'auth.email' : 'auth.mobile')}
          error={errors.account}
          prefix={!own && !isEmail ? <AreaCodeButton /> : undefined}
        >
          <TextInput
            id="password-account"
            type={isEmail ? 'email' : 'tel'}
            placeholder={t(isEmail ? 'auth.emailPlaceholder' : 'auth.mobilePlaceholder')}
            value={own && !isEmail ? `+${areaCode} ${account}` : account}
            readOnly={Boolean(own)}
            clearable={!own}
            onChange={(next) => setDraft({ ...draft, account: next })}
            invalid={Boolean(errors.account)}
          />
        </Field>

        <CodeField
          id="password-code"
          error={errors.code}
          value={code}
          onChange={setCode}
          onSend={sendCode}
          countdownKey={`forget:${kind}:${areaCode}${account.trim()}`}
        />

        <PasswordField
          id="password-new"
          label={t('password.newPassword')}
          error={errors.password}
          autoComplete="new-password"
          placeholder={t('auth.newPasswordPlaceholder')}
          value={password}
          onChange={setPassword}
        />

        <PasswordField
          id="password-confirm"
          label={t('auth.confirmPassword')}
          error={errors.rePassword}
          autoComplete="new-password"
          placeholder={t('auth.confirmPasswordPlaceholder')}
          value={rePassword}
          onChange={setRePassword}
        />

        <PrimaryButton type="submit" loading={forget.isPending}>
          {t('common.submit')}
        </PrimaryButton>
      </form>
    </PageShell>
  );
}
