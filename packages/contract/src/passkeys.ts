import { z } from 'zod';

import { idSchema } from './paging.js';
import { passkeyCredentialSchema } from './passkey-credential.js';
import { secondFactorFields } from './second-factor.js';
import { payPasswordSchema, withdrawTargetShape } from './wallet.js';

/*
 * Passkeys (issue #21 item 1): WebAuthn credentials a user registers in security settings, then
 * signs in with instead of the password, or confirms a withdrawal with instead of the pay
 * password. The browser's answer to a ceremony travels as one JSON string field (`credential`),
 * so the form-encoded calls of SPEC §8 carry it unchanged; the server checks it with
 * @simplewebauthn/server.
 */

const nameSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() || undefined : v),
  z.string().max(40).optional(),
);

/** GET /user/passkey/list: one of the caller's passkeys. */
export interface PasskeyView {
  id: number;
  name: string;
  created_at: number;
  last_used_at: number | null;
  /** Synced by the platform (iCloud Keychain, Google Password Manager…) rather than one device. */
  synced: boolean;
}

/**
 * POST /user/passkey/options: registration options for navigator.credentials.create(). A passkey
 * can stand in for the pay password, so adding one asks for the pay password (and the second
 * factor when it is on) first; the challenge it answers is the proof, for 5 minutes, once.
 */
export const passkeyRegisterOptionsInputSchema = z.object({
  pay_password: payPasswordSchema,
  ...secondFactorFields,
});
export type PasskeyRegisterOptionsInput = z.infer<typeof passkeyRegisterOptionsInputSchema>;

/** POST /user/passkey/add: the browser's answer to those options, and a name for the list. */
export const passkeyAddInputSchema = z.object({
  credential: passkeyCredentialSchema,
  name: nameSchema,
});
export type PasskeyAddInput = z.infer<typeof passkeyAddInputSchema>;

/** POST /user/passkey/rename. */
export const passkeyRenameInputSchema = z.object({
  id: idSchema,
  name: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string().min(1).max(40)),
});
export type PasskeyRenameInput = z.infer<typeof passkeyRenameInputSchema>;

/** POST /user/passkey/remove: a security change, so it takes the second factor when it is on. */
export const passkeyRemoveInputSchema = z.object({ id: idSchema, ...secondFactorFields });
export type PasskeyRemoveInput = z.infer<typeof passkeyRemoveInputSchema>;

/**
 * POST /user/passkey/confirm_options: options for navigator.credentials.get() that confirm one of
 * the caller's own actions with one of their passkeys: the withdrawal named by its fields (the
 * same as /wallet/out's), so the answer confirms that withdrawal and no other.
 */
export const passkeyConfirmOptionsInputSchema = z.object({
  purpose: z.enum(['withdraw']),
  ...withdrawTargetShape,
});
export type PasskeyConfirmOptionsInput = z.infer<typeof passkeyConfirmOptionsInputSchema>;

/** POST /user/login/passkey: the browser's answer to the options of /user/login/passkey_options. */
export const passkeyLoginInputSchema = z.object({
  credential: passkeyCredentialSchema,
  stay: z
    .preprocess((v) => v === true || v === 'true' || v === '1' || v === 1, z.boolean())
    .default(true),
});
export type PasskeyLoginInput = z.infer<typeof passkeyLoginInputSchema>;
