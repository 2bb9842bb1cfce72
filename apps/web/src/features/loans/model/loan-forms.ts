import {
  isDecimalString,
  loanRules,
  Money,
  type LoanCollateralView,
  type LoanView,
} from '@meridian/contract';

/*
 * The loan screens' form logic (STYLE.md: order forms keep it in model/): what a typed amount
 * means before confirming, with the contract's formulas (the ones the server and the engine
 * decide with), and what stops it, as keys under `loans.errors`.
 */

/** Decimals the server takes: USDT amounts and collateral amounts. */
export const MONEY_DECIMALS = loanRules.LOAN_MONEY_DECIMALS;
export const COLLATERAL_DECIMALS = loanRules.LOAN_COLLATERAL_DECIMALS;

/** Why a form cannot be sent yet (a key under `loans.errors`), or null when it can. */
export type LoanProblem =
  | 'empty'
  | 'invalid'
  | 'precision'
  | 'noPrice'
  | 'collateralBalance'
  | 'balance'
  | 'overLtv'
  | 'pool'
  | 'tooMuchOut';

/** A typed amount: null when empty, else whether it is a positive decimal within `decimals`. */
function parseAmount(text: string, decimals: number): { value: string } | { problem: LoanProblem } {
  const trimmed = text.trim();
  if (trimmed === '') return { problem: 'empty' };
  if (!isDecimalString(trimmed, 18) || new Money(trimmed).lessThanOrEqualTo(0))
    return { problem: 'invalid' };
  if (!isDecimalString(trimmed, decimals)) return { problem: 'precision' };
  return { value: new Money(trimmed).toFixed() };
}

const gt = (a: string, b: string | null) => b !== null && new Money(a).greaterThan(b);

/** What a new loan would be: its LTV and trigger prices at the live price, and its interest. */
export interface BorrowPreview {
  /** The most the collateral allows at the live price (65 %); null without price or collateral. */
  maxBorrow: string | null;
  /** The first hour's interest, charged at opening. */
  firstHour: string | null;
  /** LTV at opening (debt with the first hour's interest / value). */
  ltv: string | null;
  marginCallPrice: string | null;
  liquidationPrice: string | null;
  /** A day's interest at this principal (24 hours). */
  daily: string | null;
  problem: LoanProblem | null;
  /** Which field the problem is about. */
  field: 'collateral' | 'amount' | null;
}

/**
 * A loan of `amount` USDT against `collateral` of a coin at its live `price`, checked as the
 * server checks, e.g. 1 BTC and 39000 at 60000 and 0.001 %/h: max 39000, first hour 0.39,
 * LTV 0.6500065, margin call at 52000.52, liquidation at 46988.42….
 */
export function previewBorrow(input: {
  coin: Pick<LoanCollateralView, 'hourly_rate'>;
  collateral: string;
  amount: string;
  price: string | null;
  /** The coin available in the exchange account; null when unknown. */
  coinAvailable: string | null;
  /** What the pool has left to lend. */
  poolAvailable: string;
}): BorrowPreview {
  const none = {
    maxBorrow: null,
    firstHour: null,
    ltv: null,
    marginCallPrice: null,
    liquidationPrice: null,
    daily: null,
  };
  const collateral = parseAmount(input.collateral, COLLATERAL_DECIMALS);
  if ('problem' in collateral) return { ...none, problem: collateral.problem, field: 'collateral' };
  if (input.price === null) return { ...none, problem: 'noPrice', field: null };
  const maxBorrow = loanRules.maxBorrow(collateral.value, input.price);
  if (gt(collateral.value, input.coinAvailable))
    return { ...none, maxBorrow, problem: 'collateralBalance', field: 'collateral' };
  const amount = parseAmount(input.amount, MONEY_DECIMALS);
  if ('problem' in amount) return { ...none, maxBorrow, problem: amount.problem, field: 'amount' };

  const firstHour = loanRules.hourlyInterest(amount.value, input.coin.hourly_rate);
  const debt = loanRules.debtOf(amount.value, firstHour);
  const figures = {
    maxBorrow,
    firstHour,
    ltv: loanRules.ltvOf(debt, collateral.value, input.price),
    marginCallPrice: loanRules.marginCallPrice(debt, collateral.value),
    liquidationPrice: loanRules.liquidationPrice(debt, collateral.value),
    daily: loanRules.interestFor(amount.value, input.coin.hourly_rate, 24),
  };
  if (gt(amount.value, maxBorrow)) return { ...figures, problem: 'overLtv', field: 'amount' };
  if (gt(amount.value, input.poolAvailable))
    return { ...figures, problem: 'pool', field: 'amount' };
  return { ...figures, problem: null, field: null };
}

/** Which level an LTV has reached, e.g. 0.65 → safe, 0.75 → margin_call; null without one. */
export function zoneOf(ltv: string | null): 'safe' | 'margin_call' | 'liquidation' | null {
  if (ltv === null) return null;
  const value = new Money(ltv);
  if (value.greaterThanOrEqualTo(loanRules.LOAN_LEVELS.liquidation)) return 'liquidation';
  if (value.greaterThanOrEqualTo(loanRules.LOAN_LEVELS.marginCall)) return 'margin_call';
  return 'safe';
}

/** The live figures of an open loan at `price` (the socket's), as `loanRules.pictureOf`. */
export function livePicture(
  loan: Pick<LoanView, 'principal' | 'interest' | 'collateral'>,
  price: string | null,
  collateralDecimals: number,
) {
  return loanRules.pictureOf({
    principal: loan.principal,
    interest: loan.interest,
    collateral: loan.collateral,
    price,
    collateralDecimals,
  });
}

/** What a repayment does. */
export interface RepayPreview {
  /** What leaves the exchange account. */
  pay: string | null;
  toInterest: string | null;
  toPrincipal: string | null;
  /** The debt after it; '0' closes the loan and frees the collateral. */
  debtAfter: string | null;
  closes: boolean;
  /** LTV and liquidation price after it, at the live price. */
  ltvAfter: string | null;
  liquidationAfter: string | null;
  problem: LoanProblem | null;
}

/**
 * Repaying `amount` (or the whole debt: `'all'`) of an open loan: interest first, then principal, never
 * more than the debt, e.g. 1000 against 0.39 interest and 39000 principal → 0.39 and 999.61,
 * 38000.39 left.
 */
export function previewRepay(
  loan: Pick<LoanView, 'principal' | 'interest' | 'collateral'>,
  amount: string,
  usdtAvailable: string | null,
  price: string | null,
): RepayPreview {
  const none = {
    pay: null,
    toInterest: null,
    toPrincipal: null,
    debtAfter: null,
    closes: false,
    ltvAfter: null,
    liquidationAfter: null,
  };
  const debt = loanRules.debtOf(loan.principal, loan.interest);
  const parsed = amount === 'all' ? { value: debt } : parseAmount(amount, MONEY_DECIMALS);
  if ('problem' in parsed) return { ...none, problem: parsed.problem };
  const split = loanRules.splitRepayment(parsed.value, loan.interest, loan.principal);
  const debtAfter = new Money(debt).minus(split.total).toFixed();
  const closes = debtAfter === '0';
  const figures = {
    pay: split.total,
    toInterest: split.interest,
    toPrincipal: split.principal,
    debtAfter,
    closes,
    ltvAfter: closes || price === null ? null : loanRules.ltvOf(debtAfter, loan.collateral, price),
    liquidationAfter: closes ? null : loanRules.liquidationPrice(debtAfter, loan.collateral),
  };
  if (gt(split.total, usdtAvailable)) return { ...figures, problem: 'balance' };
  return { ...figures, problem: null };
}

/** What adding or withdrawing collateral does. */
export interface CollateralPreview {
  collateralAfter: string | null;
  ltvAfter: string | null;
  liquidationAfter: string | null;
  marginCallAfter: string | null;
  /** What can be withdrawn now (LTV stays ≤ 65 %). */
  withdrawable: string | null;
  problem: LoanProblem | null;
}

/**
 * Adding (any time) or withdrawing (while the LTV stays at or below 65 %) `amount` of the loan's
 * coin, e.g. withdrawing 0.5 of 2 BTC owing 39000.39 at 60000: LTV 0.4333…, and 0.99999 could go.
 */
export function previewCollateral(
  loan: Pick<LoanView, 'principal' | 'interest' | 'collateral'>,
  kind: 'add' | 'withdraw',
  amount: string,
  coinAvailable: string | null,
  price: string | null,
  collateralDecimals: number,
): CollateralPreview {
  const debt = loanRules.debtOf(loan.principal, loan.interest);
  const withdrawable =
    price === null
      ? null
      : loanRules.maxWithdrawable(loan.collateral, debt, price, collateralDecimals);
  const none = {
    collateralAfter: null,
    ltvAfter: null,
    liquidationAfter: null,
    marginCallAfter: null,
    withdrawable,
  };
  const parsed = parseAmount(amount, COLLATERAL_DECIMALS);
  if ('problem' in parsed) return { ...none, problem: parsed.problem };
  const held = new Money(loan.collateral);
  const after = (kind === 'add' ? held.plus(parsed.value) : held.minus(parsed.value)).toFixed();
  const figures = {
    ...none,
    collateralAfter: after,
    ltvAfter: price === null ? null : loanRules.ltvOf(debt, after, price),
    liquidationAfter: loanRules.liquidationPrice(debt, after),
    marginCallAfter: loanRules.marginCallPrice(debt, after),
  };
  if (kind === 'add')
    return { ...figures, problem: gt(parsed.value, coinAvailable) ? 'collateralBalance' : null };
  if (price === null) return { ...figures, problem: 'noPrice' };
  if (gt(parsed.value, withdrawable)) return { ...figures, problem: 'tooMuchOut' };
  return { ...figures, problem: null };
}
