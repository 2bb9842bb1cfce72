import { describe, expect, it } from 'vitest';

import type { BillEventDetail, BillEventView, BillPart } from './bill';
import { billOrderLink, billSentence, type SentenceFormat } from './bill-sentence';

const fmt: SentenceFormat = { price: (v) => `P${v}`, amount: (v) => `A${v}` };

const NO_DETAIL: BillEventDetail = {
  symbol: null,
  side: null,
  leverage: null,
  price: null,
  amount: null,
  total: null,
  margin: null,
  profit: null,
  seconds: null,
  from_currency: null,
  to_currency: null,
  from_field: null,
  to_field: null,
};

const part = (currency: string, change: string, frozen = '0'): BillPart => ({
  id: 1,
  currency_id: currency === 'BTC' ? 1 : 3,
  currency_name: currency,
  account_type: 3,
  change,
  frozen_change: frozen,
  available_after: '0',
  frozen_after: '0',
});

function event(over: Partial<BillEventView>): BillEventView {
  const entries = over.entries ?? [part('USDT', '1')];
  return {
    ...entries[0]!,
    reason: 'adjustment',
    reason_text: 'Adjustment',
    memo: null,
    created_at: 0,
    posting_id: 9,
    kind: 'other',
    order: null,
    fees: [],
    ...over,
    entries,
    detail: { ...NO_DETAIL, ...over.detail },
  };
}

const usdtFee = [{ currency_id: 3, currency_name: 'USDT', amount: '0.8' }];

describe('billSentence', () => {
  it('words a futures open with its pair, side and leverage, margin and fee', () => {
    const open = event({
      reason: 'lever_open',
      kind: 'futures',
      order: { kind: 'futures', id: 7 },
      entries: [part('USDT', '-81.09', '80.29')],
      fees: usdtFee,
      detail: { ...NO_DETAIL, symbol: 'BTC/USDT', side: 1, leverage: 10, margin: '80.29' },
    });
    expect(billSentence(open, fmt)).toEqual({
      key: 'lever_open',
      values: { pair: 'BTC/USDT', leverage: 10, price: 'P' },
      words: { side: 'bill.side.long' },
      parts: [
        { label: 'margin', value: '80.29', currency: 'USDT' },
        { label: 'fee', value: '0.8', currency: 'USDT' },
      ],
    });
  });

  it('words a close and a liquidation with the realised P/L, signed', () => {
    for (const reason of ['lever_close', 'lever_liquidation'] as const) {
      const closed = event({
        reason,
        kind: 'futures',
        detail: { ...NO_DETAIL, symbol: 'BTC/USDT', side: 2, leverage: 5, profit: '-12.4' },
      });
      const said = billSentence(closed, fmt);
      expect(said.key).toBe(reason);
      expect(said.words).toEqual({ side: 'bill.side.short' });
      expect(said.parts).toEqual([
        { label: 'pnl', value: '-12.4', currency: 'USDT', signed: true },
      ]);
    }
  });

  it('words a spot buy with what was paid in the quote coin and the fee in the base coin', () => {
    const fill = event({
      reason: 'spot_fill',
      kind: 'spot',
      entries: [part('USDT', '0', '-650'), part('BTC', '0.00999')],
      fees: [{ currency_id: 1, currency_name: 'BTC', amount: '0.00001' }],
      detail: {
        ...NO_DETAIL,
        symbol: 'BTC/USDT',
        side: 1,
        amount: '0.01',
        price: '65000',
        total: '650',
      },
    });
    expect(billSentence(fill, fmt)).toMatchObject({
      key: 'spot_fill_buy',
      values: { base: 'BTC', amount: 'A0.01', price: 'P65000' },
      parts: [
        { label: 'paid', value: '650', currency: 'USDT' },
        { label: 'fee', value: '0.00001', currency: 'BTC' },
      ],
    });
    const sell = billSentence({ ...fill, detail: { ...fill.detail, side: 2 } }, fmt);
    expect(sell.key).toBe('spot_fill_sell');
    expect(sell.parts[0]).toEqual({ label: 'received', value: '650', currency: 'USDT' });
  });

  it('words a conversion and a transfer between accounts', () => {
    const convert = event({
      reason: 'convert',
      kind: 'convert',
      fees: [{ currency_id: 1, currency_name: 'BTC', amount: '0.00002' }],
      detail: {
        ...NO_DETAIL,
        amount: '100',
        total: '0.0015',
        from_currency: 'USDT',
        to_currency: 'BTC',
      },
    });
    expect(billSentence(convert, fmt)).toMatchObject({
      key: 'convert',
      values: { amount: 'A100', from: 'USDT', to: 'BTC' },
      parts: [
        { label: 'received', value: '0.0015', currency: 'BTC' },
        { label: 'fee', value: '0.00002', currency: 'BTC' },
      ],
    });
    const moved = event({
      reason: 'account_transfer',
      kind: 'transfer',
      detail: { ...NO_DETAIL, amount: '30', from_field: 2, to_field: 3 },
    });
    expect(billSentence(moved, fmt)).toMatchObject({
      key: 'account_transfer',
      words: { fromAccount: 'bill.account.change', toAccount: 'bill.account.lever' },
    });
  });

  it('falls back to the reason with every signed change when the event names no order', () => {
    const deposit = event({
      reason: 'withdraw_request',
      kind: 'withdrawal',
      entries: [part('USDT', '-5', '5')],
    });
    expect(billSentence(deposit, fmt)).toEqual({
      key: null,
      values: {},
      words: {},
      parts: [
        { label: 'amount', value: '-5', currency: 'USDT', signed: true },
        { label: 'frozen', value: '5', currency: 'USDT', signed: true },
      ],
    });
    // A futures event whose position is not readable is not worded from missing facts.
    expect(billSentence(event({ reason: 'lever_open', kind: 'futures' }), fmt).key).toBeNull();
  });
  it('words an option stake, its settlement with the signed result, and a void', () => {
    const detail = { ...NO_DETAIL, symbol: 'BTC/USDT', side: 2, seconds: 60, amount: '10' };
    const stake = event({
      reason: 'option_stake',
      kind: 'options',
      entries: [part('USDT', '-10')],
      detail,
    });
    expect(billSentence(stake, fmt)).toEqual({
      key: 'option_stake',
      values: { pair: 'BTC/USDT', seconds: 60, price: 'P' },
      words: { side: 'bill.side.down' },
      parts: [{ label: 'stake', value: '10', currency: 'USDT' }],
    });
    const settled = event({
      reason: 'option_settle',
      kind: 'options',
      detail: { ...detail, price: '64000', profit: '8.5' },
    });
    expect(billSentence(settled, fmt)).toMatchObject({
      key: 'option_settle',
      values: { price: 'P64000' },
      parts: [{ label: 'result', value: '8.5', currency: 'USDT', signed: true }],
    });
    const voided = event({
      reason: 'option_void',
      kind: 'options',
      entries: [part('USDT', '10')],
      detail,
    });
    expect(billSentence(voided, fmt).parts).toEqual([
      { label: 'refunded', value: '10', currency: 'USDT' },
    ]);
  });
});

describe('billOrderLink', () => {
  it('opens the screen of the event’s order', () => {
    const spot = event({ reason: 'spot_fill', kind: 'spot', order: { kind: 'spot', id: 4 } });
    expect(billOrderLink(spot)).toBe('/pages/transaction/currency_order?tab=filled&id=4');
    const closed = event({
      reason: 'lever_close',
      kind: 'futures',
      order: { kind: 'futures', id: 7 },
    });
    expect(billOrderLink(closed)).toBe('/pages/transaction/contract_order?id=7');
    const open = event({
      reason: 'lever_open',
      kind: 'futures',
      order: { kind: 'futures', id: 7 },
      detail: { ...NO_DETAIL, symbol: 'BTC/USDT' },
    });
    expect(billOrderLink(open)).toBe('/pages/transaction/contract?symbol=BTC%2FUSDT&id=7');
    const convert = event({
      reason: 'convert',
      kind: 'convert',
      order: { kind: 'convert', id: 2 },
    });
    expect(billOrderLink(convert)).toBe('/pages/fund/transfer_history?tab=conversions&id=2');
    expect(billOrderLink(event({}))).toBeNull();
  });
});
