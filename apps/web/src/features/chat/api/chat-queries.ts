import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import {
  CHAT,
  type ChatHistoryView,
  type ChatMessageView,
  type ChatReportReason,
  type ChatRoom,
  type ChatStateView,
} from '@meridian/contract';

import { api } from '../../../lib/api-client';
import { markReported, withMessage } from '../model/chat-history';

const silent = { silent: true } as const;

/**
 * The chat room's reads (STYLE.md: one query-key factory per domain), per viewer (`owner`, 0 for
 * a visitor: `mine` and `reported` depend on who reads). Silent: the page draws its own states.
 */
export const chatQueries = {
  all: () => ['chat'] as const,
  /** GET /chat/state: the rooms, their rules and whether the viewer may post. */
  state: (owner: number) =>
    queryOptions({
      queryKey: [...chatQueries.all(), owner, 'state'] as const,
      queryFn: () => api.get<ChatStateView>('/chat/state', undefined, silent),
      staleTime: 0,
    }),
  /** GET /chat/messages: one room, newest first, each page older than the last one's oldest. */
  history: (owner: number, room: ChatRoom) =>
    infiniteQueryOptions({
      queryKey: [...chatQueries.all(), owner, 'history', room] as const,
      queryFn: ({ pageParam }) =>
        api.get<ChatHistoryView>(
          '/chat/messages',
          { room, limit: CHAT.pageSize, ...(pageParam ? { before: pageParam } : {}) },
          silent,
        ),
      initialPageParam: 0,
      getNextPageParam: (last: ChatHistoryView) =>
        last.has_more ? last.data[last.data.length - 1]?.id : undefined,
      staleTime: 0,
    }),
};

type History = InfiniteData<ChatHistoryView, number>;

/**
 * POST /chat/send. The answer joins the room's history at once (the socket brings it too, and
 * shows it once); a refusal (rate limit, links, mute) is the API client's toast.
 */
export function useSendChat(owner: number, room: ChatRoom) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { body: string; image?: string }) =>
      api.post<ChatMessageView>('/chat/send', { room, ...input }),
    onSuccess: (message) => {
      queryClient.setQueryData<History>(chatQueries.history(owner, room).queryKey, (data) =>
        withMessage(data, message),
      );
    },
    // A refusal for a mute or a nickname changes what the composer says.
    onError: () => queryClient.invalidateQueries({ queryKey: chatQueries.state(owner).queryKey }),
  });
}

/** POST /chat/report: the message shows as reported. */
export function useReportChat(owner: number, room: ChatRoom) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; reason: ChatReportReason }) =>
      api.post<{ id: number; reported: true }>('/chat/report', input),
    onSuccess: ({ id }) => {
      queryClient.setQueryData<History>(chatQueries.history(owner, room).queryKey, (data) =>
        markReported(data, id),
      );
    },
  });
}
