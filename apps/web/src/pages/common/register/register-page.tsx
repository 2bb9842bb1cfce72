import { useTranslation } from 'react-i18next';

import { PageShell } from '../../../app/page-shell';
import { CodeField } from '../../../components/ui/code-field';
import { Field, TextInput } from '../../../components/ui/field';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { paths } from '../../../config/paths';
import { AccountKindTabs } from '../../../features/auth/components/account-kind-tabs';
import { AreaCodeButton } from '../../../features/area/components/area-code-button';
import { navigation } from '../../../lib/navigation';
import { useRegisterForm } from './use-register-form';

export function RegisterPage() {
  const { t } = useTranslation();
  const form = useRegisterForm();
  const { draft, setDraft, errors } = form;
  const isEmail = draft.kind === 'email';
  return (
    <PageShell title="">
      <form className="auth" onSubmit={form.submit} noValidate>
        <header className="auth__header">
          <h1 className="auth__title">{t('auth.registerTitle')}</h1>
          <p className="auth__subtitle">{t('auth.registerSubtitle')}</p>
        </header>

        <AccountKindTabs
          value={draft.kind}
          onChange={(kind) => {
            setDraft({ ...draft, kind, account: '' });
            form.setErrors({});
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
          value={form.code}
          onChange={form.setCode}
          onSend={form.sendCode}
          countdownKey={`register:${draft.kind}:${isEmail ? '' : form.area.code}${draft.account.trim()}`}
        />

        <NewPasswordFields
          ids={['register-password', 'register-repassword']}
          form={form}
          label={t('auth.password')}
        />

        <Field id="register-invite" label={t('auth.inviteCode')} error={errors.inviteCode}>
          <TextInput
            id="register-invite"
            placeholder={t('auth.inviteCodePlaceholder')}
            value={form.inviteCode}
            readOnly={Boolean(form.linkedInvite)}
            onChange={(next) => setDraft({ ...draft, inviteCode: next })}
            invalid={Boolean(errors.inviteCode)}
          />
        </Field>

        <PrimaryButton type="submit" loading={form.registerMutation.isPending}>
          {t('auth.registerTitle')}
        </PrimaryButton>

        <p className="auth__switch">
          {t('auth.haveAccount')}{' '}
          <button
            type="button"
            className="link link--gold"
            onClick={() => navigation.replace(paths.login, form.returnTo.query)}
          >
            {t('auth.loginNow')}
          </button>
        </p>
      </form>
    </PageShell>
  );
}
