import type { Executor } from '../../db/database.js';
import { pageOf } from '../../db/paging.js';
import type { PageRequest } from '../../lib/pagination.js';

/*
 * The operator's read-only view of one user (issue #15 item 3): profile, identity records and
 * trading, read straight from the owning domains' tables (ARCHITECTURE.md allows reads for
 * operator views). Nothing here writes.
 */

/** The profile an operator sees: contact, invite code, identity level, hold. */
export function findProfile(db: Executor, userId: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('users as inviter', 'inviter.id', 'u.inviter_id')
    .select([
      'u.id',
      'u.email',
      'u.mobile',
      'u.area_code',
      'u.nickname',
      'u.invite_code',
      'inviter.invite_code as inviter_code',
      'u.real_level',
      'u.language',
      'u.locked_until',
      'u.created_at',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

/** Every identity record the user submitted, level 1 and 2, newest first. */
export function listKycRecords(db: Executor, userId: number) {
  return db
    .selectFrom('kyc_records as k')
    .leftJoin('admins as a', 'a.id', 'k.admin_id')
    .select([
      'k.id',
      'k.level',
      'k.id_type',
      'k.name',
      'k.card_id',
      'k.front_pic',
      'k.reverse_pic',
      'k.status',
      'k.reason',
      'a.email as admin_email',
      'k.created_at',
      'k.handled_at',
    ])
    .where('k.user_id', '=', userId)
    .orderBy('k.id', 'desc')
    .execute();
}

export function pageSpotOrders(db: Executor, userId: number, request: PageRequest) {
  return pageOf(
    db.selectFrom('spot_orders').where('user_id', '=', userId),
    (q) =>
      q
        .select([
          'id',
          'symbol',
          'type',
          'order_type',
          'target_price',
          'amount',
          'fill_price',
          'total',
          'fee',
          'status',
          'created_at',
          'filled_at',
          'cancelled_at',
        ])
        .orderBy('id', 'desc'),
    request,
  );
}

export function pageFuturesPositions(db: Executor, userId: number, request: PageRequest) {
  return pageOf(
    db.selectFrom('lever_positions').where('user_id', '=', userId),
    (q) =>
      q
        .select([
          'id',
          'symbol',
          'type',
          'share',
          'multiple',
          'entry',
          'target_price',
          'price',
          'caution_money',
          'trade_fee',
          'close_price',
          'close_reason',
          'profits',
          'status',
          'created_at',
          'opened_at',
          'closed_at',
        ])
        .orderBy('id', 'desc'),
    request,
  );
}

export function pageOptionOrders(db: Executor, userId: number, request: PageRequest) {
  return pageOf(
    db.selectFrom('option_orders').where('user_id', '=', userId),
    (q) =>
      q
        .select([
          'id',
          'symbol',
          'type',
          'seconds',
          'number',
          'fee',
          'profit_ratio',
          'open_price',
          'end_price',
          'fact_profits',
          'profit_result',
          'status',
          'void_reason',
          'created_at',
          'settled_at',
        ])
        .orderBy('id', 'desc'),
    request,
  );
}
