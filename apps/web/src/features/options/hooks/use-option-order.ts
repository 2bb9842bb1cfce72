import { useQuery } from '@tanstack/react-query';
import type { OptionOrderView } from '@meridian/contract';

import { optionsQueries } from '../api/options-queries';
import { isSettled } from '../model/result';

/** How long after expiry the socket has to deliver the result before the page asks for it. */
export const RESULT_GRACE_MS = 1_500;
/** How often the page asks GET /microtrade/get_result while an expired order is unsettled. */
export const RESULT_POLL_MS = 2_000;

/**
 * When to ask for an order's result again: never once settled; at expiry plus a grace while it
 * runs; then every two seconds until the engine has settled it. The socket's
 * `microtrade_settled` normally arrives first and makes this moot.
 */
export function nextResultPoll(order: OptionOrderView | undefined, now: number): number | false {
  if (!order || isSettled(order)) return false;
  const untilDue = order.handled_at + RESULT_GRACE_MS - now;
  return untilDue > 0 ? untilDue : RESULT_POLL_MS;
}

/**
 * One order, kept current: seeded by the submit answer or the socket, and read from
 * GET /microtrade/get_result after expiry if no settlement event came (the fallback).
 */
export function useOptionOrder(id: number | null, initial?: OptionOrderView) {
  return useQuery({
    ...optionsQueries.result(id ?? 0),
    enabled: id !== null,
    initialData: initial,
    refetchInterval: (query) => nextResultPoll(query.state.data, Date.now()),
    refetchIntervalInBackground: true,
  });
}
