import { useState, type ReactNode } from 'react';
import type { SecondFactorInput } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-client';
import { useTwoFactorOn } from '../api/two-factor-api';
import {
  EMPTY_SECOND_FACTOR,
  secondFactorBody,
  type SecondFactorValue,
} from '../model/second-factor';
import './second-factor.css';

interface SecondFactorFieldProps {
  id: string;
  value: SecondFactorValue;
  onChange: (value: SecondFactorValue) => void;
}

/** The authenticator code, or (switched) a recovery code: one field for every guarded form. */
export function SecondFactorField({ id, value, onChange }: SecondFactorFieldProps) {
  const { t } = useTranslation();
  return (
    <div className="second-factor">
      <TextField
        id={id}
        label={t(value.recovery ? 'auth.recoveryCode' : 'auth.authenticatorCode')}
        placeholder={t(
          value.recovery ? 'auth.recoveryCodePlaceholder' : 'auth.authenticatorCodePlaceholder',
        )}
        value={value.code}
        onChange={(code) => onChange({ ...value, code })}
        inputMode={value.recovery ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        maxLength={value.recovery ? 32 : 6}
        // antd's clear control is a div with an aria-label (axe: aria-prohibited-attr).
        clearable={false}
      />
      <button
        type="button"
        className="link second-factor__switch"
        onClick={() => onChange({ recovery: !value.recovery, code: '' })}
      >
        {t(value.recovery ? 'auth.useAuthenticator' : 'auth.useRecoveryCode')}
      </button>
    </div>
  );
}

export interface SecondFactor {
  /** The field, while the user has two-factor on (or the server asked for it); else null. */
  field: ReactNode;
  /** The request's second-factor fields. */
  body: SecondFactorInput;
  /** Shows the field when a request failed for want of the code (pages used signed out). */
  noticeError(error: unknown): void;
  /** Empties the field after a request used the code (a code is accepted once). */
  clear(): void;
}

/** State and field of the second factor for one form. */
export function useSecondFactor(id: string): SecondFactor {
  const on = useTwoFactorOn();
  const [asked, setAsked] = useState(false);
  const [value, setValue] = useState<SecondFactorValue>(EMPTY_SECOND_FACTOR);
  const shown = on || asked;
  return {
    field: shown ? <SecondFactorField id={id} value={value} onChange={setValue} /> : null,
    body: shown ? secondFactorBody(value) : {},
    noticeError: (error) => {
      if (isApiError(error, 'TOTP_REQUIRED')) setAsked(true);
    },
    clear: () => setValue(EMPTY_SECOND_FACTOR),
  };
}
