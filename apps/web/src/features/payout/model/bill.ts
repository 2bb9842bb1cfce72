import {
  accountNameOf,
  ACCOUNT_TYPE_IDS,
  Money,
  priceDirection,
  type AccountName,
  type AccountType,
  type BillEntryView,
  type BillInput,
} from '@meridian/contract';

/** The bill's filters: a coin and an account; null means all. */
export interface BillFilter {
  currency: number | null;
  type: AccountType | null;
}

export const ALL_BILLS: BillFilter = { currency: null, type: null };

/** Page size of the bill (SPEC.md §9 default 10 would mean many round trips while scrolling). */
export const BILL_PAGE_SIZE = 20;

/** The accounts a bill can be filtered by, in the order of PRODUCT-RULES.md §1. */
export const BILL_ACCOUNTS: readonly AccountType[] = ACCOUNT_TYPE_IDS;

/** The name used in translation keys (`bill.account.<name>`), e.g. 2 → `change`. */
export const accountKeyOf = (type: AccountType): AccountName => accountNameOf(type);

/** The body of POST /wallet/legal_log for one page. */
export function billRequest(filter: BillFilter, page: number): BillInput {
  return {
    page,
    limit: BILL_PAGE_SIZE,
    ...(filter.currency !== null ? { currency: filter.currency } : {}),
    ...(filter.type !== null ? { type: filter.type } : {}),
  };
}

/**
 * Which way the entry moved the user's money: by the available change, or by the frozen change
 * when only that moved (a withdrawal request freezes: available down, frozen up).
 */
export function billDirection(entry: Pick<BillEntryView, 'change' | 'frozen_change'>) {
  const available = priceDirection(entry.change);
  return available === 'flat' ? priceDirection(entry.frozen_change) : available;
}

/** True when the posting moved the frozen amount too, so the row shows it. */
export const hasFrozenChange = (entry: Pick<BillEntryView, 'frozen_change'>): boolean =>
  !new Money(entry.frozen_change).isZero();

/** True when the posting moved the available amount. */
export const hasAvailableChange = (entry: Pick<BillEntryView, 'change'>): boolean =>
  !new Money(entry.change).isZero();
