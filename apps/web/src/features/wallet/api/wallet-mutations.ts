import { useQueryClient } from '@tanstack/react-query';
import type { AccountTransferView, DepositRequestView, WithdrawalView } from '@meridian/contract';

import type { Params } from '../../../lib/api-client';
import type { toChargeRequestInput } from '../model/deposit-form';
import { useMoneyPost } from '../../../lib/use-money-post';
import type { toTransferInput } from '../model/transfer-form';
import type { toWithdrawInput } from '../model/withdraw-form';
import { walletQueries } from './wallet-queries';

/** A money-moving POST (`useMoneyPost`) after which every wallet read is read again. */
function useMoneyMutation<TInput extends Params, TResult>(path: string) {
  const queryClient = useQueryClient();
  return useMoneyPost<TInput, TResult>(path, () =>
    queryClient.invalidateQueries({ queryKey: walletQueries.all() }),
  );
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
