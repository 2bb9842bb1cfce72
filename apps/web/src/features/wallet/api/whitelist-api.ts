import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SecondFactorInput, WhitelistView } from '@meridian/contract';

import { api } from '../../../lib/api-client';
import { walletQueries } from './wallet-queries';

/** The withdrawal whitelist (issue #21 item 3): its state, read under the wallet's keys. */
export const whitelistQuery = () =>
  queryOptions({
    queryKey: [...walletQueries.all(), 'whitelist'] as const,
    queryFn: () => api.post<WhitelistView>('/user/whitelist/info', undefined, { silent: true }),
    staleTime: 0,
  });

type WhitelistAction = 'on' | 'off' | 'cancel_off';

/**
 * Turns it on (at once), asks to turn it off (lands 24 h later) or cancels that request; on and
 * off take the pay password. Every wallet read is read again after.
 */
export function useWhitelistSwitch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      action,
      payPassword,
      secondFactor = {},
    }: {
      action: WhitelistAction;
      payPassword?: string;
      /** The two-factor code fields, when the user has it on. */
      secondFactor?: SecondFactorInput;
    }) =>
      api.post<WhitelistView>(
        `/user/whitelist/${action}`,
        payPassword ? { pay_password: payPassword, ...secondFactor } : undefined,
      ),
    onSuccess: (view) => {
      queryClient.setQueryData(whitelistQuery().queryKey, view);
      return queryClient.invalidateQueries({ queryKey: walletQueries.all() });
    },
  });
}
