import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AccountTransferView,
  ConversionView,
  DepositRequestView,
  WithdrawalView,
} from '@meridian/contract';

import { api, type Params } from '../../../lib/api-client';
import type { toChargeRequestInput } from '../model/deposit-form';
import type { toConversionInput } from '../model/conversion-form';
import {
  fingerprintOf,
  keyForSubmission,
  settleSubmissionKey,
  type SubmissionKey,
} from '../../../lib/submission-key';
import type { toTransferInput } from '../model/transfer-form';
import type { toWithdrawInput } from '../model/withdraw-form';
import { walletQueries } from './wallet-queries';

/**
 * A POST that moves money: it carries an `Idempotency-Key` (reused when the same submission is
 * retried after an unknown outcome) and refreshes every wallet read afterwards, success or not,
 * because a timed-out request may still have moved the balance.
 */
function useMoneyMutation<TInput extends Params, TResult>(path: string) {
  const queryClient = useQueryClient();
  const pending = useRef<SubmissionKey | null>(null);
  return useMutation({
    mutationFn: (input: TInput) => {
      pending.current = keyForSubmission(pending.current, fingerprintOf(input));
      return api.post<TResult>(path, input, { idempotencyKey: pending.current.key });
    },
    onSettled: (_data, error) => {
      pending.current = settleSubmissionKey(pending.current, error);
      return queryClient.invalidateQueries({ queryKey: walletQueries.all() });
    },
  });
}

/** POST /wallet/charge_req: a deposit request with its payment voucher. */
export const useDepositRequest = () =>
  useMoneyMutation<ReturnType<typeof toChargeRequestInput>, DepositRequestView>(
    '/wallet/charge_req',
  );

/** POST /wallet/out: the amount is frozen until an operator pays or rejects it. */
export const useWithdraw = () =>
  useMoneyMutation<ReturnType<typeof toWithdrawInput>, WithdrawalView>('/wallet/out');

/** POST /wallet/change: between the user's own accounts. */
export const useAccountTransfer = () =>
  useMoneyMutation<ReturnType<typeof toTransferInput>, AccountTransferView>('/wallet/change');

/** POST /user/Transfer: one coin into another at the feed price. */
export const useConvert = () =>
  useMoneyMutation<ReturnType<typeof toConversionInput>, ConversionView>('/user/Transfer');
