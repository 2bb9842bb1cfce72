import { describe, expect, it } from 'vitest';

import { idParam } from './search-params';

describe('idParam', () => {
  it('reads a positive integer id and nothing else', () => {
    expect(idParam('12')).toBe(12);
    for (const value of [null, '', '0', '-3', '1.5', 'abc', '12345678901']) {
      expect(idParam(value), String(value)).toBeNull();
    }
  });
});
