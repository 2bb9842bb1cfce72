import type { ErrorCode } from '@meridian/contract';

import { isBlank, type FieldError, type FormErrors } from '../../../lib/form';
import { normaliseAreaCode, validateAccount, type AccountKind } from './account';
import { validateCode, validateNewPassword, validatePasswordConfirmation } from './credentials';

export interface RegisterFormValues {
  kind: AccountKind;
  account: string;
  areaCode: string;
  code: string;
  password: string;
  rePassword: string;
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
  const errors: FormErrors<RegisterField> = {
    account: validateAccount(values.kind, values.account, values.areaCode),
    code: validateCode(values.code),
    password: validateNewPassword(values.password),
    rePassword: validatePasswordConfirmation(values.password, values.rePassword),
    inviteCode: validateInviteCode(values.inviteCode),
  };
  for (const key of Object.keys(errors) as RegisterField[]) {
    if (!errors[key]) delete errors[key];
  }
  return errors;
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
