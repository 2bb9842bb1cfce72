/**
 * Small deterministic hashing and random numbers for the simulated market. Nothing here is for
 * secrets: it only makes the simulated series reproducible from a published seed.
 */

/** FNV-1a of a string, 32 bits: `hashString('42:BTC/USDT')` is the same number on every run. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The splitmix32 finaliser: a bijective mix of 32 bits. */
export function mix32(x: number): number {
  let z = (x + 0x9e3779b9) | 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

/** A 32-bit hash of a seed and two integer coordinates (e.g. day and second). */
export function hash3(seed: number, a: number, b: number): number {
  return mix32(mix32(mix32(seed ^ 0x5bd1e995) ^ a) ^ b);
}

/** A standard normal number that depends only on `key` (Box-Muller on two splitmix32 uniforms). */
export function gaussianAt(key: number): number {
  const u1 = (mix32(key) + 1) / 4294967296; // (0, 1]: log is finite
  const u2 = mix32(key ^ 0x68e31da4) / 4294967296;
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
}
