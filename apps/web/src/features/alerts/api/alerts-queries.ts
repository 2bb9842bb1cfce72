import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  InboxCategory,
  InboxSettingsView,
  AlertCreateInput,
  AlertView,
  NotificationUnreadView,
  NotificationView,
  Page,
} from '@meridian/contract';

import { api } from '../../../lib/api-client';
import { pagedQueryOptions } from '../../../lib/paging';

const silent = { silent: true } as const;
/** Alerts and notifications a page. */
export const ALERTS_PAGE_SIZE = 20;

/**
 * Price alert and notification reads (STYLE.md: one query-key factory per domain). Keys start
 * with `alerts` or `notifications`, so a change refreshes its group. Reads are silent: each
 * screen draws its own states.
 */
export const alertsQueries = {
  all: () => ['alerts'] as const,
  /** The user's alerts, of one pair when given (GET /alert/list). */
  list: (owner: number, symbol?: string) => ({
    ...pagedQueryOptions([...alertsQueries.all(), owner, symbol ?? 'all'] as const, (page) =>
      api.get<Page<AlertView>>(
        '/alert/list',
        { page, limit: ALERTS_PAGE_SIZE, ...(symbol ? { symbol } : {}) },
        silent,
      ),
    ),
    staleTime: 0,
  }),
};

export const notificationQueries = {
  all: () => ['notifications'] as const,
  /** The inbox, newest first (GET /notification/list). */
  list: (owner: number) => ({
    ...pagedQueryOptions([...notificationQueries.all(), owner, 'list'] as const, (page) =>
      api.get<Page<NotificationView>>(
        '/notification/list',
        { page, limit: ALERTS_PAGE_SIZE },
        silent,
      ),
    ),
    staleTime: 0,
  }),
  /** The inbox's category switches (GET /notification/settings). */
  settings: (owner: number) =>
    queryOptions({
      queryKey: [...notificationQueries.all(), owner, 'settings'] as const,
      queryFn: () => api.get<InboxSettingsView>('/notification/settings', {}, silent),
    }),
  /** The unread count: the dot on the me page (GET /notification/unread). */
  unread: (owner: number) =>
    queryOptions({
      queryKey: [...notificationQueries.all(), owner, 'unread'] as const,
      queryFn: () => api.get<NotificationUnreadView>('/notification/unread', {}, silent),
    }),
};

/** POST /notification/settings: one inbox category on or off; the switches show the answer. */
export function useInboxCategory(owner: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { category: InboxCategory; enabled: boolean }) =>
      api.post<InboxSettingsView>('/notification/settings', input),
    onSuccess: (view) =>
      queryClient.setQueryData(notificationQueries.settings(owner).queryKey, view),
  });
}

/** POST /alert/add; the alert lists are read again. */
export function useAddAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AlertCreateInput) => api.post<AlertView>('/alert/add', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertsQueries.all() }),
  });
}

/** POST /alert/del. */
export function useDeleteAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<null>('/alert/del', { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertsQueries.all() }),
  });
}

/** POST /notification/read: all of the user's notifications (no `id`) or one. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: number) =>
      api.post<NotificationUnreadView>('/notification/read', id === undefined ? {} : { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationQueries.all() }),
  });
}
