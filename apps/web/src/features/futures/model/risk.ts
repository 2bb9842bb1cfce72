import { Money, TRADING_SETTINGS } from '@meridian/contract';

/**
 * How close an account is to liquidation, for colouring its risk rate:
 * - `none`: no open position (no risk rate);
 * - `safe`: at or above 100 % (equity covers the margin);
 * - `warning`: below 100 % (losses are eating the margin);
 * - `danger`: below twice the liquidation threshold (e.g. under 40 % with the default 20 %);
 * - `liquidation`: at or below the threshold.
 */
export type RiskLevel = 'none' | 'safe' | 'warning' | 'danger' | 'liquidation';

export function riskLevel(
  riskRate: string | null | undefined,
  threshold: string = TRADING_SETTINGS.lever_liquidation_risk_rate,
): RiskLevel {
  if (riskRate === null || riskRate === undefined || riskRate === '') return 'none';
  const rate = new Money(riskRate);
  const limit = new Money(threshold || TRADING_SETTINGS.lever_liquidation_risk_rate);
  if (rate.lessThanOrEqualTo(limit)) return 'liquidation';
  if (rate.lessThan(limit.times(2))) return 'danger';
  if (rate.lessThan(100)) return 'warning';
  return 'safe';
}

/**
 * A risk rate as shown: 2 decimals rounded down (never shows an account safer than it is), or
 * null without one. E.g. "152.2695" → "152.26", null → null.
 */
export function formatRiskRate(riskRate: string | null | undefined): string | null {
  if (riskRate === null || riskRate === undefined || riskRate === '') return null;
  return new Money(riskRate).toDecimalPlaces(2, Money.ROUND_DOWN).toFixed(2);
}

/**
 * Return on margin of a position in percent, 2 decimals: P/L / margin × 100, e.g. −3.25 on
 * 65.0325 → "-5.00". Null without margin.
 */
export function returnOnMargin(profits: string, margin: string): string | null {
  const base = new Money(margin);
  if (base.lessThanOrEqualTo(0)) return null;
  return new Money(profits)
    .dividedBy(base)
    .times(100)
    .toDecimalPlaces(2, Money.ROUND_HALF_UP)
    .toFixed(2);
}
