import type { FormErrors } from '../../../lib/form';
import { normaliseAreaCode, validateAccount, type AccountKind } from './account';

export interface LoginFormValues {
  kind: AccountKind;
  account: string;
  areaCode: string;
  password: string;
  stay: boolean;
}

export type LoginField = 'account' | 'password';

/**
 * Login checks only presence and format: an existing password may predate today's length rule,
 * so its length is the server's business.
 * validateLoginForm({ kind: 'email', account: 'a@b', ... }) → { account: 'EMAIL_INVALID' }
 */
export function validateLoginForm(values: LoginFormValues): FormErrors<LoginField> {
  const errors: FormErrors<LoginField> = {};
  const account = validateAccount(values.kind, values.account, values.areaCode);
  if (account) errors.account = account;
  if (values.password === '') errors.password = 'REQUIRED';
  return errors;
}

/** The body of POST /user/login: `area_code` only for a mobile login. */
export function toLoginInput(values: LoginFormValues) {
  return {
    user_string: values.account.trim(),
    password: values.password,
    area_code: values.kind === 'mobile' ? normaliseAreaCode(values.areaCode) : undefined,
    stay: values.stay,
  };
}
