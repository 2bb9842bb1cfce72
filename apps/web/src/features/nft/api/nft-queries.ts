import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  NftArtistDetailView,
  NftBidView,
  NftDueOrderView,
  NftMarginView,
  NftArtistView,
  NftCollectionView,
  NftOrderView,
  NftOwnedView,
  NftSaleMode,
  NftWorkDetailView,
  NftWorkView,
  Page,
} from '@meridian/contract';

import { api } from '../../../lib/api-client';
import { useMoneyPost } from '../../../lib/use-money-post';

const silent = { silent: true } as const;
/** Works the market home shows per sale mode. */
export const MARKET_WORKS_LIMIT = 20;
/** An open auction's bids are read again this often (other bidders move it). */
export const BIDS_POLL_MS = 5_000;

/**
 * The NFT market's reads (STYLE.md: one query-key factory per domain). Lists carry the caller's
 * marks (favoured, owned), so they are keyed by the viewer (`owner`, 0 for a visitor).
 */
export const nftQueries = {
  all: () => ['nft'] as const,
  /** GET /bind_box/getBoxList: works of one sale mode, newest first. */
  works: (owner: number, saleMode: NftSaleMode) =>
    queryOptions({
      queryKey: [...nftQueries.all(), owner, 'works', saleMode] as const,
      queryFn: () =>
        api.get<Page<NftWorkView>>(
          '/bind_box/getBoxList',
          { sale_mode: saleMode, limit: MARKET_WORKS_LIMIT },
          silent,
        ),
    }),
  /** GET /bind_box/getBoxDetail: a work with its owner and provenance. */
  work: (owner: number, id: number) =>
    queryOptions({
      queryKey: [...nftQueries.all(), owner, 'work', id] as const,
      queryFn: () => api.get<NftWorkDetailView>('/bind_box/getBoxDetail', { id }, silent),
      staleTime: 0,
    }),
  artists: () =>
    queryOptions({
      queryKey: [...nftQueries.all(), 'artists'] as const,
      queryFn: () => api.get<NftArtistView[]>('/bind_box/getArtist', undefined, silent),
    }),
  artist: (owner: number, uid: number) =>
    queryOptions({
      queryKey: [...nftQueries.all(), owner, 'artist', uid] as const,
      queryFn: () => api.get<NftArtistDetailView>('/bind_box/getArtistDetail', { uid }, silent),
    }),
  collections: () =>
    queryOptions({
      queryKey: [...nftQueries.all(), 'collections'] as const,
      queryFn: () => api.get<NftCollectionView[]>('/bind_box/getCollection', undefined, silent),
    }),
  /** GET /bind_box/getBindBoxQuotationLog: an auction's bids, newest first (public). */
  bids: (owner: number, id: number) =>
    queryOptions({
      queryKey: [...nftQueries.all(), owner, 'bids', id] as const,
      queryFn: () => api.get<NftBidView[]>('/bind_box/getBindBoxQuotationLog', { id }, silent),
      staleTime: 0,
      refetchInterval: BIDS_POLL_MS,
    }),
  /** GET /bind_box/getNeedPayNFTOrder: auctions won, waiting for payment. */
  due: (owner: number) =>
    queryOptions({
      queryKey: [...nftQueries.all(), owner, 'due'] as const,
      queryFn: () => api.get<NftDueOrderView[]>('/bind_box/getNeedPayNFTOrder', undefined, silent),
      staleTime: 0,
    }),
  /** POST /bind_box/getMyNFTs: the caller's works. */
  mine: (owner: number) =>
    queryOptions({
      queryKey: [...nftQueries.all(), owner, 'mine'] as const,
      queryFn: () => api.post<NftOwnedView[]>('/bind_box/getMyNFTs', {}, silent),
      staleTime: 0,
    }),
};

/** Every NFT read again: a purchase or a favourite changes counts, marks and owners. */
function useRefreshNft() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: nftQueries.all() });
}

/** POST /bind_box/collect: favour (1) or stop (0). */
export function useCollect() {
  const refresh = useRefreshNft();
  return useMutation({
    mutationFn: (input: { id: number; collect: 0 | 1 }) =>
      api.post<NftWorkView>('/bind_box/collect', input),
    onSettled: refresh,
  });
}

export interface BuyNftInput {
  [key: string]: string | number;
  id: number;
  price: string;
}

/** POST /bind_box/buyNFT at the price shown (a changed price is refused, never charged). */
export function useBuyNft(onMoneyMoved?: () => unknown) {
  const refresh = useRefreshNft();
  return useMoneyPost<BuyNftInput, NftOrderView>('/bind_box/buyNFT', () =>
    Promise.all([refresh(), onMoneyMoved?.()]),
  );
}

/** POST /bind_box/marginNFT: lock an auction's deposit (once; a repeat answers the same). */
export function useMargin() {
  const refresh = useRefreshNft();
  return useMoneyPost<{ [key: string]: number; id: number }, NftMarginView>(
    '/bind_box/marginNFT',
    refresh,
  );
}

/** POST /bind_box/auctionNFT: bid `price` on auction `code`. */
export function useBid() {
  const refresh = useRefreshNft();
  return useMoneyPost<{ [key: string]: string | number; code: number; price: string }, NftBidView>(
    '/bind_box/auctionNFT',
    refresh,
  );
}

/** POST /bind_box/payNFTOrder: pay an auction won (the price less the deposit). */
export function usePayOrder() {
  const refresh = useRefreshNft();
  return useMoneyPost<{ [key: string]: number; id: number }, NftDueOrderView>(
    '/bind_box/payNFTOrder',
    refresh,
  );
}
