import {
  Money,
  type MicroSubmitInput,
  type OptionDurationView,
  type PayableCurrencyView,
  type QuotationView,
} from '@meridian/contract';

import { chooseDuration, choosePayable, isAccountEmpty, toSubmitInput } from './order-form';
import { breakevenPercent, previewOption, type OptionPreview } from './preview';
import type { OptionDirection } from './result';
import { maxStake, quickStakes, validateStake, type StakeError } from './stake';

/**
 * The options ticket as plain functions (STYLE.md "Screen flow", dYdX's bonsai forms): a reducer
 * over what the user did, `summarise` for what the sheet shows, and `validate` for the error
 * keys. The figures are model/preview.ts's and model/stake.ts's, which use the contract's
 * `optionsRules`; nothing here computes money of its own.
 */

export interface OptionsTicketState {
  /** The order sheet is open. */
  open: boolean;
  direction: OptionDirection;
  /** The duration and stake currency the user chose; null (or gone) means the default. */
  durationId: number | null;
  currencyId: number | null;
  /** The stake as typed. */
  stake: string;
  /** Set by the first confirm: from then on "enter a stake" shows too. */
  attempted: boolean;
}

export type OptionsTicketAction =
  | { type: 'open'; direction: OptionDirection }
  | { type: 'close' }
  | { type: 'direction'; direction: OptionDirection }
  | { type: 'duration'; id: number }
  | { type: 'currency'; id: number }
  | { type: 'stake'; stake: string }
  | { type: 'attempt' }
  /** The server took the order: the sheet closes, the choices stay for the next one. */
  | { type: 'placed' };

/** What the ticket depends on besides the user. */
export interface OptionsMarket {
  /** The pair on screen; null while there is none. */
  pair: Pick<QuotationView, 'match_id' | 'legal_name'> | null;
  /** The published durations (sorted); undefined while loading. */
  durations: readonly OptionDurationView[] | undefined;
  /** Payable currencies with the options account's available; undefined for a visitor. */
  payable: readonly PayableCurrencyView[] | undefined;
  loggedIn: boolean;
}

export interface OptionsTicketSummary {
  duration: OptionDurationView | null;
  currency: PayableCurrencyView | null;
  /** The stake currency's name (the pair's quote until the payable list is known). */
  currencyName: string;
  /** The options account's available in that currency; null for a visitor or while unknown. */
  available: string | null;
  /** Payout, profit, maximum loss and fee of the typed stake; null while it is not a number. */
  preview: OptionPreview | null;
  /** Breakeven win rate of the duration in percent; null without a duration. */
  breakeven: string | null;
  /** One-tap stakes within the duration's range. */
  quickStakes: string[];
  /** The largest stake the account covers with its fee; null when it cannot cover the minimum. */
  largest: string | null;
  /** The options account holds nothing in the stake currency (a known zero). */
  isEmpty: boolean;
  /** The best payout ratio of all durations, for the Up and Down buttons; null while unknown. */
  bestRatio: string | null;
  /** False while a logged-in user has no duration or stake currency to place with. */
  canConfirm: boolean;
}

/** What validation found: the stake's error key with the values its message needs. */
export interface OptionsTicketErrors {
  stake?: StakeError;
}

export const initialTicket: OptionsTicketState = {
  open: false,
  direction: 'up',
  durationId: null,
  currencyId: null,
  stake: '',
  attempted: false,
};

export function ticketReducer(
  state: OptionsTicketState,
  action: OptionsTicketAction,
): OptionsTicketState {
  switch (action.type) {
    case 'open':
      return { ...state, open: true, direction: action.direction };
    case 'close':
    case 'placed':
      return { ...state, open: false };
    case 'direction':
      return { ...state, direction: action.direction };
    case 'duration':
      return { ...state, durationId: action.id };
    case 'currency':
      return { ...state, currencyId: action.id };
    case 'stake':
      return { ...state, stake: action.stake };
    case 'attempt':
      return { ...state, attempted: true };
  }
}

/** The highest payout ratio on offer, e.g. 0.8 and 0.85 → "0.85"; null without durations. */
export function bestPayoutRatio(durations: readonly OptionDurationView[] | undefined) {
  return (durations ?? []).reduce<string | null>(
    (best, d) => (best === null || new Money(d.profit_ratio).gt(best) ? d.profit_ratio : best),
    null,
  );
}

/**
 * What the sheet shows for the chosen duration and stake: the figures before confirming (payout,
 * profit, breakeven, maximum loss, fee), the quick stakes, the largest stake the account covers
 * and whether the account is empty. E.g. 10 USDT at ratio 0.8 without a fee: payout 18, profit
 * 8, maximum loss 10, breakeven 55.56 %.
 */
export function summarise(state: OptionsTicketState, market: OptionsMarket): OptionsTicketSummary {
  const { pair, payable, loggedIn } = market;
  const duration = chooseDuration(market.durations, state.durationId);
  const currency = choosePayable(payable, state.currencyId);
  const available = loggedIn ? (currency?.available ?? null) : null;
  return {
    duration,
    currency,
    currencyName: currency?.name ?? pair?.legal_name ?? '',
    available,
    preview: duration ? previewOption(state.stake, duration) : null,
    breakeven: duration ? breakevenPercent(duration.profit_ratio, duration.fee_rate) : null,
    quickStakes: duration ? quickStakes(duration.min_amount, duration.max_amount) : [],
    largest: duration
      ? maxStake(duration.max_amount, duration.min_amount, available, duration.fee_rate)
      : null,
    isEmpty: loggedIn && payable !== undefined && isAccountEmpty(currency?.available ?? '0'),
    bestRatio: bestPayoutRatio(market.durations),
    canConfirm: !loggedIn || (duration !== null && currency !== null),
  };
}

/**
 * The stake's error key (`options.errors.*`): present, a number of at most 8 decimals, positive,
 * within the duration's range, and with its fee within the options account. Nothing without a
 * duration.
 */
export function validate(
  state: OptionsTicketState,
  market: OptionsMarket,
  summary: OptionsTicketSummary = summarise(state, market),
): OptionsTicketErrors {
  const { duration, available } = summary;
  if (!duration) return {};
  const stake = validateStake(state.stake, {
    min: duration.min_amount,
    max: duration.max_amount,
    available,
    feeRate: duration.fee_rate,
  });
  return stake ? { stake } : {};
}

/**
 * The errors to show: "enter a stake" only after a confirm attempt; any other problem as soon as
 * something is typed.
 */
export function visibleErrors(
  state: OptionsTicketState,
  errors: OptionsTicketErrors,
): OptionsTicketErrors {
  const { stake } = errors;
  if (!stake) return {};
  return state.attempted || (state.stake !== '' && stake.code !== 'REQUIRED') ? { stake } : {};
}

/** The body of POST /microtrade/submit, or null while the ticket cannot be placed. */
export function toTicketInput(
  state: OptionsTicketState,
  market: OptionsMarket,
  summary: OptionsTicketSummary = summarise(state, market),
): MicroSubmitInput | null {
  const { duration, currency } = summary;
  if (!market.pair || !duration || !currency) return null;
  if (validate(state, market, summary).stake) return null;
  return toSubmitInput({
    pair: market.pair,
    currencyId: currency.id,
    direction: state.direction,
    duration,
    stake: state.stake,
  });
}
