import {
  BATCH_CLOSE,
  LEVER_STATUS,
  type CloseReason,
  type LeverPositionView,
  type LeverTradeEvent,
} from '@meridian/contract';

/** The two lists under the order form. */
export type PositionsTab = 'positions' | 'pending';
/** What `batch_close` closes: 0 all, 1 longs, 2 shorts. */
export type BatchType = (typeof BATCH_CLOSE)[keyof typeof BATCH_CLOSE];

/** A close or batch close waiting for the user's yes. */
export type CloseAsk =
  | { kind: 'close'; position: LeverPositionView }
  | { kind: 'batch'; type: BatchType; count: number };

/** Translation key suffix of a batch close (`futures.batch.*`, `futures.batchDialog.*`). */
export function batchKey(type: BatchType): 'all' | 'longs' | 'shorts' {
  return type === BATCH_CLOSE.all ? 'all' : type === BATCH_CLOSE.longs ? 'longs' : 'shorts';
}

/** Open (and closing) positions, newest first. */
export function openPositions(positions: readonly LeverPositionView[]): LeverPositionView[] {
  return positions
    .filter((p) => p.status === LEVER_STATUS.open || p.status === LEVER_STATUS.closing)
    .sort(byNewest);
}

/** Limit entries still waiting for their price, newest first. */
export function pendingPositions(positions: readonly LeverPositionView[]): LeverPositionView[] {
  return positions.filter((p) => p.status === LEVER_STATUS.pending).sort(byNewest);
}

function byNewest(a: LeverPositionView, b: LeverPositionView): number {
  return b.created_at - a.created_at || b.id - a.id;
}

/**
 * The cached /lever/dealall answer after a `lever_trade` event. The event carries the account and
 * the positions; when it carries no pending entry at all, the cached pending entries it does not
 * mention stay (an event about prices need not repeat them), otherwise it replaces the list.
 */
export function applyLeverTrade(
  cached: LeverTradeEvent | undefined,
  event: LeverTradeEvent,
): LeverTradeEvent {
  if (!cached) return event;
  const eventHasPending = event.positions.some((p) => p.status === LEVER_STATUS.pending);
  if (eventHasPending) return event;
  const mentioned = new Set(event.positions.map((p) => p.id));
  const keptPending = cached.positions.filter(
    (p) => p.status === LEVER_STATUS.pending && !mentioned.has(p.id),
  );
  return { account: event.account, positions: [...event.positions, ...keptPending] };
}

/** The positions `batch_close` type 0 / 1 / 2 would close: all, longs or shorts. */
export function positionsForBatch(
  positions: readonly LeverPositionView[],
  type: BatchType,
): LeverPositionView[] {
  return openPositions(positions).filter((p) => type === 0 || p.type === type);
}

/** Translation key suffix of a close reason (`futures.reason.*`). */
export function closeReasonKey(reason: CloseReason | null): CloseReason | 'cancelled' {
  return reason ?? 'cancelled';
}
