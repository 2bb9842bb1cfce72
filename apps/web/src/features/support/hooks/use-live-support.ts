import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SupportMessageEvent, SupportMessageView } from '@meridian/contract';

import { subscribeSocket } from '../../../lib/socket';
import { useLatest } from '../../../lib/use-latest';
import { supportQueries, useAddMessages } from '../api/support-queries';

/**
 * Keeps customer service current from the user's room: `support_message` adds the message to the
 * loaded history and sets the unread count from the event (no request). `onMessage` hears each
 * one (the page marks an operator's reply read while it is open).
 */
export function useLiveSupport(
  owner: number | null,
  onMessage?: (message: SupportMessageView) => void,
): void {
  const queryClient = useQueryClient();
  const add = useAddMessages(owner ?? 0);
  const latest = useLatest({ add, onMessage });
  useEffect(() => {
    if (owner === null) return undefined;
    return subscribeSocket({}, 'support_message', (event: SupportMessageEvent) => {
      latest.current.add([event.message]);
      queryClient.setQueryData(supportQueries.unread(owner).queryKey, { count: event.unread });
      if (event.message.sender === 'operator') {
        // A reply answers any ticket: the status line reads the conversation again.
        void queryClient.invalidateQueries({
          queryKey: supportQueries.conversation(owner).queryKey,
        });
      }
      latest.current.onMessage?.(event.message);
    });
  }, [queryClient, owner, latest]);
}
