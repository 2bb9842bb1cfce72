import { useEffect, useState } from 'react';
import {
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  AdminSupportCannedView,
  AdminSupportConversationView,
  AdminSupportCountsView,
  AdminSupportMessageView,
  AdminSupportProfileView,
  Page,
  ServerToClientEvents,
  SupportBox,
} from '@meridian/contract';
import { io, type Socket } from 'socket.io-client';

import { apiGet, operatorToken } from '../../api/client';

/*
 * Customer service's reads (issue #20 item 1). Everything is kept under one key, so an inbox
 * event from the socket (a message, an assignment, a close: never its text) reads the inbox,
 * counts and open thread again through the API, where every call checks the operator's session.
 */
const KEY = ['support'] as const;
/** Without a live socket, the inbox is read again this often. */
export const POLL_MS = 30_000;
const THREAD_PAGE = 50;

export function refreshSupport(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: KEY });
}

export function useInbox(box: SupportBox, page: number, live: boolean) {
  return useQuery({
    queryKey: [...KEY, 'inbox', box, page],
    queryFn: () =>
      apiGet<Page<AdminSupportConversationView>>('/admin/support/inbox', {
        box,
        page,
        limit: 20,
      }),
    refetchInterval: live ? false : POLL_MS,
  });
}

export function useCounts(live: boolean) {
  return useQuery({
    queryKey: [...KEY, 'counts'],
    queryFn: () => apiGet<AdminSupportCountsView>('/admin/support/counts'),
    refetchInterval: live ? false : POLL_MS,
  });
}

/** A conversation's messages, newest first; older pages are read back from the oldest loaded. */
export function useThread(id: number | null) {
  return useInfiniteQuery({
    queryKey: [...KEY, 'thread', id],
    enabled: id !== null,
    queryFn: ({ pageParam }) =>
      apiGet<Page<AdminSupportMessageView>>('/admin/support/thread', {
        id,
        limit: THREAD_PAGE,
        before_id: pageParam,
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => {
      const oldest = last.data[last.data.length - 1];
      return last.current_page < last.last_page && oldest ? oldest.id : undefined;
    },
  });
}

export function useProfile(id: number | null) {
  return useQuery({
    queryKey: [...KEY, 'profile', id],
    enabled: id !== null,
    queryFn: () => apiGet<AdminSupportProfileView>('/admin/support/profile', { id }),
  });
}

export function useCanned() {
  return useQuery({
    queryKey: [...KEY, 'canned'],
    queryFn: () => apiGet<AdminSupportCannedView[]>('/admin/support/canned'),
  });
}

/** The loaded messages oldest first, each once. */
export function messagesOf(pages: readonly Page<AdminSupportMessageView>[] | undefined) {
  const byId = new Map<number, AdminSupportMessageView>();
  for (const page of pages ?? []) for (const m of page.data) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * The console's socket in the operators' room (joined with this tab's operator token): each
 * `support_inbox` event reads customer service again. Answers whether it is connected; while it
 * is not, the inbox polls.
 */
export function useSupportSocket(): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(() => {
    const token = operatorToken();
    if (!token) return undefined;
    const socket: Socket<ServerToClientEvents> = io({
      path: '/socket.io',
      transports: ['websocket', 'polling'],
      auth: { operatorToken: token },
    });
    socket.on('connect', () => setLive(true));
    socket.on('disconnect', () => setLive(false));
    socket.on('support_inbox', () => void refreshSupport(queryClient));
    return () => {
      socket.close();
    };
  }, [queryClient]);
  return live;
}
