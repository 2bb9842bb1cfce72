import { randomBytes } from 'node:crypto';

import { generateSecret, generateURI, verify } from 'otplib';

/*
 * TOTP (RFC 6238, otplib) as operators and users both use it: a new secret with its otpauth URI,
 * checking a code against a secret (answering the time step it matched, so the caller can refuse
 * a replay by keeping the last accepted step), and recovery codes. Storage, sealing and attempt
 * limits stay with the domain that owns the second factor.
 */

/** Five wrong codes lock the second factor for 15 minutes, apart from the password's own count. */
export const TOTP_LIMITS = { maxAttempts: 5, lockMs: 15 * 60 * 1000 };
/** One step of 30 s either side: an authenticator's clock a little off still works. */
export const TOTP_TOLERANCE_SECONDS = 30;

/** A new base32 secret and the otpauth:// URI an authenticator app reads from a QR code. */
export function newTotpSecret(issuer: string, label: string): { secret: string; uri: string } {
  const secret = generateSecret();
  return { secret, uri: generateURI({ issuer, label, secret }) };
}

/**
 * The time step `token` matched for `secret` (within one step either side), or null; a token that
 * is not six digits is a miss, not an error.
 */
export async function matchTotpStep(secret: string, token: string): Promise<number | null> {
  if (!/^\d{6}$/.test(token)) return null;
  const result = await verify({ secret, token, epochTolerance: TOTP_TOLERANCE_SECONDS });
  // TOTP answers the time step it matched (HOTP's results, in the same union, have none).
  if (!result.valid || !('timeStep' in result)) return null;
  return result.timeStep;
}

/** `xxxxx-xxxxx`, 50 bits from the CSPRNG, easy to read aloud or type. */
export function recoveryCode(): string {
  const text = randomBytes(8).readBigUInt64BE().toString(36).padStart(10, '0').slice(-10);
  return `${text.slice(0, 5)}-${text.slice(5)}`;
}
