import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

import { failure } from './money.js';
import type { TestApp } from './test-app.js';

/** What the input-bounds tests (audit #11 items 10 and 11) of every money endpoint share. */

/** 10^18: one digit more than numeric(36, 18) holds. */
export const TEN_TO_18 = '1000000000000000000';
/** Fits numeric(36, 18) itself, but not beyond the contract's 15 integer digits. */
export const JUST_BELOW_10_TO_18 = '999999999999999999.5';
/** Amounts and prices no money column may take. */
export const OVERSIZED = [TEN_TO_18, JUST_BELOW_10_TO_18];

/** A POST with a JSON body, so that values keep their JSON types (true, [[1]], 3.5). */
export function postJson(
  t: TestApp,
  url: string,
  body: unknown,
  token: string,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', authorization: token },
  });
}

/**
 * A refusal as the screens receive it: an error envelope on HTTP 200 (not a 500) that matches
 * `expected` (an error code, or fields of the envelope); `label` names the case on failure.
 */
export function expectRefused(
  res: LightMyRequestResponse,
  expected: string | Record<string, unknown>,
  label?: string,
) {
  expect(res.statusCode, label).toBe(200);
  const body = failure(res);
  const fields = typeof expected === 'string' ? { code: expected } : expected;
  expect(body, label).toMatchObject({ type: 'error', ...fields });
  return body;
}

/** A refusal (see `expectRefused`) whose message is translated, not the bare code. */
export function expectTranslatedRefusal(
  res: LightMyRequestResponse,
  expected: string | Record<string, unknown>,
  label?: string,
) {
  const body = expectRefused(res, expected, label);
  expect(body.message, label).not.toMatch(/^[A-Z_]+$/);
  return body;
}
