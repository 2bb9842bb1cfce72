import { useQueryClient } from '@tanstack/react-query';
import type { IeoOrderView } from '@meridian/contract';

import { useMoneyPost } from '../../../lib/use-money-post';
import type { SubscribeInput } from '../model/subscribe';
import { ieoQueries } from './ieo-queries';

/**
 * POST /project/order: freezes the payment; afterwards every IEO read is read again, and what the
 * screen names in `alsoRefresh` (its balance).
 */
export function useSubscribe(alsoRefresh: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMoneyPost<SubscribeInput, IeoOrderView>('/project/order', () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: ieoQueries.all() }), alsoRefresh()]),
  );
}
