import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';

import { api, type Params } from './api-client';
import {
  fingerprintOf,
  keyForSubmission,
  settleSubmissionKey,
  type SubmissionKey,
} from './submission-key';

/**
 * A POST that moves money: one `Idempotency-Key` per submission, reused only when the same body
 * is sent again after an unknown outcome (timeout, lost connection, server error), so the server
 * applies it once however often the button is pressed. `afterSettled` runs afterwards, success or
 * not (it reads the balances again), because a timed-out request may still have moved money.
 */
export function useMoneyPost<TInput extends Params, TResult>(
  path: string,
  afterSettled: () => Promise<unknown> | void,
) {
  const pending = useRef<SubmissionKey | null>(null);
  return useMutation({
    mutationFn: (input: TInput) => {
      pending.current = keyForSubmission(pending.current, fingerprintOf(input));
      return api.post<TResult>(path, input, { idempotencyKey: pending.current.key });
    },
    onSettled: (_data, error) => {
      pending.current = settleSubmissionKey(pending.current, error);
      return afterSettled();
    },
  });
}
