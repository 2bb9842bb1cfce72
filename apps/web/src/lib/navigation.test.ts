import { afterEach, describe, expect, it } from 'vitest';

import { bindNavigator, buildPath, navigation, type NavigatorLike } from './navigation';

function fake(pathname: string) {
  const calls: { to: string | number; replace?: boolean }[] = [];
  const navigator: NavigatorLike = {
    navigate: (to: string | number, options?: { replace?: boolean }) => {
      calls.push({ to, replace: options?.replace });
    },
    state: { location: { pathname } },
  };
  bindNavigator(navigator, ['/pages/index/index', '/pages/market/market']);
  return calls;
}

afterEach(() => bindNavigator(null));

describe('navigation helpers (SPEC.md §2)', () => {
  it('pushes and replaces, with query parameters', () => {
    const calls = fake('/pages/index/index');
    navigation.push('/pages/common/register', { code: 'ABC123', empty: undefined });
    navigation.replace('/pages/common/login');
    expect(calls).toEqual([
      { to: '/pages/common/register?code=ABC123', replace: false },
      { to: '/pages/common/login', replace: true },
    ]);
  });

  it('switching between tabs replaces, entering a tab from a page pushes', () => {
    const fromTab = fake('/pages/index/index');
    navigation.switchTab('/pages/market/market');
    expect(fromTab).toEqual([{ to: '/pages/market/market', replace: true }]);

    const fromPage = fake('/pages/setting/setting');
    navigation.switchTab('/pages/index/index');
    expect(fromPage).toEqual([{ to: '/pages/index/index', replace: false }]);
  });

  it('relaunch replaces the current entry', () => {
    const calls = fake('/pages/setting/setting');
    navigation.relaunch('/pages/common/login');
    expect(calls).toEqual([{ to: '/pages/common/login', replace: true }]);
  });

  it('goes back N steps when history has them, else home', () => {
    const calls = fake('/pages/setting/security');
    window.history.replaceState({ idx: 2 }, '');
    navigation.back(2);
    window.history.replaceState({ idx: 0 }, '');
    navigation.back(1);
    expect(calls).toEqual([
      { to: -2, replace: undefined },
      { to: '/pages/index/index', replace: true },
    ]);
  });

  it('builds paths without empty parameters', () => {
    expect(buildPath('/a', { x: 1, y: null, z: true })).toBe('/a?x=1&z=true');
    expect(buildPath('/a', {})).toBe('/a');
  });
});
