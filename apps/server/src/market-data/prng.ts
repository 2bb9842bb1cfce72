/**
 * A cheap deterministic mix for the simulated volumes, which decide nothing. Prices use a keyed
 * cipher instead (sim-walk.ts), so that they cannot be predicted.
 */

/** The splitmix32 finaliser: a bijective mix of 32 bits. */
export function mix32(x: number): number {
  let z = (x + 0x9e3779b9) | 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}
