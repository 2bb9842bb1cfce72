import { describe, expect, it } from 'vitest';

import { AccountHooks } from './account-hooks.js';
import { EventBus } from './events.js';

describe('EventBus', () => {
  it('tells every listener of an event, and a failing one does not stop the others', async () => {
    const errors: string[] = [];
    const bus = new EventBus((_error, event) => errors.push(event));
    const heard: number[][] = [];
    bus.on('balance.changed', () => {
      throw new Error('boom');
    });
    const off = bus.on('balance.changed', ({ userIds }) => void heard.push(userIds));
    bus.on('balance.changed', async () => Promise.reject(new Error('later')));
    bus.emit('balance.changed', { userIds: [1, 2] });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heard).toEqual([[1, 2]]);
    expect(errors).toEqual(['balance.changed', 'balance.changed']);
    off();
    bus.emit('balance.changed', { userIds: [3] });
    expect(heard).toEqual([[1, 2]]);
  });
});

describe('AccountHooks', () => {
  it('runs the checks of the account money leaves, and only those', async () => {
    const hooks = new AccountHooks();
    const seen: string[] = [];
    hooks.onLeave(3, async (_trx, userId) => void seen.push(`lever:${userId}`));
    await hooks.assertMayLeave({} as never, 2, 7, 3);
    await hooks.assertMayLeave({} as never, 3, 7, 3);
    expect(seen).toEqual(['lever:7']);
    hooks.onLeave(3, async () => Promise.reject(new Error('INSUFFICIENT_BALANCE')));
    await expect(hooks.assertMayLeave({} as never, 3, 7, 3)).rejects.toThrow(
      'INSUFFICIENT_BALANCE',
    );
  });
});
