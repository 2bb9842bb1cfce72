import type { ErrorCode } from '@meridian/contract';
import { isEmail, isMobile } from '@meridian/contract';

import { isBlank, type FieldError } from '../../../lib/form';

/** Accounts are an email address (the default) or a mobile number with its area code. */
export type AccountKind = 'email' | 'mobile';

/** Checks the account a code will be sent to, or that logs in: '' → REQUIRED, then its format. */
export function validateAccount(
  kind: AccountKind,
  account: string,
  areaCode: string,
): FieldError | undefined {
  const value = account.trim();
  if (isBlank(value)) return 'REQUIRED';
  if (kind === 'email') return isEmail(value) ? undefined : ('EMAIL_INVALID' satisfies ErrorCode);
  return isMobile(value, areaCode) ? undefined : ('MOBILE_INVALID' satisfies ErrorCode);
}

/** Guesses the kind of a typed account: anything with an @ is an email. */
export function detectAccountKind(account: string): AccountKind {
  return account.includes('@') ? 'email' : 'mobile';
}

/** "+86" and "86" both mean area 86. */
export function normaliseAreaCode(areaCode: string): string {
  return areaCode.trim().replace(/^\+/, '');
}
