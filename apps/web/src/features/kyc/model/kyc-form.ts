import { KYC_ID_TYPES, kycInputSchema, type KycIdType, type KycInput } from '@meridian/contract';

import type { FormErrors } from '../../../lib/form';
import { uploadPath } from '../../../lib/upload-path';

export { KYC_ID_TYPES };

/** The name of an id type in translation keys (`kyc.idType.<name>`). */
export const ID_TYPE_NAMES: Record<KycIdType, 'idCard' | 'passport' | 'driverLicence'> = {
  1: 'idCard',
  2: 'passport',
  3: 'driverLicence',
};

export interface Level1Values {
  idType: KycIdType | null;
  name: string;
  cardId: string;
}

export type Level1Field = 'idType' | 'name' | 'cardId';
/** Error keys, translated under `kyc.errors.*`. */
export type KycFormError =
  | 'idTypeRequired'
  | 'nameRequired'
  | 'nameInvalid'
  | 'cardIdRequired'
  | 'cardIdInvalid'
  | 'frontRequired'
  | 'backRequired';

export type Level1Errors = FormErrors<Level1Field, KycFormError>;

export const emptyLevel1 = (): Level1Values => ({ idType: null, name: '', cardId: '' });

/**
 * Level 1 form values from what the server kept, so a resubmission starts from the rejected
 * answers, e.g. after "name does not match" the user fixes only the name. The document number
 * comes back masked (`****4567`), so it is typed again.
 */
export function level1FromState(saved: {
  id_type: KycIdType | null;
  name: string | null;
  card_id?: string | null;
}): Level1Values {
  return { idType: saved.id_type ?? null, name: saved.name ?? '', cardId: '' };
}

/**
 * Checks level 1 with the contract's own schema, so the web and the server agree: a name of 2-60
 * characters without digits or symbols, a document number of 5-30 letters, digits and dashes.
 */
export function validateLevel1(values: Level1Values): Level1Errors {
  const errors: Level1Errors = {};
  if (values.idType === null) errors.idType = 'idTypeRequired';
  const name = values.name.trim();
  const cardId = values.cardId.trim();
  if (name === '') errors.name = 'nameRequired';
  if (cardId === '') errors.cardId = 'cardIdRequired';

  const parsed = kycInputSchema.safeParse({
    real_type: 1,
    id_type: values.idType ?? 1,
    name,
    card_id: cardId,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (field === 'name' && !errors.name) errors.name = 'nameInvalid';
      if (field === 'card_id' && !errors.cardId) errors.cardId = 'cardIdInvalid';
    }
  }
  return errors;
}

/** The body of POST /user/real for level 1; call after `validateLevel1` found nothing. */
export function toLevel1Input(values: Level1Values): Extract<KycInput, { real_type: 1 }> {
  if (values.idType === null) throw new Error('id type missing');
  return {
    real_type: 1,
    id_type: values.idType,
    name: values.name.trim(),
    card_id: values.cardId.trim().toUpperCase(),
  };
}

export interface Level2Values {
  /** Uploaded image addresses (`/uploads/…`). */
  front: string | null;
  back: string | null;
}

export type Level2Errors = FormErrors<'front' | 'back', KycFormError>;

export function validateLevel2(values: Level2Values): Level2Errors {
  const errors: Level2Errors = {};
  if (!values.front) errors.front = 'frontRequired';
  if (!values.back) errors.back = 'backRequired';
  return errors;
}

export function toLevel2Input(values: Level2Values): Extract<KycInput, { real_type: 2 }> {
  if (!values.front || !values.back) throw new Error('photos missing');
  return {
    real_type: 2,
    front_pic: uploadPath(values.front),
    reverse_pic: uploadPath(values.back),
  };
}

/** Largest photo we send; the server re-encodes and applies its own limit. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

export type PhotoProblem = 'notImage' | 'tooLarge';

export function checkPhotoFile(file: { type: string; size: number }): PhotoProblem | null {
  if (!file.type.startsWith('image/')) return 'notImage';
  if (file.size > PHOTO_MAX_BYTES) return 'tooLarge';
  return null;
}
