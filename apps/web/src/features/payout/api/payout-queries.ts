import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  BankCardInput,
  BankCardView,
  BankKind,
  Page,
  UserCurrencyView,
  WalletAddressSaveInput,
  WalletAddressView,
} from '@meridian/contract';

import { api } from '../../../lib/api-client';
import { pagedQueryOptions } from '../../../lib/paging';
import { billRequest, type BillEventPage, type BillFilter } from '../model/bill';

/** Saved addresses per request; users keep a handful, so one page is usually all of them. */
export const ADDRESS_PAGE_SIZE = 50;

const BANK_PATHS: Record<BankKind, { info: string; save: string }> = {
  domestic: { info: '/user/cash_info', save: '/user/cash_save' },
  international: {
    info: '/user/cash_info_international',
    save: '/user/cash_save_international',
  },
};

/**
 * Reads of the money screens: withdrawal addresses, bank cards, the coins a user can withdraw and
 * the bill. Silent, because each screen draws its own loading and error states.
 */
export const payoutQueries = {
  all: () => ['payout'] as const,
  addresses: () =>
    pagedQueryOptions([...payoutQueries.all(), 'addresses'] as const, (page) =>
      api.get<Page<WalletAddressView>>(
        '/user/wallet/list',
        { page, limit: ADDRESS_PAGE_SIZE },
        { silent: true },
      ),
    ),
  currencies: () =>
    queryOptions({
      queryKey: [...payoutQueries.all(), 'currencies'] as const,
      queryFn: () =>
        api.get<UserCurrencyView[]>('/currency/user_currency_list', undefined, { silent: true }),
      staleTime: 10 * 60_000,
    }),
  bankCard: (kind: BankKind) =>
    queryOptions({
      queryKey: [...payoutQueries.all(), 'bank-card', kind] as const,
      queryFn: () =>
        api.post<BankCardView | null>(BANK_PATHS[kind].info, undefined, { silent: true }),
    }),
  /**
   * The bill as events, paged by cursor (`before` the last event read), so events that arrive
   * while scrolling neither repeat nor skip a row.
   */
  bill: (filter: BillFilter) =>
    infiniteQueryOptions({
      queryKey: [
        ...payoutQueries.all(),
        'bill',
        filter.currency,
        filter.type,
        filter.kind,
      ] as const,
      queryFn: ({ pageParam }) =>
        api.post<BillEventPage>(
          '/wallet/legal_log',
          { ...billRequest(filter, pageParam) },
          {
            silent: true,
          },
        ),
      initialPageParam: null as number | null,
      getNextPageParam: (last: BillEventPage) => last.next_before ?? undefined,
      // Postings arrive from elsewhere (operators, trades); a revisit reads them again.
      staleTime: 0,
    }),
};

export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WalletAddressSaveInput) =>
      api.post<WalletAddressView>('/user/wallet/save', { ...input }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: payoutQueries.addresses().queryKey }),
  });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post('/user/wallet/delete', { id }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: payoutQueries.addresses().queryKey }),
  });
}

export function useSaveBankCard(kind: BankKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BankCardInput) => api.post<BankCardView>(BANK_PATHS[kind].save, input),
    onSuccess: (card) => queryClient.setQueryData(payoutQueries.bankCard(kind).queryKey, card),
  });
}
