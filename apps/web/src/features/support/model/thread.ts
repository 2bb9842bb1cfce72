import { SUPPORT_TEXT_MAX, type Page, type SupportMessageView } from '@meridian/contract';
import type { InfiniteData } from '@tanstack/react-query';

/** The history as the infinite query keeps it: pages newest first, each paging back by id. */
export type ThreadData = InfiniteData<Page<SupportMessageView>, unknown>;

/** Every message loaded, oldest first, each once (a live message may also arrive in a page). */
export function threadOf(data: ThreadData | undefined): SupportMessageView[] {
  const byId = new Map<number, SupportMessageView>();
  for (const page of data?.pages ?? []) for (const m of page.data) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The id to page back from for older messages, or undefined when the page read was the last. */
export function olderPageParam(page: Page<SupportMessageView>): number | undefined {
  const oldest = page.data[page.data.length - 1];
  return page.current_page < page.last_page && oldest ? oldest.id : undefined;
}

/**
 * The history with `messages` added to its newest page (a sent message, its ticket notice, a
 * live reply); one already there stays as it is. Without loaded history there is nothing to add
 * to: the first read brings them.
 */
export function withMessages(
  data: ThreadData | undefined,
  messages: readonly SupportMessageView[],
): ThreadData | undefined {
  const [first, ...rest] = data?.pages ?? [];
  if (!data || !first) return data;
  const known = new Set(data.pages.flatMap((p) => p.data.map((m) => m.id)));
  const added = messages.filter((m) => !known.has(m.id)).sort((a, b) => b.id - a.id);
  if (added.length === 0) return data;
  return {
    ...data,
    pages: [
      { ...first, data: [...added, ...first.data], total: first.total + added.length },
      ...rest,
    ],
  };
}

/** What is wrong with a message about to be sent, as a `support.errors` key, or null. */
export function messageProblem(text: string, hasImage: boolean): 'empty' | 'tooLong' | null {
  const trimmed = text.trim();
  if ([...trimmed].length > SUPPORT_TEXT_MAX) return 'tooLong';
  if (trimmed === '' && !hasImage) return 'empty';
  return null;
}

/** Characters left before the limit (code points), for the counter near the limit. */
export function charactersLeft(text: string): number {
  return SUPPORT_TEXT_MAX - [...text.trim()].length;
}

/** An image the composer may attach: an image file of at most `maxBytes`. */
export function imageProblem(
  file: { type: string; size: number },
  maxBytes: number,
): 'notImage' | 'tooLarge' | null {
  if (!file.type.startsWith('image/')) return 'notImage';
  if (file.size > maxBytes) return 'tooLarge';
  return null;
}
