import type { Page } from '@meridian/contract';

/** Which page of a list a caller asks for: 1-based `page` of `limit` rows. */
export interface PageRequest {
  page: number;
  limit: number;
}

/** Rows to skip for a 1-based page: page 3 of 10 skips 20. */
export function offsetOf(page: number, limit: number): number {
  return (page - 1) * limit;
}

/** The list shape every paged endpoint answers; an empty list still has one (empty) page. */
export function toPage<T>(data: T[], total: number, page: number, limit: number): Page<T> {
  return {
    data,
    current_page: page,
    per_page: limit,
    total,
    last_page: Math.max(1, Math.ceil(total / limit)),
  };
}

/** A repository's page of rows as the endpoint answers it, each row through `view`. */
export function pageView<Row, View>(
  found: { rows: Row[]; total: number },
  view: (row: Row) => View,
  request: PageRequest,
): Page<View> {
  return toPage(found.rows.map(view), found.total, request.page, request.limit);
}
