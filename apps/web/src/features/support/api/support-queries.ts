import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  Page,
  SupportConversationView,
  SupportMessageView,
  SupportSendInput,
  SupportSendView,
  SupportUnreadView,
} from '@meridian/contract';

import { api } from '../../../lib/api-client';
import { olderPageParam, withMessages, type ThreadData } from '../model/thread';

const silent = { silent: true } as const;
/** Messages read a page. */
export const SUPPORT_PAGE = 30;
/** How often the page asks again whether an operator is online. */
export const SUPPORT_STATUS_MS = 60_000;

/**
 * Customer service reads (STYLE.md: one query-key factory per domain), per user (`owner`), so
 * another account on this device never sees them. Silent: the page draws its own states.
 */
export const supportQueries = {
  all: () => ['support'] as const,
  /** GET /support/conversation: status, whether operators are online, the reply promise. */
  conversation: (owner: number) =>
    queryOptions({
      queryKey: [...supportQueries.all(), owner, 'conversation'] as const,
      queryFn: () => api.get<SupportConversationView>('/support/conversation', undefined, silent),
      staleTime: 0,
      refetchInterval: SUPPORT_STATUS_MS,
    }),
  /** GET /support/messages: newest first, each older page read back from the oldest loaded. */
  history: (owner: number) =>
    infiniteQueryOptions({
      queryKey: [...supportQueries.all(), owner, 'history'] as const,
      queryFn: ({ pageParam }) =>
        api.get<Page<SupportMessageView>>(
          '/support/messages',
          { limit: SUPPORT_PAGE, ...(pageParam ? { before_id: pageParam } : {}) },
          silent,
        ),
      initialPageParam: undefined as number | undefined,
      getNextPageParam: olderPageParam,
      staleTime: 0,
    }),
  /** GET /support/unread: operators' replies not read yet (the me page's dot). */
  unread: (owner: number) =>
    queryOptions({
      queryKey: [...supportQueries.all(), owner, 'unread'] as const,
      queryFn: () => api.get<SupportUnreadView>('/support/unread', undefined, silent),
    }),
};

/** Adds messages to the loaded history (a sent one, its notice, a live reply). */
export function useAddMessages(owner: number) {
  const queryClient = useQueryClient();
  return (messages: readonly SupportMessageView[]) =>
    queryClient.setQueryData<ThreadData>(supportQueries.history(owner).queryKey, (data) =>
      withMessages(data, messages),
    );
}

/** POST /support/send; the message (and any ticket notice) joins the history at once. */
export function useSendMessage(owner: number) {
  const queryClient = useQueryClient();
  const add = useAddMessages(owner);
  return useMutation({
    mutationFn: (input: SupportSendInput) => api.post<SupportSendView>('/support/send', input),
    onSuccess: (sent) => {
      add(sent.notice ? [sent.message, sent.notice] : [sent.message]);
      if (sent.notice) {
        void queryClient.invalidateQueries({
          queryKey: supportQueries.conversation(owner).queryKey,
        });
      }
    },
  });
}

/** POST /support/read: everything so far is read; the unread count becomes 0. */
export function useMarkSupportRead(owner: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<SupportUnreadView>('/support/read', {}, silent),
    onSuccess: (unread) => queryClient.setQueryData(supportQueries.unread(owner).queryKey, unread),
  });
}
