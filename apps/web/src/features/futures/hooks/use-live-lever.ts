import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LeverClosedEvent, LeverTradeEvent } from '@meridian/contract';

import { subscribeSocket } from '../../../lib/socket';
import { useLatest } from '../../../lib/use-latest';
import { futuresQueries } from '../api/futures-queries';
import { applyLeverTrade } from '../model/positions';

/**
 * Keeps the lever account current from the user's room: `lever_trade` (account, positions, live
 * P/L and risk rate) patches the cached /lever/dealall answer without a request; `lever_closed`
 * hands the closed position to `onClosed` (the page toasts the reason) and refetches the reads.
 * Pages call this; components only read the queries.
 */
export function useLiveLever(
  owner: number | null,
  onClosed?: (event: LeverClosedEvent) => void,
): void {
  const queryClient = useQueryClient();
  const closedHandler = useLatest(onClosed);
  useEffect(() => {
    if (owner === null) return undefined;
    const key = futuresQueries.account(owner).queryKey;
    const stopTrade = subscribeSocket({}, 'lever_trade', (event: LeverTradeEvent) => {
      queryClient.setQueryData(key, (cached) => applyLeverTrade(cached, event));
    });
    const stopClosed = subscribeSocket({}, 'lever_closed', (event: LeverClosedEvent) => {
      closedHandler.current?.(event);
      void queryClient.invalidateQueries({ queryKey: futuresQueries.all() });
    });
    return () => {
      stopTrade();
      stopClosed();
    };
  }, [queryClient, owner, closedHandler]);
}
