import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FavouriteView, QuotationView } from '@meridian/contract';

import { useSession } from '../../../lib/session';
import {
  marketQueries,
  moveFavouritesToAccount,
  useAddFavourite,
  useRemoveFavourite,
} from '../api/market-queries';
import {
  clearLocalFavourites,
  toggleLocalFavourite,
  useLocalFavourites,
} from '../model/local-favourites';

export interface Favourites {
  /** The favourite symbols; null while a user's list loads. */
  symbols: ReadonlySet<string> | null;
  /** A user's list could not be read. */
  error: Error | null;
  retry: () => void;
  /** Adds or removes the pair; `done` is told whether it is now a favourite. */
  toggle: (row: QuotationView, done?: (added: boolean) => void) => void;
  busy: boolean;
}

/**
 * The favourite pairs of whoever uses the app: a user's on the server (GET /optional/list), a
 * visitor's on this device. One shape for both, so the list and its stars need not know which.
 */
export function useFavourites(): Favourites {
  const session = useSession();
  const local = useLocalFavourites();
  const server = useQuery({
    ...marketQueries.favourites(session.user?.id ?? 0),
    enabled: session.isLoggedIn,
  });
  const add = useAddFavourite();
  const remove = useRemoveFavourite();
  useMoveVisitorFavourites(local, server.data);

  if (!session.isLoggedIn) {
    return {
      symbols: new Set(local),
      error: null,
      retry: () => undefined,
      toggle: (row, done) => done?.(toggleLocalFavourite(row.symbol)),
      busy: false,
    };
  }
  return {
    symbols: server.data ? new Set(server.data.map((f) => f.symbol)) : null,
    error: server.error,
    retry: () => void server.refetch(),
    toggle: (row, done) => {
      const favourite = server.data?.find((f) => f.match_id === row.match_id);
      if (favourite) remove.mutate(favourite.id, { onSuccess: () => done?.(false) });
      else add.mutate(row, { onSuccess: () => done?.(true) });
    },
    busy: server.isPending || add.isPending || remove.isPending,
  };
}

/**
 * The stars a visitor set on this device join their account at login (once: the device's list is
 * cleared as the move starts), so nothing they picked before logging in is lost.
 */
function useMoveVisitorFavourites(local: string[], onAccount: FavouriteView[] | undefined) {
  const session = useSession();
  const queryClient = useQueryClient();
  const quotes = useQuery({ ...marketQueries.quotations(), enabled: local.length > 0 });
  useEffect(() => {
    if (!session.isLoggedIn || !onAccount || !quotes.data || local.length === 0) return;
    const already = new Set(onAccount.map((f) => f.symbol));
    const pairs = quotes.data.filter((q) => local.includes(q.symbol) && !already.has(q.symbol));
    clearLocalFavourites();
    if (pairs.length === 0) return;
    void moveFavouritesToAccount(pairs).then(() =>
      queryClient.invalidateQueries({ queryKey: [...marketQueries.all(), 'favourites'] }),
    );
  }, [session.isLoggedIn, onAccount, quotes.data, local, queryClient]);
}
