import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';

import { noPasswords } from '../../../components/ui/new-password-fields';
import { paths } from '../../../config/paths';
import {
  checkEmail,
  sendMailCode,
  sendSmsCode,
  useRegister,
} from '../../../features/auth/api/auth-api';
import { useLoginRedirect } from '../../../features/auth/hooks/use-login-redirect';
import { validateAccount, type AccountKind } from '../../../features/auth/model/account';
import {
  inviteCodeFromSearch,
  toRegisterInput,
  validateRegisterForm,
  type RegisterField,
} from '../../../features/auth/model/register-form';
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

/**
 * The registration form: the account and invite code kept as a draft for the session (a shared
 * link's code wins), the code, the password twice; sending the code checks the account first.
 */
export function useRegisterForm() {
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
  const [passwords, setPasswords] = useState(noPasswords);
  const [errors, setErrors] = useState<FormErrors<RegisterField>>({});
  const registerMutation = useRegister();
  const returnTo = useLoginRedirect();

  const values = { ...draft, inviteCode, areaCode: area.code, code, ...passwords };

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
    // The login form opens with the new account filled in, still returning where it was asked for.
    writeSessionDraft('login', { kind: draft.kind, account: draft.account.trim() });
    navigation.replace(paths.login, returnTo.query);
  }

  return {
    linkedInvite,
    draft,
    setDraft,
    inviteCode,
    code,
    setCode,
    passwords,
    setPasswords,
    errors,
    setErrors,
    registerMutation,
    area,
    sendCode,
    submit,
    returnTo,
  };
}
