import { queryOptions } from '@tanstack/react-query';
import type { SiteConfigView } from '@meridian/contract';

import { api } from '../../../lib/api-client';

export const contentQueries = {
  all: () => ['content'] as const,
  siteConfig: () =>
    queryOptions({
      queryKey: [...contentQueries.all(), 'site-config'] as const,
      queryFn: () => api.get<SiteConfigView>('/getSiteConfig', undefined, { silent: true }),
      staleTime: 10 * 60_000,
    }),
  setting: (keyword: string) =>
    queryOptions({
      queryKey: [...contentQueries.all(), 'setting', keyword] as const,
      queryFn: () => api.get<unknown>('/getSetting', { keyword }, { silent: true }),
    }),
};
