import {
  ACCOUNT_TYPE_IDS,
  accountNameOf,
  KYC_LIMITS,
  type AccountBalanceView,
  type AccountTransferInput,
  type AccountTransferView,
  type AccountType,
  type BankCardInput,
  type BankCardView,
  type BankKind,
  type BillEntryView,
  type BillInput,
  type ChargeRequestInput,
  type ConversionInput,
  type ConversionQuoteInput,
  type ConversionQuoteView,
  type ConversionView,
  type ConvertibleCurrencyView,
  type DepositAddressInput,
  type DepositAddressView,
  type DepositRequestView,
  type LedgerReason,
  type Page,
  type PagedInput,
  type RateCurrencyView,
  type UserCurrencyView,
  type WalletAccountView,
  type WalletAddressSaveInput,
  type WalletAddressView,
  type WalletDetailInput,
  type WalletDetailView,
  type WalletListView,
  type WithdrawalView,
  type WithdrawInfoView,
  type WithdrawInput,
  type Language,
} from '@meridian/contract';

import { checkCountedAttempt, PAY_PASSWORD_ATTEMPTS } from '../../db/attempt-limit.js';
import type { CurrencyRow, Executor, Trx, UserRow } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { AppDeps } from '../../deps.js';
import * as ledger from '../../ledger/ledger.js';
import { emitAfterCommit } from '../../ledger/transaction.js';
import { recordDecisiveTicks } from '../../market-data/evidence.js';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../../lib/caller.js';
import { translate } from '../../lib/messages.js';
import { toPage } from '../../lib/pagination.js';
import { verifySecret } from '../../lib/secrets.js';
import * as users from '../user/user.repository.js';
import { findUploadByUrl, signUploadUrl, uploadPathOf } from '../upload/upload.service.js';
import { feedPrice, livePrice, ticksOf } from './prices.js';
import * as repo from './wallet.repository.js';
import * as rules from './wallet.rules.js';

const BTC_ID = 1;
const ms = (d: Date | null) => (d ? d.getTime() : null);
const networksOf = (c: CurrencyRow): string[] => (Array.isArray(c.networks) ? c.networks : []);

async function currencyOrThrow(db: Executor, id: number): Promise<CurrencyRow> {
  const currency = await repo.findCurrency(db, id);
  if (!currency) throw new AppError('CURRENCY_UNKNOWN');
  return currency;
}

async function readSetting(db: Executor, key: string, fallback: string): Promise<string> {
  return (await repo.findSettingValue(db, key)) || fallback;
}

// ---- balances ------------------------------------------------------------------------------------

function balanceView(
  deps: AppDeps,
  c: CurrencyRow,
  row: { available: string; frozen: string } | undefined,
): AccountBalanceView {
  const available = rules.plain(row?.available ?? '0');
  const frozen = rules.plain(row?.frozen ?? '0');
  const balance = rules.plus(available, frozen);
  const price = feedPrice(deps.market, c.id)?.price ?? null;
  return {
    currency_id: c.id,
    currency_name: c.name,
    full_name: c.full_name,
    color: c.color,
    image: c.image,
    balance,
    available,
    frozen,
    locked: '0',
    price,
    usdt_value: rules.usdtValue(balance, price),
  };
}

/** POST /wallet/list: the four accounts with every coin each may hold (zero balances too). */
export async function listWallet(deps: AppDeps, caller: Caller): Promise<WalletListView> {
  const [currencies, balances] = await Promise.all([
    repo.listActiveCurrencies(deps.db),
    ledger.listBalances(deps.db, caller.user.id),
  ]);
  const byKey = new Map(balances.map((b) => [`${b.account_type}:${b.currency_id}`, b]));
  const accounts: WalletAccountView[] = ACCOUNT_TYPE_IDS.map((type) => {
    const rows = currencies
      .filter((c) => c[rules.accountFlag(type)] || byKey.has(`${type}:${c.id}`))
      .map((c) => balanceView(deps, c, byKey.get(`${type}:${c.id}`)));
    const priced = rows.filter((r) => r.usdt_value !== null);
    return {
      type,
      name: accountNameOf(type),
      total_usdt: rules.sum(priced.map((r) => r.usdt_value!)),
      unpriced: rows.filter((r) => r.usdt_value === null && r.balance !== '0').length,
      currencies: rows,
    };
  });
  return { total_usdt: rules.sum(accounts.map((a) => a.total_usdt)), accounts };
}

/** POST /wallet/detail: one coin in one account. */
export async function walletDetail(
  deps: AppDeps,
  caller: Caller,
  input: WalletDetailInput,
): Promise<WalletDetailView> {
  const currency = await currencyOrThrow(deps.db, input.currency);
  const row = await repo.findBalance(deps.db, caller.user.id, currency.id, input.type);
  return { ...balanceView(deps, currency, row), type: input.type };
}

/** GET /currency/user_currency_list: coins that move in and out, with their published rules. */
export async function listUserCurrencies(deps: AppDeps): Promise<UserCurrencyView[]> {
  const currencies = await repo.listActiveCurrencies(deps.db);
  return currencies
    .filter((c) => c.is_transfer && networksOf(c).length > 0)
    .map((c) => ({
      id: c.id,
      name: c.name,
      full_name: c.full_name,
      color: c.color,
      image: c.image,
      networks: networksOf(c),
      deposit_enabled: c.deposit_enabled,
      withdraw_enabled: c.withdraw_enabled,
      withdraw_min: rules.plain(c.withdraw_min),
      withdraw_fee: rules.plain(c.withdraw_fee),
      account_type: c.funds_account,
    }));
}

/** GET /wallet/getRateCurrency: a coin's price in USDT from the feed. */
export async function rateCurrency(deps: AppDeps, id: number): Promise<RateCurrencyView> {
  const currency = await currencyOrThrow(deps.db, id);
  const price = feedPrice(deps.market, currency.id);
  return {
    currency_id: currency.id,
    currency_name: currency.name,
    price: price?.price ?? null,
    price_time: price?.time ?? null,
  };
}

// ---- deposits ------------------------------------------------------------------------------------

function networkOf(currency: CurrencyRow, network: string | undefined): string {
  const networks = networksOf(currency);
  const chosen = network
    ? networks.find((n) => n.toUpperCase() === network.toUpperCase())
    : networks[0];
  if (!chosen) throw new AppError('NETWORK_UNKNOWN');
  return chosen;
}

function assertDepositable(currency: CurrencyRow) {
  if (!currency.is_transfer || !currency.deposit_enabled) throw new AppError('DEPOSIT_DISABLED');
}

/**
 * POST /wallet/get_in_address: the caller's own address for a coin and network, taken once from
 * the pool of addresses the operator loaded and the same ever after.
 */
export async function depositAddress(
  deps: AppDeps,
  caller: Caller,
  input: DepositAddressInput,
): Promise<DepositAddressView> {
  const currency = await currencyOrThrow(deps.db, input.currency);
  assertDepositable(currency);
  const network = networkOf(currency, input.network);
  const view = (row: { address: string; is_demo: boolean }): DepositAddressView => ({
    currency_id: currency.id,
    currency_name: currency.name,
    network,
    networks: networksOf(currency),
    address: row.address,
    is_demo: row.is_demo,
  });
  const existing = await repo.findDepositAddress(deps.db, caller.user.id, currency.id, network);
  if (existing) return view(existing);
  // The user row lock makes a user's parallel first requests take turns: one assigns, the others
  // then find that address.
  const assigned = await deps.db.transaction().execute(async (trx) => {
    await repo.lockUser(trx, caller.user.id);
    return (
      (await repo.findDepositAddress(trx, caller.user.id, currency.id, network)) ??
      (await repo.assignDepositAddress(trx, caller.user.id, currency.id, network))
    );
  });
  if (assigned) return view(assigned);
  throw new AppError('DEPOSIT_ADDRESS_UNAVAILABLE');
}

async function assertOwnUpload(db: Executor, userId: number, url: string) {
  const upload = await findUploadByUrl(db, url);
  if (!upload || upload.user_id !== userId) throw new AppError('VOUCHER_INVALID');
}

/** POST /wallet/charge_req: a deposit request an operator confirms against the voucher. */
export async function requestDeposit(
  deps: AppDeps,
  trx: Trx,
  caller: Caller,
  input: ChargeRequestInput,
): Promise<DepositRequestView> {
  assertRealCoinsMove(deps);
  const currency = await currencyOrThrow(trx, input.currency);
  assertDepositable(currency);
  const network = networkOf(currency, input.network);
  await assertOwnUpload(trx, caller.user.id, input.voucher);
  const address =
    (await repo.findDepositAddress(trx, caller.user.id, currency.id, network))?.address ??
    input.account ??
    '';
  const { id } = await repo.insertDepositRequest(trx, {
    user_id: caller.user.id,
    currency_id: currency.id,
    network,
    address: address.slice(0, 128),
    amount: input.amount,
    voucher: uploadPathOf(input.voucher),
  });
  return depositView((await repo.findDepositRequest(trx, id))!);
}

type DepositRow = NonNullable<Awaited<ReturnType<typeof repo.findDepositRequest>>>;

export function depositView(row: DepositRow): DepositRequestView {
  return {
    id: row.id,
    currency_id: row.currency_id,
    currency_name: row.currency_name,
    network: row.network,
    address: row.address,
    amount: rules.plain(row.amount),
    voucher: signUploadUrl(row.voucher),
    status: row.status,
    reason: row.reason,
    created_at: row.created_at.getTime(),
    handled_at: ms(row.handled_at),
  };
}

/** GET /recharge/log */
export async function pageDeposits(
  deps: AppDeps,
  caller: Caller,
  input: PagedInput,
): Promise<Page<DepositRequestView>> {
  const { rows, total } = await repo.pageDepositRequests(
    deps.db,
    { userId: caller.user.id },
    input.page,
    input.limit,
  );
  return toPage(rows.map(depositView), total, input.page, input.limit);
}

// ---- withdrawals ---------------------------------------------------------------------------------

interface Limits {
  limitBtc: string;
  usedBtc: string;
  remainingBtc: string;
}

async function withdrawLimits(db: Executor, user: UserRow): Promise<Limits> {
  const level = Math.min(user.real_level, 2) as 0 | 1 | 2;
  const limitBtc =
    level === 0
      ? '0'
      : await readSetting(db, `kyc${level}_withdraw_btc_24h`, KYC_LIMITS[level].withdrawBtc24h);
  const usedBtc = rules.plain(
    await repo.withdrawnBtcSince(db, user.id, new Date(Date.now() - 86_400_000)),
  );
  return { limitBtc, usedBtc, remainingBtc: rules.remaining(limitBtc, usedBtc) };
}

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
): Promise<WithdrawInfoView> {
  const currency = await currencyOrThrow(deps.db, currencyId);
  const user = caller.user;
  const [balance, limits, hold] = await Promise.all([
    repo.findBalance(deps.db, user.id, currency.id, currency.funds_account),
    withdrawLimits(deps.db, user),
    holdUntil(deps.db, user),
  ]);
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
  };
}

/** Five wrong pay passwords lock it for 15 minutes. */
const PAY_PASSWORD_LIMITS = { maxAttempts: 5, lockMs: 15 * 60_000 };

/**
 * Checks the pay password outside the money transaction, so a wrong guess is counted even
 * though the withdrawal is refused; five wrong guesses lock it for 15 minutes. Each guess is
 * counted in one SQL UPDATE before the check, so parallel guesses, on any number of nodes
 * sharing the database, get five checks in all.
 */
export async function checkPayPassword(
  db: Executor,
  userId: number,
  password: string,
): Promise<void> {
  const user = await users.findById(db, userId);
  if (!user) throw new AppError('SESSION_INVALID');
  if (!user.pay_password_hash) throw new AppError('PAY_PASSWORD_NOT_SET');
  const hash = user.pay_password_hash;
  const outcome = await checkCountedAttempt(
    db,
    PAY_PASSWORD_ATTEMPTS,
    userId,
    PAY_PASSWORD_LIMITS,
    () => verifySecret(hash, password),
  );
  if (outcome.lockedUntil) {
    const minutes = Math.max(1, Math.ceil((outcome.lockedUntil.getTime() - Date.now()) / 60_000));
    throw new AppError('PAY_PASSWORD_LOCKED', { minutes });
  }
  if (!outcome.passed) throw new AppError('PAY_PASSWORD_WRONG');
}

/** The currency of a withdrawal request, or CURRENCY_UNKNOWN. */
export function currencyForWithdrawal(deps: AppDeps, id: number) {
  assertRealCoinsMove(deps);
  return currencyOrThrow(deps.db, id);
}

/**
 * While the market feed is simulated the platform is in demo mode: balances are demo funds, so
 * no real coins come in or go out (issue #11). Only a real feed ends demo mode; no setting can.
 */
export function assertRealCoinsMove(deps: Pick<AppDeps, 'market'>): void {
  if (deps.market.demoMode) throw new AppError('DEMO_MODE');
}

/** Rules checked before the pay password, so a refused request costs no guess. */
export async function assertCanWithdraw(
  db: Executor,
  user: UserRow,
  currency: CurrencyRow,
): Promise<void> {
  if (!currency.is_transfer || !currency.withdraw_enabled) throw new AppError('WITHDRAW_DISABLED');
  if (user.real_level < 1) throw new AppError('REAL_NAME_REQUIRED');
  const hold = await holdUntil(db, user);
  if (hold)
    throw new AppError('WITHDRAW_HOLD', {
      until: new Date(hold).toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    });
}

async function destinationOf(
  trx: Trx,
  userId: number,
  currency: CurrencyRow,
  input: WithdrawInput,
) {
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

/**
 * POST /wallet/out: freezes the amount and records the request for an operator. The caller has
 * already passed `assertCanWithdraw` and `checkPayPassword`. One user's withdrawals run one at a
 * time (the user row is locked), so the 24 h limit holds under concurrent requests.
 */
export async function requestWithdrawal(
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

type WithdrawalRow = NonNullable<Awaited<ReturnType<typeof repo.findWithdrawal>>>;

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
  const { rows, total } = await repo.pageWithdrawals(
    deps.db,
    { userId: caller.user.id },
    input.page,
    input.limit,
  );
  return toPage(rows.map(withdrawalView), total, input.page, input.limit);
}

// ---- transfers between accounts ------------------------------------------------------------------

function assertHoldable(currency: CurrencyRow, type: AccountType) {
  if (!currency[rules.accountFlag(type)]) throw new AppError('CURRENCY_NOT_IN_ACCOUNT');
}

/** POST /wallet/change: free and instant between the caller's own accounts. */
export async function transferBetweenAccounts(
  trx: Trx,
  caller: Caller,
  input: AccountTransferInput,
): Promise<AccountTransferView> {
  const currency = await currencyOrThrow(trx, input.currency_id);
  assertHoldable(currency, input.to_field);
  const amount = rules.plain(input.number);
  const row = await repo.insertAccountTransfer(trx, {
    user_id: caller.user.id,
    currency_id: currency.id,
    amount,
    from_type: input.from_field,
    to_type: input.to_field,
  });
  await ledger.post(trx, {
    reason: 'account_transfer',
    reference: `account_transfer:${row.id}`,
    userId: caller.user.id,
    legs: [
      {
        holder: { userId: caller.user.id, accountType: input.from_field },
        currencyId: currency.id,
        available: rules.negate(amount),
      },
      {
        holder: { userId: caller.user.id, accountType: input.to_field },
        currencyId: currency.id,
        available: amount,
      },
    ],
  });
  return {
    id: row.id,
    currency_id: currency.id,
    currency_name: currency.name,
    number: amount,
    from_field: input.from_field,
    to_field: input.to_field,
    created_at: row.created_at.getTime(),
  };
}

/** GET /wallet/hzhistory */
export async function pageAccountTransfers(
  deps: AppDeps,
  caller: Caller,
  input: PagedInput,
): Promise<Page<AccountTransferView>> {
  const { rows, total } = await repo.pageAccountTransfers(
    deps.db,
    caller.user.id,
    input.page,
    input.limit,
  );
  return toPage(
    rows.map((r) => ({
      id: r.id,
      currency_id: r.currency_id,
      currency_name: r.currency_name,
      number: rules.plain(r.amount),
      from_field: r.from_type,
      to_field: r.to_type,
      created_at: r.created_at.getTime(),
    })),
    total,
    input.page,
    input.limit,
  );
}

// ---- coin conversion -----------------------------------------------------------------------------

const EXCHANGE = 2 as const;
const isConvertible = (c: CurrencyRow) => c.type === 'crypto' && c.is_spot && c.status === 1;

async function convertibleOrThrow(db: Executor, id: number) {
  const currency = await currencyOrThrow(db, id);
  if (!isConvertible(currency)) throw new AppError('CONVERSION_NOT_ALLOWED');
  return currency;
}

const feeRateOf = (db: Executor) => readSetting(db, 'convert_fee_rate', '0.002');

/** POST /user/getTransferList: coins that convert, with the caller's exchange balance and price. */
export async function listConvertible(
  deps: AppDeps,
  caller: Caller,
): Promise<ConvertibleCurrencyView[]> {
  const [currencies, balances] = await Promise.all([
    repo.listActiveCurrencies(deps.db),
    ledger.listBalances(deps.db, caller.user.id, EXCHANGE),
  ]);
  const byCurrency = new Map(balances.map((b) => [b.currency_id, b]));
  return currencies.filter(isConvertible).map((c) => ({
    currency_id: c.id,
    currency_name: c.name,
    color: c.color,
    image: c.image,
    available: rules.plain(byCurrency.get(c.id)?.available ?? '0'),
    price: livePrice(deps.market, c.id)?.price ?? null,
  }));
}

/** POST /user/getTransferFee: the published fee, and a quote at the current feed prices. */
export async function quoteConversion(
  deps: AppDeps,
  input: ConversionQuoteInput,
): Promise<ConversionQuoteView> {
  const feeRate = await feeRateOf(deps.db);
  const empty = {
    fee_rate: rules.plain(feeRate),
    from_price: null,
    to_price: null,
    rate: null,
    gross: null,
    fee: null,
    receive: null,
    price_time: null,
  };
  if (input.from_currency_id === undefined || input.to_currency_id === undefined) return empty;
  await convertibleOrThrow(deps.db, input.from_currency_id);
  await convertibleOrThrow(deps.db, input.to_currency_id);
  const from = livePrice(deps.market, input.from_currency_id);
  const to = livePrice(deps.market, input.to_currency_id);
  if (!from || !to) return empty;
  const quote = rules.quoteConversion({
    number: input.number ?? '1',
    fromPrice: from.price,
    toPrice: to.price,
    feeRate,
  });
  return {
    fee_rate: rules.plain(feeRate),
    from_price: from.price,
    to_price: to.price,
    rate: quote.rate,
    gross: input.number ? quote.gross : null,
    fee: input.number ? quote.fee : null,
    receive: input.number ? quote.receive : null,
    price_time: Math.max(from.time ?? 0, to.time ?? 0) || null,
  };
}

/**
 * POST /user/Transfer: converts inside the exchange account at the feed prices of this moment
 * with the published fee; both legs and the fee are one posting, and the prices are stored.
 */
export async function convert(
  deps: AppDeps,
  trx: Trx,
  caller: Caller,
  input: ConversionInput,
): Promise<ConversionView> {
  const fromCurrency = await convertibleOrThrow(trx, input.from_currency_id);
  const toCurrency = await convertibleOrThrow(trx, input.to_currency_id);
  const from = livePrice(deps.market, fromCurrency.id);
  const to = livePrice(deps.market, toCurrency.id);
  if (!from || !to) throw new AppError('PRICE_UNAVAILABLE');
  const feeRate = await feeRateOf(trx);
  const amount = rules.plain(input.number);
  const quote = rules.quoteConversion({
    number: amount,
    fromPrice: from.price,
    toPrice: to.price,
    feeRate,
  });
  if (!rules.isLess('0', quote.receive)) throw new AppError('AMOUNT_TOO_SMALL');
  const priceTime = Math.max(from.time ?? 0, to.time ?? 0) || Date.now();
  await recordDecisiveTicks(trx, ticksOf(from, to));
  const row = await repo.insertConversion(trx, {
    user_id: caller.user.id,
    from_currency_id: fromCurrency.id,
    to_currency_id: toCurrency.id,
    amount,
    gross: quote.gross,
    fee: quote.fee,
    receive: quote.receive,
    fee_rate: feeRate,
    from_price: from.price,
    to_price: to.price,
    price_time: priceTime,
  });
  const user = { userId: caller.user.id, accountType: EXCHANGE };
  await ledger.post(trx, {
    reason: 'convert',
    reference: `convert:${row.id}`,
    userId: caller.user.id,
    legs: [
      { holder: user, currencyId: fromCurrency.id, available: rules.negate(amount) },
      { holder: { house: 'exchange' }, currencyId: fromCurrency.id, available: amount },
      {
        holder: { house: 'exchange' },
        currencyId: toCurrency.id,
        available: rules.negate(quote.gross),
      },
      { holder: user, currencyId: toCurrency.id, available: quote.receive },
      { holder: { house: 'fees' }, currencyId: toCurrency.id, available: quote.fee },
    ],
  });
  if (rules.isLess('0', quote.fee)) {
    const fee = {
      userId: caller.user.id,
      currencyId: toCurrency.id,
      amount: rules.plain(quote.fee),
      reason: 'convert',
    };
    emitAfterCommit(trx, deps.events, 'fee.charged', fee);
  }
  return conversionView(row);
}

function conversionView(row: Awaited<ReturnType<typeof repo.insertConversion>>): ConversionView {
  return {
    id: row.id,
    from_currency_id: row.from_currency_id,
    to_currency_id: row.to_currency_id,
    number: rules.plain(row.amount),
    receive: rules.plain(row.receive),
    fee: rules.plain(row.fee),
    fee_rate: rules.plain(row.fee_rate),
    from_price: rules.plain(row.from_price),
    to_price: rules.plain(row.to_price),
    price_time: Number(row.price_time),
    created_at: row.created_at.getTime(),
  };
}

/** GET /user/getTransferHistory: the caller's conversions with their prices. */
export async function pageConversions(
  deps: AppDeps,
  caller: Caller,
  input: PagedInput,
): Promise<Page<ConversionView>> {
  const { rows, total } = await repo.pageConversions(
    deps.db,
    caller.user.id,
    input.page,
    input.limit,
  );
  return toPage(rows.map(conversionView), total, input.page, input.limit);
}

// ---- the bill ------------------------------------------------------------------------------------

/** POST /wallet/legal_log: every movement of the caller's balances, newest first. */
export async function pageBill(
  deps: AppDeps,
  caller: Caller,
  input: BillInput,
  lang: Language,
): Promise<Page<BillEntryView>> {
  const { rows, total } = await repo.pageBill(
    deps.db,
    { userId: caller.user.id, currencyId: input.currency, accountType: input.type },
    input.page,
    input.limit,
  );
  return toPage(
    rows.map((r) => billEntryView(r, lang)),
    total,
    input.page,
    input.limit,
  );
}

export function billEntryView(
  r: Awaited<ReturnType<typeof repo.pageBill>>['rows'][number],
  lang: Language,
): BillEntryView {
  const reason = r.reason as LedgerReason;
  return {
    id: r.id,
    currency_id: r.currency_id,
    currency_name: r.currency_name,
    account_type: r.account_type as AccountType,
    reason,
    reason_text: translate(`BILL_${reason}` as Parameters<typeof translate>[0], lang),
    memo: r.memo,
    change: rules.plain(r.delta_available),
    frozen_change: rules.plain(r.delta_frozen),
    available_after: rules.plain(r.available_after ?? '0'),
    frozen_after: rules.plain(r.frozen_after ?? '0'),
    created_at: r.created_at.getTime(),
  };
}

// ---- withdrawal addresses and bank cards ---------------------------------------------------------

function addressView(
  r: NonNullable<Awaited<ReturnType<typeof repo.findWithdrawAddress>>>,
): WalletAddressView {
  return { ...r, qrcode: signUploadUrl(r.qrcode), created_at: r.created_at.getTime() };
}

/** GET /user/wallet/list */
export async function pageWalletAddresses(
  deps: AppDeps,
  caller: Caller,
  input: PagedInput,
): Promise<Page<WalletAddressView>> {
  const { rows, total } = await repo.pageWithdrawAddresses(
    deps.db,
    caller.user.id,
    input.page,
    input.limit,
  );
  return toPage(rows.map(addressView), total, input.page, input.limit);
}

/** POST /user/wallet/save */
export async function saveWalletAddress(
  deps: AppDeps,
  caller: Caller,
  input: WalletAddressSaveInput,
): Promise<WalletAddressView> {
  const currency = await currencyOrThrow(deps.db, input.currency);
  if (!currency.is_transfer) throw new AppError('WITHDRAW_DISABLED');
  const network = input.network
    ? networkOf(currency, input.network)
    : (networksOf(currency)[0] ?? null);
  if (input.qrcode) await assertOwnUpload(deps.db, caller.user.id, input.qrcode);
  try {
    const { id } = await repo.insertWithdrawAddress(deps.db, {
      user_id: caller.user.id,
      currency_id: currency.id,
      network,
      name: input.name,
      address: input.address,
      qrcode: input.qrcode ? uploadPathOf(input.qrcode) : null,
    });
    return addressView((await repo.findWithdrawAddress(deps.db, caller.user.id, id))!);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('ADDRESS_TAKEN');
    throw error;
  }
}

/** POST /user/wallet/delete: only the caller's own address. */
export async function deleteWalletAddress(
  deps: AppDeps,
  caller: Caller,
  id: number,
): Promise<void> {
  const result = await repo.deleteWithdrawAddress(deps.db, caller.user.id, id);
  if (Number(result.numDeletedRows) === 0) throw new AppError('ADDRESS_NOT_FOUND');
}

function bankCardView(row: {
  kind: BankKind;
  fields: Record<string, string>;
  updated_at: Date;
}): BankCardView {
  return { kind: row.kind, fields: row.fields, updated_at: row.updated_at.getTime() };
}

/** POST /user/cash_info and /user/cash_info_international: the bound card, or null. */
export async function bankCard(
  deps: AppDeps,
  caller: Caller,
  kind: BankKind,
): Promise<BankCardView | null> {
  const row = await repo.findBankCard(deps.db, caller.user.id, kind);
  return row ? bankCardView(row) : null;
}

/** POST /user/cash_save and /user/cash_save_international: binds (or replaces) the card. */
export async function saveBankCard(
  deps: AppDeps,
  caller: Caller,
  kind: BankKind,
  input: BankCardInput,
): Promise<BankCardView> {
  const fields = Object.fromEntries(
    Object.entries(input).map(([k, v]) => [k, k === 'card_number' ? v.replace(/\s/g, '') : v]),
  );
  return bankCardView(await repo.saveBankCard(deps.db, caller.user.id, kind, fields));
}
