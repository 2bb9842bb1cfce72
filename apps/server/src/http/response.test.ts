import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { okResponse, page, view } from './response.js';

const profile = okResponse(view({ id: z.number(), email: z.string().nullable() }))[200];

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('okResponse', () => {
  it('keeps the fields the schema does not name', () => {
    const answer = { type: 'ok', message: { id: 1, email: null, extra: { deep: [1, 2] } } };
    expect(profile.parse(answer)).toEqual(answer);
  });

  it('keeps a failure answered with status 200 as it is', () => {
    const failure = { type: 'error', message: 'Too small', code: 'PARAMETER_ERROR', field: 'page' };
    expect(profile.parse(failure)).toEqual(failure);
    expect(profile.parse({ type: '999', message: 'Log in', code: 'SESSION_INVALID' })).toEqual({
      type: '999',
      message: 'Log in',
      code: 'SESSION_INVALID',
    });
  });

  it('keeps the rows of a page whole', () => {
    const rows = okResponse(page(view({ id: z.number() })))[200];
    const answer = {
      type: 'ok',
      message: {
        data: [{ id: 1, more: 'x' }],
        current_page: 1,
        per_page: 10,
        total: 1,
        last_page: 1,
      },
    };
    expect(rows.parse(answer)).toEqual(answer);
  });

  it('fails an answer that does not match its schema under the test runner', () => {
    expect(() => profile.parse({ type: 'ok', message: { id: 'one' } })).toThrow(
      /does not match its response schema/,
    );
  });

  it('sends such an answer unchanged outside the test runner', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.resetModules();
    const fresh = await import('./response.js');
    const schema = fresh.okResponse(fresh.view({ id: z.number() }))[200];
    const answer = { type: 'ok', message: { id: 'one', other: true } };
    const reports: unknown[] = [];
    fresh.onResponseDrift((issues) => reports.push(issues));
    expect(schema.parse(answer)).toEqual(answer);
    expect(schema.parse(answer)).toEqual(answer);
    // Reported once, not once per answer.
    expect(reports).toHaveLength(1);
  });
});
