import { useQueryClient } from '@tanstack/react-query';
import type { CoinTradeInput, OrderIdInput, SpotOrderView } from '@meridian/contract';

import type { Params } from '../../../lib/api-client';
import { useMoneyPost } from '../../../lib/use-money-post';
import { spotQueries } from './spot-queries';

/**
 * A money-moving POST (`useMoneyPost`) after which the spot reads and `refresh` (the balances)
 * are read again, success or not, because a timed-out request may still have placed the order.
 */
function useSpotMoneyMutation<TInput extends Params, TResult>(path: string, refresh: () => void) {
  const queryClient = useQueryClient();
  return useMoneyPost<TInput, TResult>(path, () => {
    refresh();
    return queryClient.invalidateQueries({ queryKey: spotQueries.all() });
  });
}

/** POST /coin/trade: a market order fills now at the platform's quote; a limit order waits. */
export const usePlaceOrder = (refresh: () => void) =>
  useSpotMoneyMutation<CoinTradeInput, SpotOrderView>('/coin/trade', refresh);

/** POST /coin/cancel: an open order is cancelled and what it held frozen is released. */
export const useCancelOrder = (refresh: () => void) =>
  useSpotMoneyMutation<OrderIdInput, SpotOrderView>('/coin/cancel', refresh);
