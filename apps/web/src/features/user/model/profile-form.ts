import type { ErrorCode } from '@meridian/contract';
import { hasSpecialCharacters, isValidNickname, isValidSignature } from '@meridian/contract';

import { isBlank, type FieldError, type FormErrors } from '../../../lib/form';

export interface ProfileFormValues {
  nickname: string;
  signature: string;
}

export type ProfileField = 'nickname' | 'signature';

/**
 * Nickname 2-10 characters of Chinese, letters and digits; signature 2-30 (SPEC.md §5).
 * An empty signature is left as it is rather than sent.
 */
export function validateProfileForm(values: ProfileFormValues): FormErrors<ProfileField> {
  const errors: FormErrors<ProfileField> = {};
  const nickname = values.nickname.trim();
  if (nickname === '') errors.nickname = 'REQUIRED';
  else if (hasSpecialCharacters(nickname))
    errors.nickname = 'SPECIAL_CHARACTERS' satisfies ErrorCode;
  else if (!isValidNickname(nickname)) errors.nickname = 'NICKNAME_LENGTH' satisfies ErrorCode;

  const signature = values.signature.trim();
  if (signature !== '') {
    if (/[<>]/.test(signature)) errors.signature = 'SPECIAL_CHARACTERS' satisfies ErrorCode;
    else if (!isValidSignature(signature))
      errors.signature = 'SIGNATURE_LENGTH' satisfies ErrorCode;
  }
  return errors;
}

/** The body of POST /user/editNickname. */
export function toEditNicknameInput(values: ProfileFormValues) {
  return {
    nickname: values.nickname.trim(),
    signature: isBlank(values.signature) ? undefined : values.signature.trim(),
  };
}

/** Largest avatar we send; the server re-encodes and enforces its own limit too. */
export const AVATAR_MAX_BYTES = 10 * 1024 * 1024;

export function validateAvatarFile(
  file: { type: string; size: number } | null | undefined,
): FieldError | undefined {
  if (!file) return 'UPLOAD_MISSING' satisfies ErrorCode;
  if (!file.type.startsWith('image/')) return 'UPLOAD_NOT_IMAGE' satisfies ErrorCode;
  if (file.size > AVATAR_MAX_BYTES) return 'UPLOAD_TOO_LARGE' satisfies ErrorCode;
  return undefined;
}
