import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import {
  DEFAULT_PAGE_SIZE,
  type AntiPhishingView,
  type DeviceView,
  type LoginRecordView,
  type Page,
} from '@meridian/contract';

import { api } from '../../../lib/api-client';
import { nextPageParam } from '../../../lib/paging';

/** The caller's devices, sign-ins and anti-phishing code (issue #21 items 4 and 5). */
export const deviceQueries = {
  all: () => ['devices'] as const,
  /** GET /user/devices: live sessions, this one marked. */
  list: () =>
    queryOptions({
      queryKey: [...deviceQueries.all(), 'list'] as const,
      queryFn: () => api.get<DeviceView[]>('/user/devices', undefined, { silent: true }),
      staleTime: 0,
    }),
  /** GET /user/login_history: sign-in attempts, newest first. */
  logins: () =>
    infiniteQueryOptions({
      queryKey: [...deviceQueries.all(), 'logins'] as const,
      queryFn: ({ pageParam }) =>
        api.get<Page<LoginRecordView>>(
          '/user/login_history',
          { page: pageParam, limit: DEFAULT_PAGE_SIZE },
          { silent: true },
        ),
      initialPageParam: 1,
      getNextPageParam: (last: Page<LoginRecordView>) => nextPageParam(last),
    }),
  /** GET /user/anti_phishing: set or not, and masked. */
  antiPhishing: () =>
    queryOptions({
      queryKey: [...deviceQueries.all(), 'anti-phishing'] as const,
      queryFn: () => api.get<AntiPhishingView>('/user/anti_phishing', undefined, { silent: true }),
    }),
};

/** Signs one device out (`id`), or every other device (no id). */
export function useRevokeDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: number) =>
      id === undefined
        ? api.post<string>('/user/devices/revoke_others')
        : api.post<string>('/user/devices/revoke', { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deviceQueries.list().queryKey }),
  });
}

/** Sets or changes the anti-phishing code with a code sent to the user's own address. */
export function useSetAntiPhishing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { anti_phishing_code: string; code: string }) =>
      api.post<AntiPhishingView>('/user/anti_phishing', body),
    onSuccess: (view) => queryClient.setQueryData(deviceQueries.antiPhishing().queryKey, view),
  });
}
