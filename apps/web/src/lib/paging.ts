import type { Page } from '@meridian/contract';

/** The next page of a paged list to read, or undefined on the last one (TanStack's getNextPageParam). */
export function nextPageParam(
  page: Pick<Page<unknown>, 'current_page' | 'last_page'>,
): number | undefined {
  return page.current_page < page.last_page ? page.current_page + 1 : undefined;
}
