import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PageShell } from '../../../app/page-shell';
import { IconButton } from '../../../components/ui/icon-button';
import { PagedList } from '../../../components/ui/paged-list';
import { notificationQueries, useMarkRead } from '../../../features/alerts/api/alerts-queries';
import { SlidersIcon } from '../../../features/alerts/components/alert-icons';
import '../../../features/alerts/components/alerts.css';
import { InboxSettingsSheet } from '../../../features/alerts/components/inbox-settings-sheet';
import { NotificationItem } from '../../../features/alerts/components/notification-item';
import { useLiveNotifications } from '../../../features/alerts/hooks/use-live-notifications';
import { useSession } from '../../../lib/session';

/** The in-app notifications (SPEC.md "system notification"): newest first, unread marked. */
export function NotificationPage() {
  const { t } = useTranslation();
  const { user, isLoggedIn } = useSession();
  const owner = user?.id ?? 0;
  const list = useInfiniteQuery(notificationQueries.list(owner));
  const unread = useQuery({ ...notificationQueries.unread(owner), enabled: isLoggedIn });
  const markRead = useMarkRead();
  useLiveNotifications(user ? owner : null);
  const hasUnread = (unread.data?.count ?? 0) > 0;
  const [settings, setSettings] = useState(false);
  return (
    <PageShell
      title={t('notifications.title')}
      right={
        <>
          {hasUnread ? (
            <button
              type="button"
              className="link link--gold notification-read-all"
              disabled={markRead.isPending}
              onClick={() => markRead.mutate(undefined)}
            >
              {t('notifications.readAll')}
            </button>
          ) : null}
          {isLoggedIn ? (
            <IconButton label={t('notifications.settingsTitle')} onClick={() => setSettings(true)}>
              <SlidersIcon />
            </IconButton>
          ) : null}
        </>
      }
    >
      <InboxSettingsSheet owner={owner} visible={settings} onClose={() => setSettings(false)} />
      <div className="alerts-page">
        <PagedList
          query={list}
          renderRow={(n) => (
            <NotificationItem notification={n} onRead={(id) => markRead.mutate(id)} />
          )}
          emptyTitle={t('notifications.empty')}
          emptyDescription={t('notifications.emptyHint')}
        />
      </div>
    </PageShell>
  );
}
