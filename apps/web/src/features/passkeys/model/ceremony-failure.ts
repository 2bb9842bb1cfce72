import { translate } from '../../../lib/i18n';
import { showToast } from '../../../lib/toast';
import { PasskeyCeremonyError } from './ceremony';

/**
 * Tells the person why a passkey step stopped. The API client already showed a server refusal
 * (a wrong pay password, an expired request); a browser's reason is said here.
 */
export function showCeremonyFailure(error: unknown): void {
  if (!(error instanceof PasskeyCeremonyError)) return;
  const key = {
    cancelled: 'auth.passkeyCancelled',
    unsupported: 'auth.passkeyUnsupported',
    exists: 'auth.passkeyExists',
    failed: 'auth.passkeyFailed',
  } as const;
  showToast(translate(key[error.reason]));
}
