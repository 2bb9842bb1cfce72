import { describe, expect, it } from 'vitest';

import { toEditNicknameInput, validateAvatarFile, validateProfileForm } from './profile-form';
import {
  maskEmail,
  maskMobile,
  payPasswordCodeTarget,
  toPayPasswordInput,
  validateBindEmailForm,
  validateBindMobileForm,
  validatePayPasswordForm,
} from './security-forms';

describe('profile form (SPEC.md §5)', () => {
  it.each([
    ['', 'REQUIRED'],
    ['A', 'NICKNAME_LENGTH'],
    ['Ab', undefined],
    ['张三', undefined],
    ['abcdefghij', undefined],
    ['abcdefghijk', 'NICKNAME_LENGTH'],
    ['a b', 'NICKNAME_LENGTH'],
    ['neo!', 'SPECIAL_CHARACTERS'],
  ] as const)('nickname %j → %s', (nickname, expected) => {
    expect(validateProfileForm({ nickname, signature: '' }).nickname).toBe(expected);
  });

  it('checks the signature only when given: 2 to 30 characters', () => {
    expect(validateProfileForm({ nickname: 'Neo', signature: 'x' }).signature).toBe(
      'SIGNATURE_LENGTH',
    );
    expect(validateProfileForm({ nickname: 'Neo', signature: 'x'.repeat(31) }).signature).toBe(
      'SIGNATURE_LENGTH',
    );
    expect(validateProfileForm({ nickname: 'Neo', signature: 'Hi there' })).toEqual({});
    expect(validateProfileForm({ nickname: 'Neo', signature: '<b>hi</b>' }).signature).toBe(
      'SPECIAL_CHARACTERS',
    );
  });

  it('leaves an empty signature out of the request', () => {
    expect(toEditNicknameInput({ nickname: ' Neo ', signature: ' ' })).toEqual({
      nickname: 'Neo',
      signature: undefined,
    });
  });

  it('accepts one image file as an avatar', () => {
    expect(validateAvatarFile(null)).toBe('UPLOAD_MISSING');
    expect(validateAvatarFile({ type: 'application/pdf', size: 10 })).toBe('UPLOAD_NOT_IMAGE');
    expect(validateAvatarFile({ type: 'image/png', size: 11 * 1024 * 1024 })).toBe(
      'UPLOAD_TOO_LARGE',
    );
    expect(validateAvatarFile({ type: 'image/webp', size: 1000 })).toBeUndefined();
  });
});

describe('pay password form', () => {
  it('needs exactly six digits, confirmed, and a code', () => {
    expect(validatePayPasswordForm({ password: '12345', rePassword: '123456', code: '' })).toEqual({
      password: 'PAY_PASSWORD_FORMAT',
      code: 'REQUIRED',
      rePassword: 'PASSWORD_MISMATCH',
    });
    expect(
      validatePayPasswordForm({ password: '123456', rePassword: '123456', code: '111111' }),
    ).toEqual({});
    expect(
      toPayPasswordInput({ password: '123456', rePassword: '123456', code: ' 111111 ' }),
    ).toEqual({
      password: '123456',
      re_password: '123456',
      code: '111111',
    });
  });

  it('sends the code to the email first, else to the mobile', () => {
    expect(
      payPasswordCodeTarget({ email: 'a@b.co', mobile: '13812345678', area_code: '86' }),
    ).toEqual({ channel: 'email', email: 'a@b.co' });
    expect(payPasswordCodeTarget({ email: null, mobile: '13812345678', area_code: '852' })).toEqual(
      {
        channel: 'mobile',
        areaCode: '852',
        mobile: '13812345678',
      },
    );
    expect(payPasswordCodeTarget({ email: null, mobile: null, area_code: null })).toBeNull();
  });
});

describe('bind forms', () => {
  it('validates the mobile by its area and the code', () => {
    expect(validateBindMobileForm({ areaCode: '86', mobile: '123', code: '12' })).toEqual({
      mobile: 'MOBILE_INVALID',
      code: 'CODE_FORMAT',
    });
    expect(
      validateBindMobileForm({ areaCode: '86', mobile: '13812345678', code: '123456' }),
    ).toEqual({});
  });

  it('validates the email and the code', () => {
    expect(validateBindEmailForm({ email: 'nope', code: '123456' })).toEqual({
      email: 'EMAIL_INVALID',
    });
  });

  it('masks contact details for display', () => {
    expect(maskEmail('demo@example.com')).toBe('de***@example.com');
    expect(maskMobile('13812345678')).toBe('138****5678');
  });
});
