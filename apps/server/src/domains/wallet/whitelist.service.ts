import {
  WHITELIST_COOL_OFF_MS,
  type WhitelistState,
  type WhitelistSwitchInput,
  type WhitelistView,
  type WithdrawInput,
} from '@meridian/contract';

import type { CurrencyRow, Executor, Trx } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../../lib/caller.js';
import { checkPayPassword, requireUserSecondFactor } from '../auth/index.js';
import * as repo from './wallet.repository.js';
import { mailWhitelistChange, whitelistChangeOf } from './whitelist-mail.js';
import * as whitelistRepo from './whitelist.repository.js';

/*
 * The withdrawal whitelist (issue #21 item 3). While it applies, a withdrawal goes only to a saved
 * address of its coin or a bound bank card, each usable from its `usable_at`: 24 h after it was
 * saved while the whitelist applied, at once if saved before. Turning it on is immediate; turning
 * it off is a request that lands 24 h later (cancellable), and the whitelist applies until then.
 * Time is `Date.now()` throughout (never the database's clock), so tests fix it.
 */

interface WhitelistRow {
  on_since: Date;
  off_at: Date | null;
}

function stateOf(row: WhitelistRow | undefined, now: number): WhitelistState {
  if (!row) return 'off';
  if (!row.off_at) return 'on';
  return row.off_at.getTime() > now ? 'off_pending' : 'off';
}

function viewOf(row: WhitelistRow | undefined, now: number): WhitelistView {
  const state = stateOf(row, now);
  return {
    state,
    on_since: state === 'off' ? null : row!.on_since.getTime(),
    off_at: state === 'off_pending' ? row!.off_at!.getTime() : null,
  };
}

/** The caller's whitelist now. */
export async function whitelistOf(db: Executor, userId: number): Promise<WhitelistView> {
  return viewOf(await whitelistRepo.findWhitelist(db, userId), Date.now());
}

/** Whether the whitelist applies now (on, or its turning off not landed yet). */
export async function whitelistApplies(db: Executor, userId: number): Promise<boolean> {
  return (await whitelistOf(db, userId)).state !== 'off';
}

/** When an address or card saved now can take a withdrawal. */
export async function usableAtForNew(db: Executor, userId: number): Promise<Date> {
  const now = Date.now();
  return new Date((await whitelistApplies(db, userId)) ? now + WHITELIST_COOL_OFF_MS : now);
}

/** "2026-11-27 09:30 UTC", as the withdrawal hold says its time. */
export function utcMinute(ms: number): string {
  return new Date(ms).toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
}

/**
 * While the whitelist applies: refuses a typed address, another coin's or another user's saved
 * address, and an address or card still cooling off (saying from when it can be used). Reads
 * only; a refused withdrawal changes nothing.
 */
export async function assertWhitelisted(
  db: Executor,
  userId: number,
  currency: CurrencyRow,
  input: WithdrawInput,
): Promise<void> {
  if (!(await whitelistApplies(db, userId))) return;
  if (input.address !== undefined) throw new AppError('WHITELIST_ONLY');
  let usableAt: Date;
  if (input.address_id !== undefined) {
    const address = await repo.findWithdrawAddress(db, userId, input.address_id);
    if (!address || address.currency_id !== currency.id) throw new AppError('ADDRESS_NOT_FOUND');
    if (
      input.network !== undefined &&
      address.network !== null &&
      input.network !== address.network
    )
      throw new AppError('WHITELIST_ONLY');
    usableAt = address.usable_at;
  } else {
    const card = await repo.findBankCard(db, userId, input.bank!);
    if (!card) throw new AppError('BANK_CARD_REQUIRED');
    usableAt = card.usable_at;
  }
  if (usableAt.getTime() > Date.now())
    throw new AppError('WHITELIST_COOLING', { until: utcMinute(usableAt.getTime()) });
}

/** What turning it on or off asks: the pay password and, when two-factor is on, its code. */
export type WhitelistSwitch = WhitelistSwitchInput & Parameters<typeof requireUserSecondFactor>[2];

/** A switch step: the user's whitelist row and the time, read under the user's lock. */
type SwitchStep = (trx: Trx, row: WhitelistRow | undefined, now: number) => Promise<WhitelistView>;

/**
 * Runs `step` for the caller with their user row locked: one user's switches, one at a time.
 * After the commit, mails the user what it changed (nothing when it changed nothing).
 */
async function underUserLock(
  deps: AppDeps,
  caller: Caller,
  step: SwitchStep,
): Promise<WhitelistView> {
  const { before, view, now } = await deps.db.transaction().execute(async (trx) => {
    await repo.lockUser(trx, caller.user.id);
    const now = Date.now();
    const row = await whitelistRepo.findWhitelist(trx, caller.user.id);
    return { before: stateOf(row, now), view: await step(trx, row, now), now };
  });
  const change = whitelistChangeOf(before, view.state);
  if (change) {
    const offAt = view.off_at === null ? null : utcMinute(view.off_at);
    await mailWhitelistChange(deps, caller.user, change, { time: utcMinute(now), offAt });
  }
  return view;
}

/** Turning on or off is a security change: the second factor, then the pay password. */
async function checkSwitch(deps: AppDeps, caller: Caller, input: WhitelistSwitch): Promise<void> {
  await requireUserSecondFactor(deps, caller.user.id, input);
  await checkPayPassword(deps.db, caller.user.id, input.pay_password);
}

/**
 * POST /user/whitelist/on: on at once; during a pending turning off it cancels it (still on since
 * the first time).
 */
export async function turnWhitelistOn(
  deps: AppDeps,
  caller: Caller,
  input: WhitelistSwitch,
): Promise<WhitelistView> {
  await checkSwitch(deps, caller, input);
  return underUserLock(deps, caller, async (trx, row, now) => {
    const state = stateOf(row, now);
    if (state === 'on') return viewOf(row, now);
    const onSince = state === 'off_pending' ? row!.on_since : new Date(now);
    await whitelistRepo.saveWhitelistOn(trx, caller.user.id, onSince, new Date(now));
    return viewOf({ on_since: onSince, off_at: null }, now);
  });
}

/**
 * POST /user/whitelist/off: asks to turn it off, landing 24 h later; asking again while it waits
 * keeps the first time.
 */
export async function requestWhitelistOff(
  deps: AppDeps,
  caller: Caller,
  input: WhitelistSwitch,
): Promise<WhitelistView> {
  await checkSwitch(deps, caller, input);
  return underUserLock(deps, caller, async (trx, row, now) => {
    if (stateOf(row, now) !== 'on') return viewOf(row, now);
    const offAt = new Date(now + WHITELIST_COOL_OFF_MS);
    await whitelistRepo.setWhitelistOffAt(trx, caller.user.id, offAt, new Date(now));
    return viewOf({ on_since: row!.on_since, off_at: offAt }, now);
  });
}

/** POST /user/whitelist/cancel_off: keeps it on; it only tightens, so it asks for nothing more. */
export async function cancelWhitelistOff(deps: AppDeps, caller: Caller): Promise<WhitelistView> {
  return underUserLock(deps, caller, async (trx, row, now) => {
    if (stateOf(row, now) !== 'off_pending') return viewOf(row, now);
    await whitelistRepo.saveWhitelistOn(trx, caller.user.id, row!.on_since, new Date(now));
    return viewOf({ on_since: row!.on_since, off_at: null }, now);
  });
}
