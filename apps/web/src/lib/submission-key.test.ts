import { describe, expect, it } from 'vitest';

import { ApiError, HttpError } from './api-client';
import {
  fingerprintOf,
  keyForSubmission,
  randomIdempotencyKey,
  settleSubmissionKey,
} from './submission-key';

let counter = 0;
const makeKey = () => `key-${++counter}`;

describe('idempotency keys', () => {
  it('makes keys the server accepts', () => {
    const key = randomIdempotencyKey();
    expect(key).toMatch(/^[a-f0-9]{32}$/);
    expect(randomIdempotencyKey()).not.toBe(key);
  });

  it('fingerprints a body whatever the field order', () => {
    expect(fingerprintOf({ a: 1, b: '2' })).toBe(fingerprintOf({ b: '2', a: 1 }));
    expect(fingerprintOf({ a: 1 })).not.toBe(fingerprintOf({ a: 2 }));
  });

  it('reuses the key when the same submission is retried after a lost connection', () => {
    const first = keyForSubmission(null, 'f', makeKey);
    const kept = settleSubmissionKey(first, new ApiError('TIMEOUT', 'timed out', 'network'));
    expect(kept).toBe(first);
    expect(keyForSubmission(kept, 'f', makeKey).key).toBe(first.key);
  });

  it('reuses the key after a server error, whose outcome is unknown', () => {
    const first = keyForSubmission(null, 'f', makeKey);
    const error = new HttpError(new Response(null, { status: 502 }), null, 'bad gateway');
    expect(settleSubmissionKey(first, error)).toBe(first);
  });

  it('starts a new submission after a success or a refusal', () => {
    const first = keyForSubmission(null, 'f', makeKey);
    expect(settleSubmissionKey(first, undefined)).toBeNull();
    expect(settleSubmissionKey(first, new ApiError('INSUFFICIENT_BALANCE', 'no'))).toBeNull();
    const refused = new HttpError(new Response(null, { status: 400 }), null, 'bad request');
    expect(settleSubmissionKey(first, refused)).toBeNull();
  });

  it('gives a changed form a new key', () => {
    const first = keyForSubmission(null, 'f', makeKey);
    expect(keyForSubmission(first, 'g', makeKey).key).not.toBe(first.key);
  });
});
