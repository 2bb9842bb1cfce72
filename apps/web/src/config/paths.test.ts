import { describe, expect, it } from 'vitest';

import { isAppLink, isAppPath, isPlannedPath, paths, plannedPaths } from './paths';
import { SPEC_ROUTES } from './spec-routes';

describe('route names', () => {
  it('name every SPEC.md §2 route exactly once, built or planned', () => {
    const named = [...Object.values(paths), ...Object.values(plannedPaths)];
    expect(new Set(named).size).toBe(named.length);
    expect([...named].sort()).toEqual([...SPEC_ROUTES].sort());
  });

  it('tell a built screen from a planned one and from anything else', () => {
    expect(isAppPath('/pages/fund/withdraw')).toBe(true);
    expect(isAppPath('/pages/follow/index')).toBe(false);
    expect(isAppPath('/pages/nowhere')).toBe(false);
    expect(isPlannedPath('/pages/follow/index')).toBe(true);
    expect(isPlannedPath('/pages/fund/withdraw')).toBe(false);
    expect(isPlannedPath('/pages/nowhere')).toBe(false);
  });

  it('accept a built screen with a query as a link', () => {
    expect(isAppLink('/pages/transaction/index2?category=stock')).toBe(true);
    expect(isAppLink('/pages/follow/index?x=1')).toBe(false);
  });
});
