import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { BottomSheet } from '../../../components/ui/bottom-sheet';
import { CodeField } from '../../../components/ui/code-field';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { TextField } from '../../../components/ui/text-field';
import { sendMailCode } from '../../../features/auth/api/auth-api';
import { useBindEmail } from '../../../features/user/api/user-api';
import {
  validateBindEmailForm,
  validateEmailTarget,
} from '../../../features/user/model/security-forms';
import { hasErrors, type FormErrors } from '../../../lib/form';
import { showSuccess, showToast } from '../../../lib/toast';

/** Bind (or change) the email address with a mail code. */
export function BindEmailSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FormErrors<'email' | 'code'>>({});
  const bindEmail = useBindEmail();

  async function sendCode(): Promise<boolean> {
    const emailError = validateEmailTarget(email);
    setErrors((current) => ({ ...current, email: emailError }));
    if (emailError) return false;
    await sendMailCode({ user_string: email.trim(), scene: 'bind_email' });
    showToast(t('auth.codeSent'));
    return true;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateBindEmailForm({ email, code });
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      await bindEmail.mutateAsync({ email: email.trim(), code: code.trim() });
    } catch {
      return;
    }
    showSuccess(t('security.bindSuccess'));
    setCode('');
    onClose();
  }

  return (
    <BottomSheet visible={visible} onClose={onClose}>
      <form className="form-page" onSubmit={submit} noValidate>
        <h2 className="sheet__title">{t('security.bindEmailTitle')}</h2>
        <TextField
          id="bind-email"
          label={t('auth.email')}
          error={errors.email}
          type="email"
          placeholder={t('auth.emailPlaceholder')}
          value={email}
          onChange={setEmail}
        />
        <CodeField
          id="bind-email-code"
          error={errors.code}
          value={code}
          onChange={setCode}
          onSend={sendCode}
          countdownKey={`bind_email:${email.trim()}`}
        />
        <PrimaryButton type="submit" loading={bindEmail.isPending}>
          {t('common.confirm')}
        </PrimaryButton>
      </form>
    </BottomSheet>
  );
}
