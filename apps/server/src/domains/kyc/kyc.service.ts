import {
  KYC_STATUS,
  type KycIdType,
  type KycInput,
  type KycLevelView,
  type RealStateView,
} from '@meridian/contract';

import type { Executor, Trx, UserRow } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../../lib/caller.js';
import { findUploadByUrl, uploadPathOf } from '../upload/index.js';
import { users } from '../user/index.js';
import * as repo from './kyc.repository.js';

type KycRow = Awaited<ReturnType<typeof repo.latestRecords>>[number];

const levelView = (row: KycRow | undefined): KycLevelView => ({
  status: row?.status ?? KYC_STATUS.none,
  reason: row?.status === KYC_STATUS.failed ? row.reason : null,
  submitted_at: row ? row.created_at.getTime() : null,
});

/** Shows only the last four characters of a document number. */
const maskId = (id: string | null) =>
  id ? `${'*'.repeat(Math.max(0, id.length - 4))}${id.slice(-4)}` : null;

/** GET /real/state */
export async function realState(deps: AppDeps, caller: Caller): Promise<RealStateView> {
  const records = await repo.latestRecords(deps.db, caller.user.id);
  const level1 = records.find((r) => r.level === 1);
  const level2 = records.find((r) => r.level === 2);
  return {
    level: caller.user.real_level,
    level1: {
      ...levelView(level1),
      name: level1?.name ?? null,
      id_type: (level1?.id_type ?? null) as KycIdType | null,
      card_id: maskId(level1?.card_id ?? null),
    },
    level2: levelView(level2),
    email_bound: caller.user.email !== null,
    mobile_bound: caller.user.mobile !== null,
  };
}

function assertBound(user: Pick<UserRow, 'email' | 'mobile'>) {
  if (!user.email || !user.mobile) throw new AppError('KYC_BIND_REQUIRED');
}

/** The path to keep for one of the user's own uploads (never a signed link, which expires). */
async function ownImagePath(db: Executor, userId: number, url: string) {
  const upload = await findUploadByUrl(db, url);
  if (!upload || upload.user_id !== userId) throw new AppError('VOUCHER_INVALID');
  return uploadPathOf(url);
}

/**
 * POST /user/real: level 1 (document) or level 2 (photos, after level 1 is certified). One
 * record per level may be under audit or certified at a time; a failed one may be resubmitted.
 */
export async function submit(
  deps: AppDeps,
  caller: Caller,
  input: KycInput,
): Promise<RealStateView> {
  const user = caller.user;
  assertBound(user);
  const level = input.real_type;
  const current = (await repo.latestRecords(deps.db, user.id)).find((r) => r.level === level);
  if (current?.status === KYC_STATUS.pending) throw new AppError('KYC_PENDING');
  if (current?.status === KYC_STATUS.certified) throw new AppError('KYC_CERTIFIED');
  try {
    if (input.real_type === 1) {
      await repo.insertRecord(deps.db, {
        user_id: user.id,
        level: 1,
        id_type: input.id_type,
        name: input.name,
        card_id: input.card_id,
      });
    } else {
      if (user.real_level < 1) throw new AppError('KYC_LEVEL1_REQUIRED');
      const front_pic = await ownImagePath(deps.db, user.id, input.front_pic);
      const reverse_pic = await ownImagePath(deps.db, user.id, input.reverse_pic);
      await repo.insertRecord(deps.db, { user_id: user.id, level: 2, front_pic, reverse_pic });
    }
  } catch (error) {
    // Two submissions at once: the partial unique index lets one through.
    if (isUniqueViolation(error)) throw new AppError('KYC_PENDING');
    throw error;
  }
  return realState(deps, caller);
}

/** Operator approval: certifies the record and raises the user's level, in the caller's transaction. */
export async function approve(trx: Trx, adminId: number, id: number) {
  const row = await repo.settleRecord(trx, id, { status: KYC_STATUS.certified, admin_id: adminId });
  if (!row) throw new AppError('ALREADY_HANDLED');
  const user = (await users.findById(trx, row.user_id))!;
  assertBound(user);
  if (row.level === 2 && user.real_level < 1) throw new AppError('KYC_LEVEL1_REQUIRED');
  await users.updateUser(trx, row.user_id, { real_level: Math.max(user.real_level, row.level) });
  return row;
}

/** Operator rejection with the reason the user sees. */
export async function reject(trx: Trx, adminId: number, id: number, reason: string) {
  const row = await repo.settleRecord(trx, id, {
    status: KYC_STATUS.failed,
    admin_id: adminId,
    reason,
  });
  if (!row) throw new AppError('ALREADY_HANDLED');
  return row;
}
