import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import {
  DEFAULT_PAGE_SIZE,
  type CouponKind,
  type CouponView,
  type Page,
  type UserCouponStatus,
  type UserCouponView,
} from '@meridian/contract';

import { api } from '../../../lib/api-client';
import { nextPageParam } from '../../../lib/paging';

/** Coupons (issue #20 item 3): the centre, the caller's claims and the one the next fee uses. */
export const couponQueries = {
  all: () => ['coupons'] as const,
  /** GET /coupon/centre: the coupons the caller may claim. */
  centre: () =>
    queryOptions({
      queryKey: [...couponQueries.all(), 'centre'] as const,
      queryFn: () => api.get<CouponView[]>('/coupon/centre', undefined, { silent: true }),
      // Claims and uses change from elsewhere (other users, the discount sweep): read on each visit.
      staleTime: 0,
    }),
  /** GET /coupon/mine: the caller's claims in one status, newest first. */
  mine: (status: UserCouponStatus) =>
    infiniteQueryOptions({
      queryKey: [...couponQueries.all(), 'mine', status] as const,
      queryFn: ({ pageParam }) =>
        api.get<Page<UserCouponView>>(
          '/coupon/mine',
          { status, page: pageParam, limit: DEFAULT_PAGE_SIZE },
          { silent: true },
        ),
      initialPageParam: 1,
      getNextPageParam: (last: Page<UserCouponView>) => nextPageParam(last),
      staleTime: 0,
    }),
  /** GET /coupon/next: the claim the caller's next fee of `kind` uses, or null. */
  next: (kind: CouponKind) =>
    queryOptions({
      queryKey: [...couponQueries.all(), 'next', kind] as const,
      queryFn: () => api.get<UserCouponView | null>('/coupon/next', { kind }, { silent: true }),
      staleTime: 30_000,
    }),
};

/** POST /coupon/claim; the centre, the claims and the next coupons read again after it. */
export function useClaimCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<UserCouponView>('/coupon/claim', { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: couponQueries.all() }),
  });
}
