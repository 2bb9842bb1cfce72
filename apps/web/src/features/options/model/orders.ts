import type { OptionOrderView, Page } from '@meridian/contract';

import { flattenPages } from '../../../lib/paging';

/**
 * Every order of the pages loaded so far, each once: an order that moved to a later page while
 * paging (a new one pushed it down) shows where it was first seen.
 */
export const uniqueOrders: (
  pages: readonly Page<OptionOrderView>[] | undefined,
) => OptionOrderView[] = flattenPages;

/** True while any of the orders still runs at `now` (the screen then ticks every 250 ms). */
export function hasRunning(orders: readonly Pick<OptionOrderView, 'status'>[]): boolean {
  return orders.some((order) => order.status !== 3);
}
