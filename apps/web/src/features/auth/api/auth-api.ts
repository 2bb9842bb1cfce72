import { useMutation } from '@tanstack/react-query';
import type { CodeScene, LoginChallengeView } from '@meridian/contract';

import { api } from '../../../lib/api-client';
import type { toForgetInput } from '../model/reset-password-form';
import type { toLoginInput } from '../model/login-form';
import type { toRegisterInput } from '../model/register-form';

export type LoginBody = ReturnType<typeof toLoginInput>;
export type RegisterBody = ReturnType<typeof toRegisterInput>;
export type ForgetBody = ReturnType<typeof toForgetInput>;

export interface MailCodeBody {
  user_string: string;
  scene: CodeScene;
}

export interface SmsCodeBody {
  area_code: string;
  mobile: string;
  scene: CodeScene;
}

/** POST /sms_mail: a 6-digit code to an email address. */
export function sendMailCode(body: MailCodeBody): Promise<unknown> {
  return api.post('/sms_mail', { ...body });
}

/** POST /sms_send: a 6-digit code to a mobile number. */
export function sendSmsCode(body: SmsCodeBody): Promise<unknown> {
  return api.post('/sms_send', { ...body });
}

/** POST /user/check_email: resolves when the address is free to register. */
export function checkEmail(userString: string): Promise<unknown> {
  return api.post('/user/check_email', { user_string: userString });
}

/**
 * POST /user/login: the answer's message is the token, or, with two-factor on, the challenge
 * that the code step (POST /user/login/verify) exchanges for it.
 */
export function login(body: LoginBody): Promise<string | LoginChallengeView> {
  return api.post<string | LoginChallengeView>('/user/login', { ...body });
}

export function register(body: RegisterBody): Promise<unknown> {
  return api.post('/user/register', { ...body });
}

export function forgetPassword(body: ForgetBody): Promise<unknown> {
  return api.post('/user/forget', { ...body });
}

export function logout(): Promise<unknown> {
  return api.get('/user/logout');
}

export const useLogin = () => useMutation({ mutationFn: login });
export const useRegister = () => useMutation({ mutationFn: register });
export const useForgetPassword = () => useMutation({ mutationFn: forgetPassword });
export const useLogout = () => useMutation({ mutationFn: logout });
