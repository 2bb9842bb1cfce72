import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { QuotationView } from '@meridian/contract';

import { isApiError } from '../../../lib/api-client';
import { optionsQueries } from '../api/options-queries';
import { useNow } from '../../../lib/use-now';
import { useOptionOrder } from '../hooks/use-option-order';
import { isSettled } from '../model/result';
import { ActiveOrderCard } from './active-order-card';

/** The order placed from this screen: countdown, then its result; gone once dismissed. */
export function ActiveOrder({
  id,
  quotations,
  onDismiss,
  onViewAll,
}: {
  id: number;
  quotations: readonly QuotationView[];
  onDismiss: () => void;
  onViewAll: () => void;
}) {
  const queryClient = useQueryClient();
  const order = useOptionOrder(id);
  const settled = order.data ? isSettled(order.data) : false;
  const now = useNow(!settled);
  useEffect(() => {
    // Settled through the get_result fallback: the lists and the balance move too.
    if (!settled) return;
    for (const what of ['orders', 'payable'])
      void queryClient.invalidateQueries({ queryKey: [...optionsQueries.all(), what] });
  }, [settled, queryClient]);
  const missing = isApiError(order.error, 'ORDER_NOT_FOUND');
  useEffect(() => {
    // Another account's order (after a switch of user) is not found: forget it. A failed poll
    // (a lost connection) keeps the card; the next poll or the socket brings the result.
    if (missing) onDismiss();
  }, [missing, onDismiss]);
  if (!order.data) return null;
  const row = quotations.find((q) => q.symbol === order.data.symbol);
  return (
    <ActiveOrderCard
      order={order.data}
      livePrice={row?.now_price ?? null}
      pricePrecision={row?.price_precision}
      now={now}
      onDismiss={onDismiss}
      onViewAll={onViewAll}
    />
  );
}
