import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { NotificationEvent } from '@meridian/contract';

import { subscribeSocket } from '../../../lib/socket';
import { alertsQueries, notificationQueries } from '../api/alerts-queries';

/**
 * Keeps the inbox current from the user's room: `notification` sets the unread count from the
 * event (no request) and has the lists read again (a fired alert changes state too).
 */
export function useLiveNotifications(owner: number | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (owner === null) return undefined;
    return subscribeSocket({}, 'notification', (event: NotificationEvent) => {
      queryClient.setQueryData(notificationQueries.unread(owner).queryKey, {
        count: event.unread,
      });
      void queryClient.invalidateQueries({
        queryKey: [...notificationQueries.all(), owner, 'list'],
      });
      void queryClient.invalidateQueries({ queryKey: alertsQueries.all() });
    });
  }, [queryClient, owner]);
}
