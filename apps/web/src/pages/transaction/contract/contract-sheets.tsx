import type { QuotationView } from '@meridian/contract';

import { CloseAskSheet } from '../../../features/futures/components/close-ask-sheet';
import { ConfirmSheet } from '../../../features/futures/components/confirm-sheet';
import { StopsSheet } from '../../../features/futures/components/stops-sheet';
import type { useFuturesTicket } from '../../../features/futures/hooks/use-futures-ticket';
import type { usePositionActions } from '../../../features/futures/hooks/use-position-actions';

/** The screen's sheets: confirm an order, confirm a close, set a position's stops. */
export function ContractSheets({
  ticket,
  actions,
  pair,
  precision,
}: {
  ticket: ReturnType<typeof useFuturesTicket>;
  actions: ReturnType<typeof usePositionActions>;
  pair: QuotationView;
  /** Decimals of the prices of the position whose stops are being set. */
  precision: number;
}) {
  return (
    <>
      <ConfirmSheet
        visible={ticket.confirming}
        pair={pair}
        entry={ticket.summary.values.entry}
        order={ticket.summary.order}
        preview={ticket.summary.preview}
        threshold={ticket.summary.threshold}
        submitting={ticket.submitting}
        onConfirm={ticket.confirm}
        onClose={ticket.dismiss}
      />
      <CloseAskSheet
        ask={actions.ask}
        submitting={actions.closing}
        onConfirm={actions.confirmAsk}
        onClose={actions.dismissAsk}
      />
      <StopsSheet
        position={actions.stopsPosition}
        precision={precision}
        submitting={actions.savingStops}
        onSave={actions.saveStops}
        onClose={actions.closeStops}
      />
    </>
  );
}
