import type { ErrorCode } from '@meridian/contract';

/**
 * What a form model returns for a field: an error *key* (translated under `errors.*`), never text.
 * Server codes are shared through the contract; REQUIRED and CONTACT_REQUIRED are client-only.
 */
export type FieldError = ErrorCode | 'REQUIRED' | 'CONTACT_REQUIRED';
export type FormErrors<F extends string> = Partial<Record<F, FieldError>>;

export function hasErrors(errors: Partial<Record<string, FieldError>>): boolean {
  return Object.values(errors).some(Boolean);
}

export function isBlank(value: string | null | undefined): boolean {
  return value === undefined || value === null || value.trim() === '';
}
