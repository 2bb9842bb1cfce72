import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { FormErrors } from '../../lib/form';
import { PasswordField } from './password-field';

/** A new password and its confirmation, as typed. */
export interface NewPasswords {
  password: string;
  rePassword: string;
}

export const noPasswords: NewPasswords = { password: '', rePassword: '' };

/** What the fields read and write: the passwords, their setter and the form's error keys. */
export interface NewPasswordsForm {
  passwords: NewPasswords;
  setPasswords: (update: (current: NewPasswords) => NewPasswords) => void;
  errors: FormErrors<keyof NewPasswords>;
}

interface NewPasswordFieldsProps {
  /** The inputs' ids: the new password's, then its confirmation's. */
  ids: readonly [string, string];
  form: NewPasswordsForm;
  label: ReactNode;
  /** Defaults to the account password's confirmation label. */
  confirmLabel?: ReactNode;
  /** The pay password: six digits only, never offered for autofill; one placeholder for both. */
  sixDigits?: { placeholder: string };
}

/** The new password typed twice (register, reset, change and pay password). */
export function NewPasswordFields({
  ids,
  form,
  label,
  confirmLabel,
  sixDigits,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const input = sixDigits
    ? { inputMode: 'numeric' as const, autoComplete: 'off', maxLength: 6 }
    : { autoComplete: 'new-password' };

  const field = (
    name: keyof NewPasswords,
    id: string,
    fieldLabel: ReactNode,
    placeholder: string,
  ) => (
    <PasswordField
      id={id}
      label={fieldLabel}
      error={form.errors[name]}
      {...input}
      placeholder={placeholder}
      value={form.passwords[name]}
      onChange={(typed) => {
        const value = sixDigits ? typed.replace(/\D/g, '') : typed;
        form.setPasswords((current) => ({ ...current, [name]: value }));
      }}
    />
  );

  return (
    <>
      {field('password', ids[0], label, sixDigits?.placeholder ?? t('auth.newPasswordPlaceholder'))}
      {field(
        'rePassword',
        ids[1],
        confirmLabel ?? t('auth.confirmPassword'),
        sixDigits?.placeholder ?? t('auth.confirmPasswordPlaceholder'),
      )}
    </>
  );
}
