import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  LoginChallengeView,
  SecondFactorInput,
  TotpEnrolmentView,
  TotpStatusView,
} from '@meridian/contract';

import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** The caller's two-factor (issue #21 item 2). */
export const twoFactorQueries = {
  all: () => ['two-factor'] as const,
  /** GET /user/totp: on or off, and the recovery codes left. */
  status: () =>
    queryOptions({
      queryKey: [...twoFactorQueries.all(), 'status'] as const,
      queryFn: () => api.get<TotpStatusView>('/user/totp', undefined, { silent: true }),
      // A sign-in with a recovery code, on this device or another, changes it.
      staleTime: 0,
    }),
};

/** Whether the signed-in user has two-factor on (false while unknown or signed out). */
export function useTwoFactorOn(): boolean {
  const session = useSession();
  const status = useQuery({ ...twoFactorQueries.status(), enabled: session.isLoggedIn });
  return Boolean(status.data?.enabled);
}

/** Whether a login answer is the second step's challenge rather than a session token. */
export function isLoginChallenge(answer: unknown): answer is LoginChallengeView {
  return typeof answer === 'object' && answer !== null && 'challenge' in answer;
}

/** POST /user/login/verify: the challenge and a code, for the session token. */
export function verifyLogin(body: { challenge: string } & SecondFactorInput): Promise<string> {
  return api.post<string>('/user/login/verify', { ...body });
}

function useTwoFactorMutation<TInput, TAnswer>(call: (input: TInput) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorQueries.all() }),
  });
}

/** POST /user/totp/enrol: a new key, answered this once. */
export const useEnrolTwoFactor = () =>
  useTwoFactorMutation(() => api.post<TotpEnrolmentView>('/user/totp/enrol'));

/** POST /user/totp/confirm: the first code turns it on; the ten recovery codes, shown once. */
export const useConfirmTwoFactor = () =>
  useTwoFactorMutation((totpCode: string) =>
    api.post<{ recovery_codes: string[] }>('/user/totp/confirm', { totp_code: totpCode }),
  );

/** POST /user/totp/disable, with a code or a recovery code. */
export const useDisableTwoFactor = () =>
  useTwoFactorMutation((input: SecondFactorInput) =>
    api.post<string>('/user/totp/disable', { ...input }),
  );
