import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { hasErrors } from '../../../lib/form';
import type { KycFormError } from '../model/kyc-form';

type KycErrors<V> = Partial<Record<keyof V, KycFormError>>;

/**
 * The state of an identity form: its values and error keys. Editing a field clears its error;
 * submitting checks every field and hands the values on only when nothing is wrong.
 */
export function useKycForm<V extends object>(initial: V, validate: (values: V) => KycErrors<V>) {
  const { t } = useTranslation();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<KycErrors<V>>({});

  const update = (patch: Partial<V>) => {
    setValues((v) => ({ ...v, ...patch }));
    // A field's error goes once it is edited; the next submit checks again.
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch) as (keyof V)[]) delete next[key];
      return next;
    });
  };

  /** The translated error of a field, or undefined. */
  const errorText = (field: keyof V) => {
    const key = errors[field];
    return key ? t(`kyc.errors.${key}`) : undefined;
  };

  const handleSubmit = (onValid: (values: V) => void) => (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (hasErrors(found)) return;
    onValid(values);
  };

  return { values, errors, update, errorText, handleSubmit };
}
