import { describe, expect, it } from 'vitest';
import { BANK_CARD_FIELDS, BANK_KINDS, type BankCardView } from '@meridian/contract';

import en from '../../../i18n/locales/en.json';

import {
  bankFieldInput,
  bankFormFields,
  initialBankValues,
  isBankFormChanged,
  maskCardNumber,
  toBankCardInput,
  validateBankForm,
} from './bank-card-form';

const domestic = {
  real_name: 'Li Ming',
  bank_name: 'Bank of China',
  bank_network: 'Shanghai Pudong branch',
  province_city: 'Shanghai',
  card_number: '6222 0212 3456 7890',
  phone: '13812345678',
};
const international = {
  real_name: 'Jane Doe',
  bank_name: 'Chase',
  swift_code: 'chasus33',
  aba_number: '021000021',
  card_number: 'GB82WEST12345698765432',
  address: '1 Main St, New York',
  phone: '+1 212-555-0100',
};

describe('bank card form', () => {
  it('shows exactly the contract fields of each kind, in order', () => {
    expect(bankFormFields('domestic').map((f) => f.key)).toEqual(
      BANK_CARD_FIELDS.domestic.map((f) => f.key),
    );
    expect(bankFormFields('international').map((f) => f.key)).toContain('swift_code');
  });

  it('has a label, a placeholder and a format message for every contract field', () => {
    const bank = en.bank as {
      field: Record<string, string>;
      placeholder: Record<string, string>;
      errors: Record<string, string>;
    };
    for (const kind of BANK_KINDS) {
      for (const field of BANK_CARD_FIELDS[kind]) {
        expect(bank.field[field.key], field.key).toBeTruthy();
        expect(bank.placeholder[field.key], field.key).toBeTruthy();
        expect(bank.errors[field.format], field.format).toBeTruthy();
      }
    }
  });

  it('requires every field (SPEC.md §5)', () => {
    const errors = validateBankForm('domestic', initialBankValues('domestic', null));
    expect(Object.keys(errors).sort()).toEqual(BANK_CARD_FIELDS.domestic.map((f) => f.key).sort());
    expect(new Set(Object.values(errors))).toEqual(new Set(['required']));
    expect(validateBankForm('domestic', { ...domestic, bank_name: '   ' })).toEqual({
      bank_name: 'required',
    });
  });

  it('accepts complete cards of both kinds', () => {
    expect(validateBankForm('domestic', domestic)).toEqual({});
    expect(validateBankForm('international', international)).toEqual({});
  });

  it('checks each field format with the contract rules', () => {
    expect(validateBankForm('international', { ...international, aba_number: '12345678' })).toEqual(
      {
        aba_number: 'invalid',
      },
    );
    expect(validateBankForm('international', { ...international, swift_code: 'CHASE' })).toEqual({
      swift_code: 'invalid',
    });
    expect(validateBankForm('domestic', { ...domestic, real_name: 'Li Ming 2' })).toEqual({
      real_name: 'invalid',
    });
    expect(validateBankForm('domestic', { ...domestic, card_number: '12-34' })).toEqual({
      card_number: 'invalid',
    });
    expect(validateBankForm('domestic', { ...domestic, phone: 'call me' })).toEqual({
      phone: 'invalid',
    });
  });

  it('prefills from the saved card and leaves missing fields blank', () => {
    const card: BankCardView = {
      kind: 'domestic',
      fields: { real_name: 'Li Ming' },
      updated_at: 1,
      usable_at: 1,
    };
    expect(initialBankValues('domestic', card)).toEqual({
      real_name: 'Li Ming',
      bank_name: '',
      bank_network: '',
      province_city: '',
      card_number: '',
      phone: '',
    });
  });

  it('sends trimmed values, card numbers without spaces and SWIFT in capitals', () => {
    expect(toBankCardInput('domestic', { ...domestic, real_name: ' Li Ming ' })).toMatchObject({
      real_name: 'Li Ming',
      card_number: '6222021234567890',
    });
    expect(toBankCardInput('international', international).swift_code).toBe('CHASUS33');
  });

  it('knows whether the form differs from the saved card', () => {
    const card: BankCardView = {
      kind: 'domestic',
      fields: { ...domestic },
      updated_at: 1,
      usable_at: 1,
    };
    expect(isBankFormChanged('domestic', { ...domestic }, card)).toBe(false);
    expect(isBankFormChanged('domestic', { ...domestic, phone: '13900000000' }, card)).toBe(true);
    expect(isBankFormChanged('domestic', initialBankValues('domestic', null), null)).toBe(false);
  });

  it('uses a digit keyboard for ABA numbers and a phone keyboard for phones', () => {
    expect(bankFieldInput('aba')).toMatchObject({ inputMode: 'numeric', maxLength: 9 });
    expect(bankFieldInput('phone').inputMode).toBe('tel');
  });

  it('masks card numbers to their last four characters', () => {
    expect(maskCardNumber('6222 0212 3456 7890')).toBe('**** 7890');
    expect(maskCardNumber('123')).toBe('123');
  });
});
