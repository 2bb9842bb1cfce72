import crypto from 'node:crypto';

import {
  MAX_PASSKEYS,
  PASSKEY_CHALLENGE_MS,
  type PasskeyAddInput,
  type PasskeyCredential,
  type PasskeyLoginInput,
  type PasskeyRegisterOptionsInput,
  type PasskeyRemoveInput,
  type PasskeyView,
} from '@meridian/contract';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { decodeClientDataJSON } from '@simplewebauthn/server/helpers';

import { isUniqueViolation } from '../../db/errors.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../../lib/caller.js';
import { users } from '../user/index.js';
import { startSession } from './auth.service.js';
import { insertLogin, type LoginOrigin } from './login-history.repository.js';
import * as repo from './passkeys.repository.js';
import { checkPayPassword } from './pay-password.js';
import { requireUserSecondFactor } from './user-totp.service.js';

/*
 * Passkeys (issue #21 item 1). Each ceremony is two calls: options (a fresh challenge, kept with
 * its purpose, its owner and the site that asked) and the browser's answer, checked with
 * @simplewebauthn/server against that challenge, taken once. User verification (a fingerprint,
 * face or device PIN) is required every time, so a passkey is two factors in one: a sign-in with
 * one does not also ask for the TOTP code, and it stands in for the pay password on a withdrawal.
 */

/** The relying party: the site's host name and the origin its pages are served from. */
export interface PasskeySite {
  rpId: string;
  origin: string;
}

type Purpose = 'register' | 'login' | 'withdraw';

const RP_NAME = 'Meridian';

/** GET /user/passkey/list. */
export async function listUserPasskeys(deps: AppDeps, userId: number): Promise<PasskeyView[]> {
  const rows = await repo.listPasskeys(deps.db, userId);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    created_at: row.created_at.getTime(),
    last_used_at: row.last_used_at?.getTime() ?? null,
    synced: row.synced,
  }));
}

/**
 * POST /user/passkey/options: a passkey can stand in for the pay password, so it is checked
 * (and the second factor, when on) before any passkey can be made.
 */
export async function registrationOptions(
  deps: AppDeps,
  caller: Caller,
  input: PasskeyRegisterOptionsInput,
  site: PasskeySite,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const userId = caller.user.id;
  await checkPayPassword(deps.db, userId, input.pay_password);
  await requireUserSecondFactor(deps, userId, input);
  const existing = await repo.listPasskeys(deps.db, userId);
  if (existing.length >= MAX_PASSKEYS) throw new AppError('PASSKEY_LIMIT', { max: MAX_PASSKEYS });
  const handle = existing[0]?.user_handle ?? crypto.randomBytes(32).toString('base64url');
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: site.rpId,
    userName: caller.user.email ?? caller.user.username,
    userDisplayName: caller.user.nickname ?? caller.user.username,
    userID: Buffer.from(handle, 'base64url'),
    attestationType: 'none',
    excludeCredentials: descriptorsOf(existing),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    timeout: PASSKEY_CHALLENGE_MS,
  });
  await keepChallenge(deps, options.challenge, 'register', userId, site, { handle });
  return options;
}

/** POST /user/passkey/add: the browser's answer to the registration options. */
export async function addPasskey(
  deps: AppDeps,
  caller: Caller,
  input: PasskeyAddInput,
): Promise<PasskeyView> {
  const userId = caller.user.id;
  const response = input.credential as unknown as RegistrationResponseJSON;
  const challenge = await takeOwnChallenge(deps, input.credential, 'register', userId);
  const verified = await verifying(() =>
    verifyRegistrationResponse({
      response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: challenge.origin,
      expectedRPID: challenge.rp_id,
      requireUserVerification: true,
    }),
  );
  if (!verified.verified) throw new AppError('PASSKEY_FAILED');
  const info = verified.registrationInfo;
  const passkey: repo.NewPasskey = {
    user_id: userId,
    credential_id: info.credential.id,
    public_key: info.credential.publicKey,
    counter: info.credential.counter,
    transports: (info.credential.transports ?? []).join(','),
    // The handle the options gave the authenticator: the user's, the same on each passkey.
    user_handle: challenge.user_handle!,
    synced: info.credentialDeviceType === 'multiDevice',
    name: input.name ?? (await defaultName(deps, userId)),
  };
  let id: number;
  try {
    // Under the user's row lock, so parallel additions stop at the limit.
    id = await deps.db.transaction().execute(async (trx) => {
      await users.lockUserRow(trx, userId);
      if ((await repo.countPasskeys(trx, userId)) >= MAX_PASSKEYS) {
        throw new AppError('PASSKEY_LIMIT', { max: MAX_PASSKEYS });
      }
      return repo.insertPasskey(trx, passkey);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('PASSKEY_EXISTS');
    throw error;
  }
  const views = await listUserPasskeys(deps, userId);
  return views.find((view) => view.id === id)!;
}

export async function renameUserPasskey(deps: AppDeps, userId: number, id: number, name: string) {
  if (!(await repo.renamePasskey(deps.db, userId, id, name))) {
    throw new AppError('PASSKEY_NOT_FOUND');
  }
}

/** POST /user/passkey/remove: a security change, so the second factor is asked when on. */
export async function removeUserPasskey(deps: AppDeps, userId: number, input: PasskeyRemoveInput) {
  await requireUserSecondFactor(deps, userId, input);
  if (!(await repo.deletePasskey(deps.db, userId, input.id))) {
    throw new AppError('PASSKEY_NOT_FOUND');
  }
}

/** POST /user/login/passkey_options: any of the device's passkeys for this site may answer. */
export async function loginOptions(
  deps: AppDeps,
  site: PasskeySite,
  stay: boolean,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({
    rpID: site.rpId,
    userVerification: 'required',
    timeout: PASSKEY_CHALLENGE_MS,
  });
  await keepChallenge(deps, options.challenge, 'login', null, site, { stay });
  return options;
}

/**
 * POST /user/login/passkey: the passkey names its user. An operator's hold still refuses; the
 * password's failed-attempt lock does not, since it stops password guessing and a passkey
 * cannot be guessed (someone locking the account with wrong passwords cannot lock its owner out).
 */
export async function loginWithPasskey(
  deps: AppDeps,
  input: PasskeyLoginInput,
  origin: LoginOrigin,
): Promise<string> {
  const challenge = await takeChallenge(deps, input.credential, 'login');
  const passkey = await repo.findPasskeyByCredential(deps.db, input.credential.id);
  if (!passkey) throw new AppError('PASSKEY_NOT_FOUND');
  try {
    await checkAssertion(deps, passkey, input.credential, challenge);
  } catch (error) {
    await insertLogin(deps.db, passkey.user_id, origin, false);
    throw error;
  }
  const user = await users.findById(deps.db, passkey.user_id);
  if (!user) throw new AppError('PASSKEY_NOT_FOUND');
  if (user.held_reason) throw new AppError('ACCOUNT_HELD', { reason: user.held_reason });
  return startSession(deps, user, challenge.stay, origin);
}

/**
 * POST /user/passkey/confirm_options: the caller's own passkeys, for one action of theirs named
 * by `subject` (a withdrawal's `withdrawalSubject`): the answer confirms that action only.
 */
export async function confirmOptions(
  deps: AppDeps,
  userId: number,
  action: { purpose: 'withdraw'; subject: string },
  site: PasskeySite,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const passkeys = await repo.listPasskeys(deps.db, userId);
  if (passkeys.length === 0) throw new AppError('PASSKEY_NOT_FOUND');
  const options = await generateAuthenticationOptions({
    rpID: site.rpId,
    allowCredentials: descriptorsOf(passkeys),
    userVerification: 'required',
    timeout: PASSKEY_CHALLENGE_MS,
  });
  await keepChallenge(deps, options.challenge, action.purpose, userId, site, {
    subject: action.subject,
  });
  return options;
}

/**
 * Checks a passkey's answer to the caller's confirm options (the withdrawal's stand-in for the
 * pay password): their own passkey, their own live challenge, taken once, for this very action
 * (the same subject; an answer for another amount or destination is refused).
 */
export async function confirmWithPasskey(
  deps: AppDeps,
  userId: number,
  credential: PasskeyCredential,
  action: { purpose: 'withdraw'; subject: string },
): Promise<void> {
  const challenge = await takeOwnChallenge(deps, credential, action.purpose, userId);
  if (challenge.subject !== action.subject) throw new AppError('PASSKEY_EXPIRED');
  const passkey = await repo.findPasskeyByCredential(deps.db, credential.id);
  if (!passkey || passkey.user_id !== userId) throw new AppError('PASSKEY_NOT_FOUND');
  await checkAssertion(deps, passkey, credential, challenge);
}

// ---- the ceremony's parts ------------------------------------------------------------------------

interface TakenChallenge {
  challenge: string;
  user_id: number | null;
  stay: boolean;
  rp_id: string;
  origin: string;
  user_handle: string | null;
  subject: string | null;
}

async function keepChallenge(
  deps: AppDeps,
  challenge: string,
  purpose: Purpose,
  userId: number | null,
  site: PasskeySite,
  extra: { stay?: boolean; handle?: string; subject?: string } = {},
) {
  await repo.insertChallenge(
    deps.db,
    {
      challenge,
      purpose,
      user_id: userId,
      stay: extra.stay ?? true,
      rp_id: site.rpId,
      origin: site.origin,
      ...(extra.handle ? { user_handle: extra.handle } : {}),
      ...(extra.subject ? { subject: extra.subject } : {}),
    },
    new Date(Date.now() + PASSKEY_CHALLENGE_MS),
  );
}

/** Takes the challenge the answer signed, once; unknown, used or expired: PASSKEY_EXPIRED. */
async function takeChallenge(
  deps: AppDeps,
  credential: PasskeyCredential,
  purpose: Purpose,
): Promise<TakenChallenge> {
  const challenge = challengeOf(credential);
  const row = await repo.takeChallenge(deps.db, challenge, purpose);
  if (!row) throw new AppError('PASSKEY_EXPIRED');
  return { challenge, ...row };
}

/** The same, for a ceremony that must be the caller's own: another's counts as none. */
async function takeOwnChallenge(
  deps: AppDeps,
  credential: PasskeyCredential,
  purpose: Purpose,
  userId: number,
): Promise<TakenChallenge> {
  const challenge = await takeChallenge(deps, credential, purpose);
  if (challenge.user_id !== userId) throw new AppError('PASSKEY_EXPIRED');
  return challenge;
}

/**
 * Verifies an assertion against the stored public key and counter, then moves the counter in a
 * conditional UPDATE: of two parallel uses of the same answer, one passes.
 */
async function checkAssertion(
  deps: AppDeps,
  passkey: NonNullable<Awaited<ReturnType<typeof repo.findPasskeyByCredential>>>,
  credential: PasskeyCredential,
  challenge: TakenChallenge,
) {
  const response = credential as unknown as AuthenticationResponseJSON;
  if (response.response.userHandle && response.response.userHandle !== passkey.user_handle) {
    throw new AppError('PASSKEY_FAILED');
  }
  const verified = await verifying(() =>
    verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: challenge.origin,
      expectedRPID: challenge.rp_id,
      credential: {
        id: passkey.credential_id,
        publicKey: new Uint8Array(passkey.public_key),
        counter: Number(passkey.counter),
        transports: transportsOf(passkey.transports),
      },
      requireUserVerification: true,
    }),
  );
  if (!verified.verified) throw new AppError('PASSKEY_FAILED');
  const { newCounter } = verified.authenticationInfo;
  if (!(await repo.recordPasskeyUse(deps.db, passkey.id, passkey.counter, newCounter))) {
    throw new AppError('PASSKEY_FAILED');
  }
}

/** The library throws on a bad answer (origin, signature, counter…): one translated error. */
async function verifying<T>(verify: () => Promise<T>): Promise<T> {
  try {
    return await verify();
  } catch {
    throw new AppError('PASSKEY_FAILED');
  }
}

function challengeOf(credential: PasskeyCredential): string {
  const clientData = (credential.response as { clientDataJSON?: unknown }).clientDataJSON;
  if (typeof clientData !== 'string') throw new AppError('PASSKEY_FAILED');
  try {
    const challenge = decodeClientDataJSON(clientData).challenge;
    if (typeof challenge !== 'string' || challenge.length > 256) throw new Error('no challenge');
    return challenge;
  } catch {
    throw new AppError('PASSKEY_FAILED');
  }
}

/** The passkeys as the browser is told of them: their ids, and how each was reached before. */
function descriptorsOf(rows: readonly { credential_id: string; transports: string }[]) {
  return rows.map((row) => ({ id: row.credential_id, transports: transportsOf(row.transports) }));
}

function transportsOf(stored: string): AuthenticatorTransport[] {
  return stored ? (stored.split(',') as AuthenticatorTransport[]) : [];
}

/** "Passkey 2" for a second one; the user may rename it. */
async function defaultName(deps: AppDeps, userId: number) {
  return `Passkey ${(await repo.listPasskeys(deps.db, userId)).length + 1}`;
}
