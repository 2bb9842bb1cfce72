export type { AdminPairView } from '@meridian/contract';

/** The switches of a pair, in the order the table shows them. */
export const PAIR_SWITCHES = ['open_coin_trade', 'open_lever', 'open_microtrade'] as const;
export type PairSwitch = (typeof PAIR_SWITCHES)[number];

/** A plain decimal with at most `decimals` places, as the server accepts it. */
export const decimalPattern = (decimals: number) =>
  new RegExp(`^\\d{1,15}(\\.\\d{1,${decimals}})?$`);
