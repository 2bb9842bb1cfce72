import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PrimaryButton } from '../../../components/ui/primary-button';
import { signInWithPasskey } from '../api/passkeys-api';
import { passkeysSupported } from '../model/ceremony';
import { showCeremonyFailure } from '../model/ceremony-failure';

/**
 * "Sign in with a passkey" on the login screen: the device offers its passkeys for this site, and
 * the one chosen signs in (its fingerprint, face or PIN is the second factor). Hidden where the
 * browser has no WebAuthn.
 */
export function PasskeySignIn({
  stay,
  onSignedIn,
}: {
  stay: boolean;
  onSignedIn: (token: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  if (!passkeysSupported()) return null;

  async function signIn() {
    setBusy(true);
    try {
      await onSignedIn(await signInWithPasskey(stay));
    } catch (error) {
      showCeremonyFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <PrimaryButton fill="outline" loading={busy} onClick={() => void signIn()}>
      {t('auth.passkeySignIn')}
    </PrimaryButton>
  );
}
