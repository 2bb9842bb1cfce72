import type { Page } from '@meridian/contract';

/** The next page of a paged list to read, or undefined on the last one (TanStack's getNextPageParam). */
export function nextPageParam(
  page: Pick<Page<unknown>, 'current_page' | 'last_page'>,
): number | undefined {
  return page.current_page < page.last_page ? page.current_page + 1 : undefined;
}

/** Every row of the pages loaded so far; a row that moved to a later page while paging shows once. */
export function flattenPages<T extends { id: number }>(pages: readonly Page<T>[] | undefined): T[] {
  const seen = new Set<number>();
  const rows: T[] = [];
  for (const page of pages ?? []) {
    for (const row of page.data) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      rows.push(row);
    }
  }
  return rows;
}
