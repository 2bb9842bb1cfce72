import type { InfiniteData } from '@tanstack/react-query';
import type { ChatHistoryView, ChatMessageView } from '@meridian/contract';
import { describe, expect, it } from 'vitest';

import {
  charactersLeft,
  composeProblem,
  markReported,
  oldestFirst,
  withMessage,
  withoutMessage,
} from './chat-history';
import { textParts } from './message-text';

const message = (id: number, extra: Partial<ChatMessageView> = {}): ChatMessageView => ({
  id,
  room: 'en',
  nickname: `N${id}`,
  body: `m${id}`,
  image: null,
  created_at: id * 1000,
  mine: false,
  reported: false,
  ...extra,
});

const history = (...pages: number[][]): InfiniteData<ChatHistoryView, number> => ({
  pages: pages.map((ids) => ({ data: ids.map((id) => message(id)), has_more: true })),
  pageParams: pages.map((_, i) => i),
});

describe('a room history', () => {
  it('adds a live message at the top once, keeping the poster’s own copy', () => {
    const data = history([5, 4], [3, 2]);
    const added = withMessage(data, message(6, { mine: true }));
    expect(added?.pages[0]?.data.map((m) => m.id)).toEqual([6, 5, 4]);
    const again = withMessage(added, message(6));
    expect(again?.pages[0]?.data.filter((m) => m.id === 6)).toEqual([message(6, { mine: true })]);
    expect(withMessage(undefined, message(1))).toBeUndefined();
  });

  it('drops a deleted message and marks a reported one, on any page', () => {
    const data = history([5, 4], [3, 2]);
    expect(oldestFirst(withoutMessage(data, 3)).map((m) => m.id)).toEqual([2, 4, 5]);
    expect(oldestFirst(markReported(data, 2)).find((m) => m.id === 2)?.reported).toBe(true);
  });

  it('reads oldest first, each message once', () => {
    expect(oldestFirst(history([5, 4], [4, 3])).map((m) => m.id)).toEqual([3, 4, 5]);
  });
});

describe('composing', () => {
  const rules = { max_length: 5, allow_links: false };
  it.each([
    ['   ', 'empty'],
    ['abcdef', 'tooLong'],
    ['a.io', 'links'],
    ['hello', null],
    ['😀😀😀😀😀', null],
  ])('%j → %s', (text, problem) => {
    expect(composeProblem(text, rules)).toBe(problem);
  });

  it('lets links through when they are on, and counts characters as the server does', () => {
    expect(composeProblem('a.io', { ...rules, allow_links: true })).toBeNull();
    expect(charactersLeft(' 好好 ', 5)).toBe(3);
  });
});

describe('links in a message', () => {
  it('cuts out web addresses, leaving trailing punctuation as text', () => {
    expect(textParts('see https://a.io/x. and http://b.org')).toEqual([
      { kind: 'text', text: 'see ' },
      { kind: 'link', text: 'https://a.io/x' },
      { kind: 'text', text: '. and ' },
      { kind: 'link', text: 'http://b.org' },
    ]);
    expect(textParts('no links, javascript:alert(1)')).toEqual([
      { kind: 'text', text: 'no links, javascript:alert(1)' },
    ]);
  });
});
