import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { BottomSheet } from '../../../components/ui/bottom-sheet';
import { CodeField } from '../../../components/ui/code-field';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { sendSmsCode } from '../../../features/auth/api/auth-api';
import { AreaCodeButton } from '../../../features/area/components/area-code-button';
import { useSelectedArea } from '../../../features/area/model/area-store';
import { useBindMobile } from '../../../features/user/api/user-api';
import {
  validateBindMobileForm,
  validateMobileTarget,
} from '../../../features/user/model/security-forms';
import { hasErrors, type FormErrors } from '../../../lib/form';
import { showSuccess, showToast } from '../../../lib/toast';
import { clearSessionDrafts, useSessionState } from '../../../lib/use-session-state';

// The email sheet lives in its own file; the security page imports both sheets from here.
export { BindEmailSheet } from './bind-email-sheet';

interface SheetProps {
  visible: boolean;
  onClose: () => void;
}

/** Bind (or change) the mobile number: area code from the settings picker, SMS code, submit. */
export function BindMobileSheet({ visible, onClose }: SheetProps) {
  const { t } = useTranslation();
  const area = useSelectedArea();
  // The number survives the trip to the area picker and back.
  const [mobile, setMobile] = useSessionState('bind-mobile', '');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FormErrors<'mobile' | 'code'>>({});
  const bindMobile = useBindMobile();

  async function sendCode(): Promise<boolean> {
    const mobileError = validateMobileTarget(area.code, mobile);
    setErrors((current) => ({ ...current, mobile: mobileError }));
    if (mobileError) return false;
    await sendSmsCode({ area_code: area.code, mobile: mobile.trim(), scene: 'bind_mobile' });
    showToast(t('auth.codeSent'));
    return true;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateBindMobileForm({ areaCode: area.code, mobile, code });
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      await bindMobile.mutateAsync({
        area_code: area.code,
        mobile: mobile.trim(),
        code: code.trim(),
      });
    } catch {
      return;
    }
    showSuccess(t('security.bindSuccess'));
    clearSessionDrafts('bind-mobile');
    setCode('');
    onClose();
  }

  return (
    <BottomSheet visible={visible} onClose={onClose}>
      <form className="form-page" onSubmit={submit} noValidate>
        <h2 className="sheet__title">{t('security.bindPhoneTitle')}</h2>
        <TextField
          id="bind-mobile"
          label={t('auth.mobile')}
          error={errors.mobile}
          prefix={<AreaCodeButton pickerPath={paths.areas} />}
          type="tel"
          placeholder={t('auth.mobilePlaceholder')}
          value={mobile}
          onChange={setMobile}
        />
        <CodeField
          id="bind-mobile-code"
          error={errors.code}
          value={code}
          onChange={setCode}
          onSend={sendCode}
          countdownKey={`bind_mobile:${area.code}${mobile.trim()}`}
        />
        <PrimaryButton type="submit" loading={bindMobile.isPending}>
          {t('common.confirm')}
        </PrimaryButton>
      </form>
    </BottomSheet>
  );
}
