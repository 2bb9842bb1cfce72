import type { TotpStatusView } from '@meridian/contract';

import { USER_TOTP_ATTEMPTS, checkCountedAttempt } from '../../db/attempt-limit.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { secretBox } from '../../lib/secret-box.js';
import { newToken, sha256 } from '../../lib/secrets.js';
import { matchTotpStep, newTotpSecret, recoveryCode, TOTP_LIMITS } from '../../lib/totp.js';
import { loginLocked } from './login-lock.js';
import * as repo from './user-totp.repository.js';

/*
 * User two-factor (issue #21 item 2): TOTP a user turns on for themselves. Enrolment stores a
 * sealed key (never answered again), the first right code turns it on and answers ten recovery
 * codes once (only their hashes are kept). Once on, sign-in, withdrawals, new withdrawal
 * addresses and security changes give a code (`requireUserSecondFactor`). A code is accepted
 * once (its time step is kept), five wrong codes lock the second factor for 15 minutes.
 */

const ISSUER = 'Meridian';
export const USER_RECOVERY_CODES = 10;
/** How long a sign-in past the password waits for its code. */
const LOGIN_CHALLENGE_MS = 5 * 60 * 1000;

/** A code from the authenticator, or one of the recovery codes. */
export interface UserSecondFactorInput {
  totp_code?: string | undefined;
  recovery_code?: string | undefined;
}

function sealerOf(deps: AppDeps) {
  return secretBox(deps.config.totpKey, deps.config.totpKeyFile);
}

/** Whether the user has two-factor on. */
export async function userTotpEnabled(deps: AppDeps, userId: number): Promise<boolean> {
  return Boolean((await repo.findUserTotp(deps.db, userId))?.confirmed_at);
}

/** A new key (TOTP_ENROLLED while two-factor is on), answered this once with its URI. */
export async function enrolUserTotp(
  deps: AppDeps,
  userId: number,
  label: string,
): Promise<{ secret: string; uri: string }> {
  const { secret, uri } = newTotpSecret(ISSUER, label);
  if (!(await repo.setPendingUserTotp(deps.db, userId, sealerOf(deps).seal(secret)))) {
    throw new AppError('TOTP_ENROLLED');
  }
  return { secret, uri };
}

/** One counted check of a code or a recovery code; `confirming` takes no recovery code. */
async function checkCode(
  deps: AppDeps,
  userId: number,
  input: UserSecondFactorInput,
  confirming: boolean,
): Promise<void> {
  const row = await repo.findUserTotp(deps.db, userId);
  if (!row) throw new AppError('TOTP_INVALID');
  const outcome = await checkCountedAttempt(
    deps.db,
    USER_TOTP_ATTEMPTS,
    userId,
    TOTP_LIMITS,
    async () => {
      if (input.recovery_code) {
        if (confirming) return false;
        const hash = sha256(input.recovery_code.trim().toLowerCase());
        return repo.useUserRecoveryCode(deps.db, userId, hash);
      }
      const step = await matchTotpStep(sealerOf(deps).open(row.secret), input.totp_code ?? '');
      if (step === null) return false;
      return repo.takeUserTotpStep(deps.db, userId, step, confirming);
    },
  );
  if (outcome.lockedUntil) throw loginLocked(outcome.lockedUntil);
  if (!outcome.passed) throw new AppError('TOTP_INVALID');
}

/** The first code turns two-factor on and answers the recovery codes, shown once. */
export async function confirmUserTotp(
  deps: AppDeps,
  userId: number,
  input: UserSecondFactorInput,
): Promise<{ recovery_codes: string[] }> {
  const row = await repo.findUserTotp(deps.db, userId);
  if (row?.confirmed_at) throw new AppError('TOTP_ENROLLED');
  await checkCode(deps, userId, input, true);
  const codes = Array.from({ length: USER_RECOVERY_CODES }, recoveryCode);
  await repo.insertUserRecoveryCodes(deps.db, userId, codes.map(sha256));
  return { recovery_codes: codes };
}

/**
 * The one call other domains make before a guarded write: nothing when two-factor is off;
 * TOTP_REQUIRED when it is on and no code came; TOTP_INVALID or LOGIN_LOCKED for a wrong one.
 */
export async function requireUserSecondFactor(
  deps: AppDeps,
  userId: number,
  input: UserSecondFactorInput,
): Promise<void> {
  if (!(await userTotpEnabled(deps, userId))) return;
  if (!input.totp_code && !input.recovery_code) throw new AppError('TOTP_REQUIRED');
  await checkCode(deps, userId, input, false);
}

/** Turning two-factor off takes a current code (or a recovery code). */
export async function disableUserTotp(
  deps: AppDeps,
  userId: number,
  input: UserSecondFactorInput,
): Promise<void> {
  if (!(await userTotpEnabled(deps, userId))) return;
  if (!input.totp_code && !input.recovery_code) throw new AppError('TOTP_REQUIRED');
  await checkCode(deps, userId, input, false);
  await deps.db.transaction().execute((trx) => repo.deleteUserTotp(trx, userId));
}

/** GET /user/totp: whether two-factor is on, and the recovery codes left. */
export async function userTotpStatus(deps: AppDeps, userId: number): Promise<TotpStatusView> {
  const enabled = await userTotpEnabled(deps, userId);
  return {
    enabled,
    recovery_codes_left: enabled ? await repo.countUnusedRecoveryCodes(deps.db, userId) : 0,
  };
}

/** A sign-in past the password that owes a code: the challenge token, answered this once. */
export async function startLoginChallenge(
  deps: AppDeps,
  userId: number,
  stay: boolean,
): Promise<string> {
  const token = newToken();
  await repo.insertLoginChallenge(deps.db, {
    userId,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + LOGIN_CHALLENGE_MS),
    stay,
  });
  return token;
}

/** The live challenge behind a token: whose sign-in it is, and how long it asked to stay. */
export function findLoginChallenge(deps: AppDeps, token: string) {
  return repo.findLoginChallenge(deps.db, sha256(token));
}

/** Uses the challenge once: false when another request used it first, or it expired. */
export function takeLoginChallenge(deps: AppDeps, token: string): Promise<boolean> {
  return repo.takeLoginChallenge(deps.db, sha256(token));
}
