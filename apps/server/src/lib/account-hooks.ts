import type { AccountType } from '@meridian/contract';

import type { Executor } from '../db/database.js';

/**
 * "May money leave this account?": a veto that must run inside the transaction that moves the
 * money, registered at composition by the domain that owns the account (futures for the lever
 * account keeps its open positions' losses covered). The wallet asks; it never imports futures.
 */
export type LeaveCheck = (trx: Executor, userId: number, currencyId: number) => Promise<void>;

/** The registry services ask ("may money leave?") and domains fill at composition. */
export interface AccountHookRegistry {
  onLeave(account: AccountType, check: LeaveCheck): void;
  assertMayLeave(
    trx: Executor,
    account: AccountType,
    userId: number,
    currencyId: number,
  ): Promise<void>;
}

export class AccountHooks implements AccountHookRegistry {
  readonly #checks = new Map<AccountType, LeaveCheck[]>();

  /** Registers a check that runs whenever money leaves `account` (throw AppError to refuse). */
  onLeave(account: AccountType, check: LeaveCheck): void {
    this.#checks.set(account, [...(this.#checks.get(account) ?? []), check]);
  }

  /** Runs every check of `account` after the money has left it, inside the same transaction. */
  async assertMayLeave(
    trx: Executor,
    account: AccountType,
    userId: number,
    currencyId: number,
  ): Promise<void> {
    for (const check of this.#checks.get(account) ?? []) await check(trx, userId, currencyId);
  }
}
