import type { ErrorCode } from '@meridian/contract';

/**
 * What a form model returns for a field: an error *key* (translated under `errors.*`), never text.
 * The shared codes come from the contract (Extract fails to compile if one is renamed there);
 * REQUIRED and CONTACT_REQUIRED are client-only.
 */
export type FieldError =
  | Extract<
      ErrorCode,
      | 'PARAMETER_ERROR'
      | 'CODE_FORMAT'
      | 'PASSWORD_LENGTH'
      | 'PASSWORD_MISMATCH'
      | 'PAY_PASSWORD_FORMAT'
      | 'INVITE_CODE_INVALID'
      | 'EMAIL_INVALID'
      | 'MOBILE_INVALID'
      | 'NICKNAME_LENGTH'
      | 'SIGNATURE_LENGTH'
      | 'SPECIAL_CHARACTERS'
      | 'UPLOAD_NOT_IMAGE'
      | 'UPLOAD_TOO_LARGE'
      | 'UPLOAD_MISSING'
      | 'ANTI_PHISHING_INVALID'
    >
  | 'REQUIRED'
  | 'CONTACT_REQUIRED';
/** A form's error keys by field: `FieldError` keys unless the form has its own (e.g. KYC's). */
export type FormErrors<F extends PropertyKey, E extends string = FieldError> = Partial<
  Record<F, E>
>;

/** Drops the fields without an error, so `hasErrors` and tests see only real problems. */
export function compactErrors<F extends PropertyKey, E extends string>(
  errors: FormErrors<F, E>,
): FormErrors<F, E> {
  for (const key of Object.keys(errors) as F[]) if (!errors[key]) delete errors[key];
  return errors;
}

/** True when a form model found a problem in any field (whatever its error keys). */
export function hasErrors(errors: Partial<Record<string, string>>): boolean {
  return Object.values(errors).some(Boolean);
}

export function isBlank(value: string | null | undefined): boolean {
  return value === undefined || value === null || value.trim() === '';
}
