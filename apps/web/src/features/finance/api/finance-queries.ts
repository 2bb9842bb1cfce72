import { queryOptions } from '@tanstack/react-query';
import type { FinanceSummaryView } from '@meridian/contract';

import { api } from '../../../lib/api-client';

/** Finance tab reads (STYLE.md: one query-key factory per domain). */
export const financeQueries = {
  all: () => ['finance'] as const,
  /** What the user holds in each earn product and what each has paid them. */
  summary: () =>
    queryOptions({
      queryKey: [...financeQueries.all(), 'summary'] as const,
      queryFn: () => api.get<FinanceSummaryView>('/finance/summary', undefined, { silent: true }),
    }),
};
