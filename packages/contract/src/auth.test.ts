import { describe, expect, it } from 'vitest';

import { editNicknameInputSchema, registerInputSchema } from './auth.js';

describe('request schemas keep wire names and name the failing rule', () => {
  it('register defaults to email and checks the password pair', () => {
    const ok = registerInputSchema.parse({
      user_string: 'a@b.co',
      code: '123456',
      password: 'Secret1',
      re_password: 'Secret1',
    });
    expect(ok.type).toBe('email');
    const bad = registerInputSchema.safeParse({
      user_string: 'a@b.co',
      code: '123456',
      password: 'Secret1',
      re_password: 'Secret2',
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({
      path: ['re_password'],
      message: 'PASSWORD_MISMATCH',
    });
  });

  it('edit nickname needs at least one of nickname or signature', () => {
    expect(editNicknameInputSchema.safeParse({}).success).toBe(false);
    expect(editNicknameInputSchema.safeParse({ signature: 'hello' }).success).toBe(true);
  });
});
