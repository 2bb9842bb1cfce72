import { useState, type FormEvent } from 'react';
import Checkbox from 'antd-mobile/es/components/checkbox';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { PageShell } from '../../../app/page-shell';
import { Field, TextInput } from '../../../components/ui/field';
import { PasswordField } from '../../../components/ui/password-field';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { paths } from '../../../config/paths';
import { useLogin } from '../../../features/auth/api/auth-api';
import { AccountKindTabs } from '../../../features/auth/components/account-kind-tabs';
import { useLoginRedirect } from '../../../features/auth/hooks/use-login-redirect';
import { PasskeySignIn } from '../../../features/passkeys';
import { isLoginChallenge, verifyLogin } from '../../../features/two-factor/api/two-factor-api';
import { SecondFactorField } from '../../../features/two-factor/components/second-factor-field';
import {
  EMPTY_SECOND_FACTOR,
  secondFactorBody,
  type SecondFactorValue,
} from '../../../features/two-factor/model/second-factor';
import type { AccountKind } from '../../../features/auth/model/account';
import {
  toLoginInput,
  validateLoginForm,
  type LoginField,
} from '../../../features/auth/model/login-form';
import { AreaCodeButton } from '../../../features/area/components/area-code-button';
import { useSelectedArea } from '../../../features/area/model/area-store';
import { fetchUserInfo, userQueries } from '../../../features/user/api/user-api';
import { isApiError } from '../../../lib/api-client';
import { hasErrors, type FormErrors } from '../../../lib/form';
import { navigation } from '../../../lib/navigation';
import { setToken } from '../../../lib/session';
import { readStorage, WEB_STORAGE_KEYS } from '../../../lib/storage';
import { useSessionState } from '../../../lib/use-session-state';
import { showSuccess, showToast } from '../../../lib/toast';

export const LOGIN_DRAFT_KEY = 'login';

export function LoginPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const area = useSelectedArea();
  const [draft, setDraft] = useSessionState<{ kind: AccountKind; account: string }>(
    LOGIN_DRAFT_KEY,
    {
      kind: 'email',
      account: '',
    },
  );
  const [password, setPassword] = useState('');
  const [stay, setStay] = useState(
    () => readStorage<boolean>(WEB_STORAGE_KEYS.stayLoggedIn) ?? true,
  );
  const [errors, setErrors] = useState<FormErrors<LoginField>>({});
  const login = useLogin();
  const returnTo = useLoginRedirect();
  const [challenge, setChallenge] = useState<string | null>(null);

  const values = { ...draft, areaCode: area.code, password, stay };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateLoginForm(values);
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      const answer = await login.mutateAsync(toLoginInput(values));
      // Two-factor on: the password step answers a challenge for the code step.
      if (isLoginChallenge(answer)) {
        setChallenge(answer.challenge);
        return;
      }
      await finish(answer);
    } catch {
      // The API client already showed the server's message (e.g. wrong password).
    }
  }

  async function finish(token: unknown) {
    if (typeof token !== 'string' || token === '') {
      showToast(t('auth.loginFailed'));
      return;
    }
    setToken(token);
    queryClient.removeQueries({ queryKey: userQueries.all() });
    try {
      await queryClient.fetchQuery({ ...userQueries.info(), queryFn: fetchUserInfo });
    } catch {
      // The token is valid; the profile loads again on the next screen that needs it.
    }
    showSuccess(t('auth.loginSuccess'));
    returnTo.finish();
  }

  if (challenge) {
    return (
      <PageShell title="">
        <SecondStep
          challenge={challenge}
          onSignedIn={finish}
          onBack={() => {
            setChallenge(null);
            setPassword('');
          }}
        />
      </PageShell>
    );
  }

  return (
    <PageShell title="">
      <form className="auth" onSubmit={submit} noValidate>
        <header className="auth__header">
          <h1 className="auth__title">{t('auth.loginTitle')}</h1>
          <p className="auth__subtitle">{t('auth.loginSubtitle')}</p>
        </header>

        <AccountKindTabs
          value={draft.kind}
          onChange={(kind) => {
            setDraft({ kind, account: '' });
            setErrors({});
          }}
        />

        <Field
          id="login-account"
          label={t(draft.kind === 'email' ? 'auth.email' : 'auth.mobile')}
          error={errors.account}
          prefix={draft.kind === 'mobile' ? <AreaCodeButton /> : undefined}
        >
          <TextInput
            id="login-account"
            type={draft.kind === 'email' ? 'email' : 'tel'}
            autoComplete={draft.kind === 'email' ? 'email' : 'tel'}
            placeholder={t(
              draft.kind === 'email' ? 'auth.emailPlaceholder' : 'auth.mobilePlaceholder',
            )}
            value={draft.account}
            onChange={(account) => setDraft({ ...draft, account })}
            invalid={Boolean(errors.account)}
          />
        </Field>

        <PasswordField
          id="login-password"
          label={t('auth.password')}
          error={errors.password}
          placeholder={t('auth.passwordPlaceholder')}
          value={password}
          onChange={setPassword}
        />

        <div className="auth__row">
          <Checkbox checked={stay} onChange={setStay} className="auth__checkbox">
            {t('auth.stayLoggedIn')}
          </Checkbox>
          <button type="button" className="link" onClick={() => navigation.push(paths.password)}>
            {t('auth.forgotPassword')}
          </button>
        </div>

        <PrimaryButton type="submit" loading={login.isPending}>
          {t('auth.loginTitle')}
        </PrimaryButton>
        <PasskeySignIn stay={stay} onSignedIn={finish} />

        <p className="auth__switch">
          {t('auth.noAccount')}{' '}
          <button
            type="button"
            className="link link--gold"
            onClick={() => navigation.replace(paths.register, returnTo.query)}
          >
            {t('auth.registerNow')}
          </button>
        </p>
      </form>
    </PageShell>
  );
}

/** The code step of a two-factor sign-in: the authenticator code, or a recovery code. */
function SecondStep({
  challenge,
  onSignedIn,
  onBack,
}: {
  challenge: string;
  onSignedIn: (token: string) => Promise<void>;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState<SecondFactorValue>(EMPTY_SECOND_FACTOR);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await onSignedIn(await verifyLogin({ challenge, ...secondFactorBody(value) }));
    } catch (error) {
      // The API client showed why; an expired sign-in starts again at the password.
      if (isApiError(error, 'LOGIN_CHALLENGE_EXPIRED')) onBack();
      else setValue({ ...value, code: '' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="auth" onSubmit={submit} noValidate>
      <header className="auth__header">
        <h1 className="auth__title">{t('auth.twoStepTitle')}</h1>
        <p className="auth__subtitle">{t('auth.twoStepIntro')}</p>
      </header>
      <SecondFactorField id="login-second-factor" value={value} onChange={setValue} />
      <PrimaryButton type="submit" loading={busy}>
        {t('auth.verify')}
      </PrimaryButton>
      <p className="auth__switch">
        <button type="button" className="link" onClick={onBack}>
          {t('auth.backToPassword')}
        </button>
      </p>
    </form>
  );
}
