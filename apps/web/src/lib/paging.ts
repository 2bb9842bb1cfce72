import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Page } from '@meridian/contract';

/** The next page of a paged list to read, or undefined on the last one (TanStack's getNextPageParam). */
export function nextPageParam(
  page: Pick<Page<unknown>, 'current_page' | 'last_page'>,
): number | undefined {
  return page.current_page < page.last_page ? page.current_page + 1 : undefined;
}

/** A paged list's query, read one page at a time from page 1 until its last page. */
export function pagedQueryOptions<T, K extends readonly unknown[]>(
  queryKey: K,
  fetchPage: (page: number) => Promise<Page<T>>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: Page<T>) => nextPageParam(last),
  });
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
