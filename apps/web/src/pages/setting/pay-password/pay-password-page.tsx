import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { PageShell } from '../../../app/page-shell';
import { CodeField } from '../../../components/ui/code-field';
import { EmptyState } from '../../../components/ui/empty-state';
import { NewPasswordFields, noPasswords } from '../../../components/ui/new-password-fields';
import { KeyIcon } from '../../../components/ui/page-icons';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { QueryFallback } from '../../../components/ui/query-fallback';
import { paths } from '../../../config/paths';
import { sendMailCode, sendSmsCode } from '../../../features/auth/api/auth-api';
import { useSecondFactor } from '../../../features/two-factor/components/second-factor-field';
import { useCurrentUser, useSetPayPassword } from '../../../features/user/api/user-api';
import {
  maskEmail,
  maskMobile,
  payPasswordCodeTarget,
  toPayPasswordInput,
  validatePayPasswordForm,
} from '../../../features/user/model/security-forms';
import { hasErrors, type FormErrors } from '../../../lib/form';
import { navigation } from '../../../lib/navigation';
import { showSuccess, showToast } from '../../../lib/toast';

export function PayPasswordPage() {
  const { t } = useTranslation();
  const userQuery = useCurrentUser();
  const { user } = userQuery;
  const [passwords, setPasswords] = useState(noPasswords);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FormErrors<'password' | 'rePassword' | 'code'>>({});
  const setPayPassword = useSetPayPassword();
  const secondFactor = useSecondFactor('pay-password-second-factor');

  const title = t('payPassword.title');
  if (!user) {
    return (
      <PageShell title={title}>
        <QueryFallback query={userQuery} />
      </PageShell>
    );
  }

  const target = payPasswordCodeTarget(user);
  if (!target) {
    return (
      <PageShell title={title}>
        <EmptyState
          title={t('errors.CONTACT_REQUIRED')}
          action={
            <PrimaryButton inline onClick={() => navigation.replace(paths.security)}>
              {t('payPassword.goToSecurity')}
            </PrimaryButton>
          }
        />
      </PageShell>
    );
  }
  const targetLabel =
    target.channel === 'email'
      ? maskEmail(target.email)
      : `+${target.areaCode} ${maskMobile(target.mobile)}`;

  async function sendCode(): Promise<boolean> {
    if (!target) return false;
    if (target.channel === 'email')
      await sendMailCode({ user_string: target.email, scene: 'pay_password' });
    else
      await sendSmsCode({
        area_code: target.areaCode,
        mobile: target.mobile,
        scene: 'pay_password',
      });
    showToast(t('auth.codeSent'));
    return true;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const values = { ...passwords, code };
    const found = validatePayPasswordForm(values);
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      await setPayPassword.mutateAsync({ ...toPayPasswordInput(values), ...secondFactor.body });
    } catch (error) {
      secondFactor.noticeError(error);
      return;
    }
    showSuccess(t('payPassword.success'));
    navigation.back(1);
  }

  return (
    <PageShell title={title}>
      <form className="form-page" onSubmit={submit} noValidate>
        <div className="notice" role="note">
          <KeyIcon />
          <p>{user.has_pay_password ? t('payPassword.introChange') : t('payPassword.intro')}</p>
        </div>
        <NewPasswordFields
          ids={['pay-password', 'pay-password-confirm']}
          form={{ passwords, setPasswords, errors }}
          label={t('payPassword.password')}
          confirmLabel={t('payPassword.confirm')}
          sixDigits={{ placeholder: t('payPassword.passwordPlaceholder') }}
        />
        <CodeField
          id="pay-password-code"
          error={errors.code}
          hint={t('payPassword.codeTo', { target: targetLabel })}
          value={code}
          onChange={setCode}
          onSend={sendCode}
          countdownKey={`pay_password:${targetLabel}`}
        />
        {secondFactor.field}
        <PrimaryButton type="submit" loading={setPayPassword.isPending}>
          {t('common.submit')}
        </PrimaryButton>
      </form>
    </PageShell>
  );
}
