import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { KycInput, RealStateView } from '@meridian/contract';

import { api } from '../../../lib/api-client';

/** Identity verification (KYC) reads and writes. */
export const kycQueries = {
  all: () => ['kyc'] as const,
  state: () =>
    queryOptions({
      queryKey: [...kycQueries.all(), 'state'] as const,
      queryFn: () => api.get<RealStateView>('/real/state', undefined, { silent: true }),
      // An operator decides between visits; every visit shows the current state.
      staleTime: 0,
    }),
};

/** POST /user/real (level 1 or 2); the answer is the new state, with the level under audit. */
export function useSubmitKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: KycInput) => api.post<RealStateView>('/user/real', { ...input }),
    onSuccess: (state) => queryClient.setQueryData(kycQueries.state().queryKey, state),
  });
}
