import { describe, expect, it } from 'vitest';
import type { Page, SupportMessageView } from '@meridian/contract';

import {
  charactersLeft,
  imageProblem,
  messageProblem,
  olderPageParam,
  threadOf,
  withMessages,
  type ThreadData,
} from './thread';

const message = (id: number, text = `m${id}`): SupportMessageView => ({
  id,
  conversation_id: 1,
  sender: 'user',
  text,
  image: null,
  reply_due_at: null,
  created_at: id * 1000,
});

const page = (ids: number[], current = 1, last = 1): Page<SupportMessageView> => ({
  data: ids.map((id) => message(id)),
  current_page: current,
  per_page: 30,
  total: ids.length,
  last_page: last,
});

const data = (...pages: Page<SupportMessageView>[]): ThreadData => ({
  pages,
  pageParams: pages.map(() => undefined),
});

describe('the support thread', () => {
  it('lists the loaded pages oldest first, each message once', () => {
    const thread = threadOf(data(page([5, 4, 3], 1, 2), page([3, 2, 1])));
    expect(thread.map((m) => m.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('pages back from the oldest message of a page while there are more', () => {
    expect(olderPageParam(page([9, 8, 7], 1, 3))).toBe(7);
    expect(olderPageParam(page([3, 2], 1, 1))).toBeUndefined();
  });

  it('adds sent and live messages to the newest page once, and nothing before the first read', () => {
    const loaded = data(page([2, 1]));
    const added = withMessages(loaded, [message(3), message(4)])!;
    expect(added.pages[0]!.data.map((m) => m.id)).toEqual([4, 3, 2, 1]);
    expect(withMessages(added, [message(4)])).toBe(added);
    expect(withMessages(undefined, [message(1)])).toBeUndefined();
  });

  it('refuses an empty message and one over 2,000 characters, counting characters not units', () => {
    expect(messageProblem('  ', false)).toBe('empty');
    expect(messageProblem('', true)).toBeNull();
    expect(messageProblem('😀'.repeat(2000), false)).toBeNull();
    expect(messageProblem('😀'.repeat(2001), false)).toBe('tooLong');
    expect(charactersLeft(' 字字 ')).toBe(1998);
  });

  it('takes an image file within the size only', () => {
    expect(imageProblem({ type: 'image/png', size: 10 }, 100)).toBeNull();
    expect(imageProblem({ type: 'application/pdf', size: 10 }, 100)).toBe('notImage');
    expect(imageProblem({ type: 'image/jpeg', size: 101 }, 100)).toBe('tooLarge');
  });
});
