import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PrimaryButton } from '../../../components/ui/primary-button';
import type { Params } from '../../../lib/api-client';
import { passkeyForWithdrawal, usePasskeys } from '../api/passkeys-api';
import { passkeysSupported } from '../model/ceremony';
import { showCeremonyFailure } from '../model/ceremony-failure';

/**
 * "Confirm with a passkey" in the withdrawal's last step, instead of typing the pay password;
 * shown only to someone holding a passkey, on a browser that can use it.
 */
export function PasskeyConfirm({
  withdrawal,
  onAnswer,
  submitting,
}: {
  /** The withdrawal's fields as /wallet/out receives them: the passkey confirms exactly these. */
  withdrawal: Params;
  /** The `passkey` field of /wallet/out. */
  onAnswer: (passkey: string) => void;
  submitting: boolean;
}) {
  const { t } = useTranslation();
  const passkeys = usePasskeys();
  const [busy, setBusy] = useState(false);
  if (passkeys.length === 0 || !passkeysSupported()) return null;

  async function confirm() {
    setBusy(true);
    try {
      onAnswer(await passkeyForWithdrawal(withdrawal));
    } catch (error) {
      showCeremonyFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <PrimaryButton fill="outline" loading={busy || submitting} onClick={() => void confirm()}>
      {t('passkeys.confirmWithPasskey')}
    </PrimaryButton>
  );
}
