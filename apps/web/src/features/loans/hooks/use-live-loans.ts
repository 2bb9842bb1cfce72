import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LoanSocketEvent } from '@meridian/contract';

import { subscribeSocket } from '../../../lib/socket';
import { loanQueries } from '../api/loan-queries';

/**
 * Keeps the loans current from the user's room: the engine's `loan` event (a margin call, a
 * liquidation) has every loan read again; `onEvent` lets the page say so at once.
 */
export function useLiveLoans(owner: number | null, onEvent?: (event: LoanSocketEvent) => void) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (owner === null) return undefined;
    return subscribeSocket({}, 'loan', (event: LoanSocketEvent) => {
      void queryClient.invalidateQueries({ queryKey: loanQueries.all() });
      onEvent?.(event);
    });
  }, [queryClient, owner, onEvent]);
}
