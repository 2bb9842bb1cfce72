import {
  BANK_CARD_FIELDS,
  isValidBankField,
  type BankCardInput,
  type BankCardView,
  type BankFieldFormat,
  type BankFieldSpec,
  type BankKind,
} from '@meridian/contract';

import type { FormErrors } from '../../../lib/form';

export type BankFormValues = Record<string, string>;
/** Error keys, translated under `bank.errors.*`. */
export type BankFieldError = 'required' | 'invalid';
export type BankFormErrors = FormErrors<string, BankFieldError>;

/** The fields of a card kind, in the order the form shows them (the contract's order). */
export function bankFormFields(kind: BankKind): readonly BankFieldSpec[] {
  return BANK_CARD_FIELDS[kind];
}

/** The form's starting values: the saved card's fields, blanks for anything it lacks. */
export function initialBankValues(
  kind: BankKind,
  card: BankCardView | null | undefined,
): BankFormValues {
  return Object.fromEntries(
    BANK_CARD_FIELDS[kind].map((field) => [field.key, card?.fields[field.key] ?? '']),
  );
}

/** How the value is typed on a phone keyboard and how long it may be. */
export function bankFieldInput(format: BankFieldFormat): {
  inputMode: 'text' | 'numeric' | 'tel';
  maxLength: number;
  autoCapitalize?: 'characters' | 'words';
} {
  switch (format) {
    case 'name':
      return { inputMode: 'text', maxLength: 60, autoCapitalize: 'words' };
    case 'text':
      return { inputMode: 'text', maxLength: 120 };
    case 'card':
      return { inputMode: 'text', maxLength: 42, autoCapitalize: 'characters' };
    case 'swift':
      return { inputMode: 'text', maxLength: 11, autoCapitalize: 'characters' };
    case 'aba':
      return { inputMode: 'numeric', maxLength: 9 };
    case 'phone':
      return { inputMode: 'tel', maxLength: 20 };
  }
}

/**
 * Every bank card field is required (SPEC.md §5) and each must pass its format
 * (`isValidBankField`), e.g. an ABA number of 8 digits is `invalid`.
 */
export function validateBankForm(kind: BankKind, values: BankFormValues): BankFormErrors {
  const errors: BankFormErrors = {};
  for (const field of BANK_CARD_FIELDS[kind]) {
    const value = (values[field.key] ?? '').trim();
    if (value === '') errors[field.key] = 'required';
    else if (!isValidBankField(field.format, value)) errors[field.key] = 'invalid';
  }
  return errors;
}

/**
 * The body of POST /user/cash_save(_international): trimmed values; card numbers lose their
 * spaces and SWIFT codes are upper-cased, e.g. `"6222 0212 3456"` → `"622202123456"`.
 */
export function toBankCardInput(kind: BankKind, values: BankFormValues): BankCardInput {
  return Object.fromEntries(
    BANK_CARD_FIELDS[kind].map((field) => {
      const value = (values[field.key] ?? '').trim();
      if (field.format === 'card') return [field.key, value.replace(/\s/g, '')];
      if (field.format === 'swift') return [field.key, value.toUpperCase()];
      return [field.key, value];
    }),
  );
}

/** True when the values differ from the saved card (or there is none and something was typed). */
export function isBankFormChanged(
  kind: BankKind,
  values: BankFormValues,
  card: BankCardView | null | undefined,
): boolean {
  const saved = initialBankValues(kind, card);
  return BANK_CARD_FIELDS[kind].some((f) => (values[f.key] ?? '').trim() !== (saved[f.key] ?? ''));
}

/** A card number shown masked: the last four characters, e.g. `**** 3456`. */
export function maskCardNumber(number: string): string {
  const compact = number.replace(/\s/g, '');
  return compact.length <= 4 ? compact : `**** ${compact.slice(-4)}`;
}
