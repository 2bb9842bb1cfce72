import {
  WHITELIST_COOL_OFF_MS,
  type BankCardView,
  type WalletAddressView,
  type WhitelistView,
  type WithdrawalView,
} from '@meridian/contract';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  balanceOf,
  BTC,
  expectLedgerClean,
  failure,
  ok,
  PAY_PASSWORD,
  USDT,
} from '../../testing/money.js';
import { forgetCachedUser } from '../../http/session-cache.js';
import { bitcoinAddress, tronAddress } from '../../testing/chain-addresses.js';
import type { TestApp } from '../../testing/test-app.js';
import {
  closeWalletApps,
  DOMESTIC_CARD as DOMESTIC,
  eligibleWalletUser,
  saveAddress,
  startWallet,
  walletUser,
  withdrawInfoOf,
} from '../../testing/wallet.js';

/*
 * The withdrawal whitelist (issue #21 item 3) and the holds the withdraw screen explains (item 6),
 * on a fixed clock: every time the whitelist reads is `Date.now()`, set here. The fixed times lie
 * in the past (sessions and prices stay valid), a day apart.
 */

afterEach(async () => {
  vi.restoreAllMocks();
  await closeWalletApps();
});

const MINUTE = 60_000;
/** Two days ago: the whitelist's day fits before the real now. */
const T0 = Math.floor((Date.now() - 2 * WHITELIST_COOL_OFF_MS) / MINUTE) * MINUTE;
const at = (ms: number) => vi.spyOn(Date, 'now').mockReturnValue(ms);

const switchWhitelist = (t: TestApp, token: string, to: 'on' | 'off', pay = PAY_PASSWORD) =>
  t.post(`/api/user/whitelist/${to}`, { pay_password: pay }, token);
const whitelistInfo = async (t: TestApp, token: string) =>
  ok<WhitelistView>(await t.post('/api/user/whitelist/info', {}, token));
const withdraw = (t: TestApp, token: string, destination: Record<string, string | number>) =>
  t.post(
    '/api/wallet/out',
    { currency: USDT, number: '100', pay_password: PAY_PASSWORD, ...destination },
    token,
  );

/** Refused with `code`, and nothing frozen, written or posted. */
async function expectRefused(
  t: TestApp,
  u: { id: number; token: string },
  destination: Record<string, string | number>,
  code: string,
) {
  const answer = failure(await withdraw(t, u.token, destination));
  expect(answer).toMatchObject({ type: 'error', code });
  expect(await balanceOf(t.db, u.id, USDT)).toEqual({ available: '1000', frozen: '0' });
  expect(await t.db.selectFrom('withdrawals').selectAll().execute()).toHaveLength(0);
  await expectLedgerClean(t.db);
  return answer.message;
}

describe('the withdrawal whitelist', () => {
  it('turns on at once, with the pay password; a wrong one changes nothing', async () => {
    const t = await startWallet({ prices: true });
    const u = await eligibleWalletUser(t);
    at(T0);
    expect(await whitelistInfo(t, u.token)).toEqual({ state: 'off', on_since: null, off_at: null });
    expect(failure(await switchWhitelist(t, u.token, 'on', '135790'))).toMatchObject({
      code: 'PAY_PASSWORD_WRONG',
    });
    expect((await whitelistInfo(t, u.token)).state).toBe('off');
    expect(ok<WhitelistView>(await switchWhitelist(t, u.token, 'on'))).toEqual({
      state: 'on',
      on_since: T0,
      off_at: null,
    });
    // A typed address is refused at once, with its reason; nothing frozen.
    const message = await expectRefused(
      t,
      u,
      { address: tronAddress(), network: 'TRC20' },
      'WHITELIST_ONLY',
    );
    expect(message).toMatch(/whitelist is on/);
  });

  it('asks for the two-factor code when the user has turned it on', async () => {
    const t = await startWallet({ prices: true });
    const u = await eligibleWalletUser(t);
    await t.db
      .insertInto('user_totp')
      .values({ id: u.id, secret: 'sealed', confirmed_at: new Date() })
      .execute();
    expect(failure(await switchWhitelist(t, u.token, 'on'))).toMatchObject({
      code: 'TOTP_REQUIRED',
    });
    expect((await whitelistInfo(t, u.token)).state).toBe('off');
  });

  it('uses an address saved while it is on only after 24 h: 23:59 refused, 24:00 allowed', async () => {
    const t = await startWallet({ prices: true });
    const u = await eligibleWalletUser(t);
    at(T0 - 60 * MINUTE);
    const before = await saveAddress(t, u.token);
    expect(before.usable_at).toBe(T0 - 60 * MINUTE);
    at(T0);
    ok(await switchWhitelist(t, u.token, 'on'));
    const saved = ok<WalletAddressView>(
      await t.post(
        '/api/user/wallet/save',
        { currency: USDT, name: 'New wallet', address: tronAddress(1) },
        u.token,
      ),
    );
    expect(saved.usable_at).toBe(T0 + WHITELIST_COOL_OFF_MS);
    const listed = ok<{ data: WalletAddressView[] }>(
      await t.get('/api/user/wallet/list', {}, u.token),
    );
    expect(listed.data.map((a) => [a.id, a.usable_at])).toEqual([
      [saved.id, T0 + WHITELIST_COOL_OFF_MS],
      [before.id, T0 - 60 * MINUTE],
    ]);

    at(T0 + WHITELIST_COOL_OFF_MS - MINUTE);
    const until = new Date(T0 + WHITELIST_COOL_OFF_MS).toISOString().slice(0, 16).replace('T', ' ');
    const message = await expectRefused(t, u, { address_id: saved.id }, 'WHITELIST_COOLING');
    expect(message).toContain(`${until} UTC`);
    // One saved before the whitelist was turned on is usable at once.
    ok<WithdrawalView>(await withdraw(t, u.token, { address_id: before.id }));

    at(T0 + WHITELIST_COOL_OFF_MS);
    ok<WithdrawalView>(await withdraw(t, u.token, { address_id: saved.id }));
    expect(await balanceOf(t.db, u.id, USDT)).toEqual({ available: '800', frozen: '200' });
    await expectLedgerClean(t.db);
  });

  it("refuses another user's address and one of another coin, changing nothing", async () => {
    const t = await startWallet({ prices: true });
    const u = await eligibleWalletUser(t);
    const other = await eligibleWalletUser(t);
    at(T0);
    const theirs = await saveAddress(t, other.token);
    const btc = ok<WalletAddressView>(
      await t.post(
        '/api/user/wallet/save',
        { currency: BTC, name: 'Bitcoin', address: bitcoinAddress() },
        u.token,
      ),
    );
    ok(await switchWhitelist(t, u.token, 'on'));
    at(T0 + 2 * WHITELIST_COOL_OFF_MS - MINUTE);
    await expectRefused(t, u, { address_id: theirs.id }, 'ADDRESS_NOT_FOUND');
    await expectRefused(t, u, { address_id: btc.id }, 'ADDRESS_NOT_FOUND');
  });

  it('holds a bank card bound while it is on for 24 h', async () => {
    const t = await startWallet({ prices: true });
    const u = await eligibleWalletUser(t);
    at(T0);
    ok(await switchWhitelist(t, u.token, 'on'));
    const card = ok<BankCardView>(await t.post('/api/user/cash_save', DOMESTIC, u.token));
    expect(card.usable_at).toBe(T0 + WHITELIST_COOL_OFF_MS);
    at(T0 + WHITELIST_COOL_OFF_MS - MINUTE);
    await expectRefused(t, u, { bank: 'domestic' }, 'WHITELIST_COOLING');
    at(T0 + WHITELIST_COOL_OFF_MS);
    ok<WithdrawalView>(await withdraw(t, u.token, { bank: 'domestic' }));
  });

  it('turns off only 24 h after the request, applying until then, and shows it as a hold', async () => {
    const t = await startWallet({ prices: true });
    const u = await eligibleWalletUser(t);
    at(T0);
    ok(await switchWhitelist(t, u.token, 'on'));
    at(T0 + MINUTE);
    const offAt = T0 + MINUTE + WHITELIST_COOL_OFF_MS;
    expect(ok<WhitelistView>(await switchWhitelist(t, u.token, 'off'))).toEqual({
      state: 'off_pending',
      on_since: T0,
      off_at: offAt,
    });
    at(offAt - MINUTE);
    // Asking again keeps the first time.
    expect(ok<WhitelistView>(await switchWhitelist(t, u.token, 'off')).off_at).toBe(offAt);
    const info = await withdrawInfoOf(t, u.token);
    expect(info.whitelist).toBe(true);
    expect(info.holds).toEqual([
      expect.objectContaining({
        kind: 'whitelist_off_pending',
        until: offAt,
        resolve: 'whitelist',
        blocking: false,
      }),
    ]);
    expect(info.holds[0]!.reason).toContain('whitelist');
    await expectRefused(t, u, { address: tronAddress(), network: 'TRC20' }, 'WHITELIST_ONLY');

    at(offAt);
    expect(await whitelistInfo(t, u.token)).toEqual({ state: 'off', on_since: null, off_at: null });
    ok<WithdrawalView>(await withdraw(t, u.token, { address: tronAddress(), network: 'TRC20' }));
    // Saved once it is off: usable at once.
    expect((await saveAddress(t, u.token)).usable_at).toBe(offAt);
  });

  it('cancels a pending turning off: still on after the 24 h', async () => {
    const t = await startWallet({ prices: true });
    const u = await eligibleWalletUser(t);
    at(T0);
    ok(await switchWhitelist(t, u.token, 'on'));
    ok(await switchWhitelist(t, u.token, 'off'));
    at(T0 + MINUTE);
    expect(ok<WhitelistView>(await t.post('/api/user/whitelist/cancel_off', {}, u.token))).toEqual({
      state: 'on',
      on_since: T0,
      off_at: null,
    });
    at(T0 + 2 * WHITELIST_COOL_OFF_MS);
    expect((await whitelistInfo(t, u.token)).state).toBe('on');
    await expectRefused(t, u, { address: tronAddress(), network: 'TRC20' }, 'WHITELIST_ONLY');
  });

  it('takes concurrent double requests to turn on, then off, as one', async () => {
    const t = await startWallet({ prices: true });
    const u = await eligibleWalletUser(t);
    at(T0);
    const ons = (
      await Promise.all([switchWhitelist(t, u.token, 'on'), switchWhitelist(t, u.token, 'on')])
    ).map((r) => ok<WhitelistView>(r));
    expect(ons).toEqual([ons[0], ons[0]]);
    expect(ons[0]).toMatchObject({ state: 'on', on_since: T0 });
    const offs = (
      await Promise.all([switchWhitelist(t, u.token, 'off'), switchWhitelist(t, u.token, 'off')])
    ).map((r) => ok<WhitelistView>(r));
    expect(offs).toEqual([offs[0], offs[0]]);
    expect(offs[0]).toMatchObject({ state: 'off_pending', off_at: T0 + WHITELIST_COOL_OFF_MS });
    const rows = await t.db.selectFrom('withdraw_whitelists').selectAll().execute();
    expect(rows).toHaveLength(1);
  });
});

describe('mail on a whitelist switch', () => {
  /** The user's language and anti-phishing code, written as their settings pages would. */
  async function speaking(t: TestApp, userId: number, language: string, code: string) {
    await t.db.updateTable('users').set({ language }).where('id', '=', userId).execute();
    // Behind the anti-phishing repository (the auth domain's own table type): plain SQL.
    await sql`insert into user_anti_phishing (user_id, code) values (${userId}, ${code})`.execute(
      t.db,
    );
    forgetCachedUser(t.db, userId);
    const { email } = await t.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return email!;
  }
  const whitelistMails = (t: TestApp, email: string) =>
    t.outbox.mails.filter((m) => m.to === email && /whitelist|白名单/i.test(m.subject));

  it('tells the user of on, off asked and cancelled, in their language, under their anti-phishing code', async () => {
    const t = await startWallet({ prices: true });
    const u = await eligibleWalletUser(t);
    const email = await speaking(t, u.id, 'zh', 'Blue42');
    at(T0);
    ok(await switchWhitelist(t, u.token, 'on'));
    at(T0 + MINUTE);
    ok(await switchWhitelist(t, u.token, 'off'));
    at(T0 + 2 * MINUTE);
    ok(await t.post('/api/user/whitelist/cancel_off', {}, u.token));

    const mails = whitelistMails(t, email);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringContaining('提币白名单已开启'),
      expect.stringContaining('已申请关闭提币白名单'),
      expect.stringContaining('提币白名单保持开启'),
    ]);
    for (const mail of mails) expect(mail.text.split('\n')[0]).toBe('您的防钓鱼码：Blue42');
    const utc = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
    expect(mails[0]!.text).toContain(`${utc(T0)} UTC`);
    expect(mails[1]!.text).toContain(`${utc(T0 + MINUTE + WHITELIST_COOL_OFF_MS)} UTC`);
    expect(mails[2]!.text).toContain(`${utc(T0 + 2 * MINUTE)} UTC`);
  });

  it('mails in English without a code by default, and nothing for a switch that changes nothing', async () => {
    const t = await startWallet({ prices: true });
    const u = await eligibleWalletUser(t);
    const { email } = await t.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', u.id)
      .executeTakeFirstOrThrow();
    at(T0);
    ok(await switchWhitelist(t, u.token, 'on'));
    ok(await switchWhitelist(t, u.token, 'on'));
    ok(await t.post('/api/user/whitelist/cancel_off', {}, u.token));
    // A refused switch changes nothing and mails nothing.
    failure(await switchWhitelist(t, u.token, 'off', '135790'));
    const mails = whitelistMails(t, email!);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/withdrawal whitelist turned on/);
    expect(mails[0]!.text).toMatch(/^The withdrawal whitelist of your account was turned on/);
  });
});

describe('withdrawal holds (get_info)', () => {
  it('explains each hold with its reason, its end and how to lift it', async () => {
    const t = await startWallet({ prices: true });
    const fresh = await walletUser(t);
    const info = await withdrawInfoOf(t, fresh.token);
    expect(info.holds.map((h) => [h.kind, h.resolve, h.blocking])).toEqual([
      ['identity', 'kyc', true],
      ['pay_password_not_set', 'pay_password', true],
    ]);
    expect(info.holds[0]!.reason).toMatch(/verif/);

    const u = await eligibleWalletUser(t);
    const changed = new Date(Date.now() - 60 * MINUTE);
    await t.db
      .updateTable('users')
      .set({ password_changed_at: changed })
      .where('id', '=', u.id)
      .execute();
    const held = await withdrawInfoOf(t, u.token);
    expect(held.holds).toEqual([
      expect.objectContaining({
        kind: 'password_change',
        until: changed.getTime() + WHITELIST_COOL_OFF_MS,
        resolve: 'wait',
      }),
    ]);
  });

  it('says when a used-up 24 h limit frees up: as the oldest withdrawal it counts turns 24 h old', async () => {
    const t = await startWallet({ prices: true });
    // Level 1: 200 BTC a day = 10,000,000 USDT at 50,000; two withdrawals of 100 BTC use it up.
    const u = await eligibleWalletUser(t, '20000000');
    const address = await saveAddress(t, u.token);
    const holdsNow = async () => (await withdrawInfoOf(t, u.token)).holds;
    const out = { currency: USDT, number: '5000000', pay_password: PAY_PASSWORD };
    ok<WithdrawalView>(
      await t.post('/api/wallet/out', { ...out, address_id: address.id }, u.token),
    );
    expect(await holdsNow()).toEqual([]);
    ok<WithdrawalView>(
      await t.post('/api/wallet/out', { ...out, address_id: address.id }, u.token),
    );
    // Made three hours and one hour ago: the first leaves the window first.
    const [first, second] = await t.db
      .selectFrom('withdrawals')
      .select('id')
      .orderBy('id')
      .execute();
    const threeHoursAgo = Math.floor(Date.now() / 1000) * 1000 - 180 * MINUTE;
    // A withdrawal's time is the database's own, written once: moved back here in SQL.
    const madeAt = (id: number, ms: number) =>
      sql`update withdrawals set created_at = ${new Date(ms).toISOString()}::timestamptz
          where id = ${id}`.execute(t.db);
    await madeAt(first!.id, threeHoursAgo);
    await madeAt(second!.id, threeHoursAgo + 120 * MINUTE);
    expect(await holdsNow()).toEqual([
      expect.objectContaining({
        kind: 'daily_limit',
        until: threeHoursAgo + 24 * 60 * MINUTE,
        resolve: 'kyc',
        blocking: true,
      }),
    ]);
  });
});
