import {
  formatDecimal,
  formatPercent,
  Money,
  OPTION_RESULT,
  optionsRules,
  type OptionDurationView,
} from '@meridian/contract';

/** Stakes carry at most 8 decimals on the wire (microSubmitInputSchema). */
export const STAKE_DECIMALS = 8;

/** What the order ticket shows before the user confirms (PRODUCT-RULES.md §0, §6). */
export interface OptionPreview {
  stake: string;
  /** Charged at submission on top of the stake ("0" when the duration has none). */
  fee: string;
  /** Paid back on a win: stake x (1 + ratio). */
  payout: string;
  /** What the balance gains on a win: payout - stake - fee. */
  profit: string;
  /** What the balance loses on a loss: stake + fee. */
  maxLoss: string;
  /** The share of orders that must win to break even, in percent with 2 decimals. */
  breakevenPercent: string;
}

type Terms = Pick<OptionDurationView, 'profit_ratio' | 'fee_rate'>;

const isPositiveDecimal = (text: string) => /^\d+(\.\d+)?$/.test(text) && new Money(text).gt(0);

/** A duration's fee rate, or 0 when it has none (null, empty, zero or not a number). */
const feeRateOf = (feeRate: string | null | undefined) =>
  feeRate && isPositiveDecimal(feeRate) ? feeRate : '0';

/**
 * The fee on a stake (the contract's `stakeFee`, what the server charges): stake x fee rate,
 * rounded up to 10 decimals, e.g. 10 x 0.002 = 0.02 and 0.00000001 x 0.002 = 0.0000000001
 * (never rounds to nothing); 0 without a fee rate.
 */
export function optionFee(stake: string, feeRate: string | null | undefined): Money {
  return new Money(optionsRules.stakeFee(stake, feeRateOf(feeRate)));
}

/**
 * What a win pays back (the contract's `settlement` of a win, what the server pays): stake x
 * (1 + ratio), rounded down to 10 decimals, e.g. payoutOf('10', '0.8') === '18'.
 */
export function payoutOf(stake: string, profitRatio: string): string {
  return optionsRules.settlement(stake, profitRatio, OPTION_RESULT.win).payout;
}

/**
 * Breakeven win rate in percent with 2 decimals (the contract's `breakevenWinRate` at 4):
 * (1 + fee rate) / (1 + ratio), which is 1 / (1 + ratio) without a fee. Ratio 0.85 gives 54.05,
 * ratio 0.8 gives 55.56, ratio 0.8 with a 0.01 fee rate gives 56.11.
 */
export function breakevenPercent(
  profitRatio: string,
  feeRate: string | null | undefined = '0',
): string {
  return new Money(optionsRules.breakevenWinRate(profitRatio, 4, feeRateOf(feeRate)))
    .times(100)
    .toFixed(2);
}

/**
 * The ticket's figures for `stake` on a duration, in exact decimals; null while the stake is not
 * a positive number. A stake of 10 at ratio 0.8 without a fee: payout 18, profit 8, maximum loss
 * 10, breakeven 55.56 %. With fee rate 0.01: fee 0.1, profit 7.9, maximum loss 10.1.
 */
export function previewOption(stake: string, terms: Terms): OptionPreview | null {
  const text = stake.trim();
  if (!isPositiveDecimal(text)) return null;
  const amount = new Money(text);
  const fee = optionFee(text, terms.fee_rate);
  const payout = new Money(payoutOf(text, terms.profit_ratio));
  return {
    stake: amount.toFixed(),
    fee: fee.toFixed(),
    payout: payout.toFixed(),
    profit: payout.minus(amount).minus(fee).toFixed(),
    maxLoss: amount.plus(fee).toFixed(),
    breakevenPercent: breakevenPercent(terms.profit_ratio, terms.fee_rate),
  };
}

/** A payout ratio as a percent for the duration chips: "0.85" → "85", "0.825" → "82.5". */
export function ratioPercent(profitRatio: string): string {
  return new Money(profitRatio).times(100).toDecimalPlaces(2, Money.ROUND_HALF_UP).toFixed();
}

/** A payout ratio as a chip label in the language's style: "0.85" → "+85%" (fr "+85 %"). */
export function ratioLabel(profitRatio: string, locale = 'en'): string {
  return formatPercent(ratioPercent(profitRatio), { locale, trimTo: 0 });
}

/** The percent number of a payout ratio in the language's separators: "0.825" → "82,5" in fr. */
export function ratioNumber(profitRatio: string, locale = 'en'): string {
  return formatDecimal(ratioPercent(profitRatio), { locale, trimTo: 0 });
}
