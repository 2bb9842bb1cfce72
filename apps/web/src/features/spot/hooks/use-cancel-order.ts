import { useState } from 'react';
import type { SpotOrderView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { formatAmount, coinPrecision } from '../../../components/ui/amount';
import { confirmDialog } from '../../../lib/dialog';
import { showSuccess } from '../../../lib/toast';
import { useCancelOrder } from '../api/spot-mutations';
import { frozenOf } from '../model/orders';

/**
 * Cancel with a confirmation that says what comes back: asks, then POSTs /coin/cancel and toasts.
 * `cancelling` is the id of the order on its way (one at a time).
 */
export function useCancelFlow(refresh: () => void) {
  const { t } = useTranslation();
  const cancel = useCancelOrder(refresh);
  const [cancelling, setCancelling] = useState<number | null>(null);

  async function cancelOrder(order: SpotOrderView) {
    if (cancelling !== null) return;
    const frozen = frozenOf(order);
    const confirmed = await confirmDialog({
      title: t('spot.cancelTitle'),
      content: t('spot.cancelText', {
        amount: formatAmount(frozen.amount, { precision: coinPrecision(frozen.amount, 2, 10) }),
        coin: frozen.currency,
      }),
      confirmText: t('spot.cancelConfirm'),
      cancelText: t('spot.keepOrder'),
    });
    if (!confirmed) return;
    setCancelling(order.id);
    try {
      await cancel.mutateAsync({ id: order.id });
      showSuccess(t('spot.cancelled'));
    } catch {
      // The client already toasted the server's message.
    } finally {
      setCancelling(null);
    }
  }

  return { cancelOrder, cancelling };
}
