import { ApiError, HttpError } from './api-client';

/**
 * Idempotency keys for money-moving POSTs. One key per submission attempt; a retry of the same
 * submission whose outcome is unknown (timeout, lost connection, server error) reuses it, so the
 * server applies the money movement once however often the button is pressed.
 */
export interface SubmissionKey {
  /** What was submitted, so a changed form gets a new key. */
  fingerprint: string;
  key: string;
}

/** 32 hex characters from the browser's CSPRNG (available on plain http too, unlike randomUUID). */
export function randomIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A stable text for a request body, whatever the order of its fields. */
export function fingerprintOf(input: Record<string, unknown>): string {
  return JSON.stringify(
    Object.keys(input)
      .sort()
      .map((key) => [key, input[key]]),
  );
}

/** The key to send: the pending one when this is the same submission again, else a new one. */
export function keyForSubmission(
  pending: SubmissionKey | null,
  fingerprint: string,
  makeKey: () => string = randomIdempotencyKey,
): SubmissionKey {
  return pending && pending.fingerprint === fingerprint ? pending : { fingerprint, key: makeKey() };
}

/** True when we cannot know whether the server applied the request. */
export function isOutcomeUnknown(error: unknown): boolean {
  if (error instanceof HttpError) return error.status >= 500;
  return error instanceof ApiError && error.type === 'network';
}

/**
 * After an attempt: keep the key only while the outcome is unknown. A success, or an answer that
 * the server refused it, ends the submission; the next press is a new one.
 */
export function settleSubmissionKey(
  pending: SubmissionKey | null,
  error: unknown,
): SubmissionKey | null {
  return error !== null && error !== undefined && isOutcomeUnknown(error) ? pending : null;
}
