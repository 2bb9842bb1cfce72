import type {
  BindEmailInput,
  BindMobileInput,
  EditNicknameInput,
  PayPasswordInput,
  UserPreferencesInput,
  UserView,
} from '@meridian/contract';

import { isUniqueViolation } from '../../db/errors.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../../lib/caller.js';
import { hashSecret } from '../../lib/secrets.js';
import {
  checkCode,
  consumeCheckedCode,
  requireUserSecondFactor,
  smsTarget,
} from '../auth/index.js';
import { findUploadByUrl, publishUpload } from '../upload/index.js';
import * as users from './user.repository.js';
import { toUserView } from './user.view.js';

export async function getUserInfo(deps: AppDeps, caller: Caller): Promise<UserView> {
  const user = await users.findById(deps.db, caller.user.id);
  if (!user) throw new AppError('SESSION_INVALID');
  return toUserView(user);
}

/** POST /user/editNickname: nickname 2-10, signature 2-30 (SPEC.md §5); either or both. */
export async function editProfile(deps: AppDeps, caller: Caller, input: EditNicknameInput) {
  const updated = await users.updateUser(deps.db, caller.user.id, {
    ...(input.nickname !== undefined ? { nickname: input.nickname } : {}),
    ...(input.signature !== undefined ? { signature: input.signature } : {}),
  });
  deps.forgetSessions?.(caller.user.id);
  return toUserView(updated);
}

/** POST /user/uploadHeadPortrait: only an image this user uploaded through /upload. */
export async function setHeadPortrait(deps: AppDeps, caller: Caller, url: string) {
  const upload = await findUploadByUrl(deps.db, url);
  if (!upload || upload.user_id !== caller.user.id) {
    throw new AppError('PARAMETER_ERROR', { field: 'head_portrait' });
  }
  // Uploads are private; an avatar is shown to others, so it gets a public copy.
  const updated = await users.updateUser(deps.db, caller.user.id, {
    head_portrait: await publishUpload(deps, url),
  });
  deps.forgetSessions?.(caller.user.id);
  return toUserView(updated);
}

/** The address a security code for this user went to: email first, else mobile. */
function ownCodeTarget(caller: Caller) {
  const { email, mobile, area_code } = caller.user;
  if (email) return { channel: 'mail' as const, target: email };
  return { channel: 'sms' as const, target: smsTarget(area_code ?? '', mobile ?? '') };
}

/** POST /safe/update_password: sets the 6-digit pay password with a code to the user's address. */
export async function setPayPassword(deps: AppDeps, caller: Caller, input: PayPasswordInput) {
  const codeId = await checkCode(
    deps.db,
    { ...ownCodeTarget(caller), scene: 'pay_password' },
    input.code,
  );
  await requireUserSecondFactor(deps, caller.user.id, input);
  const hash = await hashSecret(input.password);
  await deps.db.transaction().execute(async (trx) => {
    await consumeCheckedCode(trx, codeId);
    await users.updateUser(trx, caller.user.id, { pay_password_hash: hash });
  });
  deps.forgetSessions?.(caller.user.id);
}

/** POST /safe/mobile: binds a mobile number proven by the SMS code sent to it. */
export async function bindMobile(deps: AppDeps, caller: Caller, input: BindMobileInput) {
  if (input.area_code === '86' && !/^1[3-9]\d{9}$/.test(input.mobile))
    throw new AppError('MOBILE_INVALID');
  const taken = await users.findByMobile(deps.db, input.mobile, input.area_code);
  if (taken && taken.id !== caller.user.id) throw new AppError('MOBILE_TAKEN');
  const codeId = await checkCode(
    deps.db,
    { channel: 'sms', target: smsTarget(input.area_code, input.mobile), scene: 'bind_mobile' },
    input.code,
  );
  try {
    await deps.db.transaction().execute(async (trx) => {
      await consumeCheckedCode(trx, codeId);
      await users.updateUser(trx, caller.user.id, {
        mobile: input.mobile,
        area_code: input.area_code,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('MOBILE_TAKEN');
    throw error;
  }
  deps.forgetSessions?.(caller.user.id);
}

/** POST /safe/email: binds an email address proven by the mail code sent to it. */
export async function bindEmail(deps: AppDeps, caller: Caller, input: BindEmailInput) {
  const taken = await users.findByEmail(deps.db, input.email);
  if (taken && taken.id !== caller.user.id) throw new AppError('ACCOUNT_EXISTS');
  const codeId = await checkCode(
    deps.db,
    { channel: 'mail', target: input.email, scene: 'bind_email' },
    input.code,
  );
  try {
    await deps.db.transaction().execute(async (trx) => {
      await consumeCheckedCode(trx, codeId);
      await users.updateUser(trx, caller.user.id, { email: input.email });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('ACCOUNT_EXISTS');
    throw error;
  }
  deps.forgetSessions?.(caller.user.id);
}

/** POST /user/setting: default fiat, language and price colours ('auto' goes back to the default). */
export async function setPreferences(deps: AppDeps, caller: Caller, input: UserPreferencesInput) {
  const updated = await users.updateUser(deps.db, caller.user.id, {
    ...(input.fiat ? { default_fiat: input.fiat } : {}),
    ...(input.language ? { language: input.language } : {}),
    ...(input.price_colours
      ? { price_colours: input.price_colours === 'auto' ? null : input.price_colours }
      : {}),
  });
  deps.forgetSessions?.(caller.user.id);
  return toUserView(updated);
}
