import { useQueryClient } from '@tanstack/react-query';
import type { DualBuyInput, InvestOrderView } from '@meridian/contract';

import { useMoneyPost } from '../../../lib/use-money-post';
import { investQueries } from './invest-queries';

/**
 * POST /dual/buyDual: buys shares; afterwards every invest read is read again, and `alsoRefresh`
 * (the page's balance reads, which belong to the wallet feature) runs too.
 */
export function useBuyDual(alsoRefresh: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMoneyPost<DualBuyInput, InvestOrderView>('/dual/buyDual', () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: investQueries.all() }), alsoRefresh()]),
  );
}
