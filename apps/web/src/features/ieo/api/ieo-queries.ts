import { queryOptions } from '@tanstack/react-query';
import type { IeoOrderView, IeoProjectView, Page } from '@meridian/contract';

import { api } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { pagedQueryOptions } from '../../../lib/paging';

const silent = { silent: true } as const;
/** Projects and subscriptions a page. */
export const IEO_PAGE_SIZE = 20;

/**
 * IEO reads (STYLE.md: one query-key factory per domain). Every key starts with `ieo`, so a
 * subscription refreshes them together; project keys carry the language (the description is the
 * request's). Reads are silent: each screen draws its own states.
 */
export const ieoQueries = {
  all: () => ['ieo'] as const,
  /** Published projects, in progress first (GET /project). */
  projects: () =>
    pagedQueryOptions([...ieoQueries.all(), 'projects', currentLanguage()] as const, (page) =>
      api.get<Page<IeoProjectView>>('/project', { page, limit: IEO_PAGE_SIZE }, silent),
    ),
  /** One project with its real applied total and participants (GET /project/detail). */
  detail: (id: number) =>
    queryOptions({
      queryKey: [...ieoQueries.all(), 'detail', id, currentLanguage()] as const,
      queryFn: () => api.get<IeoProjectView>('/project/detail', { project_id: id }, silent),
      staleTime: 0,
    }),
  /** The user's subscriptions, newest first (GET /user/project/order). */
  orders: (owner: number) => ({
    ...pagedQueryOptions([...ieoQueries.all(), 'orders', owner] as const, (page) =>
      api.get<Page<IeoOrderView>>('/user/project/order', { page, limit: IEO_PAGE_SIZE }, silent),
    ),
    staleTime: 0,
  }),
};
