import {
  isValidChainAddress,
  KYC_LIMITS,
  type Language,
  type Page,
  type PagedInput,
  type WithdrawalView,
  type WithdrawHoldView,
  type WithdrawInfoView,
  type WithdrawInput,
  withdrawalSubject,
} from '@meridian/contract';

import type { CurrencyRow, Executor, Trx, UserRow } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import * as ledger from '../../ledger/ledger.js';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../../lib/caller.js';
import { translate } from '../../lib/messages.js';
import { pageView } from '../../lib/pagination.js';
import { checkPayPassword, confirmWithPasskey, requireUserSecondFactor } from '../auth/index.js';
import { users } from '../user/index.js';
import { feedPrice } from './prices.js';
import {
  assertRealCoinsMove,
  currencyOrThrow,
  defaultRun,
  ms,
  networkOf,
  networksOf,
  readSetting,
  type RunMoney,
} from './wallet.common.js';
import * as repo from './wallet.repository.js';
import * as rules from './wallet.rules.js';
import { assertWhitelisted, utcMinute, whitelistOf } from './whitelist.service.js';

const BTC_ID = 1;

type WithdrawalRow = NonNullable<Awaited<ReturnType<typeof repo.findWithdrawal>>>;

// ---- published limits ----------------------------------------------------------------------------

/** The 24 h limit's window: it counts the withdrawals of the last 24 h. */
const LIMIT_WINDOW_MS = 86_400_000;

interface Limits {
  limitBtc: string;
  usedBtc: string;
  remainingBtc: string;
}

/** The caller's 24 h limit in BTC for their identity level, what they used and what is left. */
async function withdrawLimits(db: Executor, user: UserRow): Promise<Limits> {
  const level = Math.min(user.real_level, 2) as 0 | 1 | 2;
  const limitBtc =
    level === 0
      ? '0'
      : await readSetting(db, `kyc${level}_withdraw_btc_24h`, KYC_LIMITS[level].withdrawBtc24h);
  const usedBtc = rules.plain(
    await repo.withdrawnBtcSince(db, user.id, new Date(Date.now() - LIMIT_WINDOW_MS)),
  );
  return { limitBtc, usedBtc, remainingBtc: rules.remaining(limitBtc, usedBtc) };
}

/** Whether a verified user has used up their 24 h limit (less than a satoshi left). */
function limitUsedUp(user: UserRow, limits: Limits): boolean {
  return user.real_level >= 1 && rules.isLess(limits.remainingBtc, '0.00000001');
}

/**
 * When a used-up 24 h limit frees up: the window rolls, so when the oldest withdrawal it counts
 * turns 24 h old; null when it counts none (a limit of nothing frees up only with a higher level).
 */
async function limitFreesAt(db: Executor, userId: number): Promise<number | null> {
  const since = new Date(Date.now() - LIMIT_WINDOW_MS);
  const oldest = await repo.oldestCountedWithdrawalSince(db, userId, since);
  return oldest ? oldest.getTime() + LIMIT_WINDOW_MS : null;
}

/** Until when withdrawals are held after a login-password change, or null when they are not. */
async function holdUntil(db: Executor, user: UserRow): Promise<number | null> {
  if (!user.password_changed_at) return null;
  const hours = Number(await readSetting(db, 'withdraw_hold_hours_after_password_change', '24'));
  const until = user.password_changed_at.getTime() + hours * 3_600_000;
  return until > Date.now() ? until : null;
}

/** POST /wallet/get_info: what the withdraw screen shows before the user confirms. */
export async function withdrawInfo(
  deps: AppDeps,
  caller: Caller,
  currencyId: number,
  lang: Language = 'en',
): Promise<WithdrawInfoView> {
  const currency = await currencyOrThrow(deps.db, currencyId);
  // Read afresh: the session's copy may predate a pay-password lock.
  const user = (await users.findById(deps.db, caller.user.id)) ?? caller.user;
  const [balance, limits, hold, whitelist] = await Promise.all([
    repo.findBalance(deps.db, user.id, currency.id, currency.funds_account),
    withdrawLimits(deps.db, user),
    holdUntil(deps.db, user),
    whitelistOf(deps.db, user.id),
  ]);
  const limitUntil = limitUsedUp(user, limits) ? await limitFreesAt(deps.db, user.id) : null;
  const price = feedPrice(deps.market, currency.id);
  const btc = feedPrice(deps.market, BTC_ID);
  return {
    currency_id: currency.id,
    currency_name: currency.name,
    networks: networksOf(currency),
    account_type: currency.funds_account,
    available: rules.plain(balance?.available ?? '0'),
    min: rules.plain(currency.withdraw_min),
    fee: rules.plain(currency.withdraw_fee),
    withdraw_enabled: currency.is_transfer && currency.withdraw_enabled,
    bank_enabled: currency.is_legal,
    kyc_level: user.real_level,
    limit_btc_24h: limits.limitBtc,
    used_btc_24h: limits.usedBtc,
    remaining_btc_24h: limits.remainingBtc,
    remaining_amount:
      price && btc ? rules.btcToAmount(limits.remainingBtc, price.price, btc.price) : null,
    pay_password_set: user.pay_password_hash !== null,
    hold_until: hold,
    holds: holdsOf({ user, currency, limits, limitUntil, hold, offAt: whitelist.off_at }, lang),
    whitelist: whitelist.state !== 'off',
  };
}

/**
 * Every hold on the caller's withdrawals of this coin now, each with its reason in their language,
 * when it lifts by itself and the screen that lifts it (issue #21 item 6): never a silent freeze.
 */
function holdsOf(
  now: {
    user: UserRow;
    currency: CurrencyRow;
    limits: Limits;
    limitUntil: number | null;
    hold: number | null;
    offAt: number | null;
  },
  lang: Language,
): WithdrawHoldView[] {
  const { user, currency, limits, limitUntil, hold, offAt } = now;
  const holds: WithdrawHoldView[] = [];
  const add = (h: Omit<WithdrawHoldView, 'reason'>, params: Record<string, string> = {}) => {
    const key = `HOLD_${h.kind.toUpperCase()}` as Parameters<typeof translate>[0];
    holds.push({ ...h, reason: translate(key, lang, params) });
  };
  if (!currency.is_transfer || !currency.withdraw_enabled)
    add(
      { kind: 'coin_disabled', until: null, resolve: 'wait', blocking: true },
      { coin: currency.name },
    );
  if (user.real_level < 1) add({ kind: 'identity', until: null, resolve: 'kyc', blocking: true });
  else if (limitUsedUp(user, limits))
    add(
      {
        kind: 'daily_limit',
        until: limitUntil,
        resolve: user.real_level < 2 ? 'kyc' : 'wait',
        blocking: true,
      },
      { limit: limits.limitBtc },
    );
  if (hold)
    add(
      { kind: 'password_change', until: hold, resolve: 'wait', blocking: true },
      { until: utcMinute(hold) },
    );
  if (!user.pay_password_hash)
    add({ kind: 'pay_password_not_set', until: null, resolve: 'pay_password', blocking: true });
  const locked = user.pay_password_locked_until?.getTime() ?? 0;
  if (locked > Date.now())
    add(
      { kind: 'pay_password_locked', until: locked, resolve: 'wait', blocking: true },
      { until: utcMinute(locked) },
    );
  if (offAt !== null)
    add(
      { kind: 'whitelist_off_pending', until: offAt, resolve: 'whitelist', blocking: false },
      { until: utcMinute(offAt) },
    );
  return holds;
}

// ---- checks before the money moves ---------------------------------------------------------------

/** The pay password, or a passkey of the caller's answering their withdrawal confirm options. */
async function confirmWithdrawal(deps: AppDeps, userId: number, input: WithdrawInput) {
  if (input.passkey) {
    const action = { purpose: 'withdraw' as const, subject: withdrawalSubject(input) };
    return confirmWithPasskey(deps, userId, input.passkey, action);
  }
  await checkPayPassword(deps.db, userId, input.pay_password!);
}

/** Rules checked before the pay password, so a refused request costs no guess. */
async function assertCanWithdraw(db: Executor, user: UserRow, currency: CurrencyRow) {
  if (!currency.is_transfer || !currency.withdraw_enabled) throw new AppError('WITHDRAW_DISABLED');
  if (user.real_level < 1) throw new AppError('REAL_NAME_REQUIRED');
  const hold = await holdUntil(db, user);
  if (hold)
    throw new AppError('WITHDRAW_HOLD', {
      until: new Date(hold).toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    });
}

/**
 * A typed (pasted or scanned) address and its network, or null for another destination. It must
 * be well formed for the coin's network by the same rule the form applies (chain-address.ts).
 */
function typedAddressOf(currency: CurrencyRow, input: WithdrawInput) {
  if (input.address === undefined) return null;
  const network = networkOf(currency, input.network);
  if (!isValidChainAddress(network, input.address)) throw new AppError('ADDRESS_INVALID');
  return { address: input.address, network };
}

/**
 * Where the money goes: one of the caller's saved addresses for this coin, an address they typed,
 * or their bank card.
 */
async function destinationOf(
  trx: Trx,
  userId: number,
  currency: CurrencyRow,
  input: WithdrawInput,
) {
  const typed = typedAddressOf(currency, input);
  if (typed) {
    const short = `${typed.address.slice(0, 6)}…${typed.address.slice(-6)}`;
    return {
      kind: 'address' as const,
      detail: { label: `${typed.network} · ${short}`, ...typed, name: '' },
    };
  }
  if (input.address_id !== undefined) {
    const address = await repo.findWithdrawAddress(trx, userId, input.address_id);
    if (!address || address.currency_id !== currency.id) throw new AppError('ADDRESS_NOT_FOUND');
    const label = `${address.name} · ${address.address.slice(0, 6)}…${address.address.slice(-6)}`;
    return {
      kind: 'address' as const,
      detail: {
        label,
        address: address.address,
        network: address.network ?? '',
        name: address.name,
      },
    };
  }
  const kind = input.bank!;
  if (!currency.is_legal) throw new AppError('BANK_NOT_AVAILABLE');
  const card = await repo.findBankCard(trx, userId, kind);
  if (!card) throw new AppError('BANK_CARD_REQUIRED');
  const number = card.fields.card_number ?? '';
  const label = `${card.fields.bank_name ?? ''} ····${number.slice(-4)}`;
  return { kind, detail: { label, ...card.fields } };
}

// ---- POST /wallet/out ----------------------------------------------------------------------------

/**
 * POST /wallet/out: the rules first, then the pay password outside the money transaction (a
 * wrong guess counts), then the request itself in `run`.
 */
export async function withdraw(
  deps: AppDeps,
  caller: Caller,
  input: WithdrawInput,
  run: RunMoney = defaultRun(deps),
): Promise<WithdrawalView> {
  assertRealCoinsMove(deps);
  const currency = await currencyOrThrow(deps.db, input.currency);
  await assertCanWithdraw(deps.db, caller.user, currency);
  // A mistyped address is refused before the pay password, so it costs no guess.
  typedAddressOf(currency, input);
  await assertWhitelisted(deps.db, caller.user.id, currency, input);
  await confirmWithdrawal(deps, caller.user.id, input);
  // After the pay password, so a mistyped password does not spend the code.
  await requireUserSecondFactor(deps, caller.user.id, input);
  return run((trx) => requestWithdrawal(deps, trx, caller, input));
}

/**
 * Freezes the amount and records the request for an operator. One user's withdrawals run one at
 * a time (the user row is locked), so the 24 h limit holds under concurrent requests; the rules
 * are checked again under that lock.
 */
async function requestWithdrawal(
  deps: AppDeps,
  trx: Trx,
  caller: Caller,
  input: WithdrawInput,
): Promise<WithdrawalView> {
  assertRealCoinsMove(deps);
  const user = await repo.lockUser(trx, caller.user.id);
  const currency = await currencyOrThrow(trx, input.currency);
  await assertCanWithdraw(trx, user, currency);
  const amount = rules.plain(input.number);
  if (rules.isLess(amount, currency.withdraw_min))
    throw new AppError('WITHDRAW_BELOW_MIN', { min: rules.plain(currency.withdraw_min) });
  const fee = rules.plain(currency.withdraw_fee);
  const receive = rules.withdrawalPayout(amount, fee);
  if (receive === '0')
    throw new AppError('WITHDRAW_BELOW_MIN', { min: rules.plain(currency.withdraw_min) });

  const price = feedPrice(deps.market, currency.id);
  const btc = feedPrice(deps.market, BTC_ID);
  if (!price || !btc) throw new AppError('PRICE_UNAVAILABLE');
  const btcValue =
    currency.id === BTC_ID ? amount : rules.btcEquivalent(amount, price.price, btc.price);
  const limits = await withdrawLimits(trx, user);
  if (rules.isLess(limits.remainingBtc, btcValue))
    throw new AppError('WITHDRAW_LIMIT_EXCEEDED', { remaining: limits.remainingBtc });

  await assertWhitelisted(trx, user.id, currency, input);
  const destination = await destinationOf(trx, user.id, currency, input);
  const { id } = await repo.insertWithdrawal(trx, {
    user_id: user.id,
    currency_id: currency.id,
    account_type: currency.funds_account,
    amount,
    fee,
    real_amount: receive,
    btc_value: btcValue,
    price_usdt: price.price,
    btc_price: btc.price,
    destination_kind: destination.kind,
    destination: JSON.stringify(destination.detail),
  });
  const holder = { userId: user.id, accountType: currency.funds_account };
  await ledger.post(trx, {
    reason: 'withdraw_request',
    reference: `withdraw:${id}:request`,
    userId: user.id,
    legs: [
      { holder, currencyId: currency.id, available: rules.negate(amount) },
      { holder, currencyId: currency.id, frozen: amount },
    ],
  });
  return withdrawalView((await repo.findWithdrawal(trx, id))!);
}

// ---- records -------------------------------------------------------------------------------------

/** A withdrawal as its owner and the operators see it. */
export function withdrawalView(row: WithdrawalRow): WithdrawalView {
  return {
    id: row.id,
    currency_id: row.currency_id,
    currency_name: row.currency_name,
    number: rules.plain(row.amount),
    fee: rules.plain(row.fee),
    real_number: rules.plain(row.real_amount),
    destination: { kind: row.destination_kind, label: row.destination.label },
    status: row.status,
    reason: row.reason,
    created_at: row.created_at.getTime(),
    handled_at: ms(row.handled_at),
  };
}

/** GET /user/withdraw/list */
export async function pageOwnWithdrawals(
  deps: AppDeps,
  caller: Caller,
  input: PagedInput,
): Promise<Page<WithdrawalView>> {
  const found = await repo.pageWithdrawals(deps.db, { userId: caller.user.id }, input);
  return pageView(found, withdrawalView, input);
}
