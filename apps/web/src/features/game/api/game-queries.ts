import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  GameDirection,
  GameLeaderView,
  GameRoundView,
  GameStateView,
} from '@meridian/contract';

import { api } from '../../../lib/api-client';

const silent = { silent: true } as const;
/** While a round is open the state is read again this often, until the engine decides it. */
export const GAME_POLL_MS = 2_000;

/**
 * The price game's reads (STYLE.md: one query-key factory per domain), per user (`owner`), so
 * another account on this device never sees them. Silent: the page draws its own states.
 */
export const gameQueries = {
  all: () => ['game'] as const,
  /** GET /game/state: points, streak, rounds left today, the open round and recent ones. */
  state: (owner: number) =>
    queryOptions({
      queryKey: [...gameQueries.all(), owner, 'state'] as const,
      queryFn: () => api.get<GameStateView>('/game/state', undefined, silent),
      staleTime: 0,
      // Polled only while a round waits for its result; the result then stops the polling.
      refetchInterval: (query) => (query.state.data?.open ? GAME_POLL_MS : false),
    }),
  /** GET /game/leaderboard: this UTC week's top nicknames. */
  leaderboard: (owner: number) =>
    queryOptions({
      queryKey: [...gameQueries.all(), owner, 'leaderboard'] as const,
      queryFn: () => api.get<GameLeaderView[]>('/game/leaderboard', undefined, silent),
      staleTime: 0,
    }),
};

/** POST /game/predict; the state (and with it the open round) is read again. */
export function usePredict() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (direction: GameDirection) =>
      api.post<GameRoundView>('/game/predict', { direction }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: gameQueries.all() }),
  });
}
