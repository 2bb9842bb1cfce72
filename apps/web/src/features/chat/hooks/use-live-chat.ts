import { useEffect } from 'react';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { chatRoom, type ChatHistoryView, type ChatRoom } from '@meridian/contract';

import { subscribeSocket } from '../../../lib/socket';
import { chatQueries } from '../api/chat-queries';
import { withMessage, withoutMessage } from '../model/chat-history';

type History = InfiniteData<ChatHistoryView, number>;

/**
 * Keeps the open room current from its socket room (`chat:<lang>`): a new message joins the
 * loaded history, a deleted one leaves it, without a request. Leaving the room (another room, or
 * the page) leaves the socket room too.
 */
export function useLiveChat(owner: number, room: ChatRoom): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const key = chatQueries.history(owner, room).queryKey;
    const rooms = { rooms: [chatRoom(room)] };
    const stopMessages = subscribeSocket(rooms, 'chat_message', (message) => {
      if (message.room !== room) return;
      queryClient.setQueryData<History>(key, (data) => withMessage(data, message));
    });
    const stopDeletions = subscribeSocket(rooms, 'chat_deleted', (event) => {
      if (event.room !== room) return;
      queryClient.setQueryData<History>(key, (data) => withoutMessage(data, event.id));
    });
    return () => {
      stopMessages();
      stopDeletions();
    };
  }, [queryClient, owner, room]);
}
