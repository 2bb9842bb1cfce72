/*
 * The two hashes address checksums need, in plain TypeScript so the web and the server run the
 * same code without a crypto dependency (the browser's SubtleCrypto is async and has no Keccak).
 * Addresses are short, so clarity wins over speed here.
 */

const first64Primes = (): number[] => {
  const primes: number[] = [];
  for (let n = 2; primes.length < 64; n++) {
    if (primes.every((p) => n % p !== 0)) primes.push(n);
  }
  return primes;
};

/** The first 32 bits of the fractional part of `x` (FIPS 180-4 derives its constants this way). */
const fraction32 = (x: number): number => Math.floor((x - Math.floor(x)) * 2 ** 32) >>> 0;

const PRIMES = first64Primes();
const SHA256_K = PRIMES.map((p) => fraction32(Math.cbrt(p)));
const SHA256_H = PRIMES.slice(0, 8).map((p) => fraction32(Math.sqrt(p)));

const rotr = (x: number, n: number): number => (x >>> n) | (x << (32 - n));

/** SHA-256 (FIPS 180-4) of `bytes`. */
export function sha256(bytes: Uint8Array): Uint8Array {
  const bitLength = bytes.length * 8;
  const padded = new Uint8Array(Math.ceil((bytes.length + 9) / 64) * 64);
  padded.set(bytes);
  padded[bytes.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor(bitLength / 2 ** 32));
  view.setUint32(padded.length - 4, bitLength >>> 0);

  const h = [...SHA256_H];
  const w = new Array<number>(64).fill(0);
  for (let offset = 0; offset < padded.length; offset += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(offset + i * 4);
    for (let i = 16; i < 64; i++) {
      const a = w[i - 15]!;
      const b = w[i - 2]!;
      const s0 = rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3);
      const s1 = rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10);
      w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) >>> 0;
    }
    let [a, b, c, d, e, f, g, hh] = h as [
      number,
      number,
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    for (let i = 0; i < 64; i++) {
      const t1 =
        (hh +
          (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) +
          ((e & f) ^ (~e & g)) +
          SHA256_K[i]! +
          w[i]!) >>>
        0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) >>> 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) >>> 0;
    }
    [a, b, c, d, e, f, g, hh].forEach((v, i) => (h[i] = (h[i]! + v) >>> 0));
  }
  const out = new Uint8Array(32);
  const outView = new DataView(out.buffer);
  h.forEach((v, i) => outView.setUint32(i * 4, v));
  return out;
}

// ---- Keccak-256 (the pre-standard padding Ethereum uses, not SHA3-256) ----------------------------

const MASK64 = (1n << 64n) - 1n;
const rotl64 = (x: bigint, n: number): bigint =>
  n === 0 ? x : ((x << BigInt(n)) | (x >> BigInt(64 - n))) & MASK64;

/** Rotation offsets by lane (x + 5y), walked as in the Keccak reference: (x, y) → (y, 2x + 3y). */
const RHO = (() => {
  const r = new Array<number>(25).fill(0);
  let x = 1;
  let y = 0;
  for (let t = 0; t < 24; t++) {
    r[x + 5 * y] = (((t + 1) * (t + 2)) / 2) % 64;
    [x, y] = [y, (2 * x + 3 * y) % 5];
  }
  return r;
})();

/** Round constants from the spec's LFSR (x^8 + x^6 + x^5 + x^4 + 1). */
const ROUND_CONSTANTS = (() => {
  let state = 1;
  const nextBit = (): number => {
    const bit = state & 1;
    state = state & 0x80 ? ((state << 1) ^ 0x171) & 0xff : state << 1;
    return bit;
  };
  return Array.from({ length: 24 }, () => {
    let rc = 0n;
    for (let j = 0; j < 7; j++) if (nextBit()) rc |= 1n << BigInt(2 ** j - 1);
    return rc;
  });
})();

function keccakF(a: bigint[]): void {
  for (const rc of ROUND_CONSTANTS) {
    const c = [0, 1, 2, 3, 4].map((x) => a[x]! ^ a[x + 5]! ^ a[x + 10]! ^ a[x + 15]! ^ a[x + 20]!);
    for (let x = 0; x < 5; x++) {
      const d = c[(x + 4) % 5]! ^ rotl64(c[(x + 1) % 5]!, 1);
      for (let y = 0; y < 25; y += 5) a[x + y] = a[x + y]! ^ d;
    }
    const b = new Array<bigint>(25).fill(0n);
    for (let x = 0; x < 5; x++) {
      for (let y = 0; y < 5; y++) {
        b[y + 5 * ((2 * x + 3 * y) % 5)] = rotl64(a[x + 5 * y]!, RHO[x + 5 * y]!);
      }
    }
    for (let i = 0; i < 25; i++) {
      const x = i % 5;
      const row = i - x;
      a[i] = b[i]! ^ (~b[row + ((x + 1) % 5)]! & MASK64 & b[row + ((x + 2) % 5)]!);
    }
    a[0] = a[0]! ^ rc;
  }
}

/** Keccak-256 of `bytes`, as Ethereum uses it (EIP-55 checksums). */
export function keccak256(bytes: Uint8Array): Uint8Array {
  const rate = 136;
  const padded = new Uint8Array(Math.floor(bytes.length / rate + 1) * rate);
  padded.set(bytes);
  padded[bytes.length] = padded[bytes.length]! ^ 0x01;
  padded[padded.length - 1] = padded[padded.length - 1]! ^ 0x80;
  const state = new Array<bigint>(25).fill(0n);
  for (let offset = 0; offset < padded.length; offset += rate) {
    for (let lane = 0; lane < rate / 8; lane++) {
      let value = 0n;
      for (let k = 7; k >= 0; k--) value = (value << 8n) | BigInt(padded[offset + lane * 8 + k]!);
      state[lane] = state[lane]! ^ value;
    }
    keccakF(state);
  }
  const out = new Uint8Array(32);
  for (let i = 0; i < 32; i++) out[i] = Number((state[i >> 3]! >> BigInt((i % 8) * 8)) & 0xffn);
  return out;
}
