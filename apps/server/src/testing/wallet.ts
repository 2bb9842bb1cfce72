import type { WalletAddressView, WithdrawInfoView } from '@meridian/contract';

import { fund, liveFeed, makeEligible, ok, playPrices, USDT, userIdOf } from './money.js';
import { tronAddress } from './chain-addresses.js';
import { buildTestApp, type TestApp } from './test-app.js';

/** What the wallet tests share: an app with or without live prices, users, keyed posts. */

/** The feed's prices in the wallet tests: 1 BTC = 50,000 USDT, 1 ETH = 2,500 USDT. */
export const WALLET_PRICES = { 'BTC/USDT': '50000', 'ETH/USDT': '2500' };

/** A domestic bank card's fields, as the card form sends them. */
export const DOMESTIC_CARD = {
  real_name: 'Li Wei',
  bank_name: 'Bank of Meridian',
  bank_network: 'Pudong branch',
  province_city: 'Shanghai',
  card_number: '6222 0212 3456 7890',
  phone: '+86 139-0000-1234',
};

/** Apps a test started; each test file closes them with `afterEach(closeWalletApps)`. */
export const walletApps: TestApp[] = [];

export async function closeWalletApps(): Promise<void> {
  await Promise.all(walletApps.splice(0).map((a) => a.close()));
}

/** A fresh app; with `prices`, its feed has already played WALLET_PRICES. */
export async function startWallet(options: { prices?: boolean } = {}): Promise<TestApp> {
  const feed = options.prices ? liveFeed(WALLET_PRICES) : undefined;
  const t = await buildTestApp({}, feed ? { feed } : {});
  walletApps.push(t);
  if (feed) {
    await t.app.market.start();
    await playPrices(t, feed, WALLET_PRICES);
  }
  return t;
}

/** A new signed-up user: their token and id. */
export async function walletUser(t: TestApp) {
  const { token } = await t.signUp();
  return { token, id: await userIdOf(t, token) };
}

/** Makes `u` ready to withdraw: identity verified, pay password set, `usdt` USDT available. */
export async function makeReadyToWithdraw<U extends { id: number }>(
  t: TestApp,
  u: U,
  usdt = '1000',
): Promise<U> {
  await makeEligible(t.db, u.id);
  await fund(t.db, u.id, USDT, usdt);
  return u;
}

/** A new user ready to withdraw (see makeReadyToWithdraw): their token and id. */
export async function eligibleWalletUser(t: TestApp, usdt = '1000') {
  return makeReadyToWithdraw(t, await walletUser(t), usdt);
}

/** A POST with an Idempotency-Key header. */
export const postKeyed = (
  t: TestApp,
  url: string,
  body: Record<string, string | number>,
  token: string,
  key: string,
) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(
      Object.entries(body).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: token,
      'idempotency-key': key,
    },
  });

/** What the withdraw screen reads before confirming (/wallet/get_info), USDT unless told. */
export async function withdrawInfoOf(t: TestApp, token: string, currency = USDT) {
  return ok<WithdrawInfoView>(await t.post('/api/wallet/get_info', { currency }, token));
}

/** Saves a withdrawal address for the user (USDT on TRC20 unless told). */
export async function saveAddress(t: TestApp, token: string, currency = USDT) {
  return ok<WalletAddressView>(
    await t.post(
      '/api/user/wallet/save',
      { currency, name: 'My cold wallet', address: tronAddress() },
      token,
    ),
  );
}
