import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  DEFAULT_PAGE_SIZE,
  type InviteeView,
  type InviteSummaryView,
  type Page,
} from '@meridian/contract';

import { api } from '../../../lib/api-client';
import { nextPageParam } from '../../../lib/paging';

/** The caller's invites and the rebates they earned (issue #20 item 4). */
export const inviteQueries = {
  all: () => ['invite'] as const,
  /** GET /user/invite/summary: the published share, invitees, rebates paid and pending. */
  summary: () =>
    queryOptions({
      queryKey: [...inviteQueries.all(), 'summary'] as const,
      queryFn: () =>
        api.get<InviteSummaryView>('/user/invite/summary', undefined, { silent: true }),
    }),
  /** GET /user/invite/list: invitees, newest first, masked. */
  invitees: () =>
    infiniteQueryOptions({
      queryKey: [...inviteQueries.all(), 'invitees'] as const,
      queryFn: ({ pageParam }) =>
        api.get<Page<InviteeView>>(
          '/user/invite/list',
          { page: pageParam, limit: DEFAULT_PAGE_SIZE },
          { silent: true },
        ),
      initialPageParam: 1,
      getNextPageParam: (last: Page<InviteeView>) => nextPageParam(last),
    }),
};
