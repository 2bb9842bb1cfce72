import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ErrorCode, type ConversionView } from '@meridian/contract';

import { walletQueries } from '../../../features/wallet/api/wallet-queries';
import { api, errorMessage, isApiError } from '../../../lib/api-client';
import {
  fingerprintOf,
  keyForSubmission,
  settleSubmissionKey,
  type SubmissionKey,
} from '../../../lib/submission-key';
import { showToast } from '../../../lib/toast';

/** The body of POST /user/Transfer at a held quote: the quote's own request and its id. */
export type ConvertAtQuote = {
  number: string;
  from_currency_id: number;
  to_currency_id: number;
  quote_id: number;
};

/** The server refused the quote (lapsed, used, or not this conversion's): nothing moved. */
export const isQuoteRefusal = (error: unknown) =>
  isApiError(error, ErrorCode.QUOTE_EXPIRED) || isApiError(error, ErrorCode.QUOTE_INVALID);

/**
 * POST /user/Transfer as `useMoneyPost` sends money (one Idempotency-Key per submission, every
 * wallet read refreshed afterwards), except that a refused quote is told in the confirmation
 * sheet rather than in a toast over it; any other failure is toasted as usual.
 */
export function useConvertAtQuote() {
  const queryClient = useQueryClient();
  const pending = useRef<SubmissionKey | null>(null);
  return useMutation({
    mutationFn: (input: ConvertAtQuote) => {
      pending.current = keyForSubmission(pending.current, fingerprintOf(input));
      return api.post<ConversionView>('/user/Transfer', input, {
        idempotencyKey: pending.current.key,
        silent: true,
      });
    },
    onError: (error) => {
      if (!isQuoteRefusal(error)) showToast(errorMessage(error));
    },
    onSettled: (_data, error) => {
      pending.current = settleSubmissionKey(pending.current, error);
      return queryClient.invalidateQueries({ queryKey: walletQueries.all() });
    },
  });
}
