import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MicroSubmitInput, OptionOrderView } from '@meridian/contract';

import { api } from '../../../lib/api-client';
import {
  fingerprintOf,
  keyForSubmission,
  settleSubmissionKey,
  type SubmissionKey,
} from '../../../lib/submission-key';
import { optionsQueries } from './options-queries';

/**
 * POST /microtrade/submit with an `Idempotency-Key`: one key per confirmation, reused only when
 * the same order is sent again after an unknown outcome (timeout, lost connection), so a stake is
 * taken once however often the button is pressed. The new order seeds its result query, and
 * every options read (orders, the account's available) is read again afterwards.
 */
export function useSubmitOption() {
  const queryClient = useQueryClient();
  const pending = useRef<SubmissionKey | null>(null);
  return useMutation({
    mutationFn: (input: MicroSubmitInput) => {
      pending.current = keyForSubmission(pending.current, fingerprintOf({ ...input }));
      return api.post<OptionOrderView>(
        '/microtrade/submit',
        { ...input },
        { idempotencyKey: pending.current.key },
      );
    },
    onSuccess: (order) => {
      if (order && typeof order.id === 'number' && typeof order.handled_at === 'number') {
        queryClient.setQueryData(optionsQueries.result(order.id).queryKey, order);
      }
    },
    onSettled: (_data, error) => {
      pending.current = settleSubmissionKey(pending.current, error);
      return queryClient.invalidateQueries({
        queryKey: optionsQueries.all(),
        predicate: (query) => query.queryKey[1] !== 'result' && query.queryKey[1] !== 'durations',
      });
    },
  });
}
