import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';

import { subscribeSocket } from '../../../lib/socket';
import { walletQueries } from '../api/wallet-queries';

/**
 * Keeps every wallet read current: the server sends `balance` to the user's room whenever one of
 * their balances changes (a deposit confirmed, a withdrawal paid …), and the reads are refetched.
 * Pages call this; components only read the queries.
 */
export function useLiveBalances(enabled = true): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return undefined;
    return subscribeSocket({}, 'balance', () => {
      void queryClient.invalidateQueries({ queryKey: walletQueries.all() });
    });
  }, [queryClient, enabled]);
}
