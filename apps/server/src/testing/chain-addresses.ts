import { createHash } from 'node:crypto';

/*
 * Well-formed blockchain addresses for tests, numbered: each passes its network's own rule
 * (packages/contract chain-address.ts), as a real user's address would.
 */

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function base58(bytes: Buffer): string {
  let n = BigInt(`0x${bytes.toString('hex')}`);
  let text = '';
  while (n > 0n) {
    text = ALPHABET[Number(n % 58n)]! + text;
    n /= 58n;
  }
  for (const byte of bytes) {
    if (byte !== 0) break;
    text = `1${text}`;
  }
  return text;
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest();

/** A version byte and a 20-byte payload made from `i`, with its 4-byte double-SHA-256 checksum. */
function base58Check(version: number, i: number): string {
  const payload = Buffer.concat([
    Buffer.from([version]),
    sha256(Buffer.from(`test address ${i}`)).subarray(0, 20),
  ]);
  return base58(Buffer.concat([payload, sha256(sha256(payload)).subarray(0, 4)]));
}

/** A TRON (TRC20) address, `T…`. */
export const tronAddress = (i = 0) => base58Check(0x41, i);

/** A Bitcoin pay-to-public-key-hash address, `1…`. */
export const bitcoinAddress = (i = 0) => base58Check(0x00, i);

/** An Ethereum-style (ERC20) address in lower case, which carries no checksum to match. */
export const evmAddress = (i = 0) =>
  `0x${sha256(Buffer.from(`test address ${i}`))
    .subarray(0, 20)
    .toString('hex')}`;
