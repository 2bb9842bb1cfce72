import { compactErrors, type FieldError, type FormErrors } from '../../../lib/form';
import { validateAccount, type AccountKind } from './account';
import { validateCode, validateNewPassword, validatePasswordConfirmation } from './credentials';

export interface ResetPasswordFormValues {
  kind: AccountKind;
  account: string;
  areaCode: string;
  code: string;
  password: string;
  rePassword: string;
}

export type ResetPasswordField = 'account' | 'code' | 'password' | 'rePassword';

/** Forgot password (logged out) and change password (logged in) share one form. */
export function validateResetPasswordForm(
  values: ResetPasswordFormValues,
): FormErrors<ResetPasswordField> {
  return compactErrors<ResetPasswordField, FieldError>({
    account: validateAccount(values.kind, values.account, values.areaCode),
    code: validateCode(values.code),
    password: validateNewPassword(values.password),
    rePassword: validatePasswordConfirmation(values.password, values.rePassword),
  });
}

/** The body of POST /user/forget. */
export function toForgetInput(values: ResetPasswordFormValues) {
  return {
    account: values.account.trim(),
    password: values.password,
    repassword: values.rePassword,
    code: values.code.trim(),
  };
}
