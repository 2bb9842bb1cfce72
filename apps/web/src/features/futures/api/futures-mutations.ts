import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  LeverBatchCloseInput,
  LeverBatchCloseView,
  LeverPositionView,
  LeverSetStopInput,
  LeverSubmitInput,
  OrderIdInput,
} from '@meridian/contract';

import { api } from '../../../lib/api-client';
import { futuresQueries } from './futures-queries';

/**
 * A futures POST that moves money. Afterwards every futures read is refreshed, success or not,
 * because a request that timed out may still have been applied; `onMoneyMoved` lets the page
 * refresh the wallet too.
 */
function useFuturesMutation<TVariables, TData>(
  send: (variables: TVariables) => Promise<TData>,
  onMoneyMoved?: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => {
      onMoneyMoved?.();
      return queryClient.invalidateQueries({ queryKey: futuresQueries.all() });
    },
  });
}

export interface OpenPositionVariables {
  input: LeverSubmitInput;
  /** One per submission; the same key again when retrying one whose outcome is unknown. */
  idempotencyKey: string;
}

/** POST /lever/submit: open a position (market) or place a limit entry. */
export const useOpenPosition = (onMoneyMoved?: () => void) =>
  useFuturesMutation(
    ({ input, idempotencyKey }: OpenPositionVariables) =>
      api.post<LeverPositionView>('/lever/submit', input, { idempotencyKey }),
    onMoneyMoved,
  );

/** POST /lever/close: close one open position at the current price. */
export const useClosePosition = (onMoneyMoved?: () => void) =>
  useFuturesMutation(
    (id: OrderIdInput['id']) => api.post<LeverPositionView>('/lever/close', { id }),
    onMoneyMoved,
  );

/** POST /lever/cancel: cancel a pending limit entry (its frozen margin and fee come back). */
export const useCancelEntry = (onMoneyMoved?: () => void) =>
  useFuturesMutation((id: OrderIdInput['id']) => api.post('/lever/cancel', { id }), onMoneyMoved);

/** POST /lever/batch_close: type 0 all, 1 longs only, 2 shorts only. */
export const useBatchClose = (onMoneyMoved?: () => void) =>
  useFuturesMutation(
    (type: LeverBatchCloseInput['type']) =>
      api.post<LeverBatchCloseView>('/lever/batch_close', { type }),
    onMoneyMoved,
  );

/** POST /lever/setstop: take-profit and stop-loss of an open position (an empty price clears one). */
export const useSetStops = () =>
  useFuturesMutation((variables: LeverSetStopInput) =>
    api.post<LeverPositionView>('/lever/setstop', { ...variables }),
  );
