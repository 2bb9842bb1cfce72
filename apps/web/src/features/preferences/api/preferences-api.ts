import { useMutation } from '@tanstack/react-query';
import type { Fiat, Language } from '@meridian/contract';

import { api } from '../../../lib/api-client';
import { setFiat } from '../../../lib/fiat';
import { setLanguage } from '../../../lib/i18n';
import { isLoggedIn } from '../../../lib/session';

/**
 * Preferences apply on this device at once; when logged in they are saved to the account too
 * (POST /user/setting). A failed save keeps the local choice and the client shows the error.
 */
export async function changeLanguage(language: Language): Promise<void> {
  await setLanguage(language);
  if (isLoggedIn()) await api.post('/user/setting', { language });
}

export async function changeFiat(fiat: Fiat): Promise<void> {
  setFiat(fiat);
  if (isLoggedIn()) await api.post('/user/setting', { fiat });
}

export const useChangeLanguage = () => useMutation({ mutationFn: changeLanguage });
export const useChangeFiat = () => useMutation({ mutationFn: changeFiat });
