import {
  chainAddressSchema,
  hasSpecialCharacters,
  isAlphanumeric,
  isValidChainAddress,
  isLengthBetween,
  type UserCurrencyView,
  type WalletAddressSaveInput,
  type WalletAddressView,
} from '@meridian/contract';

import { uploadPath } from '../../../lib/upload-path';

/** What the add-address form holds while the user types. */
export interface AddressFormValues {
  currencyId: number | null;
  network: string | null;
  name: string;
  address: string;
  /** The uploaded QR image's address (`/uploads/…`), or null without one. */
  qrcode: string | null;
}

export type AddressField = 'currency' | 'network' | 'name' | 'address';

/** Error keys, translated under `walletAddress.errors.*`. */
export type AddressError =
  | 'currencyRequired'
  | 'networkRequired'
  | 'nameRequired'
  | 'nameInvalid'
  | 'addressRequired'
  | 'addressCharacters'
  | 'addressLength'
  | 'addressNetwork';

export type AddressErrors = Partial<Record<AddressField, AddressError>>;

export const ADDRESS_NAME_MAX = 30;
export const ADDRESS_MIN = 16;
export const ADDRESS_MAX = 128;

export const emptyAddressForm = (): AddressFormValues => ({
  currencyId: null,
  network: null,
  name: '',
  address: '',
  qrcode: null,
});

/**
 * Picks a coin: its only network is chosen for the user, a network the coin lacks is dropped.
 * e.g. choosing BTC (no networks) after USDT/TRC20 clears the network.
 */
export function selectCurrency(
  values: AddressFormValues,
  currency: UserCurrencyView,
): AddressFormValues {
  const keep = values.network !== null && currency.networks.includes(values.network);
  const network = keep
    ? values.network
    : currency.networks.length === 1
      ? currency.networks[0]!
      : null;
  return { ...values, currencyId: currency.id, network };
}

/**
 * Checks the form as the server will (SPEC.md §5: letters and digits only for the address;
 * `walletAddressSaveInputSchema`; then the network's rule, chain-address.ts), returning an error
 * key per field.
 */
export function validateAddressForm(
  values: AddressFormValues,
  currency: UserCurrencyView | undefined,
): AddressErrors {
  const errors: AddressErrors = {};
  if (values.currencyId === null || !currency) errors.currency = 'currencyRequired';
  else if (
    currency.networks.length > 0 &&
    (values.network === null || !currency.networks.includes(values.network))
  )
    errors.network = 'networkRequired';

  const name = values.name.trim();
  if (name === '') errors.name = 'nameRequired';
  else if (!isLengthBetween(name, 1, ADDRESS_NAME_MAX) || hasSpecialCharacters(name))
    errors.name = 'nameInvalid';

  const address = values.address.trim();
  if (address === '') errors.address = 'addressRequired';
  else if (!isAlphanumeric(address)) errors.address = 'addressCharacters';
  else if (!chainAddressSchema.safeParse(address).success) errors.address = 'addressLength';
  // The network's own rule (checksums, prefixes), as the server checks it: a typo never saves.
  else if (
    currency &&
    !errors.network &&
    !isValidChainAddress(values.network ?? currency.name, address)
  )
    errors.address = 'addressNetwork';
  return errors;
}

/** The body of POST /user/wallet/save; call after `validateAddressForm` found nothing. */
export function toAddressSaveInput(values: AddressFormValues): WalletAddressSaveInput {
  if (values.currencyId === null) throw new Error('currency missing');
  return {
    currency: values.currencyId,
    ...(values.network ? { network: values.network } : {}),
    name: values.name.trim(),
    address: values.address.trim(),
    ...(values.qrcode ? { qrcode: uploadPath(values.qrcode) } : {}),
  };
}

export interface AddressGroup {
  /** e.g. "USDT-TRC20" or "BTC". */
  key: string;
  currencyName: string;
  network: string | null;
  addresses: WalletAddressView[];
}

/**
 * Groups saved addresses by coin and network, coins in alphabetical order and networks within a
 * coin likewise (no network first); addresses keep the server's order (newest first).
 */
export function groupAddresses(addresses: readonly WalletAddressView[]): AddressGroup[] {
  const groups = new Map<string, AddressGroup>();
  for (const address of addresses) {
    const key = address.network
      ? `${address.currency_name}-${address.network}`
      : address.currency_name;
    let group = groups.get(key);
    if (!group) {
      group = { key, currencyName: address.currency_name, network: address.network, addresses: [] };
      groups.set(key, group);
    }
    group.addresses.push(address);
  }
  return [...groups.values()].sort(
    (a, b) =>
      a.currencyName.localeCompare(b.currencyName) ||
      (a.network ?? '').localeCompare(b.network ?? ''),
  );
}

/** A long address shortened for a list row: `TXYZab…9f3k` (first 8, last 6). */
export function shortenAddress(address: string, head = 8, tail = 6): string {
  return address.length <= head + tail + 1
    ? address
    : `${address.slice(0, head)}…${address.slice(-tail)}`;
}

/** Largest QR image we send; the server re-encodes and applies its own limit. */
export const QR_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

export function checkQrImageFile(file: {
  type: string;
  size: number;
}): 'notImage' | 'tooLarge' | null {
  if (!file.type.startsWith('image/')) return 'notImage';
  if (file.size > QR_IMAGE_MAX_BYTES) return 'tooLarge';
  return null;
}
