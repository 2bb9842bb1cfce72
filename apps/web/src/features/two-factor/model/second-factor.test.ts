import { describe, expect, it } from 'vitest';

import { secondFactorBody } from './second-factor';

describe('secondFactorBody', () => {
  it('sends the app code, or the recovery code, trimmed; nothing when empty', () => {
    expect(secondFactorBody({ recovery: false, code: ' 123456 ' })).toEqual({
      totp_code: '123456',
    });
    expect(secondFactorBody({ recovery: true, code: 'abcd-efgh' })).toEqual({
      recovery_code: 'abcd-efgh',
    });
    expect(secondFactorBody({ recovery: false, code: '  ' })).toEqual({});
  });
});
