import type { ErrorCode } from '@meridian/contract';

import { compactErrors, isBlank, type FieldError, type FormErrors } from '../../../lib/form';
import { normaliseAreaCode } from './account';
import { validateResetPasswordForm, type ResetPasswordFormValues } from './reset-password-form';

/** Registering asks what resetting a password does, and an optional invite code. */
export interface RegisterFormValues extends ResetPasswordFormValues {
  inviteCode: string;
}

export type RegisterField = 'account' | 'code' | 'password' | 'rePassword' | 'inviteCode';

const INVITE_CODE = /^[A-Za-z0-9]{4,16}$/;

/** Invite codes are optional; when given, 4-16 letters or digits. */
export function validateInviteCode(inviteCode: string): FieldError | undefined {
  const value = inviteCode.trim();
  if (value === '') return undefined;
  return INVITE_CODE.test(value) ? undefined : ('INVITE_CODE_INVALID' satisfies ErrorCode);
}

export function validateRegisterForm(values: RegisterFormValues): FormErrors<RegisterField> {
  return compactErrors<RegisterField, FieldError>({
    ...validateResetPasswordForm(values),
    inviteCode: validateInviteCode(values.inviteCode),
  });
}

/** The body of POST /user/register. */
export function toRegisterInput(values: RegisterFormValues) {
  return {
    type: values.kind,
    user_string: values.account.trim(),
    area_code: normaliseAreaCode(values.areaCode),
    code: values.code.trim(),
    password: values.password,
    re_password: values.rePassword,
    extension_code: isBlank(values.inviteCode) ? undefined : values.inviteCode.trim().toUpperCase(),
  };
}

/**
 * The invite code a shared link carries: `#/pages/common/register?code=ABC123` (or `invite=`).
 * inviteCodeFromSearch(new URLSearchParams('code=abc123')) === 'ABC123'
 */
export function inviteCodeFromSearch(search: URLSearchParams): string {
  const code = search.get('code') ?? search.get('invite') ?? '';
  return code.trim().toUpperCase();
}
