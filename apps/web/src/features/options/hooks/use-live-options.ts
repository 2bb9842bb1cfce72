import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';

import { subscribeSocket } from '../../../lib/socket';
import { optionsQueries } from '../api/options-queries';

/**
 * Keeps the options reads current from the user's private socket room: `microtrade_settled`
 * carries the settled order with the ticks that decided it (it replaces that order's result and
 * refreshes the lists), and `balance` refreshes the options account's available. Pages call this;
 * components only read the queries.
 */
export function useLiveOptions(enabled = true): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return undefined;
    const refresh = (what: 'orders' | 'payable') =>
      void queryClient.invalidateQueries({ queryKey: [...optionsQueries.all(), what] });
    const stopSettled = subscribeSocket({}, 'microtrade_settled', (order) => {
      queryClient.setQueryData(optionsQueries.result(order.id).queryKey, order);
      refresh('orders');
      refresh('payable');
    });
    const stopBalance = subscribeSocket({}, 'balance', () => refresh('payable'));
    return () => {
      stopSettled();
      stopBalance();
    };
  }, [queryClient, enabled]);
}
