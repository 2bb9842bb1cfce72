import { describe, expect, it } from 'vitest';

import { paths } from '../../config/paths';
import { isSpecRoute, SPEC_ROUTES } from '../../config/spec-routes';
import { ROUTES, TAB_PATHS } from '../routes';
import { TABS } from '../tab-bar';

describe('route table', () => {
  it('only contains routes that SPEC.md §2 names', () => {
    const unknown = ROUTES.map((r) => r.path).filter((path) => !isSpecRoute(path));
    expect(unknown).toEqual([]);
  });

  it('has no duplicate paths', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('has the five tabs of SPEC.md §2, in the tab bar order', () => {
    expect(TAB_PATHS).toEqual([
      '/pages/index/index',
      '/pages/market/market',
      '/pages/transaction/index',
      '/pages/financial/index',
      '/pages/fund/assets',
    ]);
    expect(TABS.map((t) => t.path)).toEqual(TAB_PATHS);
  });

  it('protects the account and money pages and leaves login, register, pickers, password and content open', () => {
    const protectedPaths = ROUTES.filter((r) => r.auth).map((r) => r.path);
    for (const path of [
      '/pages/setting/setting',
      '/pages/setting/userInfo',
      '/pages/setting/security',
      '/pages/setting/payPassword',
      '/pages/setting/share',
      '/pages/setting/wallet',
      '/pages/setting/bank',
      '/pages/setting/bill',
      '/pages/setting/real_mark',
      ...ROUTES.map((r) => r.path).filter(
        (p) => p.startsWith('/pages/fund/') && p !== '/pages/fund/assets',
      ),
    ]) {
      expect(protectedPaths, path).toContain(path);
    }
    for (const path of [
      '/pages/index/index',
      '/pages/market/market',
      '/pages/fund/assets',
      '/pages/common/login',
      '/pages/common/register',
      '/pages/common/area',
      '/pages/setting/password',
      '/pages/common/article',
      '/pages/common/faq',
    ]) {
      expect(protectedPaths, path).not.toContain(path);
    }
  });

  // Transforms every page module on first use: seconds on a quiet machine, more on a busy one.
  it('lazy-loads a real page component for every entry', { timeout: 60_000 }, async () => {
    for (const route of ROUTES) {
      const Page = await route.load();
      expect(typeof Page, route.path).toBe('function');
    }
  });

  it('has a page for every screen config/paths.ts names, and no other', () => {
    expect(ROUTES.map((r) => r.path).sort()).toEqual(Object.values(paths).sort());
  });

  it('keeps the SPEC route list free of duplicates', () => {
    // /pages/ieo/order and /pages/lockming/order differ; a true duplicate would be a typo.
    expect(new Set(SPEC_ROUTES).size).toBe(SPEC_ROUTES.length);
  });
});
