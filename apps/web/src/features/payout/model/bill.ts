import {
  accountNameOf,
  ACCOUNT_TYPE_IDS,
  type AccountName,
  type AccountType,
  type BillInput,
  type BillKind,
} from '@meridian/contract';

export {
  BILL_KINDS,
  isBillKind,
  type BillEventDetail,
  type BillEventPage,
  type BillEventView,
  type BillKind,
  type BillOrderKind,
  type BillPartView as BillPart,
} from '@meridian/contract';

/** The bill's filters: a coin, an account and a kind; null means all. */
export interface BillFilter {
  currency: number | null;
  type: AccountType | null;
  kind: BillKind | null;
}

export const ALL_BILLS: BillFilter = { currency: null, type: null, kind: null };

/** Page size of the bill (SPEC.md §9 default 10 would mean many round trips while scrolling). */
export const BILL_PAGE_SIZE = 20;

/** The accounts a bill can be filtered by, in the order of PRODUCT-RULES.md §1. */
export const BILL_ACCOUNTS: readonly AccountType[] = ACCOUNT_TYPE_IDS;

/** The name used in translation keys (`bill.account.<name>`), e.g. 2 → `change`. */
export const accountKeyOf = (type: AccountType): AccountName => accountNameOf(type);

/** The body of POST /wallet/legal_log for one page: from the newest, or `before` a cursor. */
export function billRequest(
  filter: BillFilter,
  before: number | null,
): BillInput & { kind?: BillKind; before?: number } {
  return {
    page: 1,
    limit: BILL_PAGE_SIZE,
    ...(filter.currency !== null ? { currency: filter.currency } : {}),
    ...(filter.type !== null ? { type: filter.type } : {}),
    ...(filter.kind !== null ? { kind: filter.kind } : {}),
    ...(before !== null ? { before } : {}),
  };
}
