import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';

import { PageShell } from '../../../app/page-shell';
import { CodeField } from '../../../components/ui/code-field';
import { Field, TextInput } from '../../../components/ui/field';
import { PasswordField } from '../../../components/ui/password-field';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { paths } from '../../../config/paths';
import {
  checkEmail,
  sendMailCode,
  sendSmsCode,
  useRegister,
} from '../../../features/auth/api/auth-api';
import { AccountKindTabs } from '../../../features/auth/components/account-kind-tabs';
import { validateAccount, type AccountKind } from '../../../features/auth/model/account';
import {
  inviteCodeFromSearch,
  toRegisterInput,
  validateRegisterForm,
  type RegisterField,
} from '../../../features/auth/model/register-form';
import { AreaCodeButton } from '../../../features/area/components/area-code-button';
import { useSelectedArea } from '../../../features/area/model/area-store';
import { hasErrors, type FormErrors } from '../../../lib/form';
import { navigation } from '../../../lib/navigation';
import {
  clearSessionDrafts,
  useSessionState,
  writeSessionDraft,
} from '../../../lib/use-session-state';
import { showSuccess, showToast } from '../../../lib/toast';

const DRAFT_KEY = 'register';

interface RegisterDraft {
  kind: AccountKind;
  account: string;
  inviteCode: string;
}

export function RegisterPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const area = useSelectedArea();
  const linkedInvite = inviteCodeFromSearch(searchParams);
  const [draft, setDraft] = useSessionState<RegisterDraft>(DRAFT_KEY, {
    kind: 'email',
    account: '',
    inviteCode: '',
  });
  // A shared link's code wins over an old draft.
  const inviteCode = linkedInvite || draft.inviteCode;
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [rePassword, setRePassword] = useState('');
  const [errors, setErrors] = useState<FormErrors<RegisterField>>({});
  const registerMutation = useRegister();

  const values = { ...draft, inviteCode, areaCode: area.code, code, password, rePassword };

  async function sendCode(): Promise<boolean> {
    const accountError = validateAccount(draft.kind, draft.account, area.code);
    setErrors((current) => ({ ...current, account: accountError }));
    if (accountError) return false;
    const account = draft.account.trim();
    if (draft.kind === 'email') {
      await checkEmail(account);
      await sendMailCode({ user_string: account, scene: 'register' });
    } else {
      await sendSmsCode({ area_code: area.code, mobile: account, scene: 'register' });
    }
    showToast(t('auth.codeSent'));
    return true;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateRegisterForm(values);
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      await registerMutation.mutateAsync(toRegisterInput(values));
    } catch {
      return;
    }
    showSuccess(t('auth.registrationSuccess'));
    clearSessionDrafts(DRAFT_KEY);
    // The login form opens with the new account filled in.
    writeSessionDraft('login', { kind: draft.kind, account: draft.account.trim() });
    navigation.replace(paths.login);
  }

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
