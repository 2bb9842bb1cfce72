import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import List from 'antd-mobile/es/components/list';
import SpinLoading from 'antd-mobile/es/components/spin-loading';
import { useTranslation } from 'react-i18next';

import { PageShell } from '../../../app/page-shell';
import { Avatar } from '../../../components/ui/avatar';
import { DelayedLoading } from '../../../components/ui/delayed-loading';
import { ErrorState } from '../../../components/ui/error-state';
import { Field, TextInput } from '../../../components/ui/field';
import { CameraIcon } from '../../../components/ui/page-icons';
import { PrimaryButton } from '../../../components/ui/primary-button';
import {
  useCurrentUser,
  useEditProfile,
  useUploadAvatar,
} from '../../../features/user/api/user-api';
import {
  toEditNicknameInput,
  validateAvatarFile,
  validateProfileForm,
  type ProfileField,
} from '../../../features/user/model/profile-form';
import { maskEmail, maskMobile } from '../../../features/user/model/security-forms';
import { hasErrors, type FormErrors } from '../../../lib/form';
import { showSuccess, showToast } from '../../../lib/toast';

export function UserInfoPage() {
  const { t } = useTranslation();
  const userQuery = useCurrentUser();
  const { user } = userQuery;
  const fileInput = useRef<HTMLInputElement>(null);
  const [nickname, setNickname] = useState('');
  const [signature, setSignature] = useState('');
  const [errors, setErrors] = useState<FormErrors<ProfileField>>({});
  const editProfile = useEditProfile();
  const uploadAvatar = useUploadAvatar();

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
        {userQuery.isError ? (
          <ErrorState error={userQuery.error} onRetry={() => void userQuery.refetch()} />
        ) : (
          <DelayedLoading />
        )}
      </PageShell>
    );
  }

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    const problem = validateAvatarFile(file);
    if (problem || !file) {
      showToast(t(`errors.${problem ?? 'UPLOAD_MISSING'}`));
      return;
    }
    try {
      await uploadAvatar.mutateAsync(file);
      showSuccess(t('common.uploadSuccess'));
    } catch {
      // The API client showed why.
    }
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
      <section className="avatar-editor card">
        <button
          type="button"
          className="avatar-editor__button"
          onClick={() => fileInput.current?.click()}
          disabled={uploadAvatar.isPending}
          aria-label={t('userInfo.changeAvatar')}
        >
          <Avatar src={user.head_portrait} name={user.nickname || user.username} size={84} />
          <span className="avatar-editor__badge" aria-hidden="true">
            {uploadAvatar.isPending ? (
              <SpinLoading style={{ '--size': '14px' }} color="currentColor" />
            ) : (
              <CameraIcon />
            )}
          </span>
        </button>
        <span className="avatar-editor__hint">
          {uploadAvatar.isPending ? t('userInfo.uploading') : t('userInfo.changeAvatar')}
        </span>
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          hidden
          onChange={chooseFile}
          data-testid="avatar-input"
        />
      </section>

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
