import type { Page } from '@meridian/contract';

/** The next page of a paged list to read, or undefined at the end ("no more data"). */
export function nextPageOf(
  last: Pick<Page<unknown>, 'current_page' | 'last_page'>,
): number | undefined {
  return last.current_page < last.last_page ? last.current_page + 1 : undefined;
}
