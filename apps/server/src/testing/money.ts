import { hash } from '@node-rs/argon2';
import sharp from 'sharp';
import { expect } from 'vitest';

import type { AccountType, QuotationView } from '@meridian/contract';

import type { Db } from '../db/database.js';
import { forgetCachedUser } from '../http/session-cache.js';
import { checkLedger } from '../ledger/check.js';
import * as ledger from '../ledger/ledger.js';
import { moneyTransaction } from '../ledger/transaction.js';
import { ReplayFeed } from '../market-data/replay-feed.js';
import { expectOk, type TestApp } from './test-app.js';

export const BTC = 1;
export const ETH = 2;
export const USDT = 3;
export const LEGAL: AccountType = 1;
export const CHANGE: AccountType = 2;
export const LEVER: AccountType = 3;
export const MICRO: AccountType = 4;

/** The ledger's invariants hold: call after every money scenario. */
export async function expectLedgerClean(db: Db): Promise<void> {
  expect(await checkLedger(db)).toEqual([]);
}

export async function userIdOf(t: TestApp, token: string): Promise<number> {
  const info = (await expectOk(await t.get('/api/user/info', {}, token))).message as { id: number };
  return info.id;
}

/** Credits a user through a proper posting (from the adjustments house account). */
export async function fund(
  db: Db,
  userId: number,
  currencyId: number,
  amount: string,
  accountType: AccountType = CHANGE,
) {
  await moneyTransaction(db, (trx) =>
    ledger.post(trx, {
      reason: 'adjustment',
      reference: `test-fund:${userId}:${currencyId}:${accountType}:${Math.random()}`,
      userId,
      memo: 'test funding',
      legs: [
        { holder: { userId, accountType }, currencyId, available: amount },
        { holder: { house: 'adjustments' }, currencyId, available: `-${amount}` },
      ],
    }),
  );
}

export async function balanceOf(
  db: Db,
  userId: number,
  currencyId: number,
  accountType: AccountType = CHANGE,
) {
  const row = await db
    .selectFrom('balances')
    .select(['available', 'frozen'])
    .where('user_id', '=', userId)
    .where('currency_id', '=', currencyId)
    .where('account_type', '=', accountType)
    .executeTakeFirst();
  const plain = (v: string | undefined) => String(Number(v ?? 0));
  return { available: plain(row?.available), frozen: plain(row?.frozen) };
}

export const PAY_PASSWORD = '246810';
/** A pay-password hash with cheap parameters: verification is the same code, only faster. */
const cheapPayHash = hash(PAY_PASSWORD, { memoryCost: 1024, timeCost: 1, parallelism: 1 });

/**
 * Makes a user able to withdraw without going through the screens: a bound phone, a KYC level
 * and a pay password (the KYC and pay-password flows have their own tests).
 */
export async function makeEligible(db: Db, userId: number, level = 1) {
  await db
    .updateTable('users')
    .set({
      real_level: level,
      mobile: `1390000${String(userId).padStart(4, '0')}`,
      area_code: '86',
      pay_password_hash: await cheapPayHash,
    })
    .where('id', '=', userId)
    .execute();
  // Written behind the services' back: sessions cached with the old row go, as an operator's would.
  forgetCachedUser(db, userId);
}

/**
 * A small PNG uploaded by the user; answers the path forms send back for it, `/uploads/<file>`
 * (the upload itself answers a signed link to the private image, as the H5's uploadPath strips).
 */
export async function uploadImage(t: TestApp, token: string): Promise<string> {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#d4ba83' } })
    .png()
    .toBuffer();
  const boundary = '----meridian-money-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="v.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/upload',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: token },
  });
  const link = (await expectOk(res)).message as string;
  return `/uploads/${link.split('?')[0]!.split('/').pop()!}`;
}

/**
 * A replay feed that has played one tick per symbol at the given prices and keeps one more
 * queued, so the prices count as live (not stale) for money that changes hands.
 */
/**
 * Stands in for a live exchange feed (not simulated, so the platform is not in demo mode and real
 * deposits and withdrawals are open); tests play its ticks by hand.
 */
export class TestExchangeFeed extends ReplayFeed {
  override readonly name = 'test-exchange';
  override readonly simulated = false;
}

export function liveFeed(prices: Record<string, string>): ReplayFeed {
  const now = Date.now();
  const ticks = Object.entries(prices).flatMap(([symbol, price]) => [
    { symbol, price, volume: '1', time: now - 1000 },
    { symbol, price, volume: '1', time: now + 3_600_000 },
  ]);
  return new TestExchangeFeed({ pace: 'manual', ticks });
}

/** Plays the first tick of every symbol and waits until the quotes show them. */
export async function playPrices(t: TestApp, feed: ReplayFeed, prices: Record<string, string>) {
  for (let i = 0; i < Object.keys(prices).length; i++) feed.playNext();
  for (let i = 0; i < 200; i++) {
    const rows = (await expectOk(await t.get('/api/currency/quotation_new')))
      .message as QuotationView[];
    if (Object.entries(prices).every(([s, p]) => rows.find((r) => r.symbol === s)?.now_price === p))
      return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('prices never arrived');
}

export const ok = <T>(res: { json(): unknown }) => {
  const body = res.json() as { type: string; message: T; code?: string };
  if (body.type !== 'ok') throw new Error(`expected ok, got ${JSON.stringify(body)}`);
  return body.message;
};

/** Whether an answer is the `ok` envelope (for counting the answers of a burst). */
export const succeeded = (res: { json(): unknown }) =>
  (res.json() as { type?: string }).type === 'ok';

export const failure = (res: { json(): unknown }) =>
  res.json() as { type: string; message: string; code?: string };
