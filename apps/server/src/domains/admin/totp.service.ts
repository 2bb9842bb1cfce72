import {
  ADMIN_RECOVERY_CODES,
  type AdminSessionView,
  type TotpCodeInput,
  type TotpEnrolmentView,
  type TotpStateView,
} from '@meridian/contract';

import { ADMIN_TOTP_ATTEMPTS, checkCountedAttempt } from '../../db/attempt-limit.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { secretBox } from '../../lib/secret-box.js';
import { sha256 } from '../../lib/secrets.js';
import { matchTotpStep, newTotpSecret, recoveryCode, TOTP_LIMITS } from '../../lib/totp.js';
import { loginLocked } from '../auth/index.js';
import type { AdminCaller } from './admin-auth.js';
import * as repo from './admin.repository.js';
import { ADMIN_SESSION_MS } from './admin.service.js';

/*
 * Operator two-factor (issue #15 item 1): TOTP (RFC 6238, otplib) required for every operator.
 * The first sign-in enrols an authenticator and hands out recovery codes; every sign-in after
 * the password gives a code. A code is accepted once (its time step is kept), and five wrong
 * codes lock the second factor for 15 minutes, apart from the password's own count.
 */

const ISSUER = 'Meridian operators';

/** GET /admin/totp/state. */
export async function totpState(deps: AppDeps, admin: AdminCaller): Promise<TotpStateView> {
  const row = await repo.findTotp(deps.db, admin.id);
  return { enrolled: row.totp_confirmed_at !== null, stage: admin.stage };
}

/** POST /admin/totp/enrol: a new secret, until one is confirmed (then TOTP_ENROLLED). */
export async function enrol(deps: AppDeps, admin: AdminCaller): Promise<TotpEnrolmentView> {
  const { secret, uri } = newTotpSecret(ISSUER, admin.email);
  const sealed = sealerOf(deps).seal(secret);
  if (!(await repo.setPendingTotp(deps.db, admin.id, sealed))) throw new AppError('TOTP_ENROLLED');
  return { secret, uri };
}

/** Operators' TOTP keys are stored sealed, under a key kept outside the database. */
function sealerOf(deps: AppDeps) {
  return secretBox(deps.config.totpKey, deps.config.totpKeyFile);
}

/**
 * Checks a TOTP code against the secret and takes its time step (refusing a replay), or uses a
 * recovery code once; counted against the second factor's attempt limit.
 */
async function checkSecondFactor(
  deps: AppDeps,
  admin: AdminCaller,
  input: TotpCodeInput,
  confirming: boolean,
): Promise<void> {
  const row = await repo.findTotp(deps.db, admin.id);
  const outcome = await checkCountedAttempt(
    deps.db,
    ADMIN_TOTP_ATTEMPTS,
    admin.id,
    TOTP_LIMITS,
    async () => {
      if (input.recovery_code !== undefined) {
        if (confirming) return false;
        return repo.useRecoveryCode(deps.db, admin.id, sha256(input.recovery_code.toLowerCase()));
      }
      if (!row.totp_secret) return false;
      const step = await matchTotpStep(sealerOf(deps).open(row.totp_secret), input.code!);
      if (step === null) return false;
      return repo.takeTotpStep(deps.db, admin.id, step, confirming);
    },
  );
  if (outcome.lockedUntil) throw loginLocked(outcome.lockedUntil);
  if (!outcome.passed) throw new AppError('TOTP_INVALID');
}

/**
 * POST /admin/totp/confirm: the first code from the new authenticator confirms it, completes this
 * session and answers the recovery codes (shown once; only their hashes are kept).
 */
export async function confirm(
  deps: AppDeps,
  admin: AdminCaller,
  input: TotpCodeInput,
): Promise<{ recovery_codes: string[] }> {
  const row = await repo.findTotp(deps.db, admin.id);
  if (row.totp_confirmed_at) throw new AppError('TOTP_ENROLLED');
  await checkSecondFactor(deps, admin, input, true);
  const codes = Array.from({ length: ADMIN_RECOVERY_CODES }, recoveryCode);
  await repo.insertRecoveryCodes(deps.db, admin.id, codes.map(sha256));
  await repo.completeAdminSession(
    deps.db,
    admin.sessionId,
    new Date(Date.now() + ADMIN_SESSION_MS),
  );
  return { recovery_codes: codes };
}

/** POST /admin/totp/verify: a code (or a recovery code) completes a password-stage session. */
export async function verifySecondFactor(
  deps: AppDeps,
  admin: AdminCaller,
  input: TotpCodeInput,
): Promise<TotpStateView> {
  const row = await repo.findTotp(deps.db, admin.id);
  if (!row.totp_confirmed_at) throw new AppError('TOTP_REQUIRED');
  await checkSecondFactor(deps, admin, input, false);
  await repo.completeAdminSession(
    deps.db,
    admin.sessionId,
    new Date(Date.now() + ADMIN_SESSION_MS),
  );
  return { enrolled: true, stage: 'full' };
}

/** GET /admin/sessions: the operator's own live sessions. */
export async function listSessions(deps: AppDeps, admin: AdminCaller): Promise<AdminSessionView[]> {
  return (await repo.listLiveSessions(deps.db, admin.id)).map((s) => ({
    id: s.id,
    current: s.id === admin.sessionId,
    stage: s.stage,
    created_at: s.created_at.getTime(),
    last_seen_at: s.last_seen_at.getTime(),
    expires_at: s.expires_at.getTime(),
    user_agent: s.user_agent,
    ip: s.ip,
  }));
}

/** POST /admin/sessions/revoke: ends one of the operator's own sessions (NOT_FOUND otherwise). */
export async function revokeSession(deps: AppDeps, admin: AdminCaller, id: number): Promise<void> {
  if ((await repo.revokeOwnSession(deps.db, admin.id, id)) === 0) throw new AppError('NOT_FOUND');
}
