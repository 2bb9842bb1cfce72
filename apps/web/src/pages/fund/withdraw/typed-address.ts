import { isValidChainAddress } from '@meridian/contract';

/** An address the user pasted, typed or scanned, with the network it is on. */
export interface TypedAddress {
  network: string;
  address: string;
  /** Save it to the user's addresses once the withdrawal is accepted. */
  save: boolean;
}

/** A typed address's error, translated under `fund.withdraw.typed.errors.*`. */
export type TypedAddressError = 'REQUIRED' | 'NETWORK_REQUIRED' | 'ADDRESS_INVALID';

/**
 * The same per-network rule the server applies (packages/contract chain-address.ts), so a typo is
 * caught before the pay password is asked for.
 */
export function validateTypedAddress(
  typed: Pick<TypedAddress, 'network' | 'address'>,
): TypedAddressError | undefined {
  const address = typed.address.trim();
  if (address === '') return 'REQUIRED';
  if (typed.network === '') return 'NETWORK_REQUIRED';
  return isValidChainAddress(typed.network, address) ? undefined : 'ADDRESS_INVALID';
}

/**
 * The name a saved typed address gets: coin, network and the address's last characters, e.g.
 * 'USDT TRC20 jLj6t' (names allow letters, digits and spaces, at most 30).
 */
export function savedAddressName(coin: string, network: string, address: string): string {
  return `${coin} ${network} ${address.trim().slice(-5)}`.slice(0, 30);
}
