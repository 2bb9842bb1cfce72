import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isAntiPhishingCode } from '@meridian/contract';

import { PageShell } from '../../../app/page-shell';
import { CodeField } from '../../../components/ui/code-field';
import { ShieldIcon } from '../../../components/ui/page-icons';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { QueryFallback } from '../../../components/ui/query-fallback';
import { TextField } from '../../../components/ui/text-field';
import { sendMailCode, sendSmsCode } from '../../../features/auth/api/auth-api';
import { deviceQueries, useSetAntiPhishing } from '../../../features/auth/api/devices-api';
import { useSecondFactor } from '../../../features/two-factor/components/second-factor-field';
import { useCurrentUser } from '../../../features/user/api/user-api';
import {
  maskEmail,
  maskMobile,
  payPasswordCodeTarget,
} from '../../../features/user/model/security-forms';
import type { FormErrors } from '../../../lib/form';
import { showSuccess, showToast } from '../../../lib/toast';

/**
 * The anti-phishing code (issue #21 item 5): a phrase shown at the top of every mail we send,
 * so a mail without it is not ours. Shown masked; set or changed with a code sent to the
 * user's own address.
 */
export function AntiPhishingPage() {
  const { t } = useTranslation();
  const userQuery = useCurrentUser();
  const current = useQuery(deviceQueries.antiPhishing());
  const save = useSetAntiPhishing();
  const secondFactor = useSecondFactor('anti-phishing-second-factor');
  const [phrase, setPhrase] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FormErrors<'phrase' | 'code'>>({});
  const title = t('antiPhishing.title');
  const { user } = userQuery;
  const view = current.data;
  if (!user || !view) {
    return (
      <PageShell title={title}>
        <QueryFallback query={user ? current : userQuery} />
      </PageShell>
    );
  }
  const target = payPasswordCodeTarget(user);
  const targetLabel = !target
    ? ''
    : target.channel === 'email'
      ? maskEmail(target.email)
      : `+${target.areaCode} ${maskMobile(target.mobile)}`;

  async function sendCode(): Promise<boolean> {
    if (!target) return false;
    if (target.channel === 'email')
      await sendMailCode({ user_string: target.email, scene: 'anti_phishing' });
    else
      await sendSmsCode({
        area_code: target.areaCode,
        mobile: target.mobile,
        scene: 'anti_phishing',
      });
    showToast(t('auth.codeSent'));
    return true;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: FormErrors<'phrase' | 'code'> = {
      ...(isAntiPhishingCode(phrase.trim()) ? {} : { phrase: 'ANTI_PHISHING_INVALID' }),
      ...(/^\d{6}$/.test(code.trim()) ? {} : { code: 'CODE_FORMAT' }),
    };
    setErrors(found);
    if (found.phrase || found.code) return;
    try {
      await save.mutateAsync({
        anti_phishing_code: phrase.trim(),
        code: code.trim(),
        ...secondFactor.body,
      });
    } catch (error) {
      secondFactor.noticeError(error);
      return; // The API client showed why.
    }
    secondFactor.clear();
    showSuccess(t('antiPhishing.saved'));
    setPhrase('');
    setCode('');
  }

  return (
    <PageShell title={title}>
      <form className="form-page" onSubmit={submit} noValidate>
        <div className="notice" role="note">
          <ShieldIcon />
          <p>{t('antiPhishing.intro')}</p>
        </div>
        <p className="anti-phishing-current" data-testid="anti-phishing-current">
          {view.set
            ? t('antiPhishing.current', { masked: view.masked ?? '' })
            : t('antiPhishing.notSet')}
        </p>
        <TextField
          id="anti-phishing-code"
          label={view.set ? t('antiPhishing.newCode') : t('antiPhishing.code')}
          hint={t('antiPhishing.rule')}
          error={errors.phrase}
          value={phrase}
          onChange={setPhrase}
          maxLength={20}
          autoComplete="off"
        />
        <CodeField
          id="anti-phishing-verify"
          error={errors.code}
          hint={t('antiPhishing.codeTo', { target: targetLabel })}
          value={code}
          onChange={setCode}
          onSend={sendCode}
          countdownKey={`anti_phishing:${targetLabel}`}
        />
        {secondFactor.field}
        <PrimaryButton type="submit" loading={save.isPending}>
          {view.set ? t('antiPhishing.change') : t('common.submit')}
        </PrimaryButton>
      </form>
    </PageShell>
  );
}
