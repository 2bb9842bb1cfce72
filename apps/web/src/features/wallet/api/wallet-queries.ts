import { queryOptions } from '@tanstack/react-query';
import {
  DEFAULT_PAGE_SIZE,
  type AccountTransferView,
  type AccountType,
  type BankCardView,
  type BankKind,
  type BillEntryView,
  type ConversionView,
  type ConvertibleCurrencyView,
  type DepositAddressView,
  type DepositRequestView,
  type Page,
  type RateCurrencyView,
  type UserCurrencyView,
  type WalletAddressView,
  type WalletDetailView,
  type WalletListView,
  type WithdrawalView,
  type WithdrawInfoView,
} from '@meridian/contract';

import { api, type Params } from '../../../lib/api-client';
import { pagedQueryOptions } from '../../../lib/paging';

/** Saved withdrawal addresses fit on one page of the largest size the API allows. */
const ADDRESS_PAGE_SIZE = 50;

const silent = { silent: true } as const;

/** One of the wallet's histories, read by GET a page of DEFAULT_PAGE_SIZE at a time. */
function history<T>(name: string, path: string) {
  return pagedQueryOptions([...walletQueries.all(), name] as const, (page) =>
    api.get<Page<T>>(path, { page, limit: DEFAULT_PAGE_SIZE }, silent),
  );
}

/**
 * Wallet reads (STYLE.md: one query-key factory per domain). Every key starts with `wallet`, so
 * a `balance` socket event or a money-moving mutation refreshes them all at once. Reads are
 * silent: each screen draws its own loading and error states.
 */
export const walletQueries = {
  all: () => ['wallet'] as const,
  list: () =>
    queryOptions({
      queryKey: [...walletQueries.all(), 'list'] as const,
      queryFn: () => api.post<WalletListView>('/wallet/list', undefined, silent),
    }),
  detail: (currency: number, type: AccountType) =>
    queryOptions({
      queryKey: [...walletQueries.all(), 'detail', currency, type] as const,
      queryFn: () => api.post<WalletDetailView>('/wallet/detail', { currency, type }, silent),
    }),
  /** Coins that can be deposited or withdrawn, with their networks, minimum and fee. */
  currencies: () =>
    queryOptions({
      queryKey: [...walletQueries.all(), 'currencies'] as const,
      queryFn: () => api.get<UserCurrencyView[]>('/currency/user_currency_list', undefined, silent),
      staleTime: 5 * 60_000,
    }),
  depositAddress: (currency: number, network: string | null) =>
    queryOptions({
      queryKey: [...walletQueries.all(), 'deposit-address', currency, network] as const,
      queryFn: () =>
        api.post<DepositAddressView>(
          '/wallet/get_in_address',
          { currency, network: network ?? undefined },
          silent,
        ),
      // An address stays the user's; the balance events that refresh the wallet need not refetch it.
      staleTime: Infinity,
      retry: false,
    }),
  withdrawInfo: (currency: number) =>
    queryOptions({
      queryKey: [...walletQueries.all(), 'withdraw-info', currency] as const,
      queryFn: () => api.post<WithdrawInfoView>('/wallet/get_info', { currency }, silent),
      staleTime: 0,
    }),
  /** The user's saved withdrawal addresses; read again on every visit, they are added elsewhere. */
  addresses: () =>
    queryOptions({
      queryKey: [...walletQueries.all(), 'addresses'] as const,
      queryFn: () =>
        api.get<Page<WalletAddressView>>(
          '/user/wallet/list',
          { page: 1, limit: ADDRESS_PAGE_SIZE },
          silent,
        ),
      staleTime: 0,
    }),
  bankCard: (kind: BankKind) =>
    queryOptions({
      queryKey: [...walletQueries.all(), 'bank-card', kind] as const,
      queryFn: () =>
        api.post<BankCardView | null>(
          kind === 'domestic' ? '/user/cash_info' : '/user/cash_info_international',
          undefined,
          silent,
        ),
      staleTime: 0,
    }),
  deposits: () => history<DepositRequestView>('deposits', '/recharge/log'),
  withdrawals: () => history<WithdrawalView>('withdrawals', '/user/withdraw/list'),
  transfers: () => history<AccountTransferView>('transfers', '/wallet/hzhistory'),
  conversions: () => history<ConversionView>('conversions', '/user/getTransferHistory'),
  /** The bill, of one currency and/or account when given (POST /wallet/legal_log). */
  bill: (filter: { currency?: number | null; type?: AccountType | null }) =>
    pagedQueryOptions(
      [...walletQueries.all(), 'bill', filter.currency ?? null, filter.type ?? null] as const,
      (page) => {
        const params: Params = { page, limit: DEFAULT_PAGE_SIZE };
        if (filter.currency) params.currency = filter.currency;
        if (filter.type) params.type = filter.type;
        return api.post<Page<BillEntryView>>('/wallet/legal_log', params, silent);
      },
    ),
  convertible: () =>
    queryOptions({
      queryKey: [...walletQueries.all(), 'convertible'] as const,
      queryFn: () =>
        api.post<ConvertibleCurrencyView[]>('/user/getTransferList', undefined, silent),
    }),
  rate: (id: number) =>
    queryOptions({
      queryKey: [...walletQueries.all(), 'rate', id] as const,
      queryFn: () => api.get<RateCurrencyView>('/wallet/getRateCurrency', { id }, silent),
    }),
};
