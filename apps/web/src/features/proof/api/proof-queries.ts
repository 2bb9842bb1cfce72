import { queryOptions } from '@tanstack/react-query';
import type { proofRules } from '@meridian/contract';

import { api } from '../../../lib/api-client';

const silent = { silent: true } as const;

/**
 * Proof of liabilities reads (#21 item 7; STYLE.md: one query-key factory per domain). The root
 * is public; the leaf is the caller's own, keyed by the user so a new login reads it afresh.
 */
export const proofQueries = {
  all: () => ['proof'] as const,
  /** The latest published root, totals and time; null before the first snapshot. */
  root: () =>
    queryOptions({
      queryKey: [...proofQueries.all(), 'root'] as const,
      queryFn: () => api.get<proofRules.RootFile | null>('/proof/root', {}, silent),
    }),
  /** My leaf data and path in the latest snapshot; null when I was not in it. */
  leaf: (owner: number) =>
    queryOptions({
      queryKey: [...proofQueries.all(), owner, 'leaf'] as const,
      queryFn: () => api.get<proofRules.LeafFile | null>('/proof/leaf', {}, silent),
    }),
};
