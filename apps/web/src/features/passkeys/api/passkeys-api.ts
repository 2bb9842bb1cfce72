import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PasskeyView, SecondFactorInput } from '@meridian/contract';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';

import { api, type Params } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { createPasskey, answerWithPasskey } from '../model/ceremony';

/** The caller's passkeys (issue #21 item 1). */
export const passkeyQueries = {
  all: () => ['passkeys'] as const,
  /** GET /user/passkey/list. */
  list: () =>
    queryOptions({
      queryKey: [...passkeyQueries.all(), 'list'] as const,
      queryFn: () => api.get<PasskeyView[]>('/user/passkey/list', undefined, { silent: true }),
    }),
};

/** The signed-in user's passkeys (empty while unknown or signed out). */
export function usePasskeys(): PasskeyView[] {
  const session = useSession();
  const list = useQuery({ ...passkeyQueries.list(), enabled: session.isLoggedIn });
  return list.data ?? [];
}

function usePasskeyMutation<TInput, TAnswer>(call: (input: TInput) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeyQueries.all() }),
  });
}

/**
 * Adds a passkey: the pay password (and code) unlock the options, the browser makes the passkey,
 * the server keeps it.
 */
export const useAddPasskey = () =>
  usePasskeyMutation(async (input: { payPassword: string; name: string } & SecondFactorInput) => {
    const { payPassword, name, ...secondFactor } = input;
    const options = await api.post<PublicKeyCredentialCreationOptionsJSON>(
      '/user/passkey/options',
      { pay_password: payPassword, ...secondFactor },
    );
    const credential = await createPasskey(options);
    return api.post<PasskeyView>('/user/passkey/add', {
      credential,
      ...(name.trim() ? { name: name.trim() } : {}),
    });
  });

/** POST /user/passkey/rename. */
export const useRenamePasskey = () =>
  usePasskeyMutation((input: { id: number; name: string }) =>
    api.post('/user/passkey/rename', input),
  );

/** POST /user/passkey/remove, with the code when two-factor is on. */
export const useRemovePasskey = () =>
  usePasskeyMutation((input: { id: number } & SecondFactorInput) =>
    api.post('/user/passkey/remove', { ...input }),
  );

/** Signs in with any passkey of this site on the device: the session token. */
export async function signInWithPasskey(stay: boolean): Promise<string> {
  const options = await api.post<PublicKeyCredentialRequestOptionsJSON>(
    '/user/login/passkey_options',
    { stay: stay ? 1 : 0 },
  );
  const credential = await answerWithPasskey(options);
  return api.post<string>('/user/login/passkey', { credential, stay: stay ? 1 : 0 });
}

/**
 * One of the caller's passkeys confirming this withdrawal (its coin, amount and destination, as
 * /wallet/out will receive them): the `passkey` field of /wallet/out.
 */
export async function passkeyForWithdrawal(withdrawal: Params): Promise<string> {
  const options = await api.post<PublicKeyCredentialRequestOptionsJSON>(
    '/user/passkey/confirm_options',
    { purpose: 'withdraw', ...withdrawal },
  );
  return answerWithPasskey(options);
}
