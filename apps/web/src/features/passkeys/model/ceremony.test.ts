import { describe, expect, it } from 'vitest';

import { failureOf } from './ceremony';

describe('failureOf', () => {
  const named = (name: string, code?: string) =>
    Object.assign(new Error('x'), { name }, code ? { code } : {});

  it('tells a cancelled prompt, a browser that cannot, and a passkey already on the device', () => {
    expect(failureOf(named('NotAllowedError'))).toBe('cancelled');
    expect(failureOf(named('AbortError'))).toBe('cancelled');
    expect(failureOf(named('NotSupportedError'))).toBe('unsupported');
    expect(failureOf(named('SecurityError'))).toBe('unsupported');
    expect(failureOf(named('InvalidStateError', 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED'))).toBe(
      'exists',
    );
    expect(failureOf(new Error('boom'))).toBe('failed');
    expect(failureOf('nonsense')).toBe('failed');
  });
});
