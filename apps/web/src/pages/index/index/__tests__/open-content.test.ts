import { afterEach, describe, expect, it, vi } from 'vitest';

import { navigation } from '../../../../lib/navigation';
import * as toast from '../../../../lib/toast';
import { openAppRoute } from '../open-content';

afterEach(() => vi.restoreAllMocks());

describe('openAppRoute', () => {
  it('opens a built screen, with the query the tile carries', () => {
    const push = vi.spyOn(navigation, 'push').mockImplementation(() => {});
    openAppRoute('/pages/transaction/index2?category=stock');
    openAppRoute('/pages/transaction/index');
    expect(push.mock.calls).toEqual([
      ['/pages/transaction/index2?category=stock'],
      ['/pages/transaction/index'],
    ]);
  });

  it('says "under development" for a tile without a built screen', () => {
    const push = vi.spyOn(navigation, 'push').mockImplementation(() => {});
    const show = vi
      .spyOn(toast, 'showToast')
      .mockImplementation(() => ({}) as ReturnType<typeof toast.showToast>);
    openAppRoute(null);
    openAppRoute('/pages/copytrade/copy');
    expect(push).not.toHaveBeenCalled();
    expect(show).toHaveBeenCalledTimes(2);
  });
});
