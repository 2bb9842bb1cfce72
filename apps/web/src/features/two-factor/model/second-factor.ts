import type { SecondFactorInput } from '@meridian/contract';

/** What the user typed: a code from the app, or one of the recovery codes. */
export interface SecondFactorValue {
  recovery: boolean;
  code: string;
}

export const EMPTY_SECOND_FACTOR: SecondFactorValue = { recovery: false, code: '' };

/** The request fields for what was typed; nothing when nothing was. */
export function secondFactorBody(value: SecondFactorValue): SecondFactorInput {
  const code = value.code.trim();
  if (!code) return {};
  return value.recovery ? { recovery_code: code } : { totp_code: code };
}
