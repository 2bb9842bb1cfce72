import { Decimal } from 'decimal.js';

import { Money } from '../money.js';
import { plain } from './plain.js';

/**
 * The pure maths of crypto loans (issue #19 item 3, PRODUCT-RULES.md §10): USDT borrowed against
 * BTC or ETH collateral. No I/O: the web previews with these functions, the server decides with
 * them, and the engine's triggers are the prices they give.
 *
 * - debt = principal + interest charged and not yet repaid;
 * - LTV (loan to value) = debt / (collateral × price);
 * - a loan opens (and collateral may be withdrawn) only up to the initial LTV, 65 %;
 * - at 75 % the user is told (margin call); at 83 % the engine liquidates: it sells just enough
 *   collateral at the feed price to repay the debt and returns the rest;
 * - interest: principal × hourly rate for every clock hour (UTC) the loan is open in, charged at
 *   the hour's start (the first at opening), so a started hour counts as one and the debt shown
 *   is always what repaying all takes; shown as an APR of hourly rate × 8760.
 * - the initial LTV of a new loan is the amount borrowed / collateral value (its first hour's
 *   interest is charged on top); withdrawing collateral keeps debt / value at or below it.
 */

export { plain };

/** The three LTV levels (fractions of 1). */
export const LOAN_LEVELS = {
  /** A loan opens, and collateral can be withdrawn, while LTV stays at or below this. */
  initial: '0.65',
  /** At or above this the user is told to add collateral or repay. */
  marginCall: '0.75',
  /** At or above this the loan is liquidated. */
  liquidation: '0.83',
} as const;

/** Decimals of every loan money amount (principal, interest, repayments) in USDT. */
export const LOAN_MONEY_DECIMALS = 8;
/** Decimals a collateral amount may have on the wire. */
export const LOAN_COLLATERAL_DECIMALS = 8;
/** Decimals of a trigger price: the price columns' scale. */
export const LOAN_PRICE_DECIMALS = 18;
/** Hours in the year the APR is quoted over (365 × 24). */
export const HOURS_PER_YEAR = 8760;
const HOUR_MS = 3_600_000;

/** Loan states: open, repaid in full, or liquidated by the engine. */
export const LOAN_STATUSES = ['open', 'repaid', 'liquidated'] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];

const m = (v: Decimal.Value) => new Money(v);

/** The debt: principal + interest not yet repaid, e.g. 39000 + 3.9 → 39003.9. */
export function debtOf(principal: Decimal.Value, interest: Decimal.Value): string {
  return plain(m(principal).plus(interest));
}

/** The collateral's value at `price`, e.g. 1 BTC at 60000 → 60000. */
export function collateralValue(collateral: Decimal.Value, price: Decimal.Value): string {
  return plain(m(collateral).times(price));
}

/**
 * LTV = debt / (collateral × price), as a fraction, rounded half-up to `decimals` (default: the
 * arithmetic's full precision), e.g. 39000 against 1 BTC at 60000 → 0.65, at 52000 → 0.75.
 * Null without collateral value (nothing to divide by).
 */
export function ltvOf(
  debt: Decimal.Value,
  collateral: Decimal.Value,
  price: Decimal.Value,
  decimals?: number,
): string | null {
  const value = m(collateral).times(price);
  if (value.lessThanOrEqualTo(0)) return null;
  const ltv = m(debt).dividedBy(value);
  return plain(decimals === undefined ? ltv : ltv.toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP));
}

/**
 * Has the loan reached `level` at `price`: debt ≥ level × collateral × price, compared exactly
 * (no division), e.g. 39000 against 1 BTC at 52000 reaches 0.75; at 52000.01 it does not.
 * Without collateral any debt has reached every level.
 */
export function reaches(
  debt: Decimal.Value,
  collateral: Decimal.Value,
  price: Decimal.Value,
  level: Decimal.Value,
): boolean {
  return m(debt).greaterThanOrEqualTo(m(level).times(collateral).times(price));
}

/**
 * The price at which the loan's LTV is `level`: debt / (collateral × level), rounded DOWN to 18
 * decimals, so that every price at or below it has reached the level, e.g. 39000 against 1 BTC:
 * 0.75 → 52000; 0.83 → 46987.95180722891566265 (shown rounded: about 46,988).
 * Null without collateral.
 */
export function priceAtLtv(
  debt: Decimal.Value,
  collateral: Decimal.Value,
  level: Decimal.Value,
): string | null {
  const denominator = m(collateral).times(level);
  if (denominator.lessThanOrEqualTo(0)) return null;
  return plain(
    m(debt).dividedBy(denominator).toDecimalPlaces(LOAN_PRICE_DECIMALS, Decimal.ROUND_DOWN),
  );
}

/** The price at or below which the margin call is told (LTV 75 %), e.g. 39000 / 1 BTC → 52000. */
export const marginCallPrice = (debt: Decimal.Value, collateral: Decimal.Value) =>
  priceAtLtv(debt, collateral, LOAN_LEVELS.marginCall);

/** The price at or below which the loan is liquidated (LTV 83 %), e.g. 39000 / 1 BTC → 46987.95…. */
export const liquidationPrice = (debt: Decimal.Value, collateral: Decimal.Value) =>
  priceAtLtv(debt, collateral, LOAN_LEVELS.liquidation);

/**
 * The most that can be borrowed against `collateral` at `price`: collateral × price × 65 %, rounded
 * DOWN to 8 decimals, e.g. 1 BTC at 60000 → 39000; 0.5 ETH at 3200.5 → 1040.1625.
 */
export function maxBorrow(collateral: Decimal.Value, price: Decimal.Value): string {
  return plain(
    m(collateral)
      .times(price)
      .times(LOAN_LEVELS.initial)
      .toDecimalPlaces(LOAN_MONEY_DECIMALS, Decimal.ROUND_DOWN),
  );
}

/**
 * The collateral that can be withdrawn while the LTV stays at or below 65 %: collateral − debt /
 * (price × 65 %), rounded DOWN to `decimals`, never below 0, e.g. 2 BTC owing 39000 at 60000 →
 * 1; 1 BTC owing 39000 at 60000 → 0.
 */
export function maxWithdrawable(
  collateral: Decimal.Value,
  debt: Decimal.Value,
  price: Decimal.Value,
  decimals: number = LOAN_COLLATERAL_DECIMALS,
): string {
  const needed = m(debt).dividedBy(m(price).times(LOAN_LEVELS.initial));
  const free = m(collateral).minus(needed).toDecimalPlaces(decimals, Decimal.ROUND_DOWN);
  return plain(Decimal.max(free, 0));
}

/**
 * One hour's interest: principal × hourly rate, rounded DOWN to 8 decimals (never more than the
 * rate says), e.g. 39000 at 0.00001 → 0.39; 0.0001 at 0.00001 → 0.
 */
export function hourlyInterest(principal: Decimal.Value, hourlyRate: Decimal.Value): string {
  return plain(
    m(principal).times(hourlyRate).toDecimalPlaces(LOAN_MONEY_DECIMALS, Decimal.ROUND_DOWN),
  );
}

/** The interest of `hours` hours: hours × one hour's interest, e.g. 39000 at 0.00001 × 24 → 9.36. */
export function interestFor(
  principal: Decimal.Value,
  hourlyRate: Decimal.Value,
  hours: number,
): string {
  if (hours <= 0) return '0';
  return plain(m(hourlyInterest(principal, hourlyRate)).times(hours));
}

/** The hourly rate as a yearly one (APR, simple): rate × 8760, e.g. 0.00001 → 0.0876 (8.76 %). */
export function aprOf(hourlyRate: Decimal.Value): string {
  return plain(m(hourlyRate).times(HOURS_PER_YEAR));
}

/** The clock hour (UTC) a time falls in, as a count of hours since 1970, e.g. 3_600_000 → 1. */
export const hourOf = (time: number): number => Math.floor(time / HOUR_MS);

/**
 * Clock hours to charge a loan whose interest is charged up to hour `chargedUntil` (exclusive)
 * at `now`: every hour up to and including the one `now` falls in, each charged at its start ("a
 * started hour counts as one"), e.g. borrowed at 10:20 (hour 10 charged at opening, so charged
 * until 11): at 10:50 → 0 more; at 11:00 or 11:10 → 1 (hour 11); at 14:00 after missed runs → 4.
 */
export function hoursDue(chargedUntil: number, now: number): number {
  return Math.max(0, hourOf(now) + 1 - chargedUntil);
}

/**
 * A repayment is applied to interest first, then principal; more than the debt repays the debt
 * only, e.g. 100 against 3.9 interest and 39000 principal → 3.9 interest, 96.1 principal.
 */
export function splitRepayment(
  amount: Decimal.Value,
  interest: Decimal.Value,
  principal: Decimal.Value,
): { interest: string; principal: string; total: string } {
  const pay = Decimal.min(m(amount), m(interest).plus(principal));
  const toInterest = Decimal.min(pay, m(interest));
  const toPrincipal = pay.minus(toInterest);
  return { interest: plain(toInterest), principal: plain(toPrincipal), total: plain(pay) };
}

/** What a liquidation does with the collateral, at the tick's price. */
export interface LiquidationOutcome {
  /** Collateral sold to the exchange at the price. */
  sold: string;
  /** What it sold for: sold × price, cut to 8 decimals. */
  proceeds: string;
  /** Collateral returned to the user. */
  returned: string;
  /** Proceeds above the debt (the sale is rounded up to whole collateral units), to the user. */
  surplus: string;
  /** Debt the whole collateral did not cover (a gap past the liquidation price): the insurance's. */
  shortfall: string;
}

/**
 * Liquidation: sells just enough collateral at `price` to repay `debt` (debt / price, rounded UP
 * to the collateral's `decimals` so the proceeds cover it), at most all of it, and returns the
 * rest, e.g. 39003.9 owed, 1 BTC at 46987.95, 6 decimals → sells 0.830084 BTC for 39003.9454878,
 * returns 0.169916 BTC and 0.0454878 USDT. A price too low for the whole collateral to cover the
 * debt sells it all; the difference is the shortfall (never the user's).
 */
export function liquidate(
  debt: Decimal.Value,
  collateral: Decimal.Value,
  price: Decimal.Value,
  decimals: number,
): LiquidationOutcome {
  const needed = m(debt).dividedBy(price).toDecimalPlaces(decimals, Decimal.ROUND_UP);
  const sold = Decimal.min(needed, m(collateral));
  // What the exchange pays, cut to whole money units: still at least the debt (it is on that grid).
  const proceeds = sold.times(price).toDecimalPlaces(LOAN_MONEY_DECIMALS, Decimal.ROUND_DOWN);
  const surplus = Decimal.max(proceeds.minus(debt), 0);
  const shortfall = Decimal.max(m(debt).minus(proceeds), 0);
  return {
    sold: plain(sold),
    proceeds: plain(proceeds),
    returned: plain(m(collateral).minus(sold)),
    surplus: plain(surplus),
    shortfall: plain(shortfall),
  };
}

/** What a loan's screen says about one set of figures at one price. */
export interface LoanPicture {
  debt: string;
  /** Null without a price or collateral. */
  ltv: string | null;
  marginCallPrice: string | null;
  liquidationPrice: string | null;
  /** Collateral that can be withdrawn now (LTV stays ≤ 65 %); '0' without a price. */
  withdrawable: string;
  /** Which level the LTV has reached at the price. */
  zone: 'safe' | 'margin_call' | 'liquidation' | null;
}

/**
 * The live figures of a loan (or of a loan about to open) at `price`, e.g. 39000 owed against
 * 1 BTC at 60000 → LTV 0.65, margin call at 52000, liquidation at 46987.95…, zone safe.
 */
export function pictureOf(input: {
  principal: Decimal.Value;
  interest: Decimal.Value;
  collateral: Decimal.Value;
  price: Decimal.Value | null;
  collateralDecimals?: number;
}): LoanPicture {
  const debt = debtOf(input.principal, input.interest);
  const price = input.price;
  const ltv = price === null ? null : ltvOf(debt, input.collateral, price);
  let zone: LoanPicture['zone'] = null;
  if (price !== null && ltv !== null) {
    if (reaches(debt, input.collateral, price, LOAN_LEVELS.liquidation)) zone = 'liquidation';
    else if (reaches(debt, input.collateral, price, LOAN_LEVELS.marginCall)) zone = 'margin_call';
    else zone = 'safe';
  }
  return {
    debt,
    ltv,
    marginCallPrice: marginCallPrice(debt, input.collateral),
    liquidationPrice: liquidationPrice(debt, input.collateral),
    withdrawable:
      price === null
        ? '0'
        : maxWithdrawable(input.collateral, debt, price, input.collateralDecimals),
    zone,
  };
}

/** Is an LTV within the initial level (a loan may open, collateral may leave)? */
export const withinInitial = (
  debt: Decimal.Value,
  collateral: Decimal.Value,
  price: Decimal.Value,
): boolean => m(debt).lessThanOrEqualTo(m(LOAN_LEVELS.initial).times(collateral).times(price));
