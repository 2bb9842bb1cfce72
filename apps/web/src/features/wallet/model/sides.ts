/**
 * The two ends of a move: the accounts of a transfer, the coins of a conversion. They never hold
 * the same thing, so choosing for one side what the other holds swaps them.
 */
export function swapSides<V, K extends keyof V>(values: V, a: K, b: K): V {
  return { ...values, [a]: values[b], [b]: values[a] };
}

/** `choice` on `side`; when `other` holds it already, the two sides swap instead. */
export function chooseSide<V, K extends keyof V>(values: V, side: K, other: K, choice: V[K]): V {
  if (values[other] === choice) return { ...values, [side]: choice, [other]: values[side] };
  return { ...values, [side]: choice };
}
