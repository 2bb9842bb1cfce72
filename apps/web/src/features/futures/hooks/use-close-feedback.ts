import { useRef } from 'react';
import {
  Money,
  type LeverBatchCloseView,
  type LeverClosedEvent,
  type LeverPositionView,
} from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { formatAmount } from '../../../components/ui/amount';
import { showSuccess, showToast } from '../../../lib/toast';
import { closeReasonKey } from '../model/positions';

/**
 * One toast per close, with its reason and P/L. The answer of the user's own close says it; the
 * `lever_closed` event says it for closes decided elsewhere (take-profit, stop-loss,
 * liquidation, another device), and is skipped for the closes this screen asked for, whichever
 * of the two arrives first.
 */
export function useCloseFeedback() {
  const { t } = useTranslation();
  const own = useRef(new Set<number>());
  const text = (position: LeverPositionView) =>
    t('futures.toast.closedBy', {
      pair: position.symbol,
      reason: t(`futures.reason.${closeReasonKey(position.close_reason)}`),
      profit: formatAmount(position.profits, { precision: 2 }),
    });
  return {
    /** Before asking the server to close these positions. */
    expect(ids: readonly number[]) {
      for (const id of ids) own.current.add(id);
    },
    closedOne(position: LeverPositionView) {
      showSuccess(text(position), 3000);
    },
    closedMany(view: LeverBatchCloseView) {
      const profit = view.positions.reduce((sum, p) => sum.plus(p.profits), new Money(0));
      showSuccess(
        t('futures.toast.batchClosed', {
          n: view.closed,
          profit: formatAmount(profit.toFixed(), { precision: 2 }),
        }),
        3000,
      );
    },
    onEvent(event: LeverClosedEvent) {
      const { position } = event;
      if (position.close_reason === 'user' && own.current.delete(position.id)) return;
      showToast(text(position), 3000);
    },
  };
}
