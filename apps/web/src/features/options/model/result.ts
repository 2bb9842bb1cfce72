import {
  OPTION_DIRECTION,
  OPTION_RESULT,
  OPTION_STATUS,
  optionsRules,
  type OptionOrderView,
} from '@meridian/contract';

/**
 * Where an order stands for the user: running, waiting for its settlement, decided, or voided
 * (no price at expiry: stake and fee refunded, neither a win nor a loss).
 */
export type OptionOutcome = 'running' | 'settling' | 'win' | 'loss' | 'draw' | 'void';

/**
 * The colour each outcome is drawn in: a win green, a loss red, a draw or a voided order grey,
 * open orders gold.
 */
export const OUTCOME_TONE: Record<OptionOutcome, 'up' | 'down' | 'flat' | 'gold'> = {
  running: 'gold',
  settling: 'gold',
  win: 'up',
  loss: 'down',
  draw: 'flat',
  void: 'flat',
};

export type OptionDirection = 'up' | 'down';

/** 1 up, 2 down (OPTION_DIRECTION). */
export function directionOf(type: number): OptionDirection {
  return type === OPTION_DIRECTION.down ? 'down' : 'up';
}

/** True when the order is voided: closed without a price at expiry, stake and fee refunded. */
export function isVoided(order: Pick<OptionOrderView, 'status' | 'void_reason'>): boolean {
  return order.status === OPTION_STATUS.closed && order.void_reason != null;
}

/**
 * What a voided order gave back: what it cost at submission, its stake plus its fee (the
 * contract's `totalCost`), e.g. 100 + 2 = "102".
 */
export function voidRefund(order: Pick<OptionOrderView, 'number' | 'fee'>): string {
  return optionsRules.totalCost(order.number, order.fee);
}

/** True once the order is closed for good: settled with a result, or voided. */
export function isSettled(
  order: Pick<OptionOrderView, 'status' | 'profit_result' | 'void_reason'>,
): boolean {
  return order.status === OPTION_STATUS.closed && (order.profit_result !== null || isVoided(order));
}

/**
 * The label of an order at `now`: a voided order as void; a closed one by its `profit_result`
 * (1 win, 0 draw, -1 loss); an open one is running until its expiry, then settling until the
 * engine has written the result.
 */
export function optionOutcome(
  order: Pick<OptionOrderView, 'status' | 'profit_result' | 'void_reason' | 'handled_at'>,
  now: number,
): OptionOutcome {
  if (isVoided(order)) return 'void';
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
  const direction = directionOf(type) === 'up' ? OPTION_DIRECTION.up : OPTION_DIRECTION.down;
  const result = optionsRules.optionResult(direction, openPrice, livePrice);
  if (result === OPTION_RESULT.draw) return 'draw';
  return result === OPTION_RESULT.win ? 'win' : 'loss';
}
