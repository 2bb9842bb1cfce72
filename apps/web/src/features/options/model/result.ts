import {
  Money,
  OPTION_DIRECTION,
  OPTION_RESULT,
  OPTION_STATUS,
  type OptionOrderView,
} from '@meridian/contract';

/** Where an order stands for the user: running, waiting for its settlement, or decided. */
export type OptionOutcome = 'running' | 'settling' | 'win' | 'loss' | 'draw';

/** The colour each outcome is drawn in: a win green, a loss red, a draw grey, open orders gold. */
export const OUTCOME_TONE: Record<OptionOutcome, 'up' | 'down' | 'flat' | 'gold'> = {
  running: 'gold',
  settling: 'gold',
  win: 'up',
  loss: 'down',
  draw: 'flat',
};

export type OptionDirection = 'up' | 'down';

/** 1 up, 2 down (OPTION_DIRECTION). */
export function directionOf(type: number): OptionDirection {
  return type === OPTION_DIRECTION.down ? 'down' : 'up';
}

export function isSettled(order: Pick<OptionOrderView, 'status' | 'profit_result'>): boolean {
  return order.status === OPTION_STATUS.closed && order.profit_result !== null;
}

/**
 * The label of an order at `now`: a closed order by its `profit_result` (1 win, 0 draw, -1 loss);
 * an open one is running until its expiry, then settling until the engine has written the result.
 */
export function optionOutcome(
  order: Pick<OptionOrderView, 'status' | 'profit_result' | 'handled_at'>,
  now: number,
): OptionOutcome {
  if (isSettled(order)) {
    if (order.profit_result === OPTION_RESULT.win) return 'win';
    if (order.profit_result === OPTION_RESULT.loss) return 'loss';
    return 'draw';
  }
  if (order.status === OPTION_STATUS.closing) return 'settling';
  return now >= order.handled_at ? 'settling' : 'running';
}

/**
 * Where a running order would end if the live price were the end price: up wins above the open
 * price, down wins below it, equal is a draw. Only a hint while it runs; the engine decides with
 * the last tick at or before expiry. null without a live price.
 */
export function provisionalOutcome(
  type: number,
  openPrice: string,
  livePrice: string | null | undefined,
): 'win' | 'loss' | 'draw' | null {
  if (livePrice === null || livePrice === undefined || livePrice === '') return null;
  const cmp = new Money(livePrice).comparedTo(openPrice);
  if (cmp === 0) return 'draw';
  const up = directionOf(type) === 'up';
  return cmp > 0 === up ? 'win' : 'loss';
}
