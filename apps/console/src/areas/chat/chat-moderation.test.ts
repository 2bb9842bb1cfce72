import { describe, expect, it } from 'vitest';

import { canModerate, MUTE_MINUTES, muteLength } from './chat-moderation';

describe('chat moderation helpers', () => {
  it('says each offered mute length in its largest whole unit', () => {
    expect(MUTE_MINUTES.map(muteLength)).toEqual([
      { count: 10, unit: 'minutes' },
      { count: 1, unit: 'hours' },
      { count: 1, unit: 'days' },
      { count: 7, unit: 'days' },
      { count: 30, unit: 'days' },
    ]);
    expect(muteLength(90)).toEqual({ count: 90, unit: 'minutes' });
  });

  it('leaves a deleted message on record only', () => {
    expect(canModerate({ deleted_at: null })).toBe(true);
    expect(canModerate({ deleted_at: 1 })).toBe(false);
  });
});
