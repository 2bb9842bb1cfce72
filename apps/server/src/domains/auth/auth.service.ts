import {
  defaultNickname,
  isEmail,
  type ForgetInput,
  type Language,
  type LoginChallengeView,
  type LoginInput,
  type LoginVerifyInput,
  type RegisterInput,
  type SendMailCodeInput,
  type SendSmsCodeInput,
} from '@meridian/contract';

import { checkCountedAttempt, LOGIN_ATTEMPTS } from '../../db/attempt-limit.js';
import type { UserRow } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../../lib/caller.js';
import { hashSecret, newToken, sha256, verifySecret } from '../../lib/secrets.js';
import { generateInviteCode, users } from '../user/index.js';
import { insertLogin, type LoginOrigin } from './login-history.repository.js';
import { loginLocked } from './login-lock.js';
import { noticeSignIn } from './new-device.js';
import * as sessions from './session.repository.js';
import {
  checkCode,
  consumeCheckedCode,
  issueCode,
  smsTarget,
} from './verification-code.service.js';
import {
  findLoginChallenge,
  requireUserSecondFactor,
  startLoginChallenge,
  takeLoginChallenge,
  userTotpEnabled,
} from './user-totp.service.js';

/** Five failed logins lock the account for 15 minutes. */
const LOGIN_LIMITS = { maxAttempts: 5, lockMs: 15 * 60 * 1000 };
const SHORT_SESSION_MS = 24 * 60 * 60 * 1000;

/** POST /sms_mail. Scenes that create an account need a free address; others need a known one. */
export async function sendMailCode(
  deps: AppDeps,
  input: SendMailCodeInput,
  lang: Language,
  caller?: Caller,
) {
  const owner = await users.findByEmail(deps.db, input.user_string);
  await assertSceneAllows(input.scene, owner, caller, { email: input.user_string });
  await issueCode(deps, { channel: 'mail', target: input.user_string, scene: input.scene }, lang);
}

/** POST /sms_send. */
export async function sendSmsCode(
  deps: AppDeps,
  input: SendSmsCodeInput,
  lang: Language,
  caller?: Caller,
) {
  const owner = await users.findByMobile(deps.db, input.mobile, input.area_code);
  await assertSceneAllows(input.scene, owner, caller, {
    mobile: input.mobile,
    areaCode: input.area_code,
  });
  await issueCode(
    deps,
    { channel: 'sms', target: smsTarget(input.area_code, input.mobile), scene: input.scene },
    lang,
  );
}

async function assertSceneAllows(
  scene: SendMailCodeInput['scene'],
  owner: UserRow | undefined,
  caller: Caller | undefined,
  address: { email?: string; mobile?: string; areaCode?: string },
) {
  switch (scene) {
    case 'register':
      if (owner) throw new AppError('ACCOUNT_EXISTS');
      return;
    case 'forget':
      if (!owner) throw new AppError('ACCOUNT_NOT_FOUND');
      return;
    case 'bind_email':
    case 'bind_mobile':
      if (!caller) throw new AppError('SESSION_INVALID');
      if (owner && owner.id !== caller.user.id) {
        throw new AppError(scene === 'bind_email' ? 'ACCOUNT_EXISTS' : 'MOBILE_TAKEN');
      }
      return;
    case 'pay_password':
    case 'anti_phishing':
    case 'password': {
      if (!caller) throw new AppError('SESSION_INVALID');
      // These codes go only to the caller's own bound address.
      const own = address.email
        ? caller.user.email === address.email
        : caller.user.mobile === address.mobile && caller.user.area_code === address.areaCode;
      if (!own)
        throw new AppError('PARAMETER_ERROR', { field: address.email ? 'user_string' : 'mobile' });
      return;
    }
  }
}

/** POST /user/check_email: ok when the address is free to register. */
export async function checkEmailAvailable(deps: AppDeps, email: string) {
  if (await users.findByEmail(deps.db, email)) throw new AppError('ACCOUNT_EXISTS');
}

/** POST /user/register: email (default) or mobile, code-verified, optional inviter. */
export async function register(deps: AppDeps, input: RegisterInput): Promise<void> {
  const identity = registrationIdentity(input);
  const existing =
    identity.channel === 'mail'
      ? await users.findByEmail(deps.db, identity.email)
      : await users.findByMobile(deps.db, identity.mobile, input.area_code);
  if (existing) throw new AppError('ACCOUNT_EXISTS');
  const inviter = input.extension_code
    ? await users.findByInviteCode(deps.db, input.extension_code)
    : undefined;
  if (input.extension_code && !inviter) throw new AppError('INVITE_CODE_INVALID');

  const codeId = await checkCode(
    deps.db,
    { channel: identity.channel, target: identity.target, scene: 'register' },
    input.code,
  );
  const passwordHash = await hashSecret(input.password);
  try {
    await deps.db.transaction().execute(async (trx) => {
      await consumeCheckedCode(trx, codeId);
      const inviteCode = await generateInviteCode(trx);
      await users.insertUser(trx, {
        username: identity.username,
        email: identity.channel === 'mail' ? identity.email : null,
        mobile: identity.channel === 'sms' ? identity.mobile : null,
        area_code: identity.channel === 'sms' ? input.area_code : null,
        password_hash: passwordHash,
        invite_code: inviteCode,
        inviter_id: inviter?.id ?? null,
        nickname: defaultNickname(inviteCode),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('ACCOUNT_EXISTS');
    throw error;
  }
}

function registrationIdentity(input: RegisterInput) {
  if (input.type === 'email') {
    const email = input.user_string.toLowerCase();
    if (!isEmail(email)) throw new AppError('EMAIL_INVALID');
    return { channel: 'mail' as const, target: email, email, username: email, mobile: '' };
  }
  const mobile = input.user_string;
  const valid = input.area_code === '86' ? /^1[3-9]\d{9}$/.test(mobile) : /^\d{5,15}$/.test(mobile);
  if (!valid) throw new AppError('MOBILE_INVALID');
  return {
    channel: 'sms' as const,
    target: smsTarget(input.area_code, mobile),
    email: '',
    mobile,
    username: `+${input.area_code} ${mobile}`,
  };
}

/** Finds the account a login or reset names: an email address, or a mobile number. */
async function findAccount(deps: AppDeps, account: string, areaCode?: string) {
  return isEmail(account.toLowerCase())
    ? users.findByEmail(deps.db, account)
    : users.findByMobile(deps.db, account.replace(/^\+\d+\s+/, ''), areaCode);
}

/**
 * An argon2id hash (library defaults, like `hashSecret`) of a password nobody knows. A login for
 * an unknown account checks against it, so it costs the same work as a wrong password and
 * response times do not tell which accounts exist.
 */
const DUMMY_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$He9nFKMeDv5MyV9aW/C0ag$6SqDf1SLQC3eSaD7JeP8VW10d1UUvyKauehq0F2kfKY';

/** Spends one password check on nothing (see DUMMY_PASSWORD_HASH); operator login uses it too. */
export async function checkPasswordOfNobody(password: string): Promise<void> {
  await verifySecret(DUMMY_PASSWORD_HASH, password);
}

/**
 * POST /user/login: answers a new session token, or, when the user has two-factor on, a
 * challenge that POST /user/login/verify exchanges for one with a code. Five failures lock the
 * account for 15 min; each attempt is counted in SQL before the password is checked, so a
 * parallel burst gets five checks, not one per request.
 */
export async function login(
  deps: AppDeps,
  input: LoginInput,
  origin: LoginOrigin = { ip: '', userAgent: '' },
): Promise<string | LoginChallengeView> {
  const user = await findAccount(deps, input.user_string, input.area_code);
  if (!user) {
    await checkPasswordOfNobody(input.password);
    throw new AppError('LOGIN_FAILED');
  }
  // Every attempt on a known account is kept for the operator's login history (migration 0017).
  const refuse = async (error: AppError) => {
    await insertLogin(deps.db, user.id, origin, false);
    return error;
  };
  const outcome = await checkCountedAttempt(deps.db, LOGIN_ATTEMPTS, user.id, LOGIN_LIMITS, () =>
    verifySecret(user.password_hash, input.password),
  );
  if (outcome.lockedUntil) throw await refuse(loginLocked(outcome.lockedUntil));
  if (!outcome.passed) throw await refuse(new AppError('LOGIN_FAILED'));
  // An operator's hold is said with its reason, and only to whoever knows the password.
  if (user.held_reason) {
    throw await refuse(new AppError('ACCOUNT_HELD', { reason: user.held_reason }));
  }
  if (await userTotpEnabled(deps, user.id)) {
    return {
      second_factor: 'totp',
      challenge: await startLoginChallenge(deps, user.id, input.stay),
    };
  }
  return startSession(deps, user, input.stay, origin);
}

/**
 * POST /user/login/verify: the second step. A wrong code is counted like the password (and kept
 * in the login history); the challenge serves until it is used once or its 5 minutes pass.
 */
export async function verifyLogin(
  deps: AppDeps,
  input: LoginVerifyInput,
  origin: LoginOrigin = { ip: '', userAgent: '' },
): Promise<string> {
  const pending = await findLoginChallenge(deps, input.challenge);
  if (!pending) throw new AppError('LOGIN_CHALLENGE_EXPIRED');
  try {
    await requireUserSecondFactor(deps, pending.user_id, input);
  } catch (error) {
    await insertLogin(deps.db, pending.user_id, origin, false);
    throw error;
  }
  if (!(await takeLoginChallenge(deps, input.challenge))) {
    throw new AppError('LOGIN_CHALLENGE_EXPIRED');
  }
  const user = await users.findById(deps.db, pending.user_id);
  if (!user) throw new AppError('LOGIN_CHALLENGE_EXPIRED');
  if (user.held_reason) throw new AppError('ACCOUNT_HELD', { reason: user.held_reason });
  return startSession(deps, user, pending.stay, origin);
}

/** The one place a session starts: the row, the login history, the new-device notice. */
export async function startSession(
  deps: AppDeps,
  user: UserRow,
  stay: boolean,
  origin: LoginOrigin,
): Promise<string> {
  const token = newToken();
  const ttl = stay ? deps.config.tokenTtlDays * SHORT_SESSION_MS : SHORT_SESSION_MS;
  await deps.db.transaction().execute(async (trx) => {
    await sessions.insertSession(trx, user.id, sha256(token), new Date(Date.now() + ttl), origin);
    await insertLogin(trx, user.id, origin, true);
  });
  await noticeSignIn(deps, user, origin);
  return token;
}

/** Ends every session of a user on every node (an operator's hold, a password reset). */
export async function endAllSessions(
  deps: Pick<AppDeps, 'db' | 'forgetSessions' | 'disconnectUser'>,
  userId: number,
) {
  await sessions.revokeAllSessions(deps.db, userId);
  deps.forgetSessions?.(userId);
  deps.disconnectUser?.(userId);
}

/** GET /user/logout: ends this session only. */
export async function logout(deps: AppDeps, caller: Caller) {
  await sessions.revokeSession(deps.db, caller.sessionId);
  deps.forgetSessions?.(caller.user.id, caller.sessionId);
  deps.disconnectUser?.(caller.user.id, caller.sessionId);
}

/**
 * POST /user/forget: sets a new login password with a code sent to the account. Every session
 * ends, and withdrawals are held for 24 h from now (PRODUCT-RULES.md §2).
 */
export async function resetPassword(deps: AppDeps, input: ForgetInput & { area_code?: string }) {
  const user = await findAccount(deps, input.account, input.area_code);
  if (!user) throw new AppError('ACCOUNT_NOT_FOUND');
  const byMail = isEmail(input.account.toLowerCase());
  const target = byMail ? (user.email ?? '') : smsTarget(user.area_code ?? '', user.mobile ?? '');
  const codeId = await checkCode(
    deps.db,
    { channel: byMail ? 'mail' : 'sms', target, scene: 'forget' },
    input.code,
  );
  // A reset by mail alone would undo two-factor: it asks for the code too.
  await requireUserSecondFactor(deps, user.id, input);
  const passwordHash = await hashSecret(input.password);
  await deps.db.transaction().execute(async (trx) => {
    await consumeCheckedCode(trx, codeId);
    await users.updateUser(trx, user.id, {
      password_hash: passwordHash,
      password_changed_at: new Date(),
      failed_logins: 0,
      locked_until: null,
    });
    await sessions.revokeAllSessions(trx, user.id);
  });
  deps.forgetSessions?.(user.id);
  deps.disconnectUser?.(user.id);
}
