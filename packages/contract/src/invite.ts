import { z } from 'zod';

import { pagingShape } from './paging.js';

/*
 * Invite rebates (issue #20 item 4). An inviter earns a published share of the trading fees
 * (spot and futures) paid by the users who registered with their code, for 12 months from each
 * one's registration. Accrued per fee posting, paid hourly in the fee's currency to the inviter's
 * spot account, exactly once. Invites between accounts with the same verified identity earn
 * nothing.
 */

/** The share of each fee paid to the inviter unless the operator publishes another. */
export const DEFAULT_INVITE_REBATE_RATE = '0.2';
/** How long after an invitee registers their fees earn the inviter a rebate. */
export const INVITE_REBATE_MONTHS = 12;
/** The ledger reasons whose fees are rebated: trading fees, not conversion or withdrawal fees. */
export const REBATED_FEE_REASONS = [
  'spot_order',
  'spot_fill',
  'lever_open',
  'lever_order',
  'lever_close',
  'lever_liquidation',
] as const;

/** An amount in one currency. */
export interface CurrencyAmount {
  currency_id: number;
  currency: string;
  amount: string;
}

/** GET /user/invite/summary. */
export interface InviteSummaryView {
  invite_code: string;
  /** The published share, e.g. "0.2". */
  rate: string;
  months: number;
  invitees: number;
  /** Rebates paid to the caller, per currency. */
  paid: CurrencyAmount[];
  /** Rebates accrued and not paid yet (paid at the next full hour), per currency. */
  pending: CurrencyAmount[];
}

/** GET /user/invite/list: one user who registered with the caller's code. */
export interface InviteeView {
  /** Their place in the order of joining, 1 for the first friend (stable as more join). */
  id: number;
  /** Masked: "ab***@example.com" or "138****5678". */
  name: string;
  joined_at: number;
  /** Until when their fees earn rebates; null when they earn none (same verified identity). */
  rebates_until: number | null;
  /** Rebates earned from them, paid or pending, per currency. */
  earned: CurrencyAmount[];
}

export const inviteListInputSchema = z.object({ ...pagingShape });
export type InviteListInput = z.infer<typeof inviteListInputSchema>;

/** "ab***@example.com", "+86 138****5678": enough for the inviter to tell friends apart. */
export function maskAccountName(name: string): string {
  const at = name.indexOf('@');
  if (at > 0) return `${name.slice(0, Math.min(2, at))}***${name.slice(at)}`;
  const digits = name.replace(/\s+/g, ' ');
  if (digits.length <= 7) return `${digits.slice(0, 1)}***`;
  return `${digits.slice(0, digits.length - 8)}****${digits.slice(-4)}`;
}
