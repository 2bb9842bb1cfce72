import type { InfiniteData } from '@tanstack/react-query';
import { chatRules, type ChatHistoryView, type ChatMessageView } from '@meridian/contract';

/*
 * A room's loaded history as TanStack keeps it (pages newest first, each newest first) and the
 * changes live events make to it, as pure functions.
 */

type History<P> = InfiniteData<ChatHistoryView, P> | undefined;

const mapPages = <P>(
  data: InfiniteData<ChatHistoryView, P>,
  change: (page: ChatHistoryView) => ChatHistoryView,
): InfiniteData<ChatHistoryView, P> => ({
  ...data,
  pages: data.pages.map(change),
});

/**
 * Adds a new message at the top of the newest page, once: the poster's answer and the room's
 * socket event bring the same message, and the poster's copy (`mine`) is the one kept. Nothing
 * loaded yet: nothing to add to (the first read brings it).
 */
export function withMessage<P>(data: History<P>, message: ChatMessageView): History<P> {
  if (!data || data.pages.length === 0) return data;
  const known = data.pages.some((page) => page.data.some((m) => m.id === message.id));
  if (known) {
    return mapPages(data, (page) => ({
      ...page,
      data: page.data.map((m) =>
        m.id === message.id ? { ...m, mine: m.mine || message.mine } : m,
      ),
    }));
  }
  const [newest, ...older] = data.pages;
  return { ...data, pages: [{ ...newest!, data: [message, ...newest!.data] }, ...older] };
}

/** Drops a message an operator deleted from every loaded page. */
export function withoutMessage<P>(data: History<P>, id: number): History<P> {
  if (!data) return data;
  return mapPages(data, (page) => ({ ...page, data: page.data.filter((m) => m.id !== id) }));
}

/** Marks a message the viewer reported. */
export function markReported<P>(data: History<P>, id: number): History<P> {
  if (!data) return data;
  return mapPages(data, (page) => ({
    ...page,
    data: page.data.map((m) => (m.id === id ? { ...m, reported: true } : m)),
  }));
}

/** Every loaded message once, oldest first, as the room reads top to bottom. */
export function oldestFirst<P>(data: History<P>): ChatMessageView[] {
  const seen = new Set<number>();
  const messages: ChatMessageView[] = [];
  for (const page of data?.pages ?? []) {
    for (const message of page.data) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      messages.push(message);
    }
  }
  return messages.sort((a, b) => a.id - b.id);
}

/** Characters left of `max` (code points, as the server counts), negative when over. */
export function charactersLeft(text: string, max: number): number {
  return max - [...text.trim()].length;
}

export type ComposeProblem = 'empty' | 'tooLong' | 'links';

/** What stops a message from going, before it is sent (the server checks the same). */
export function composeProblem(
  text: string,
  rules: { max_length: number; allow_links: boolean },
): ComposeProblem | null {
  if (text.trim() === '') return 'empty';
  if (charactersLeft(text, rules.max_length) < 0) return 'tooLong';
  if (!rules.allow_links && chatRules.containsLink(text)) return 'links';
  return null;
}
