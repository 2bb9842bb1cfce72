import { useRef, type ChangeEvent } from 'react';
import SpinLoading from 'antd-mobile/es/components/spin-loading';
import type { UserView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { Avatar } from '../../../components/ui/avatar';
import { CameraIcon } from '../../../components/ui/page-icons';
import { useUploadAvatar } from '../../../features/user/api/user-api';
import { validateAvatarFile } from '../../../features/user/model/profile-form';
import { showSuccess, showToast } from '../../../lib/toast';

/** The avatar with its camera badge: a tap picks an image, which is checked and uploaded. */
export function AvatarEditor({ user }: { user: UserView }) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const uploadAvatar = useUploadAvatar();

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

  return (
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
  );
}
