import type { Decimal } from 'decimal.js';

import { toMoney } from '../money.js';

/**
 * A decimal as a plain string without trailing zeros, as numeric columns come back with them,
 * e.g. "65032.500000000000000000" → "65032.5", "0.010000" → "0.01". Never rounds.
 */
export const plain = (value: Decimal.Value): string => toMoney(value).toFixed();
