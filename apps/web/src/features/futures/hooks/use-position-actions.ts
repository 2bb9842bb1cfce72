import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { LeverPositionView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { useSession } from '../../../lib/session';
import { showSuccess } from '../../../lib/toast';
import {
  useBatchClose,
  useCancelEntry,
  useClosePosition,
  useSetStops,
} from '../api/futures-mutations';
import { futuresQueries } from '../api/futures-queries';
import {
  positionsForBatch,
  type BatchType,
  type CloseAsk,
  type PositionsTab,
} from '../model/positions';
import { useCloseFeedback } from './use-close-feedback';
import { useLiveLever } from './use-live-lever';

/**
 * What the user does with positions: the positions / pending tab, close one or a batch after a
 * yes (with one toast per close, whoever closed it), cancel a pending entry, and set TP/SL. It
 * keeps the lever account live from the socket (`lever_trade`, `lever_closed`).
 */
export function usePositionActions(refreshWallet: () => void) {
  const { t } = useTranslation();
  const session = useSession();
  const owner = session.user?.id ?? 0;
  const account = useQuery({ ...futuresQueries.account(owner), enabled: session.isLoggedIn });
  const positions = account.data?.positions ?? [];
  const feedback = useCloseFeedback();
  useLiveLever(session.isLoggedIn ? owner : null, (event) => {
    feedback.onEvent(event);
    refreshWallet();
  });

  const [tab, setTab] = useState<PositionsTab>('positions');
  const [stopsFor, setStopsFor] = useState<number | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [ask, setAsk] = useState<CloseAsk | null>(null);
  const closePosition = useClosePosition(refreshWallet);
  const cancelEntry = useCancelEntry(refreshWallet);
  const batchClose = useBatchClose(refreshWallet);
  const setStops = useSetStops();

  const closeOne = (position: LeverPositionView) => {
    setBusyId(position.id);
    feedback.expect([position.id]);
    closePosition.mutate(position.id, {
      onSuccess: (closed) => {
        feedback.closedOne(closed);
        setAsk(null);
      },
      onSettled: () => setBusyId(null),
    });
  };

  const closeBatch = (type: BatchType) => {
    feedback.expect(positionsForBatch(positions, type).map((p) => p.id));
    batchClose.mutate(type, {
      onSuccess: (view) => {
        feedback.closedMany(view);
        setAsk(null);
      },
    });
  };

  const cancel = (position: LeverPositionView) => {
    setBusyId(position.id);
    cancelEntry.mutate(position.id, {
      onSuccess: () => showSuccess(t('futures.toast.cancelled')),
      onSettled: () => setBusyId(null),
    });
  };

  const saveStops = (prices: { takeProfit: string; stopLoss: string }) => {
    if (stopsFor === null) return;
    setStops.mutate(
      { id: stopsFor, target_profit_price: prices.takeProfit, stop_loss_price: prices.stopLoss },
      {
        onSuccess: () => {
          showSuccess(t('futures.toast.stopsSaved'));
          setStopsFor(null);
        },
      },
    );
  };

  return {
    tab,
    setTab,
    /** A market entry shows among the positions, a limit entry among the pending. */
    showPlaced: (entry: 'market' | 'limit') => setTab(entry === 'market' ? 'positions' : 'pending'),
    busyId,
    batchBusy: batchClose.isPending,
    cancel,
    ask,
    askClose: (position: LeverPositionView) => setAsk({ kind: 'close', position }),
    askBatch: (type: BatchType, count: number) => setAsk({ kind: 'batch', type, count }),
    confirmAsk: () => {
      if (ask?.kind === 'close') closeOne(ask.position);
      else if (ask?.kind === 'batch') closeBatch(ask.type);
    },
    dismissAsk: () => setAsk(null),
    closing: closePosition.isPending || batchClose.isPending,
    /** The position whose TP/SL sheet is open (live: its mark price follows the market). */
    stopsPosition: positions.find((p) => p.id === stopsFor) ?? null,
    openStops: (position: LeverPositionView) => setStopsFor(position.id),
    closeStops: () => setStopsFor(null),
    saveStops,
    savingStops: setStops.isPending,
  };
}

export type PositionActions = ReturnType<typeof usePositionActions>;
