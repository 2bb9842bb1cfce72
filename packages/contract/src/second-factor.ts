import { z } from 'zod';

/*
 * User two-factor (issue #21 item 2). Once a user turns it on, sign-in, withdrawals, new
 * withdrawal addresses and bank cards, and security changes carry a code from the authenticator
 * app, or one of the ten recovery codes instead. An empty field counts as absent.
 */
const optionalCode = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : v),
    z.string().max(max).optional(),
  );

/** The two optional fields a guarded write takes. */
export const secondFactorFields = {
  totp_code: optionalCode(8),
  recovery_code: optionalCode(32),
};
export const secondFactorSchema = z.object(secondFactorFields);
export type SecondFactorInput = z.infer<typeof secondFactorSchema>;

/** GET /user/totp: whether two-factor is on, and how many recovery codes are left unused. */
export interface TotpStatusView {
  enabled: boolean;
  recovery_codes_left: number;
}

// POST /user/totp/enrol answers `TotpEnrolmentView` (admin.ts), as the operator's enrolment does.

/** POST /user/totp/confirm: the first right code turns it on; ten recovery codes, shown once. */
export const totpConfirmInputSchema = z.object({ totp_code: optionalCode(8) });

/**
 * POST /user/login, when two-factor is on: no session yet, but a challenge that
 * POST /user/login/verify exchanges, with a code, for the session token (5 minutes, once).
 */
export interface LoginChallengeView {
  second_factor: 'totp';
  challenge: string;
}

/** POST /user/login/verify. */
export const loginVerifyInputSchema = z.object({
  challenge: z.string().min(16).max(128),
  ...secondFactorFields,
});
export type LoginVerifyInput = z.infer<typeof loginVerifyInputSchema>;
