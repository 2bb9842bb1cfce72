import type { AccountName } from '@meridian/contract';

import { paths } from '../../../config/paths';
import { accountKeyOf, type BillEventView } from './bill';

/**
 * The sentences a bill row can say (keys under `bill.event.` in every locale); a futures,
 * spot order or option event is worded by its own reason, each of which is a key here.
 */
export type BillEventKey =
  | 'lever_open'
  | 'lever_order'
  | 'lever_cancel'
  | 'lever_close'
  | 'lever_liquidation'
  | 'lever_overnight_fee'
  | 'spot_fill_buy'
  | 'spot_fill_sell'
  | 'spot_order'
  | 'spot_cancel'
  | 'convert'
  | 'account_transfer'
  | 'option_stake'
  | 'option_settle'
  | 'option_void';

type Side = 'long' | 'short' | 'buy' | 'sell' | 'up' | 'down';

/** A word a sentence names by its translation key: a side or an account. */
export type BillWordKey = `bill.side.${Side}` | `bill.account.${AccountName}`;

/** One amount of an event's sentence: "margin 80.29 USDT", "realised P/L +12.40 USDT". */
export interface BillSentencePart {
  /** Translation key under `bill.part.` */
  label:
    | 'margin'
    | 'fee'
    | 'pnl'
    | 'paid'
    | 'received'
    | 'held'
    | 'released'
    | 'stake'
    | 'result'
    | 'refunded'
    | 'amount'
    | 'frozen';
  value: string;
  currency: string;
  /** Signed and coloured (results, changes), not a plain size (margin, fee). */
  signed?: boolean;
}

/**
 * What a bill row says: a translation key under `bill.event.` (null: the reason's own text),
 * the values it names (amounts already formatted by the caller's formatters), the values that
 * are words to translate first (value name → translation key, e.g. side → `bill.side.long`) and
 * the parts.
 */
export interface BillSentence {
  key: BillEventKey | null;
  values: Record<string, string | number>;
  words: Record<string, BillWordKey>;
  parts: BillSentencePart[];
}

/** How the caller writes numbers into a sentence (the one formatter, components/ui/amount). */
export interface SentenceFormat {
  price: (value: string) => string;
  amount: (value: string) => string;
}

const FUTURES_SIDES: Record<number, Side> = { 1: 'long', 2: 'short' };
const SPOT_SIDES: Record<number, Side> = { 1: 'buy', 2: 'sell' };
const OPTION_SIDES: Record<number, Side> = { 1: 'up', 2: 'down' };

/** The side word of an event, e.g. futures side 1 → { side: 'bill.side.long' }. */
function sideWord(sides: Record<number, Side>, side: number | null): Record<string, BillWordKey> {
  const word = side !== null ? sides[side] : undefined;
  return word ? { side: `bill.side.${word}` } : {};
}

/** The fees the event paid as parts, one per coin. */
const feeParts = (e: BillEventView): BillSentencePart[] =>
  e.fees.map((f) => ({ label: 'fee', value: f.amount, currency: f.currency_name }));

/** Every change of the user's balances, signed: the honest fallback for any event. */
function changeParts(e: BillEventView): BillSentencePart[] {
  return e.entries.flatMap((p): BillSentencePart[] => {
    const parts: BillSentencePart[] = [];
    const moved = Number(p.change) !== 0;
    const froze = Number(p.frozen_change) !== 0;
    if (moved || !froze)
      parts.push({ label: 'amount', value: p.change, currency: p.currency_name, signed: true });
    if (froze)
      parts.push({
        label: 'frozen',
        value: p.frozen_change,
        currency: p.currency_name,
        signed: true,
      });
    return parts;
  });
}

const plain = (e: BillEventView): BillSentence => ({
  key: null,
  values: {},
  words: {},
  parts: changeParts(e),
});

/** The first entry that froze (a held order) or released (a cancel) money, as a size. */
function heldPart(e: BillEventView, label: 'held' | 'released'): BillSentencePart[] {
  const field = label === 'held' ? 'frozen_change' : 'change';
  const part = e.entries.find((p) => Number(p[field]) > 0);
  return part ? [{ label, value: part[field], currency: part.currency_name }] : [];
}

function futuresSentence(e: BillEventView, fmt: SentenceFormat): BillSentence {
  const d = e.detail;
  const coin = e.entries[0]?.currency_name ?? 'USDT';
  const values = { pair: d.symbol!, leverage: d.leverage ?? '', price: fmt.price(d.price ?? '') };
  const words = sideWord(FUTURES_SIDES, d.side);
  const parts: Record<string, BillSentencePart[]> = {
    lever_open: [
      ...(d.margin ? [{ label: 'margin' as const, value: d.margin, currency: coin }] : []),
      ...feeParts(e),
    ],
    lever_order: heldPart(e, 'held'),
    lever_cancel: heldPart(e, 'released'),
    lever_close: d.profit ? [{ label: 'pnl', value: d.profit, currency: coin, signed: true }] : [],
    lever_overnight_fee: e.fees.length > 0 ? feeParts(e) : changeParts(e),
  };
  parts.lever_liquidation = parts.lever_close!;
  return { key: e.reason as BillEventKey, values, words, parts: parts[e.reason] ?? changeParts(e) };
}

function spotSentence(e: BillEventView, fmt: SentenceFormat): BillSentence {
  const d = e.detail;
  const [base = '', quote = ''] = d.symbol!.split('/');
  const values = {
    pair: d.symbol!,
    base,
    amount: fmt.amount(d.amount ?? ''),
    price: fmt.price(d.price ?? ''),
  };
  const words = sideWord(SPOT_SIDES, d.side);
  if (e.reason === 'spot_fill') {
    const buy = d.side === 1;
    const total: BillSentencePart[] = d.total
      ? [{ label: buy ? 'paid' : 'received', value: d.total, currency: quote }]
      : [];
    return {
      key: buy ? 'spot_fill_buy' : 'spot_fill_sell',
      values,
      words,
      parts: [...total, ...feeParts(e)],
    };
  }
  const parts = e.reason === 'spot_order' ? heldPart(e, 'held') : heldPart(e, 'released');
  return { key: e.reason as BillEventKey, values, words, parts };
}

function optionSentence(e: BillEventView, fmt: SentenceFormat): BillSentence {
  const d = e.detail;
  const coin = e.entries[0]?.currency_name ?? 'USDT';
  const values = { pair: d.symbol!, seconds: d.seconds ?? '', price: fmt.price(d.price ?? '') };
  const words = sideWord(OPTION_SIDES, d.side);
  const parts: Record<string, BillSentencePart[]> = {
    option_stake: [
      ...(d.amount ? [{ label: 'stake' as const, value: d.amount, currency: coin }] : []),
      ...feeParts(e),
    ],
    option_settle: d.profit
      ? [{ label: 'result', value: d.profit, currency: coin, signed: true }]
      : changeParts(e),
    option_void: heldPart(e, 'released').map((p) => ({ ...p, label: 'refunded' as const })),
  };
  return { key: e.reason as BillEventKey, values, words, parts: parts[e.reason] ?? changeParts(e) };
}

/**
 * What one bill row says, from the event's structured fields: e.g. a futures open is "Opened
 * {{pair}} {{side}} {{leverage}}×" with parts margin 80.29 and fee 0.80; an event without the
 * facts of its order (a deposit, an adjustment) is its reason with its signed changes.
 */
export function billSentence(e: BillEventView, fmt: SentenceFormat): BillSentence {
  const d = e.detail;
  if (e.kind === 'futures' && d.symbol) return futuresSentence(e, fmt);
  if (e.kind === 'spot' && d.symbol) return spotSentence(e, fmt);
  if (e.kind === 'options' && d.symbol) return optionSentence(e, fmt);
  if (e.reason === 'convert' && d.from_currency && d.to_currency && d.amount) {
    return {
      key: 'convert',
      values: { amount: fmt.amount(d.amount), from: d.from_currency, to: d.to_currency },
      words: {},
      parts: [
        ...(d.total
          ? [{ label: 'received' as const, value: d.total, currency: d.to_currency }]
          : []),
        ...feeParts(e),
      ],
    };
  }
  if (e.reason === 'account_transfer' && d.amount && d.from_field && d.to_field) {
    return {
      key: 'account_transfer',
      values: { amount: fmt.amount(d.amount), coin: e.currency_name },
      words: {
        fromAccount: `bill.account.${accountKeyOf(d.from_field)}`,
        toAccount: `bill.account.${accountKeyOf(d.to_field)}`,
      },
      parts: [],
    };
  }
  return plain(e);
}

/** The screen that shows the event's order, position or record, or null when it has none. */
export function billOrderLink(e: BillEventView): string | null {
  if (!e.order) return null;
  const id = e.order.id;
  const closed = ['lever_close', 'lever_liquidation', 'lever_cancel'].includes(e.reason);
  switch (e.order.kind) {
    case 'futures':
      return closed || !e.detail.symbol
        ? `${paths.contractOrder}?id=${id}`
        : `${paths.contract}?symbol=${encodeURIComponent(e.detail.symbol)}&id=${id}`;
    case 'spot': {
      const tab =
        e.reason === 'spot_fill' ? 'filled' : e.reason === 'spot_cancel' ? 'cancelled' : 'open';
      return `${paths.currencyOrder}?tab=${tab}&id=${id}`;
    }
    case 'options':
      return `${paths.secondsOrder}?tab=${e.reason === 'option_stake' ? 'running' : 'history'}&id=${id}`;
    case 'convert':
      return `${paths.transferHistory}?tab=conversions&id=${id}`;
    case 'transfer':
      return `${paths.transferHistory}?tab=transfers&id=${id}`;
    case 'withdraw':
      return `${paths.receiveWithdrawRecord}?tab=withdraw&id=${id}`;
    case 'deposit':
      return `${paths.receiveWithdrawRecord}?tab=deposit&id=${id}`;
  }
}
