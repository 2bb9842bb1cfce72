import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { PageShell } from '../../../app/page-shell';
import { LogoutIcon } from '../../../components/ui/page-icons';
import { paths } from '../../../config/paths';
import { notificationQueries } from '../../../features/alerts/api/alerts-queries';
import { useLiveNotifications } from '../../../features/alerts/hooks/use-live-notifications';
import { useLogout } from '../../../features/auth/api/auth-api';
import { kycQueries } from '../../../features/kyc/api/kyc-queries';
import { supportQueries, useLiveSupport } from '../../../features/support';
import { FiatSheet } from '../../../features/preferences/components/fiat-sheet';
import { LanguageSheet } from '../../../features/preferences/components/language-sheet';
import { PriceColoursSheet } from '../../../features/preferences/components/price-colours-sheet';
import { useCurrentUser } from '../../../features/user/api/user-api';
import { InviteQrSheet } from '../../../features/user/components/invite-qr-sheet';
import { confirmDialog } from '../../../lib/dialog';
import { navigation } from '../../../lib/navigation';
import { clearSession } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { ProfileHeader } from './profile-header';
import { useInboxRows } from './setting-menu-rows';
import { SettingRows, useSettingRows, type PreferenceSheet } from './setting-rows';

export function SettingPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const userQuery = useCurrentUser();
  const { user } = userQuery;
  const logout = useLogout();
  // The identity row shows the audit state too (under audit, audit failed), not only the level.
  const kycState = useQuery({ ...kycQueries.state(), enabled: userQuery.isLoggedIn });
  const [sheet, setSheet] = useState<PreferenceSheet | 'qr' | null>(null);

  const supportUnread = useQuery({
    ...supportQueries.unread(user?.id ?? 0),
    enabled: userQuery.isLoggedIn,
  });
  useLiveSupport(user ? user.id : null);
  const rows = useSettingRows(
    user?.real_level ?? 0,
    kycState.data,
    setSheet,
    supportUnread.data?.count ?? 0,
  );
  const unread = useQuery({
    ...notificationQueries.unread(user?.id ?? 0),
    enabled: userQuery.isLoggedIn,
  });
  useLiveNotifications(user ? user.id : null);
  const inboxRows = useInboxRows(unread.data?.count ?? 0);

  async function confirmLogout() {
    const confirmed = await confirmDialog({
      content: t('setting.logoutConfirm'),
      confirmText: t('setting.logout'),
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    try {
      await logout.mutateAsync();
    } catch {
      // Even if the server cannot be told, this device forgets the session.
    }
    clearSession();
    queryClient.clear();
    showToast(t('setting.loggedOut'));
    navigation.relaunch(paths.home);
  }

  return (
    <PageShell title={t('setting.title')}>
      <ProfileHeader userQuery={userQuery} onShowQr={() => setSheet('qr')} />
      <List className="card list-card" header={t('setting.account')}>
        <SettingRows rows={rows.account} />
      </List>
      <List className="card list-card" header={t('notifications.group')}>
        <SettingRows rows={inboxRows} />
      </List>
      <List className="card list-card" header={t('setting.preferences')}>
        <SettingRows rows={rows.preference} />
      </List>
      <List className="card list-card" header={t('setting.more')}>
        <SettingRows rows={rows.more} />
      </List>
      <div className="page-actions">
        <Button
          block
          shape="rounded"
          size="large"
          className="button-danger"
          loading={logout.isPending}
          onClick={confirmLogout}
        >
          <LogoutIcon className="button-icon" /> {t('setting.logout')}
        </Button>
      </div>

      <LanguageSheet visible={sheet === 'language'} onClose={() => setSheet(null)} />
      <FiatSheet visible={sheet === 'fiat'} onClose={() => setSheet(null)} />
      <PriceColoursSheet visible={sheet === 'priceColours'} onClose={() => setSheet(null)} />
      {user ? (
        <InviteQrSheet
          visible={sheet === 'qr'}
          inviteCode={user.invite_code}
          onClose={() => setSheet(null)}
        />
      ) : null}
    </PageShell>
  );
}
