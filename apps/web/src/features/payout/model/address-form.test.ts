import { describe, expect, it } from 'vitest';
import type { UserCurrencyView, WalletAddressView } from '@meridian/contract';

import {
  checkQrImageFile,
  emptyAddressForm,
  groupAddresses,
  selectCurrency,
  shortenAddress,
  toAddressSaveInput,
  validateAddressForm,
  type AddressFormValues,
} from './address-form';

const coin = (id: number, name: string, networks: string[]): UserCurrencyView => ({
  id,
  name,
  full_name: name,
  color: null,
  image: null,
  networks,
  deposit_enabled: true,
  withdraw_enabled: true,
  withdraw_min: '1',
  withdraw_fee: '0',
  account_type: 2,
});
const USDT = coin(3, 'USDT', ['TRC20', 'ERC20']);
const BTC = coin(1, 'BTC', []);
const ETH = coin(2, 'ETH', ['ERC20']);
const TRON_ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

const filled = (overrides: Partial<AddressFormValues> = {}): AddressFormValues => ({
  currencyId: 3,
  network: 'TRC20',
  name: 'My exchange',
  address: TRON_ADDRESS,
  qrcode: null,
  ...overrides,
});

describe('address form', () => {
  it('accepts a complete USDT address on TRC20', () => {
    expect(validateAddressForm(filled(), USDT)).toEqual({});
  });

  it('asks for every field of an empty form', () => {
    expect(validateAddressForm(emptyAddressForm(), undefined)).toEqual({
      currency: 'currencyRequired',
      name: 'nameRequired',
      address: 'addressRequired',
    });
  });

  it('needs a network when the coin has several, and none when it has none', () => {
    expect(validateAddressForm(filled({ network: null }), USDT)).toEqual({
      network: 'networkRequired',
    });
    expect(validateAddressForm(filled({ network: 'BEP20' }), USDT)).toEqual({
      network: 'networkRequired',
    });
    expect(
      validateAddressForm(
        filled({ currencyId: 1, network: null, address: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2' }),
        BTC,
      ),
    ).toEqual({});
  });

  it('allows only letters and digits in the address (SPEC.md §5)', () => {
    expect(validateAddressForm(filled({ address: 'TQn9Y2khEsLJW1Ch-VWFMSMe' }), USDT).address).toBe(
      'addressCharacters',
    );
    expect(validateAddressForm(filled({ address: '0x12 34' }), USDT).address).toBe(
      'addressCharacters',
    );
    expect(validateAddressForm(filled({ address: 'abc123' }), USDT).address).toBe('addressLength');
    expect(validateAddressForm(filled({ address: `  ${TRON_ADDRESS}  ` }), USDT)).toEqual({});
  });

  it("checks the address by its network's own rule, as the server does", () => {
    // One character changed: still letters and digits of the right length, but its checksum fails.
    const typo = `${TRON_ADDRESS.slice(0, -1)}${TRON_ADDRESS.endsWith('a') ? 'b' : 'a'}`;
    expect(validateAddressForm(filled({ address: typo }), USDT).address).toBe('addressNetwork');
    expect(
      validateAddressForm(
        filled({ network: 'ERC20', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' }),
        { ...USDT, networks: ['TRC20', 'ERC20'] },
      ),
    ).toEqual({});
  });

  it('rejects a name with punctuation or over 30 characters', () => {
    expect(validateAddressForm(filled({ name: 'cold/wallet' }), USDT).name).toBe('nameInvalid');
    expect(validateAddressForm(filled({ name: 'x'.repeat(31) }), USDT).name).toBe('nameInvalid');
    expect(validateAddressForm(filled({ name: '冷钱包 1' }), USDT)).toEqual({});
  });

  it('chooses the only network of a coin and drops a network the new coin lacks', () => {
    const onUsdt = filled();
    expect(selectCurrency(onUsdt, ETH)).toMatchObject({ currencyId: 2, network: 'ERC20' });
    expect(selectCurrency(onUsdt, BTC)).toMatchObject({ currencyId: 1, network: null });
    expect(selectCurrency(filled({ network: 'ERC20' }), USDT).network).toBe('ERC20');
    expect(selectCurrency(emptyAddressForm(), USDT).network).toBeNull();
  });

  it('builds the save body with trimmed values and leaves out what is empty', () => {
    expect(toAddressSaveInput(filled({ name: ' Cold ', address: ` ${TRON_ADDRESS}` }))).toEqual({
      currency: 3,
      network: 'TRC20',
      name: 'Cold',
      address: TRON_ADDRESS,
    });
    expect(
      toAddressSaveInput(filled({ currencyId: 1, network: null, qrcode: '/uploads/qr.webp' })),
    ).toEqual({
      currency: 1,
      name: 'My exchange',
      address: TRON_ADDRESS,
      qrcode: '/uploads/qr.webp',
    });
  });

  it('accepts images up to 10 MB as the QR code', () => {
    expect(checkQrImageFile({ type: 'image/png', size: 1000 })).toBeNull();
    expect(checkQrImageFile({ type: 'application/pdf', size: 1000 })).toBe('notImage');
    expect(checkQrImageFile({ type: 'image/jpeg', size: 11 * 1024 * 1024 })).toBe('tooLarge');
  });
});

describe('saved addresses', () => {
  const saved = (id: number, currency_name: string, network: string | null): WalletAddressView => ({
    id,
    currency_id: id,
    currency_name,
    network,
    name: `a${id}`,
    address: TRON_ADDRESS,
    qrcode: null,
    created_at: 0,
    usable_at: 0,
  });

  it('groups by coin and network in alphabetical order, keeping the order inside a group', () => {
    const groups = groupAddresses([
      saved(1, 'USDT', 'TRC20'),
      saved(2, 'BTC', null),
      saved(3, 'USDT', 'ERC20'),
      saved(4, 'USDT', 'TRC20'),
    ]);
    expect(groups.map((g) => g.key)).toEqual(['BTC', 'USDT-ERC20', 'USDT-TRC20']);
    expect(groups[2]?.addresses.map((a) => a.id)).toEqual([1, 4]);
  });

  it('shortens long addresses for the list', () => {
    expect(shortenAddress(TRON_ADDRESS)).toBe('TQn9Y2kh…KcbLSE');
    expect(shortenAddress('abc')).toBe('abc');
  });
});
