import { useTranslation } from 'react-i18next';

import { PageShell } from '../../../app/page-shell';
import { CodeField } from '../../../components/ui/code-field';
import { Field, TextInput } from '../../../components/ui/field';
import { PasswordField } from '../../../components/ui/password-field';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { paths } from '../../../config/paths';
import { AccountKindTabs } from '../../../features/auth/components/account-kind-tabs';
import { AreaCodeButton } from '../../../features/area/components/area-code-button';
import { navigation } from '../../../lib/navigation';
import { useRegisterForm } from './use-register-form';

export function RegisterPage() {
  const { t } = useTranslation();
  const {
    linkedInvite,
    draft,
    setDraft,
    inviteCode,
    code,
    setCode,
    password,
    setPassword,
    rePassword,
    setRePassword,
    errors,
    setErrors,
    registerMutation,
    area,
    sendCode,
    submit,
  } = useRegisterForm();
  const isEmail = draft.kind === 'email';
  return (
    <PageShell title="">
      <form className="auth" onSubmit={submit} noValidate>
        <header className="auth__header">
          <h1 className="auth__title">{t('auth.registerTitle')}</h1>
          <p className="auth__subtitle">{t('auth.registerSubtitle')}</p>
        </header>

        <AccountKindTabs
          value={draft.kind}
          onChange={(kind) => {
            setDraft({ ...draft, kind, account: '' });
            setErrors({});
          }}
        />

        <Field
          id="register-account"
          label={t(isEmail ? 'auth.email' : 'auth.mobile')}
          error={errors.account}
          prefix={isEmail ? undefined : <AreaCodeButton />}
        >
          <TextInput
            id="register-account"
            type={isEmail ? 'email' : 'tel'}
            autoComplete={isEmail ? 'email' : 'tel'}
            placeholder={t(isEmail ? 'auth.emailPlaceholder' : 'auth.mobilePlaceholder')}
            value={draft.account}
            onChange={(account) => setDraft({ ...draft, account })}
            invalid={Boolean(errors.account)}
          />
        </Field>

        <CodeField
          id="register-code"
          error={errors.code}
          value={code}
          onChange={setCode}
          onSend={sendCode}
          countdownKey={`register:${draft.kind}:${isEmail ? '' : area.code}${draft.account.trim()}`}
        />

        <PasswordField
          id="register-password"
          label={t('auth.password')}
          error={errors.password}
          autoComplete="new-password"
          placeholder={t('auth.newPasswordPlaceholder')}
          value={password}
          onChange={setPassword}
        />

        <PasswordField
          id="register-repassword"
          label={t('auth.confirmPassword')}
          error={errors.rePassword}
          autoComplete="new-password"
          placeholder={t('auth.confirmPasswordPlaceholder')}
          value={rePassword}
          onChange={setRePassword}
        />

        <Field id="register-invite" label={t('auth.inviteCode')} error={errors.inviteCode}>
          <TextInput
            id="register-invite"
            placeholder={t('auth.inviteCodePlaceholder')}
            value={inviteCode}
            readOnly={Boolean(linkedInvite)}
            onChange={(next) => setDraft({ ...draft, inviteCode: next })}
            invalid={Boolean(errors.inviteCode)}
          />
        </Field>

        <PrimaryButton type="submit" loading={registerMutation.isPending}>
          {t('auth.registerTitle')}
        </PrimaryButton>

        <p className="auth__switch">
          {t('auth.haveAccount')}{' '}
          <button
            type="button"
            className="link link--gold"
            onClick={() => navigation.replace(paths.login)}
          >
            {t('auth.loginNow')}
          </button>
        </p>
      </form>
    </PageShell>
  );
}
