import type { LightMyRequestResponse } from 'fastify';

import type { AccountType } from '@meridian/contract';

import { BTC, fund, USDT, userIdOf } from './money.js';
import type { TestApp } from './test-app.js';

/** A signed-up user: the token their requests carry, and their id. */
export interface Trader {
  token: string;
  id: number;
}

/**
 * Amounts to credit per account and currency, e.g. `{ [LEVER]: { [USDT]: '100' } }`; an
 * amount that is absent or '0' credits nothing.
 */
export type Funds = Partial<Record<AccountType, Record<number, string | undefined>>>;

/** Credits a user's accounts through proper postings (from the adjustments house account). */
export async function fundUser(t: TestApp, userId: number, funds: Funds): Promise<void> {
  for (const [account, amounts] of Object.entries(funds)) {
    for (const [currencyId, amount] of Object.entries(amounts ?? {})) {
      if (amount === undefined || amount === '0') continue;
      await fund(t.db, userId, Number(currencyId), amount, Number(account) as AccountType);
    }
  }
}

/** Signs a new user up and funds them, e.g. `await trader(t, { [MICRO]: { [USDT]: '1000' } })`. */
export async function trader(t: TestApp, funds: Funds = {}): Promise<Trader> {
  const { token } = await t.signUp();
  const id = await userIdOf(t, token);
  await fundUser(t, id, funds);
  return { token, id };
}

/** A form-encoded POST carrying an `Idempotency-Key` header, as money-moving screens send it. */
export function submitWithKey(
  t: TestApp,
  url: string,
  body: Record<string, unknown>,
  token: string,
  key: string,
): Promise<LightMyRequestResponse> {
  const form = Object.entries(body).map(([k, v]): [string, string] => [k, String(v)]);
  return t.app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(form).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: token,
      'idempotency-key': key,
    },
  });
}

/** A futures order body: 1 lot (0.01 BTC) long at 100x, market, unless `body` says otherwise. */
export function futuresOrder(body: Record<string, unknown> = {}): Record<string, unknown> {
  return { currency_id: BTC, legal_id: USDT, type: 1, share: 1, multiple: 100, status: 1, ...body };
}
