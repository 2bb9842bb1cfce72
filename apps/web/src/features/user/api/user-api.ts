import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserView } from '@meridian/contract';

import { api } from '../../../lib/api-client';
import { setUser, useSession } from '../../../lib/session';
import { uploadPath } from '../../../lib/upload-path';
import type { toEditNicknameInput } from '../model/profile-form';
import type { toPayPasswordInput } from '../model/security-forms';

/** GET /user/info; the answer also refreshes the stored `user` (SPEC.md §3). */
export async function fetchUserInfo(): Promise<UserView> {
  const user = await api.get<UserView>('/user/info', undefined, { silent: true });
  setUser(user);
  return user;
}

export const userQueries = {
  all: () => ['user'] as const,
  info: () =>
    queryOptions({ queryKey: [...userQueries.all(), 'info'] as const, queryFn: fetchUserInfo }),
};

/** The logged-in user: the stored copy renders at once, the query refreshes it. */
export function useCurrentUser() {
  const session = useSession();
  const query = useQuery({
    ...userQueries.info(),
    enabled: session.isLoggedIn,
    placeholderData: session.user ?? undefined,
  });
  return { ...query, user: query.data ?? session.user, isLoggedIn: session.isLoggedIn };
}

function useUserMutation<TInput, TResult = unknown>(fn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueries.all() }),
  });
}

export const useEditProfile = () =>
  useUserMutation((input: ReturnType<typeof toEditNicknameInput>) =>
    api.post('/user/editNickname', { ...input }),
  );

/** Uploads the image (POST /upload → URL), then sets it as the avatar. */
export const useUploadAvatar = () =>
  useUserMutation(async (file: File) => {
    const url = await api.upload(file, file.name);
    await api.post('/user/uploadHeadPortrait', { head_portrait: uploadPath(url) });
    return url;
  });

export const useSetPayPassword = () =>
  useUserMutation((input: ReturnType<typeof toPayPasswordInput>) =>
    api.post('/safe/update_password', { ...input }),
  );

export const useBindMobile = () =>
  useUserMutation((input: { area_code: string; mobile: string; code: string }) =>
    api.post('/safe/mobile', { ...input }),
  );

export const useBindEmail = () =>
  useUserMutation((input: { email: string; code: string }) =>
    api.post('/safe/email', { ...input }),
  );
