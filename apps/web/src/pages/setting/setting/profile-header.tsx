import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from 'react-i18next';

import { Amount } from '../../../components/ui/amount';
import { Avatar } from '../../../components/ui/avatar';
import { ErrorState } from '../../../components/ui/error-state';
import { IconButton } from '../../../components/ui/icon-button';
import { CopyIcon, QrIcon } from '../../../components/ui/page-icons';
import { paths } from '../../../config/paths';
import type { useCurrentUser } from '../../../features/user/api/user-api';
import { copyText } from '../../../lib/clipboard';
import { navigation } from '../../../lib/navigation';
import { showToast } from '../../../lib/toast';
import { levelKeyOf } from './setting-rows';

/** The signed-in user's card: avatar, name, level, invite code (copy, QR) and credit score. */
export function ProfileHeader({
  userQuery,
  onShowQr,
}: {
  userQuery: ReturnType<typeof useCurrentUser>;
  onShowQr: () => void;
}) {
  const { t } = useTranslation();
  const { user } = userQuery;
  const levelKey = levelKeyOf(user?.real_level ?? 0);
  if (user) {
    const name = user.nickname || user.username;
    return (
      <section className="profile card">
        <button
          type="button"
          className="profile__main"
          onClick={() => navigation.push(paths.userInfo)}
        >
          <Avatar src={user.head_portrait} name={name} size={60} />
          <div className="profile__text">
            <span className="profile__name">{name}</span>
            <p className="profile__meta">
              {t('setting.uid')} {user.id}
              <span className={`badge${user.real_level > 0 ? ' badge--gold' : ''}`}>
                {t(levelKey)}
              </span>
            </p>
            {user.signature ? <p className="profile__signature">{user.signature}</p> : null}
          </div>
        </button>
        <div className="profile__stats">
          <div className="stat">
            <span className="stat__label">{t('setting.inviteCode')}</span>
            <span className="stat__value stat__value--row">
              <span className="mono">{user.invite_code}</span>
              <IconButton
                label={t('common.copy')}
                className="icon-button--small"
                onClick={async () => {
                  showToast(
                    t((await copyText(user.invite_code)) ? 'common.copied' : 'common.copyFailed'),
                  );
                }}
              >
                <CopyIcon />
              </IconButton>
              <IconButton
                label={t('setting.inviteQr')}
                className="icon-button--small"
                onClick={onShowQr}
              >
                <QrIcon />
              </IconButton>
            </span>
          </div>
          <div className="stat">
            <span className="stat__label">{t('setting.creditScore')}</span>
            <span className="stat__value">
              <Amount value={user.credit_score} precision={0} />
            </span>
          </div>
        </div>
      </section>
    );
  } else if (userQuery.isError) {
    return <ErrorState compact error={userQuery.error} onRetry={() => void userQuery.refetch()} />;
  } else {
    return (
      <section className="profile card" aria-busy="true">
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={2} animated />
      </section>
    );
  }
}
