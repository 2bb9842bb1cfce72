/**
 * What the loan screens need from outside the loans feature, handed in by the page (features
 * do not import each other): live prices from the market's quotations and balances from the
 * wallet's reads.
 */
export interface LoanEnv {
  /** The pair's live feed price, or null while none is known. */
  priceOf: (symbol: string) => string | null;
  /** The coin's available balance in the exchange account, or null while unknown. */
  availableOf: (currencyId: number) => string | null;
  /** Reads the balances again after money moved. */
  onMoneyMoved: () => unknown;
}
