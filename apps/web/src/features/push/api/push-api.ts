import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  PushCategory,
  PushKeyView,
  PushSettingsView,
  PushSubscribeInput,
} from '@meridian/contract';

import { api } from '../../../lib/api-client';

const silent = { silent: true } as const;

/** Web Push reads (STYLE.md: one query-key factory per domain); keys start with `push`. */
export const pushQueries = {
  all: () => ['push'] as const,
  /** The category switches and how many devices are subscribed (GET /push/settings). */
  settings: (owner: number) =>
    queryOptions({
      queryKey: [...pushQueries.all(), owner, 'settings'] as const,
      queryFn: () => api.get<PushSettingsView>('/push/settings', {}, silent),
    }),
};

/** GET /push/key: the server's VAPID public key, read when a device subscribes. */
export const fetchPushKey = () => api.get<PushKeyView>('/push/key', {}, silent);

function useSettingsMutation<TInput>(fn: (input: TInput) => Promise<PushSettingsView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (view) => {
      for (const [key] of queryClient.getQueriesData({ queryKey: pushQueries.all() })) {
        if (key[2] === 'settings') queryClient.setQueryData(key, view);
      }
    },
  });
}

/** POST /push/subscribe: this device's subscription, for the signed-in user. */
export const useSubscribePush = () =>
  useSettingsMutation((input: PushSubscribeInput) =>
    api.post<PushSettingsView>('/push/subscribe', { ...input }),
  );

/** POST /push/unsubscribe: this device's endpoint. */
export const useUnsubscribePush = () =>
  useSettingsMutation((endpoint: string) =>
    api.post<PushSettingsView>('/push/unsubscribe', { endpoint }),
  );

/** POST /push/settings: one category on or off. */
export const usePushCategory = () =>
  useSettingsMutation((input: { category: PushCategory; enabled: boolean }) =>
    api.post<PushSettingsView>('/push/settings', input),
  );
