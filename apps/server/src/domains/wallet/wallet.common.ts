import { findActiveCurrency } from '../../db/currencies.js';
import type { CurrencyRow, Executor, Trx } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { moneyTransaction, publishBalanceChanges } from '../../ledger/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { findUploadByUrl } from '../upload/index.js';
import * as repo from './wallet.repository.js';

/*
 * What more than one wallet service needs: currencies and their networks, settings, the
 * demo-mode guard, the caller's own uploads, and how a money transaction is run.
 */

/** Runs a money transaction: the default, or the route's idempotent one. */
export type RunMoney = <T>(work: (trx: Trx) => Promise<T>) => Promise<T>;

/** A plain money transaction that tells the caller's screens when balances moved. */
export const defaultRun =
  (deps: AppDeps): RunMoney =>
  (work) =>
    moneyTransaction(deps.db, work, publishBalanceChanges(deps.events));

/** A date as Unix milliseconds, or null. */
export const ms = (d: Date | null) => (d ? d.getTime() : null);

export const networksOf = (c: CurrencyRow): string[] =>
  Array.isArray(c.networks) ? c.networks : [];

export async function currencyOrThrow(db: Executor, id: number): Promise<CurrencyRow> {
  const currency = await findActiveCurrency(db, id);
  if (!currency) throw new AppError('CURRENCY_UNKNOWN');
  return currency;
}

/** A published setting, or the fallback when the operator has not set it. */
export async function readSetting(db: Executor, key: string, fallback: string): Promise<string> {
  return (await repo.findSettingValue(db, key)) || fallback;
}

/** The currency's network of that name (any case), or its first one when none is named. */
export function networkOf(currency: CurrencyRow, network: string | undefined): string {
  const networks = networksOf(currency);
  const chosen = network
    ? networks.find((n) => n.toUpperCase() === network.toUpperCase())
    : networks[0];
  if (!chosen) throw new AppError('NETWORK_UNKNOWN');
  return chosen;
}

/** A voucher or QR code must be an image the caller uploaded, not someone else's. */
export async function assertOwnUpload(db: Executor, userId: number, url: string) {
  const upload = await findUploadByUrl(db, url);
  if (!upload || upload.user_id !== userId) throw new AppError('VOUCHER_INVALID');
}

/**
 * While the market feed is simulated the platform is in demo mode: balances are demo funds, so
 * no real coins come in or go out (issue #11). Only a real feed ends demo mode; no setting can.
 */
export function assertRealCoinsMove(deps: Pick<AppDeps, 'market'>): void {
  if (deps.market.demoMode) throw new AppError('DEMO_MODE');
}
