import { describe, expect, it } from 'vitest';

import { isValidChainAddress } from './chain-address.js';
import { keccak256, sha256 } from './chain-hash.js';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('the hashes behind the checksums', () => {
  it('match the published test vectors', () => {
    expect(hex(sha256(utf8('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(hex(sha256(utf8('a'.repeat(1000))))).toBe(
      '41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3',
    );
    expect(hex(keccak256(new Uint8Array(0)))).toBe(
      'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470',
    );
    // Longer than one 136-byte block.
    expect(hex(keccak256(utf8('a'.repeat(200))))).toHaveLength(64);
  });
});

/** Flips the case of the first letter after `from`, which breaks a mixed-case checksum. */
const flipCase = (text: string, from = 2) => {
  const i = [...text].findIndex((c, k) => k >= from && /[a-zA-Z]/.test(c));
  const c = text[i]!;
  const flipped = c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase();
  return text.slice(0, i) + flipped + text.slice(i + 1);
};

describe('isValidChainAddress', () => {
  const valid: [string, string][] = [
    // EIP-55's own examples, and the same in one case (no checksum to check).
    ['ERC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
    ['ERC20', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'],
    ['ERC20', '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB'],
    ['ERC20', '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb'],
    ['ERC20', '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed'],
    ['BEP20', '0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED'],
    ['bnb', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
    ['LINK', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'],
    // TRON: the USDT contract and another account.
    ['TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'],
    ['TRX', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7'],
    // Bitcoin: the genesis P2PKH, BIP-13's P2SH, BIP-173/350 segwit v0 and v1.
    ['BTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
    ['BTC', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'],
    ['BTC', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'],
    ['BTC', 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4'],
    ['BTC', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0'],
    ['LTC', 'LVg2kJoFNg45Nbpy53h7Fe1wKyeXVRhMH9'],
    ['LTC', 'MQMcJhpWHYVeQArcZR3sBgyPZxxRtnH441'],
    ['DOGE', 'DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L'],
    ['XRP', 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh'],
    ['SOL', 'So11111111111111111111111111111111111111112'],
    ['DOT', '1FRMM8PEiWXYax7rpS6X4XZX1aAAxSWx1CrKTyrVYhV24fg'],
    // A network without its own rule: the generic one.
    ['OTHERCHAIN', 'abcdefghijklmnop1234'],
  ];
  it.each(valid)('accepts %s %s', (network, address) => {
    expect(isValidChainAddress(network, address)).toBe(true);
  });

  const invalid: [string, string, string][] = [
    ['ERC20', flipCase('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'), 'a wrong EIP-55 case'],
    ['ERC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe', '39 hex digits'],
    ['ERC20', '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed00', 'no 0x'],
    ['ERC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg', 'a non-hex digit'],
    ['ERC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'a TRON address'],
    ['TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u', 'a typo in the last character'],
    ['TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6', '33 characters'],
    ['TRC20', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'a Bitcoin address'],
    ['TRC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'an Ethereum address'],
    ['TRC20', `T${'a1B2c3'.repeat(5)}xyz`, 'made up, no checksum'],
    ['BTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb', 'a typo'],
    ['BTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7Divf0a', 'a 0, not base58'],
    ['BTC', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', 'a bech32 typo'],
    ['BTC', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd', 'v1 with bech32'],
    ['BTC', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', 'v0 with bech32m'],
    ['BTC', 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7', 'testnet'],
    ['BTC', 'BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P', 'a 16-byte v0 program'],
    ['BTC', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq', 'mixed case'],
    ['BTC', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'a TRON address'],
    ['LTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'a Bitcoin P2PKH'],
    ['DOGE', 'LVg2kJoFNg45Nbpy53h7Fe1wKyeXVRhMH9', 'a Litecoin address'],
    ['XRP', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'a Bitcoin address'],
    ['XRP', 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTj', 'a typo'],
    ['SOL', 'So1111111111111111111111111111111111111111O', 'an O'],
    ['SOL', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'an Ethereum address'],
    ['DOT', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'a TRON address'],
    ['ADA', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'a Bitcoin address'],
    ['OTHERCHAIN', 'short', 'too short'],
    ['OTHERCHAIN', 'abcdefghijklmnop-1234', 'punctuation'],
    ['ERC20', '', 'empty'],
  ];
  it.each(invalid)('refuses %s %s (%s)', (network, address) => {
    expect(isValidChainAddress(network, address)).toBe(false);
  });
});
