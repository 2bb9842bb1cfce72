import { keccak256, sha256 } from './chain-hash.js';
import { isAlphanumeric } from './validators.js';

/*
 * Is this a well-formed address on that network? One pure function the withdraw form and the
 * server both run (issue #14 item 8), with each chain's own checksum where it has one, so a typo
 * is caught before money leaves. It cannot know whether anyone holds the key.
 */

const BITCOIN_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const RIPPLE_ALPHABET = 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz';

/** Base58 text as bytes (leading zero digits are leading zero bytes), or null for a foreign character. */
export function base58Decode(text: string, alphabet = BITCOIN_ALPHABET): Uint8Array | null {
  const bytes: number[] = [];
  for (const char of text) {
    let carry = alphabet.indexOf(char);
    if (carry < 0) return null;
    for (let i = 0; i < bytes.length; i++) {
      carry += bytes[i]! * 58;
      bytes[i] = carry & 0xff;
      carry >>= 8;
    }
    for (; carry > 0; carry >>= 8) bytes.push(carry & 0xff);
  }
  for (let i = 0; i < text.length && text[i] === alphabet[0]; i++) bytes.push(0);
  return Uint8Array.from(bytes.reverse());
}

/** The payload of Base58Check text whose 4-byte double-SHA-256 checksum matches, else null. */
function base58CheckPayload(text: string, alphabet = BITCOIN_ALPHABET): Uint8Array | null {
  const bytes = base58Decode(text, alphabet);
  if (!bytes || bytes.length < 5) return null;
  const payload = bytes.subarray(0, -4);
  const check = sha256(sha256(payload));
  return bytes.subarray(-4).every((b, i) => b === check[i]) ? payload : null;
}

/** A version byte and a 20-byte hash (P2PKH, P2SH, TRON, XRP), checksum verified. */
function isVersionedHash(text: string, versions: readonly number[], alphabet?: string): boolean {
  const payload = base58CheckPayload(text, alphabet);
  return payload !== null && payload.length === 21 && versions.includes(payload[0]!);
}

// ---- bech32 / bech32m (BIP-173, BIP-350) ---------------------------------------------------------

const BECH32_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BECH32_GENERATOR = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
const BECH32_CONST = 1;
const BECH32M_CONST = 0x2bc830a3;

function polymod(values: readonly number[]): number {
  let chk = 1;
  for (const value of values) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ value;
    BECH32_GENERATOR.forEach((g, i) => {
      if ((top >>> i) & 1) chk ^= g;
    });
  }
  return chk >>> 0;
}

interface Bech32 {
  hrp: string;
  /** The 5-bit words between the separator and the checksum. */
  words: number[];
  variant: 'bech32' | 'bech32m';
}

/** Bech32 or bech32m text (one case only), checksum verified, or null. */
export function bech32Decode(text: string, maxLength = 90): Bech32 | null {
  if (text.length > maxLength || (text !== text.toLowerCase() && text !== text.toUpperCase()))
    return null;
  const lower = text.toLowerCase();
  const separator = lower.lastIndexOf('1');
  if (separator < 1 || separator + 7 > lower.length) return null;
  const hrp = lower.slice(0, separator);
  const data = [...lower.slice(separator + 1)].map((c) => BECH32_CHARSET.indexOf(c));
  if (data.some((v) => v < 0)) return null;
  const expanded = [
    ...[...hrp].map((c) => c.charCodeAt(0) >> 5),
    0,
    ...[...hrp].map((c) => c.charCodeAt(0) & 31),
  ];
  const check = polymod([...expanded, ...data]);
  const variant = check === BECH32_CONST ? 'bech32' : check === BECH32M_CONST ? 'bech32m' : null;
  return variant ? { hrp, words: data.slice(0, -6), variant } : null;
}

/** 5-bit words as bytes; null when the padding is not zero bits (BIP-173). */
function wordsToBytes(words: readonly number[]): number[] | null {
  let acc = 0;
  let bits = 0;
  const out: number[] = [];
  for (const word of words) {
    acc = (acc << 5) | word;
    bits += 5;
    while (bits >= 8) {
      bits -= 8;
      out.push((acc >> bits) & 0xff);
    }
    acc &= (1 << bits) - 1;
  }
  return bits >= 5 || acc !== 0 ? null : out;
}

/** A segwit address for `hrp`: v0 (20 or 32 bytes, bech32) or v1-16 (bech32m). */
function isSegwit(text: string, hrp: string): boolean {
  const decoded = bech32Decode(text);
  if (!decoded || decoded.hrp !== hrp || decoded.words.length < 1) return false;
  const version = decoded.words[0]!;
  const program = wordsToBytes(decoded.words.slice(1));
  if (!program || version > 16 || program.length < 2 || program.length > 40) return false;
  if (version === 0) return decoded.variant === 'bech32' && [20, 32].includes(program.length);
  return decoded.variant === 'bech32m';
}

// ---- Ethereum-style (EIP-55) ---------------------------------------------------------------------

/** 0x and 40 hex digits; mixed case must match the EIP-55 checksum, one case is unchecked. */
export function isEvmAddress(text: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(text)) return false;
  const hex = text.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  const hash = keccak256(Uint8Array.from(hex.toLowerCase(), (c) => c.charCodeAt(0)));
  return [...hex].every((char, i) => {
    if (/\d/.test(char)) return true;
    const nibble = (hash[i >> 1]! >> (i % 2 === 0 ? 4 : 0)) & 0xf;
    return nibble >= 8 ? char === char.toUpperCase() : char === char.toLowerCase();
  });
}

// ---- per network ---------------------------------------------------------------------------------

type AddressRule = (address: string) => boolean;

const evm: AddressRule = isEvmAddress;
const tron: AddressRule = (a) => a.startsWith('T') && isVersionedHash(a, [0x41]);

/**
 * The rules by network name (upper case). Networks the platform lists today: BTC, ERC20, TRC20
 * and one per listed coin (LTC, XRP, SOL, DOGE, ADA, TRX, BNB, DOT, LINK). BNB is withdrawn on
 * BNB Smart Chain and LINK as an ERC-20 token, so both take Ethereum-style addresses.
 */
const RULES: Record<string, AddressRule> = {
  BTC: (a) => isSegwit(a, 'bc') || isVersionedHash(a, [0x00, 0x05]),
  LTC: (a) => isSegwit(a, 'ltc') || isVersionedHash(a, [0x30, 0x32, 0x05]),
  DOGE: (a) => isVersionedHash(a, [0x1e, 0x16]),
  ERC20: evm,
  ETH: evm,
  BEP20: evm,
  BSC: evm,
  BNB: evm,
  LINK: evm,
  TRC20: tron,
  TRX: tron,
  XRP: (a) => a.startsWith('r') && isVersionedHash(a, [0x00], RIPPLE_ALPHABET),
  // A Solana address is an ed25519 public key: 32 bytes in base58, no checksum to verify.
  SOL: (a) => a.length >= 32 && a.length <= 44 && base58Decode(a)?.length === 32,
  // Shelley addresses (addr1…) are bech32 beyond the 90-character limit; Byron ones (Ae2…,
  // DdzFF…) carry a CRC inside CBOR, which is not checked here, only that they decode.
  ADA: (a) => {
    const shelley = bech32Decode(a, 120);
    if (shelley) return shelley.hrp === 'addr' && shelley.variant === 'bech32';
    return /^(Ae2|DdzFF)/.test(a) && base58Decode(a) !== null;
  },
  // Polkadot SS58: prefix 0, a 32-byte key and a 2-byte checksum (its blake2b checksum is not
  // verified here, only the shape).
  DOT: (a) => {
    const bytes = base58Decode(a);
    return a.startsWith('1') && bytes?.length === 35 && bytes[0] === 0;
  },
};

/** Networks with a chain-specific rule; any other network gets the generic one. */
export const CHECKED_NETWORKS = Object.freeze(Object.keys(RULES));

/**
 * True when `address` is well formed for `network` (any case of the network name), e.g.
 * isValidChainAddress('ERC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed') === true, and false
 * for the same address with one letter's case flipped. A network without a rule falls back to the
 * generic one of SPEC.md §5: letters and digits, 16 to 128 characters.
 */
export function isValidChainAddress(network: string, address: string): boolean {
  const rule = RULES[network.toUpperCase()];
  if (rule) return rule(address);
  return isAlphanumeric(address) && address.length >= 16 && address.length <= 128;
}
