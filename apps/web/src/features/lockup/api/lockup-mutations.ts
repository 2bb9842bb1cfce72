import { useQueryClient } from '@tanstack/react-query';
import type { LockupOrderView } from '@meridian/contract';

import { useMoneyPost } from '../../../lib/use-money-post';
import type { DepositInput, RedeemInput } from '../model/deposit';
import { lockupQueries } from './lockup-queries';

/**
 * Afterwards (success or not: a request that timed out may still have moved money) every lock-up
 * read is read again; `onMoneyMoved` lets the page refresh the wallet too.
 */
function useRefresh(onMoneyMoved?: () => unknown) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: lockupQueries.all() }),
      onMoneyMoved?.(),
    ]);
}

/** POST /lh/deposit: locks the amount up. */
export function useDeposit(onMoneyMoved?: () => unknown) {
  return useMoneyPost<DepositInput, LockupOrderView>('/lh/deposit', useRefresh(onMoneyMoved));
}

/** POST /lh/deposit/order/cancel: early redemption of one order, at the penalty shown. */
export function useRedeem(onMoneyMoved?: () => unknown) {
  return useMoneyPost<RedeemInput, LockupOrderView>(
    '/lh/deposit/order/cancel',
    useRefresh(onMoneyMoved),
  );
}
