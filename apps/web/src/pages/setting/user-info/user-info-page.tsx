import { useEffect, useRef, useState, type FormEvent } from 'react';
import List from 'antd-mobile/es/components/list';
import { useTranslation } from 'react-i18next';

import { PageShell } from '../../../app/page-shell';
import { Field, TextInput } from '../../../components/ui/field';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { QueryFallback } from '../../../components/ui/query-fallback';
import { useCurrentUser, useEditProfile } from '../../../features/user/api/user-api';
import {
  toEditNicknameInput,
  validateProfileForm,
  type ProfileField,
} from '../../../features/user/model/profile-form';
import { maskEmail, maskMobile } from '../../../features/user/model/security-forms';
import { hasErrors, type FormErrors } from '../../../lib/form';
import { showSuccess } from '../../../lib/toast';
import { AvatarEditor } from './avatar-editor';

export function UserInfoPage() {
  const { t } = useTranslation();
  const userQuery = useCurrentUser();
  const { user } = userQuery;
  const [nickname, setNickname] = useState('');
  const [signature, setSignature] = useState('');
  const [errors, setErrors] = useState<FormErrors<ProfileField>>({});
  const editProfile = useEditProfile();

  // Fill the form once the user is known, without overwriting what is being typed.
  const filledFor = useRef<number | null>(null);
  useEffect(() => {
    if (user && filledFor.current !== user.id) {
      filledFor.current = user.id;
      setNickname(user.nickname ?? '');
      setSignature(user.signature ?? '');
    }
  }, [user]);

  if (!user) {
    return (
      <PageShell title={t('userInfo.title')}>
        <QueryFallback query={userQuery} />
      </PageShell>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const values = { nickname, signature };
    const found = validateProfileForm(values);
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      await editProfile.mutateAsync(toEditNicknameInput(values));
      showSuccess(t('userInfo.saveSuccess'));
    } catch {
      // The API client showed why.
    }
  }

  return (
    <PageShell title={t('userInfo.title')}>
      <AvatarEditor user={user} />

      <List className="card list-card">
        <List.Item extra={user.username}>{t('userInfo.username')}</List.Item>
        <List.Item extra={user.email ? maskEmail(user.email) : t('common.notBound')}>
          {t('auth.email')}
        </List.Item>
        <List.Item
          extra={
            user.mobile
              ? `+${user.area_code ?? ''} ${maskMobile(user.mobile)}`
              : t('common.notBound')
          }
        >
          {t('auth.mobile')}
        </List.Item>
      </List>

      <form className="form-page card" onSubmit={submit} noValidate>
        <Field
          id="profile-nickname"
          label={t('userInfo.nickname')}
          error={errors.nickname}
          hint={t('userInfo.nicknameHint')}
        >
          <TextInput
            id="profile-nickname"
            maxLength={10}
            placeholder={t('userInfo.nicknamePlaceholder')}
            value={nickname}
            onChange={setNickname}
            invalid={Boolean(errors.nickname)}
          />
        </Field>
        <Field
          id="profile-signature"
          label={t('userInfo.signature')}
          error={errors.signature}
          hint={t('userInfo.signatureHint')}
        >
          <TextInput
            id="profile-signature"
            maxLength={30}
            placeholder={t('userInfo.signaturePlaceholder')}
            value={signature}
            onChange={setSignature}
            invalid={Boolean(errors.signature)}
          />
        </Field>
        <PrimaryButton type="submit" loading={editProfile.isPending}>
          {t('common.save')}
        </PrimaryButton>
      </form>
    </PageShell>
  );
}
