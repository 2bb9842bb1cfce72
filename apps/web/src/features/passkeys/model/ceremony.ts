import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';

/*
 * The browser side of a passkey ceremony (issue #21 item 1). @simplewebauthn/browser is loaded
 * only when a ceremony starts, so no screen pays for it up front. Its answer goes to the server
 * as one JSON string field (`credential` or `passkey`).
 */

/** Why a ceremony ended without an answer: the person cancelled, or this browser cannot. */
export type CeremonyFailure = 'cancelled' | 'unsupported' | 'exists' | 'failed';

export class PasskeyCeremonyError extends Error {
  constructor(readonly reason: CeremonyFailure) {
    super(reason);
  }
}

/** Whether this browser has WebAuthn at all (passkeys need it, and a secure page). */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** navigator.credentials.create() with the server's options: the answer as JSON text. */
export async function createPasskey(optionsJSON: PublicKeyCredentialCreationOptionsJSON) {
  const { startRegistration } = await import('@simplewebauthn/browser');
  return JSON.stringify(await ceremony(() => startRegistration({ optionsJSON })));
}

/** navigator.credentials.get() with the server's options: the answer as JSON text. */
export async function answerWithPasskey(optionsJSON: PublicKeyCredentialRequestOptionsJSON) {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  return JSON.stringify(await ceremony(() => startAuthentication({ optionsJSON })));
}

async function ceremony<T>(run: () => Promise<T>): Promise<T> {
  if (!passkeysSupported()) throw new PasskeyCeremonyError('unsupported');
  try {
    return await run();
  } catch (error) {
    throw new PasskeyCeremonyError(failureOf(error));
  }
}

/** The browser's reasons, as the few a person can act on. */
export function failureOf(error: unknown): CeremonyFailure {
  const name = error instanceof Error ? error.name : '';
  const code = (error as { code?: string } | null)?.code;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'exists';
  // NotAllowedError: the person closed the prompt, or it timed out.
  if (name === 'NotAllowedError' || name === 'AbortError') return 'cancelled';
  if (name === 'NotSupportedError' || name === 'SecurityError') return 'unsupported';
  return 'failed';
}
