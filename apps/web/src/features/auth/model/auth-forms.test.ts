import { describe, expect, it } from 'vitest';

import { detectAccountKind, normaliseAreaCode, validateAccount } from './account';
import { toLoginInput, validateLoginForm } from './login-form';
import {
  inviteCodeFromSearch,
  toRegisterInput,
  validateInviteCode,
  validateRegisterForm,
  type RegisterFormValues,
} from './register-form';
import { toForgetInput, validateResetPasswordForm } from './reset-password-form';

const register: RegisterFormValues = {
  kind: 'email',
  account: 'new@example.com',
  areaCode: '86',
  code: '123456',
  password: 'Secret12',
  rePassword: 'Secret12',
  inviteCode: '',
};

describe('accounts', () => {
  it.each([
    ['email', '', '86', 'REQUIRED'],
    ['email', 'a@b', '86', 'EMAIL_INVALID'],
    ['email', ' demo@example.com ', '86', undefined],
    ['mobile', '12345678901', '86', 'MOBILE_INVALID'],
    ['mobile', '13812345678', '86', undefined],
    ['mobile', '12345', '44', undefined],
    ['mobile', '1234', '44', 'MOBILE_INVALID'],
  ] as const)('%s %j in area %s → %s', (kind, account, area, expected) => {
    expect(validateAccount(kind, account, area)).toBe(expected);
  });

  it('guesses the account kind and normalises "+86"', () => {
    expect(detectAccountKind('a@b.co')).toBe('email');
    expect(detectAccountKind('13812345678')).toBe('mobile');
    expect(normaliseAreaCode('+86')).toBe('86');
  });
});

describe('login form', () => {
  it('requires the account and the password', () => {
    expect(
      validateLoginForm({ kind: 'email', account: '', areaCode: '86', password: '', stay: true }),
    ).toEqual({ account: 'REQUIRED', password: 'REQUIRED' });
  });

  it('does not judge the length of an existing password', () => {
    expect(
      validateLoginForm({
        kind: 'email',
        account: 'demo@example.com',
        areaCode: '86',
        password: '1',
        stay: false,
      }),
    ).toEqual({});
  });

  it('sends area_code only for a mobile login', () => {
    expect(
      toLoginInput({
        kind: 'email',
        account: ' demo@example.com ',
        areaCode: '86',
        password: 'p',
        stay: true,
      }),
    ).toEqual({
      user_string: 'demo@example.com',
      password: 'p',
      area_code: undefined,
      stay: true,
    });
    expect(
      toLoginInput({
        kind: 'mobile',
        account: '13812345678',
        areaCode: '+86',
        password: 'p',
        stay: false,
      }).area_code,
    ).toBe('86');
  });
});

describe('register form', () => {
  it('accepts a complete email registration', () => {
    expect(validateRegisterForm(register)).toEqual({});
  });

  it('rejects a short password, a mismatched confirmation and a bad code', () => {
    expect(
      validateRegisterForm({
        ...register,
        password: 'short',
        rePassword: 'shorter1',
        code: '12345',
      }),
    ).toEqual({
      password: 'PASSWORD_LENGTH',
      rePassword: 'PASSWORD_MISMATCH',
      code: 'CODE_FORMAT',
    });
  });

  it('needs more than six characters: 6 fails, 7 passes', () => {
    expect(
      validateRegisterForm({ ...register, password: '123456', rePassword: '123456' }).password,
    ).toBe('PASSWORD_LENGTH');
    expect(
      validateRegisterForm({ ...register, password: '1234567', rePassword: '1234567' }),
    ).toEqual({});
  });

  it('treats the invite code as optional but checks its shape', () => {
    expect(validateInviteCode('')).toBeUndefined();
    expect(validateInviteCode('ABC123')).toBeUndefined();
    expect(validateInviteCode('AB')).toBe('INVITE_CODE_INVALID');
    expect(validateInviteCode('ABC-123')).toBe('INVITE_CODE_INVALID');
  });

  it('builds the POST /user/register body with wire names', () => {
    expect(
      toRegisterInput({
        ...register,
        kind: 'mobile',
        account: '13812345678',
        areaCode: '+86',
        inviteCode: 'abc123',
      }),
    ).toEqual({
      type: 'mobile',
      user_string: '13812345678',
      area_code: '86',
      code: '123456',
      password: 'Secret12',
      re_password: 'Secret12',
      extension_code: 'ABC123',
    });
    expect(toRegisterInput(register).extension_code).toBeUndefined();
  });

  it('reads the invite code from ?code= or ?invite=', () => {
    expect(inviteCodeFromSearch(new URLSearchParams('code=abc123'))).toBe('ABC123');
    expect(inviteCodeFromSearch(new URLSearchParams('invite=XYZ789'))).toBe('XYZ789');
    expect(inviteCodeFromSearch(new URLSearchParams(''))).toBe('');
  });
});

describe('reset password form', () => {
  const values = {
    kind: 'email' as const,
    account: 'demo@example.com',
    areaCode: '86',
    code: '654321',
    password: 'NewPass1',
    rePassword: 'NewPass1',
  };

  it('accepts a complete reset and builds POST /user/forget', () => {
    expect(validateResetPasswordForm(values)).toEqual({});
    expect(toForgetInput(values)).toEqual({
      account: 'demo@example.com',
      password: 'NewPass1',
      repassword: 'NewPass1',
      code: '654321',
    });
  });

  it('reports every missing field', () => {
    expect(
      validateResetPasswordForm({ ...values, account: '', code: '', password: '', rePassword: '' }),
    ).toEqual({
      account: 'REQUIRED',
      code: 'REQUIRED',
      password: 'REQUIRED',
      rePassword: 'REQUIRED',
    });
  });
});
