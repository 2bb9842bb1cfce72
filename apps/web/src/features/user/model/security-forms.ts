import type { ErrorCode } from '@meridian/contract';
import {
  isEmail,
  isMobile,
  isValidPayPassword,
  isNumericCode,
  type UserView,
} from '@meridian/contract';

import { compactErrors, isBlank, type FieldError, type FormErrors } from '../../../lib/form';

function codeError(code: string): FieldError | undefined {
  if (isBlank(code)) return 'REQUIRED';
  return isNumericCode(code.trim(), 6) ? undefined : ('CODE_FORMAT' satisfies ErrorCode);
}

export interface PayPasswordFormValues {
  password: string;
  rePassword: string;
  code: string;
}

/** Pay password: exactly 6 digits, confirmed, with a 6-digit code. */
export function validatePayPasswordForm(
  values: PayPasswordFormValues,
): FormErrors<'password' | 'rePassword' | 'code'> {
  const password =
    values.password === ''
      ? 'REQUIRED'
      : isValidPayPassword(values.password)
        ? undefined
        : ('PAY_PASSWORD_FORMAT' satisfies ErrorCode);
  let rePassword: FieldError | undefined;
  if (values.rePassword === '') rePassword = 'REQUIRED';
  else if (!isValidPayPassword(values.rePassword))
    rePassword = 'PAY_PASSWORD_FORMAT' satisfies ErrorCode;
  else if (values.rePassword !== values.password)
    rePassword = 'PASSWORD_MISMATCH' satisfies ErrorCode;
  return compactErrors({ password, rePassword, code: codeError(values.code) });
}

export function toPayPasswordInput(values: PayPasswordFormValues) {
  return { password: values.password, re_password: values.rePassword, code: values.code.trim() };
}

/** Where the pay-password code goes: the user's email, else the mobile, else nowhere yet. */
export type CodeTarget =
  { channel: 'email'; email: string } | { channel: 'mobile'; areaCode: string; mobile: string };

export function payPasswordCodeTarget(
  user: Pick<UserView, 'email' | 'mobile' | 'area_code'> | null | undefined,
): CodeTarget | null {
  if (user?.email) return { channel: 'email', email: user.email };
  if (user?.mobile)
    return { channel: 'mobile', areaCode: user.area_code ?? '86', mobile: user.mobile };
  return null;
}

export interface BindMobileFormValues {
  areaCode: string;
  mobile: string;
  code: string;
}

export function validateMobileTarget(areaCode: string, mobile: string): FieldError | undefined {
  if (isBlank(mobile)) return 'REQUIRED';
  return isMobile(mobile.trim(), areaCode) ? undefined : ('MOBILE_INVALID' satisfies ErrorCode);
}

export function validateBindMobileForm(
  values: BindMobileFormValues,
): FormErrors<'mobile' | 'code'> {
  return compactErrors({
    mobile: validateMobileTarget(values.areaCode, values.mobile),
    code: codeError(values.code),
  });
}

export interface BindEmailFormValues {
  email: string;
  code: string;
}

export function validateEmailTarget(email: string): FieldError | undefined {
  if (isBlank(email)) return 'REQUIRED';
  return isEmail(email.trim()) ? undefined : ('EMAIL_INVALID' satisfies ErrorCode);
}

export function validateBindEmailForm(values: BindEmailFormValues): FormErrors<'email' | 'code'> {
  return compactErrors({ email: validateEmailTarget(values.email), code: codeError(values.code) });
}

/** "demo@example.com" → "de***@example.com"; "13812345678" → "138****5678". */
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  if (!domain) return email;
  return `${name.slice(0, 2)}***@${domain}`;
}

export function maskMobile(mobile: string): string {
  if (mobile.length < 7) return mobile;
  return `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
}
