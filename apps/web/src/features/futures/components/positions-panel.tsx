import type { ReactNode } from 'react';
import Tabs from 'antd-mobile/es/components/tabs';
import { BATCH_CLOSE, type LeverPositionView, type LeverTradeEvent } from '@meridian/contract';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '../../../components/ui/empty-state';
import {
  openPositions,
  pendingPositions,
  positionsForBatch,
  type BatchType,
  type PositionsTab,
} from '../model/positions';
import { PendingCard } from './pending-card';
import { PositionCard } from './position-card';

interface PositionsPanelProps {
  data: LeverTradeEvent;
  tab: PositionsTab;
  onTab: (tab: PositionsTab) => void;
  precisionOf: (symbol: string) => number;
  /** The position an action is running on. */
  busyId: number | null;
  batchBusy: boolean;
  onClose: (position: LeverPositionView) => void;
  onStops: (position: LeverPositionView) => void;
  onCancel: (position: LeverPositionView) => void;
  onBatch: (type: BatchType, count: number) => void;
}

/** Positions as a list of cards. */
const cardList = (
  positions: LeverPositionView[],
  card: (position: LeverPositionView) => ReactNode,
) => (
  <ul className="fut-list">
    {positions.map((position) => (
      <li key={position.id}>{card(position)}</li>
    ))}
  </ul>
);

/** Open positions (with close all / longs / shorts) and pending limit entries, in two tabs. */
export function PositionsPanel({
  data,
  tab,
  onTab,
  precisionOf,
  busyId,
  batchBusy,
  onClose,
  onStops,
  onCancel,
  onBatch,
}: PositionsPanelProps) {
  const { t } = useTranslation();
  const open = openPositions(data.positions);
  const pending = pendingPositions(data.positions);
  const batchButton = (type: BatchType, label: string) => {
    const count = positionsForBatch(data.positions, type).length;
    return (
      <button
        type="button"
        disabled={count === 0 || batchBusy}
        onClick={() => onBatch(type, count)}
      >
        {label}
      </button>
    );
  };
  return (
    <section className="fut-panel" data-testid="positions-panel">
      <Tabs className="fut-tabs" activeKey={tab} onChange={(key) => onTab(key as PositionsTab)}>
        <Tabs.Tab key="positions" title={t('futures.tabs.positions', { n: open.length })} />
        <Tabs.Tab key="pending" title={t('futures.tabs.pending', { n: pending.length })} />
      </Tabs>
      {tab === 'positions' ? (
        <>
          {open.length > 0 ? (
            <div className="fut-batch">
              {batchButton(BATCH_CLOSE.all, t('futures.batch.all'))}
              {batchButton(BATCH_CLOSE.longs, t('futures.batch.longs'))}
              {batchButton(BATCH_CLOSE.shorts, t('futures.batch.shorts'))}
            </div>
          ) : null}
          {open.length === 0 ? (
            <EmptyState compact title={t('futures.empty.positions')} />
          ) : (
            cardList(open, (position) => (
              <PositionCard
                position={position}
                precision={precisionOf(position.symbol)}
                busy={busyId === position.id}
                onClose={() => onClose(position)}
                onStops={() => onStops(position)}
              />
            ))
          )}
        </>
      ) : pending.length === 0 ? (
        <EmptyState compact title={t('futures.empty.pending')} />
      ) : (
        cardList(pending, (position) => (
          <PendingCard
            position={position}
            precision={precisionOf(position.symbol)}
            busy={busyId === position.id}
            onCancel={() => onCancel(position)}
          />
        ))
      )}
    </section>
  );
}
