import { describe, expect, it } from 'vitest';
import { kycInputSchema } from '@meridian/contract';

import {
  checkPhotoFile,
  emptyLevel1,
  level1FromState,
  toLevel1Input,
  toLevel2Input,
  validateLevel1,
  validateLevel2,
} from './kyc-form';

describe('level 1 form', () => {
  it('asks for the document type, the name and the document number', () => {
    expect(validateLevel1(emptyLevel1())).toEqual({
      idType: 'idTypeRequired',
      name: 'nameRequired',
      cardId: 'cardIdRequired',
    });
  });

  it('accepts a passport with a name and number', () => {
    expect(validateLevel1({ idType: 2, name: 'Jane Doe', cardId: 'E12345678' })).toEqual({});
    expect(validateLevel1({ idType: 1, name: '李明', cardId: '11010519491231002X' })).toEqual({});
  });

  it('rejects names with digits or symbols and document numbers with symbols, like the server', () => {
    expect(validateLevel1({ idType: 1, name: 'Jane 2', cardId: 'E12345678' })).toEqual({
      name: 'nameInvalid',
    });
    expect(validateLevel1({ idType: 1, name: 'J', cardId: 'E12345678' }).name).toBe('nameInvalid');
    expect(validateLevel1({ idType: 1, name: 'Jane Doe', cardId: 'E1/234' })).toEqual({
      cardId: 'cardIdInvalid',
    });
    expect(validateLevel1({ idType: 1, name: 'Jane Doe', cardId: '1234' }).cardId).toBe(
      'cardIdInvalid',
    );
  });

  it('sends a body the contract accepts, trimmed and with the number in capitals', () => {
    const input = toLevel1Input({ idType: 3, name: ' Jane Doe ', cardId: ' d1234-567 ' });
    expect(input).toEqual({ real_type: 1, id_type: 3, name: 'Jane Doe', card_id: 'D1234-567' });
    expect(kycInputSchema.safeParse(input).success).toBe(true);
  });

  it('starts a resubmission from the answers the server kept, except the masked number', () => {
    expect(level1FromState({ id_type: 2, name: 'Jane Doe', card_id: '*****5678' })).toEqual({
      idType: 2,
      name: 'Jane Doe',
      cardId: '',
    });
    expect(level1FromState({ id_type: null, name: null, card_id: null })).toEqual(emptyLevel1());
  });
});

describe('level 2 form', () => {
  it('needs both photos', () => {
    expect(validateLevel2({ front: null, back: null })).toEqual({
      front: 'frontRequired',
      back: 'backRequired',
    });
    expect(validateLevel2({ front: '/uploads/a.webp', back: null })).toEqual({
      back: 'backRequired',
    });
  });

  it('sends the two uploaded images as front_pic and reverse_pic', () => {
    const input = toLevel2Input({ front: '/uploads/a.webp', back: '/uploads/b.webp' });
    expect(input).toEqual({
      real_type: 2,
      front_pic: '/uploads/a.webp',
      reverse_pic: '/uploads/b.webp',
    });
    expect(kycInputSchema.safeParse(input).success).toBe(true);
  });

  it('accepts images up to 10 MB', () => {
    expect(checkPhotoFile({ type: 'image/jpeg', size: 2_000_000 })).toBeNull();
    expect(checkPhotoFile({ type: 'text/plain', size: 10 })).toBe('notImage');
    expect(checkPhotoFile({ type: 'image/png', size: 20_000_000 })).toBe('tooLarge');
  });
});
