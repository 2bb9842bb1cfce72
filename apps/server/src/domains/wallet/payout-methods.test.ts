import {
  BANK_CARD_FIELDS,
  type BankCardView,
  type BankKind,
  type Page,
  type WalletAddressView,
  type WithdrawalView,
} from '@meridian/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { ReplayFeed } from '../../market-data/replay-feed.js';
import {
  balanceOf,
  BTC,
  ETH,
  expectLedgerClean,
  failure,
  fund,
  liveFeed,
  makeEligible,
  ok,
  PAY_PASSWORD,
  playPrices,
  uploadImage,
  USDT,
  userIdOf,
} from '../../testing/money.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { bitcoinAddress, evmAddress, tronAddress } from '../../testing/chain-addresses.js';
import { DOMESTIC_CARD as DOMESTIC } from '../../testing/wallet.js';

const PRICES = { 'BTC/USDT': '65000', 'ETH/USDT': '3250' };

let t: TestApp;
let feed: ReplayFeed;
beforeEach(async () => {
  feed = liveFeed(PRICES);
  t = await buildTestApp({}, { feed });
});
afterEach(() => t.close());

async function user() {
  const { token } = await t.signUp();
  return { token, id: await userIdOf(t, token) };
}

/** Prices for withdrawals (limits are in BTC), a level-1 user with a pay password and funds. */
async function withdrawer(funds: Record<number, string> = { [USDT]: '500' }) {
  await t.app.market.start();
  await playPrices(t, feed, PRICES);
  const u = await user();
  await makeEligible(t.db, u.id);
  for (const [currency, amount] of Object.entries(funds))
    await fund(t.db, u.id, Number(currency), amount);
  return u;
}

const ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const address = tronAddress;

const save = (token: string, body: Record<string, unknown>) =>
  t.post('/api/user/wallet/save', body, token);
const withdrawals = async () => t.db.selectFrom('withdrawals').selectAll().execute();

// ---- withdrawal addresses ------------------------------------------------------------------------

describe('withdrawal addresses', () => {
  it('saves an address and validates every field', async () => {
    const alice = await user();
    const base = { currency: USDT, network: 'TRC20', name: 'Cold wallet', address: ADDRESS };
    const saved = ok<WalletAddressView>(await save(alice.token, base));
    expect(saved).toMatchObject({
      currency_id: USDT,
      currency_name: 'USDT',
      network: 'TRC20',
      name: 'Cold wallet',
      address: ADDRESS,
      qrcode: null,
    });
    expect(saved.created_at).toBeGreaterThan(Date.now() - 60_000);
    // The network defaults to the coin's first one and matches case-insensitively.
    expect(
      ok<WalletAddressView>(
        await save(alice.token, {
          currency: USDT,
          network: 'erc20',
          name: 'Hot',
          address: evmAddress(1),
        }),
      ).network,
    ).toBe('ERC20');
    expect(
      ok<WalletAddressView>(
        await save(alice.token, { currency: BTC, name: 'BTC wallet', address: bitcoinAddress(2) }),
      ).network,
    ).toBe('BTC');

    expect(
      failure(await save(alice.token, { ...base, address: 'TQn9Y2khEsLJW1ChVWFMSMe.Dow5KcbLSE' })),
    ).toMatchObject({
      type: 'error',
      code: 'ADDRESS_INVALID',
      field: 'address',
    });
    expect(
      failure(await save(alice.token, { ...base, address: 'TQn9Y2khEsLJW1ChVWFMSMe，Dow5KcbLSE' })),
    ).toMatchObject({ code: 'ADDRESS_INVALID' });
    expect(failure(await save(alice.token, { ...base, address: 'Tshort' }))).toMatchObject({
      code: 'ADDRESS_INVALID',
    });
    expect(failure(await save(alice.token, { ...base, address: '' }))).toMatchObject({
      code: 'ADDRESS_INVALID',
    });
    expect(failure(await save(alice.token, { ...base, name: '' }))).toMatchObject({
      code: 'NAME_INVALID',
      field: 'name',
    });
    expect(failure(await save(alice.token, { ...base, name: '   ' }))).toMatchObject({
      code: 'NAME_INVALID',
    });
    expect(failure(await save(alice.token, { ...base, name: 'My <b>wallet</b>' }))).toMatchObject({
      code: 'NAME_INVALID',
    });
    expect(failure(await save(alice.token, { ...base, name: 'x'.repeat(31) }))).toMatchObject({
      code: 'NAME_INVALID',
    });
    expect(failure(await save(alice.token, { ...base, name: '', lang: 'zh' }))).toMatchObject({
      code: 'NAME_INVALID',
      message: '请输入有效的名称',
    });
    expect(failure(await save(alice.token, { ...base, currency: 99999 }))).toMatchObject({
      code: 'CURRENCY_UNKNOWN',
    });
    expect(failure(await save(alice.token, { ...base, network: 'BEP20' }))).toMatchObject({
      code: 'NETWORK_UNKNOWN',
    });
    expect(failure(await save(alice.token, { ...base, network: 'TRC-20' }))).toMatchObject({
      code: 'NETWORK_UNKNOWN',
    });
    expect(failure(await save(alice.token, base))).toMatchObject({ code: 'ADDRESS_TAKEN' });
    expect(failure(await save(alice.token, { ...base, name: 'Another name' }))).toMatchObject({
      code: 'ADDRESS_TAKEN',
    });

    // Well formed, but not by the network's own rule (one character off breaks the checksum).
    const typo = `${ADDRESS.slice(0, -1)}${ADDRESS.endsWith('A') ? 'B' : 'A'}`;
    expect(failure(await save(alice.token, { ...base, address: typo }))).toMatchObject({
      code: 'ADDRESS_INVALID',
    });
    expect(
      failure(await save(alice.token, { ...base, currency: BTC, network: 'BTC' })),
    ).toMatchObject({ code: 'ADDRESS_INVALID' });

    // Someone else may save the same address; the same user may save it for another coin.
    const bob = await user();
    ok(await save(bob.token, base));
    ok(
      await save(alice.token, {
        currency: ETH,
        network: 'ERC20',
        name: 'Hot on ETH',
        address: evmAddress(1),
      }),
    );
    expect(
      ok<Page<WalletAddressView>>(await t.get('/api/user/wallet/list', {}, alice.token)).total,
    ).toBe(4);
    expect(await t.db.selectFrom('withdraw_addresses').select('id').execute()).toHaveLength(5);
  });

  it('accepts the caller’s own QR code image only', async () => {
    const alice = await user();
    const bob = await user();
    const own = await uploadImage(t, alice.token);
    const foreign = await uploadImage(t, bob.token);
    const base = { currency: USDT, network: 'TRC20', name: 'With QR', address: ADDRESS };
    expect(failure(await save(alice.token, { ...base, qrcode: foreign }))).toMatchObject({
      code: 'VOUCHER_INVALID',
    });
    expect(
      failure(await save(alice.token, { ...base, qrcode: 'https://evil.example/qr.png' })),
    ).toMatchObject({ code: 'VOUCHER_INVALID' });
    // The QR code is private like the other uploads: the answer links it with a fresh signature.
    const saved = ok<WalletAddressView>(await save(alice.token, { ...base, qrcode: own }));
    expect(saved.qrcode).toContain(`${own.replace('/uploads/', '/uploads/private/')}?`);
    expect((await t.app.inject({ method: 'GET', url: saved.qrcode! })).statusCode).toBe(200);
  });

  it('lists the caller’s addresses newest first, page by page', async () => {
    const alice = await user();
    const bob = await user();
    const ids: number[] = [];
    for (let i = 0; i < 5; i++)
      ids.push(
        ok<WalletAddressView>(
          await save(alice.token, { currency: USDT, name: `Wallet ${i}`, address: address(i) }),
        ).id,
      );
    ok(await save(bob.token, { currency: USDT, name: 'Bob', address: address(99) }));

    const first = ok<Page<WalletAddressView>>(
      await t.get('/api/user/wallet/list', { page: 1, limit: 2 }, alice.token),
    );
    expect(first).toMatchObject({ current_page: 1, per_page: 2, total: 5, last_page: 3 });
    expect(first.data.map((a) => a.id)).toEqual([ids[4], ids[3]]);
    const third = ok<Page<WalletAddressView>>(
      await t.get('/api/user/wallet/list', { page: 3, limit: 2 }, alice.token),
    );
    expect(third.data.map((a) => a.id)).toEqual([ids[0]]);
    expect(
      ok<Page<WalletAddressView>>(
        await t.get('/api/user/wallet/list', { page: 4, limit: 2 }, alice.token),
      ).data,
    ).toEqual([]);
    const all = ok<Page<WalletAddressView>>(await t.get('/api/user/wallet/list', {}, alice.token));
    expect(all.data.map((a) => a.name)).toEqual([
      'Wallet 4',
      'Wallet 3',
      'Wallet 2',
      'Wallet 1',
      'Wallet 0',
    ]);
    expect(failure(await t.get('/api/user/wallet/list', { limit: 0 }, alice.token)).type).toBe(
      'error',
    );
    expect(failure(await t.get('/api/user/wallet/list')).type).toBe('999');
  });

  it('deletes only the caller’s own address', async () => {
    const alice = await user();
    const bob = await user();
    const bobs = ok<WalletAddressView>(
      await save(bob.token, { currency: USDT, name: 'Bob', address: ADDRESS }),
    );
    expect(
      failure(await t.post('/api/user/wallet/delete', { id: bobs.id }, alice.token)),
    ).toMatchObject({ code: 'ADDRESS_NOT_FOUND' });
    expect(
      failure(await t.post('/api/user/wallet/delete', { id: 999999 }, alice.token)),
    ).toMatchObject({ code: 'ADDRESS_NOT_FOUND' });
    expect(
      ok<Page<WalletAddressView>>(await t.get('/api/user/wallet/list', {}, bob.token)).data.map(
        (a) => a.id,
      ),
    ).toEqual([bobs.id]);

    expect(ok<string>(await t.post('/api/user/wallet/delete', { id: bobs.id }, bob.token))).toBe(
      'Deleted',
    );
    expect(
      ok<Page<WalletAddressView>>(await t.get('/api/user/wallet/list', {}, bob.token)).total,
    ).toBe(0);
    expect(
      failure(await t.post('/api/user/wallet/delete', { id: bobs.id }, bob.token)),
    ).toMatchObject({ code: 'ADDRESS_NOT_FOUND' });
  });

  it('refuses a withdrawal to another user’s address and freezes nothing', async () => {
    const alice = await withdrawer();
    const bob = await user();
    const bobs = ok<WalletAddressView>(
      await save(bob.token, { currency: USDT, network: 'TRC20', name: 'Bob', address: ADDRESS }),
    );
    const btcAddress = ok<WalletAddressView>(
      await save(alice.token, { currency: BTC, name: 'Mine', address: bitcoinAddress(1) }),
    );
    const body = { currency: USDT, number: '100', pay_password: PAY_PASSWORD };

    expect(
      failure(await t.post('/api/wallet/out', { ...body, address_id: bobs.id }, alice.token)),
    ).toMatchObject({ code: 'ADDRESS_NOT_FOUND' });
    // An own address of another coin is no destination for USDT either.
    expect(
      failure(await t.post('/api/wallet/out', { ...body, address_id: btcAddress.id }, alice.token)),
    ).toMatchObject({ code: 'ADDRESS_NOT_FOUND' });
    expect(failure(await t.post('/api/wallet/out', body, alice.token))).toMatchObject({
      code: 'ADDRESS_REQUIRED',
    });
    expect(
      failure(
        await t.post(
          '/api/wallet/out',
          { ...body, address_id: bobs.id, bank: 'domestic' },
          alice.token,
        ),
      ),
    ).toMatchObject({
      code: 'ADDRESS_REQUIRED',
    });

    expect(await balanceOf(t.db, alice.id, USDT)).toEqual({ available: '500', frozen: '0' });
    expect(await withdrawals()).toEqual([]);
    expect(
      await t.db
        .selectFrom('ledger_postings')
        .select('id')
        .where('reason', '=', 'withdraw_request')
        .execute(),
    ).toEqual([]);
    await expectLedgerClean(t.db);
  });
});

// ---- bank cards ----------------------------------------------------------------------------------

const INTERNATIONAL = {
  real_name: 'Jane Doe',
  bank_name: 'First Harbor Bank',
  swift_code: 'FHBKUS33XXX',
  aba_number: '021000021',
  card_number: 'US12345678901234',
  address: '1 Harbor Street, Boston',
  phone: '+1 617 555 0100',
};
const CARDS: Record<BankKind, { path: string; info: string; body: Record<string, string> }> = {
  domestic: { path: '/api/user/cash_save', info: '/api/user/cash_info', body: DOMESTIC },
  international: {
    path: '/api/user/cash_save_international',
    info: '/api/user/cash_info_international',
    body: INTERNATIONAL,
  },
};

const bankCards = async () => t.db.selectFrom('bank_cards').selectAll().execute();

describe('bank cards', () => {
  it.each(['domestic', 'international'] as const)(
    'requires every %s field, naming the missing one, and stores nothing',
    async (kind) => {
      const { token } = await user();
      const card = CARDS[kind];
      expect(Object.keys(card.body).sort()).toEqual(
        BANK_CARD_FIELDS[kind].map((f) => f.key).sort(),
      );
      for (const key of Object.keys(card.body)) {
        const { [key]: _left, ...rest } = card.body;
        const missing = failure(await t.post(card.path, rest, token));
        expect(missing, key).toMatchObject({
          type: 'error',
          code: 'BANK_FIELD_REQUIRED',
          field: key,
        });
        expect(missing.message).toContain(key);
        expect(
          failure(await t.post(card.path, { ...card.body, [key]: '  ' }, token)),
          key,
        ).toMatchObject({ code: 'BANK_FIELD_REQUIRED', field: key });
      }
      const zh = failure(
        await t.post(card.path, { ...card.body, bank_name: '', lang: 'zh' }, token),
      );
      expect(zh).toMatchObject({ code: 'BANK_FIELD_REQUIRED', field: 'bank_name' });
      expect(zh.message).toMatch(/^请填写完整的银行卡信息/);
      expect(await bankCards()).toEqual([]);
    },
  );

  it('validates the format of each kind of field', async () => {
    const { token } = await user();
    const invalid: [BankKind, string, string][] = [
      ['international', 'swift_code', 'FHBKUS3'],
      ['international', 'swift_code', 'FHBKUS33XX'],
      ['international', 'swift_code', '12BKUS33'],
      ['international', 'aba_number', '02100002'],
      ['international', 'aba_number', '02100002A'],
      ['international', 'card_number', 'US1234-5678.9012'],
      ['domestic', 'card_number', '6222,0212,3456'],
      ['domestic', 'card_number', '12345'],
      ['domestic', 'real_name', 'Li Wei 2'],
      ['domestic', 'phone', 'call me'],
      ['domestic', 'bank_name', '<script>'],
    ];
    for (const [kind, key, value] of invalid) {
      const res = failure(
        await t.post(CARDS[kind].path, { ...CARDS[kind].body, [key]: value }, token),
      );
      expect(res, `${kind} ${key}=${value}`).toMatchObject({
        type: 'error',
        code: 'BANK_FIELD_INVALID',
        field: key,
      });
      expect(res.message).toContain(key);
    }
    // An 8-character SWIFT code (no branch) is valid.
    ok(await t.post(CARDS.international.path, { ...INTERNATIONAL, swift_code: 'FHBKUS33' }, token));
    expect(await bankCards()).toHaveLength(1);
  });

  it.each(['domestic', 'international'] as const)(
    'saves, reads back and replaces the %s card; others see none',
    async (kind) => {
      const alice = await user();
      const bob = await user();
      const card = CARDS[kind];
      expect(ok<BankCardView | null>(await t.post(card.info, {}, alice.token))).toBeNull();

      const saved = ok<BankCardView>(await t.post(card.path, card.body, alice.token));
      const expected = { ...card.body, card_number: card.body.card_number!.replace(/\s/g, '') };
      expect(saved).toMatchObject({ kind, fields: expected });
      expect(ok<BankCardView>(await t.post(card.info, {}, alice.token))).toEqual(saved);

      const changed = {
        ...card.body,
        bank_name: 'Second Savings Bank',
        card_number: '9988776655443322',
      };
      const replaced = ok<BankCardView>(
        await t.post(card.path, { ...changed, lang: 'en' }, alice.token),
      );
      expect(replaced.fields).toEqual(changed);
      expect(replaced.updated_at).toBeGreaterThanOrEqual(saved.updated_at);
      expect(ok<BankCardView>(await t.post(card.info, {}, alice.token)).fields).toEqual(changed);
      expect(await bankCards()).toHaveLength(1);

      expect(ok<BankCardView | null>(await t.post(card.info, {}, bob.token))).toBeNull();
      const otherKind = kind === 'domestic' ? CARDS.international : CARDS.domestic;
      expect(ok<BankCardView | null>(await t.post(otherKind.info, {}, alice.token))).toBeNull();
      expect(failure(await t.post(card.info, {})).type).toBe('999');
    },
  );

  it('does not store fields beyond the card’s own', async () => {
    const { token } = await user();
    const saved = ok<BankCardView>(
      await t.post(CARDS.domestic.path, { ...DOMESTIC, user_id: 1, extra: 'x' }, token),
    );
    expect(Object.keys(saved.fields).sort()).toEqual(Object.keys(DOMESTIC).sort());
  });
});

describe('bank withdrawals', () => {
  it('refuses BTC to a bank, USDT without a card, and records a pending withdrawal labelled with the card', async () => {
    const alice = await withdrawer({ [USDT]: '500', [BTC]: '1' });
    const usdt = { currency: USDT, number: '100', pay_password: PAY_PASSWORD };

    ok(await t.post(CARDS.domestic.path, DOMESTIC, alice.token));
    expect(
      failure(
        await t.post(
          '/api/wallet/out',
          { currency: BTC, number: '0.01', pay_password: PAY_PASSWORD, bank: 'domestic' },
          alice.token,
        ),
      ),
    ).toMatchObject({
      code: 'BANK_NOT_AVAILABLE',
    });
    expect(
      failure(await t.post('/api/wallet/out', { ...usdt, bank: 'international' }, alice.token)),
    ).toMatchObject({ code: 'BANK_CARD_REQUIRED' });
    expect(
      failure(await t.post('/api/wallet/out', { ...usdt, bank: 'savings' }, alice.token)),
    ).toMatchObject({ code: 'PARAMETER_ERROR', field: 'bank' });
    expect(await withdrawals()).toEqual([]);
    expect(await balanceOf(t.db, alice.id, USDT)).toEqual({ available: '500', frozen: '0' });
    expect(await balanceOf(t.db, alice.id, BTC)).toEqual({ available: '1', frozen: '0' });

    const domestic = ok<WithdrawalView>(
      await t.post('/api/wallet/out', { ...usdt, bank: 'domestic' }, alice.token),
    );
    expect(domestic).toMatchObject({
      currency_id: USDT,
      number: '100',
      fee: '1',
      real_number: '99',
      status: 0,
      destination: { kind: 'domestic', label: 'Bank of Meridian ····7890' },
    });
    expect(await balanceOf(t.db, alice.id, USDT)).toEqual({ available: '400', frozen: '100' });

    ok(await t.post(CARDS.international.path, INTERNATIONAL, alice.token));
    const international = ok<WithdrawalView>(
      await t.post(
        '/api/wallet/out',
        { ...usdt, number: '50', bank: 'international' },
        alice.token,
      ),
    );
    expect(international.destination).toEqual({
      kind: 'international',
      label: 'First Harbor Bank ····1234',
    });
    expect(await balanceOf(t.db, alice.id, USDT)).toEqual({ available: '350', frozen: '150' });

    // The operator sees the whole card the money goes to; a later card change does not alter it.
    ok(
      await t.post(
        CARDS.domestic.path,
        { ...DOMESTIC, bank_name: 'Changed Bank', card_number: '1111222233334444' },
        alice.token,
      ),
    );
    const stored = await t.db
      .selectFrom('withdrawals')
      .select(['id', 'destination_kind', 'destination'])
      .orderBy('id')
      .execute();
    expect(stored[0]).toMatchObject({
      destination_kind: 'domestic',
      destination: {
        label: 'Bank of Meridian ····7890',
        bank_name: 'Bank of Meridian',
        card_number: '6222021234567890',
        real_name: 'Li Wei',
      },
    });
    const listed = ok<Page<WithdrawalView>>(
      await t.get('/api/user/withdraw/list', {}, alice.token),
    );
    expect(listed.data.map((w) => w.destination.label)).toEqual([
      'First Harbor Bank ····1234',
      'Bank of Meridian ····7890',
    ]);
    await expectLedgerClean(t.db);
  });
});
