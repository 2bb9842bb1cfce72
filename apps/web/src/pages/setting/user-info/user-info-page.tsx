import { useEffect, useRef, useState, type FormEvent } from 'react';
import List from 'antd-mobile/es/components/list';
import { useTranslation } from 'react-i18next';

import { PageShell } from '../../../app/page-shell';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { TextField } from '../../../components/ui/text-field';
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

/** The profile's free-text fields and their length limits. */
const PROFILE_FIELDS = [
  { name: 'nickname', maxLength: 10 },
  { name: 'signature', maxLength: 30 },
] as const;

export function UserInfoPage() {
  const { t } = useTranslation();
  const userQuery = useCurrentUser();
  const { user } = userQuery;
  const [values, setValues] = useState({ nickname: '', signature: '' });
  const [errors, setErrors] = useState<FormErrors<ProfileField>>({});
  const editProfile = useEditProfile();

  // Fill the form once the user is known, without overwriting what is being typed.
  const filledFor = useRef<number | null>(null);
  useEffect(() => {
    if (user && filledFor.current !== user.id) {
      filledFor.current = user.id;
      setValues({ nickname: user.nickname ?? '', signature: user.signature ?? '' });
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
        {PROFILE_FIELDS.map(({ name, maxLength }) => (
          <TextField
            key={name}
            id={`profile-${name}`}
            label={t(`userInfo.${name}`)}
            error={errors[name]}
            hint={t(`userInfo.${name}Hint`)}
            maxLength={maxLength}
            placeholder={t(`userInfo.${name}Placeholder`)}
            value={values[name]}
            onChange={(typed) => setValues((current) => ({ ...current, [name]: typed }))}
          />
        ))}
        <PrimaryButton type="submit" loading={editProfile.isPending}>
          {t('common.save')}
        </PrimaryButton>
      </form>
    </PageShell>
  );
}
