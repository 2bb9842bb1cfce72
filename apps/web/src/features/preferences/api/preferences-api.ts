import { useMutation } from '@tanstack/react-query';
import type { Fiat, Language, PriceColours, UserView } from '@meridian/contract';

import { api } from '../../../lib/api-client';
import { setFiat } from '../../../lib/fiat';
import { setLanguage } from '../../../lib/i18n';
import { setPriceColours } from '../../../lib/price-colours';
import { isLoggedIn, setUser } from '../../../lib/session';

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

/** null goes back to the language's default (red-up for zh and hk). */
export async function changePriceColours(colours: PriceColours | null): Promise<void> {
  setPriceColours(colours);
  if (!isLoggedIn()) return;
  // The answer is the account as saved: the session's copy must not bring the old choice back.
  setUser(await api.post<UserView>('/user/setting', { price_colours: colours ?? 'auto' }));
}

export const useChangeLanguage = () => useMutation({ mutationFn: changeLanguage });
export const useChangeFiat = () => useMutation({ mutationFn: changeFiat });
export const useChangePriceColours = () => useMutation({ mutationFn: changePriceColours });
