import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { FieldError } from '../../lib/form';
import { Field, TextInput } from './field';
import { SendCodeButton, type SendCodeButtonProps } from './send-code-button';

interface CodeFieldProps extends Pick<SendCodeButtonProps, 'onSend' | 'countdownKey'> {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** An error key, translated under `errors.*`. */
  error?: FieldError;
  /** Where the code goes, e.g. "Sent to a***@b.co". */
  hint?: ReactNode;
}

/** A six-digit verification code with its send button (and countdown) beside it. */
export function CodeField({
  id,
  value,
  onChange,
  error,
  hint,
  onSend,
  countdownKey,
}: CodeFieldProps) {
  const { t } = useTranslation();
  return (
    <Field
      id={id}
      label={t('auth.code')}
      error={error}
      hint={hint}
      suffix={<SendCodeButton onSend={onSend} countdownKey={countdownKey} />}
    >
      <TextInput
        id={id}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder={t('auth.codePlaceholder')}
        value={value}
        onChange={onChange}
        invalid={Boolean(error)}
      />
    </Field>
  );
}
