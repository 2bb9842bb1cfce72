import { useTranslation } from 'react-i18next';

import { PageShell } from '../../../app/page-shell';
import { CodeField } from '../../../components/ui/code-field';
import { DelayedLoading } from '../../../components/ui/delayed-loading';
import { ErrorState } from '../../../components/ui/error-state';
import { Field, TextInput } from '../../../components/ui/field';
import { InfoIcon } from '../../../components/ui/icons';
import { PasswordField } from '../../../components/ui/password-field';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { AccountKindTabs } from '../../../features/auth/components/account-kind-tabs';
import { AreaCodeButton } from '../../../features/area/components/area-code-button';
import { usePasswordForm } from './use-password-form';

/**
 * SPEC.md has no separate "forgot password" route, so this page serves both: logged out it
 * resets the password of the account typed in; logged in it changes the user's own password,
 * which ends every session and holds withdrawals for 24 h (PRODUCT-RULES.md §2).
 */
export function PasswordPage() {
  const { t } = useTranslation();
  const {
    userQuery,
    draft,
    setDraft,
    own,
    kind,
    account,
    areaCode,
    code,
    setCode,
    password,
    setPassword,
    rePassword,
    setRePassword,
    errors,
    setErrors,
    forget,
    sendCode,
    submit,
  } = usePasswordForm();
  const { user, isLoggedIn } = userQuery;
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
