import { z } from 'zod';

import { MAX_PAGE_SIZE } from './content-constants.js';
import { DEFAULT_PAGE_SIZE } from './envelope.js';

/**
 * `page` (from 1, default 1) and `limit` (1 to 50, default 10) for every paged list
 * (ARCHITECTURE.md "Lists"), e.g. `{ page: '2' }` parses to `{ page: 2, limit: 10 }`.
 */
export const pagingShape = {
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
};

/** A positive integer id as it arrives in a form body or query string. */
export const idSchema = z.coerce.number().int().min(1).max(2_147_483_647);

/** Form booleans: `1`/`0`, `true`/`false` (JSON booleans too). */
export const formBooleanSchema = z.preprocess((v) => {
  if (v === true || v === 'true' || v === '1' || v === 1) return true;
  if (v === false || v === 'false' || v === '0' || v === 0) return false;
  return v;
}, z.boolean());
