import type { ErrorCode } from '@meridian/contract';
import { isNumericCode, isValidPassword } from '@meridian/contract';

import { isBlank, type FieldError } from '../../../lib/form';

/** A 6-digit verification code (SPEC.md §5). */
export function validateCode(code: string): FieldError | undefined {
  if (isBlank(code)) return 'REQUIRED';
  return isNumericCode(code.trim(), 6) ? undefined : ('CODE_FORMAT' satisfies ErrorCode);
}

/** A new login password: more than 6 characters, at most 64 (PRODUCT-RULES.md §2). */
export function validateNewPassword(password: string): FieldError | undefined {
  if (password === '') return 'REQUIRED';
  return isValidPassword(password) ? undefined : ('PASSWORD_LENGTH' satisfies ErrorCode);
}

/** The confirmation follows the same rule and must equal the password. */
export function validatePasswordConfirmation(
  password: string,
  confirmation: string,
): FieldError | undefined {
  if (confirmation === '') return 'REQUIRED';
  if (!isValidPassword(confirmation)) return 'PASSWORD_LENGTH' satisfies ErrorCode;
  return confirmation === password ? undefined : ('PASSWORD_MISMATCH' satisfies ErrorCode);
}
