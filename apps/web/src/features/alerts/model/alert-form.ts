import {
  ALERT_MAX_PERCENT,
  ALERT_MIN_PERCENT,
  alertRules,
  isDecimalString,
  Money,
  type AlertCreateInput,
  type AlertDirection,
  type AlertKind,
} from '@meridian/contract';

/** What the alert sheet holds while the user types. */
export interface AlertFormState {
  kind: AlertKind;
  price: string;
  percent: string;
}

export type AlertFormError = 'priceRequired' | 'priceAtMarket' | 'percentRange';

/** `priceRequired` etc. are keys under `alerts.errors`; null when the form may be sent. */
export function validateAlertForm(
  state: AlertFormState,
  currentPrice: string | null,
): AlertFormError | null {
  if (state.kind === 'cross') {
    const price = state.price.trim();
    if (!isDecimalString(price, 12) || new Money(price).lte(0)) return 'priceRequired';
    if (currentPrice !== null && alertRules.crossDirection(price, currentPrice) === null)
      return 'priceAtMarket';
    return null;
  }
  const percent = state.percent.trim();
  if (
    !isDecimalString(percent, 2) ||
    new Money(percent).lt(ALERT_MIN_PERCENT) ||
    new Money(percent).gt(ALERT_MAX_PERCENT)
  )
    return 'percentRange';
  return null;
}

/** Which way a crossing alert will wait, previewed from the price now; null when unknown. */
export function previewDirection(
  state: AlertFormState,
  currentPrice: string | null,
): AlertDirection | null {
  if (state.kind !== 'cross' || currentPrice === null) return null;
  const price = state.price.trim();
  if (!isDecimalString(price, 12)) return null;
  return alertRules.crossDirection(price, currentPrice);
}

/** The request of a valid form. */
export function toAlertInput(symbol: string, state: AlertFormState): AlertCreateInput {
  return state.kind === 'cross'
    ? { symbol, kind: 'cross', price: state.price.trim() }
    : { symbol, kind: 'move', percent: state.percent.trim() };
}
