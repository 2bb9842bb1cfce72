import { describe, expect, it } from 'vitest';

import { addressFromScan } from '../scanned-address';
import { savedAddressName, validateTypedAddress } from '../typed-address';

const EVM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const TOKEN = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
const BTC = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

describe('addressFromScan', () => {
  it.each([
    [EVM, EVM],
    [`  ${TRON}\n`, TRON],
    [`ethereum:${EVM}`, EVM],
    [`ethereum:${EVM}@1?value=2.014e18`, EVM],
    [`ethereum:pay-${EVM}@56`, EVM],
    [`ethereum:${TOKEN}@1/transfer?address=${EVM}&uint256=1e6`, EVM],
    [`bitcoin:${BTC}?amount=0.1&label=Shop`, BTC],
    [`BITCOIN:${BTC.toUpperCase()}?amount=0.1`, BTC.toUpperCase()],
    [`tron:${TRON}?amount=10`, TRON],
    [`tron://${TRON}`, TRON],
  ])('reads %j as %s', (scanned, address) => {
    expect(addressFromScan(scanned)).toBe(address);
  });

  it.each([
    '',
    'https://example.com/pay?to=someone',
    'hello world',
    'bitcoin:?amount=1',
    'WIFI:S:home;T:WPA;P:secret;;',
    `${EVM}<script>`,
  ])('finds no address in %j', (scanned) => {
    expect(addressFromScan(scanned)).toBeNull();
  });
});

describe('validateTypedAddress', () => {
  it('checks the address against the chosen network', () => {
    expect(validateTypedAddress({ network: 'TRC20', address: ` ${TRON} ` })).toBeUndefined();
    expect(validateTypedAddress({ network: 'ERC20', address: EVM })).toBeUndefined();
    expect(validateTypedAddress({ network: 'ERC20', address: TRON })).toBe('ADDRESS_INVALID');
    expect(validateTypedAddress({ network: 'TRC20', address: `${TRON.slice(0, -1)}u` })).toBe(
      'ADDRESS_INVALID',
    );
    expect(validateTypedAddress({ network: 'TRC20', address: '  ' })).toBe('REQUIRED');
    expect(validateTypedAddress({ network: '', address: TRON })).toBe('NETWORK_REQUIRED');
  });

  it('names a saved address after coin, network and its end', () => {
    expect(savedAddressName('USDT', 'TRC20', TRON)).toBe('USDT TRC20 jLj6t');
  });
});
