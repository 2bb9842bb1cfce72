/**
 * A pair as GET /api/admin/pairs answers it (the server's `AdminPairView`): its switches and the
 * terms new orders take. No price is among them: prices come from the feed only.
 */
export interface AdminPairView {
  id: number;
  symbol: string;
  currency_id: number;
  legal_id: number;
  currency_name: string;
  legal_name: string;
  category: string;
  sort: number;
  status: number;
  /** Whether the base coin may sit in the spot account (stocks trade as futures only). */
  spot_capable: boolean;
  open_coin_trade: boolean;
  open_lever: boolean;
  open_microtrade: boolean;
  fee_rate: string;
  spread: string;
  lot_size: string;
  leverages: number[];
  lever_min_share: number;
  lever_max_share: number;
  price_precision: number;
  amount_precision: number;
}

/** The switches of a pair, in the order the table shows them. */
export const PAIR_SWITCHES = ['open_coin_trade', 'open_lever', 'open_microtrade'] as const;
export type PairSwitch = (typeof PAIR_SWITCHES)[number];

/** A plain decimal with at most `decimals` places, as the server accepts it. */
export const decimalPattern = (decimals: number) =>
  new RegExp(`^\\d{1,15}(\\.\\d{1,${decimals}})?$`);
