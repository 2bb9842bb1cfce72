import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CoinTradeInput, OrderIdInput, SpotOrderView } from '@meridian/contract';

import { api, type Params } from '../../../lib/api-client';
// The wallet's idempotency-key rules, shared by every money-moving form (to move to lib/).
import {
  fingerprintOf,
  keyForSubmission,
  settleSubmissionKey,
  type SubmissionKey,
} from '../../../lib/submission-key';
import { spotQueries } from './spot-queries';

/**
 * A POST that moves money, as the wallet's money forms send them: one `Idempotency-Key` per
 * submission, reused only when the same body is sent again after an unknown outcome (timeout,
 * lost connection, server error), so the server applies it once however often the button is
 * pressed. Afterwards the spot reads and `refresh` (the balances) are read again, success or
 * not, because a timed-out request may still have placed the order.
 */
function useSpotMoneyMutation<TInput extends Params, TResult>(path: string, refresh: () => void) {
  const queryClient = useQueryClient();
  const pending = useRef<SubmissionKey | null>(null);
  return useMutation({
    mutationFn: (input: TInput) => {
      pending.current = keyForSubmission(pending.current, fingerprintOf(input));
      return api.post<TResult>(path, input, { idempotencyKey: pending.current.key });
    },
    onSettled: (_data, error) => {
      pending.current = settleSubmissionKey(pending.current, error);
      refresh();
      return queryClient.invalidateQueries({ queryKey: spotQueries.all() });
    },
  });
}

/** POST /coin/trade: a market order fills now at the platform's quote; a limit order waits. */
export const usePlaceOrder = (refresh: () => void) =>
  useSpotMoneyMutation<CoinTradeInput, SpotOrderView>('/coin/trade', refresh);

/** POST /coin/cancel: an open order is cancelled and what it held frozen is released. */
export const useCancelOrder = (refresh: () => void) =>
  useSpotMoneyMutation<OrderIdInput, SpotOrderView>('/coin/cancel', refresh);
