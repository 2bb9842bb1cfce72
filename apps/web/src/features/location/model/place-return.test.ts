import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { bindNavigator, type NavigatorLike } from '../../../lib/navigation';
import {
  chooseLocation,
  forgetPlaceReturn,
  isPlaceReturnKey,
  readPlaceReturn,
  returnPlace,
  safeReturnPath,
} from './place-return';

const place = { name: 'Lisbon', address: 'Lisboa, Portugal', lat: 38.722723, lng: -9.144866 };

function fakeRouter() {
  const calls: { to: string | number; replace?: boolean }[] = [];
  const navigator: NavigatorLike = {
    navigate: (to: string | number, options?: { replace?: boolean }) => {
      calls.push({ to, replace: options?.replace });
    },
    state: { location: { pathname: '/pages/setting/bank_international' } },
  };
  bindNavigator(navigator);
  return calls;
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  bindNavigator(null);
  forgetPlaceReturn('bank-address');
  window.history.replaceState({ idx: 0 }, '');
});

describe('the return-to-caller contract of /choose-location', () => {
  it('opens the picker with the key, the return screen and a first search', () => {
    const calls = fakeRouter();
    chooseLocation({
      key: 'bank-address',
      returnTo: '/pages/setting/bank_international',
      query: ' Lisbon ',
    });
    expect(calls).toEqual([
      {
        to: '/choose-location?key=bank-address&return=%2Fpages%2Fsetting%2Fbank_international&q=Lisbon',
        replace: false,
      },
    ]);
  });

  it('hands the place and the draft back once, then forgets them', () => {
    const calls = fakeRouter();
    chooseLocation({
      key: 'bank-address',
      returnTo: '/pages/setting/bank_international',
      draft: { real_name: 'Ana' },
    });
    window.history.replaceState({ idx: 1 }, '');
    returnPlace('bank-address', place, '/pages/setting/bank_international');
    // Back to the caller's history entry, not a new one.
    expect(calls.at(-1)).toEqual({ to: -1, replace: undefined });
    expect(readPlaceReturn('bank-address')).toEqual({ place, draft: { real_name: 'Ana' } });
    forgetPlaceReturn('bank-address');
    expect(readPlaceReturn('bank-address')).toBeNull();
  });

  it('goes to the return screen when the picker was opened without history', () => {
    const calls = fakeRouter();
    returnPlace('bank-address', place, '/pages/setting/bank_international');
    expect(calls).toEqual([{ to: '/pages/setting/bank_international', replace: true }]);
    expect(readPlaceReturn('bank-address')?.place).toEqual(place);
  });

  it('gives the draft back without a place when the user came back without choosing', () => {
    fakeRouter();
    chooseLocation({ key: 'bank-address', returnTo: '/pages/setting/bank', draft: { a: '1' } });
    expect(readPlaceReturn('bank-address')).toEqual({ place: null, draft: { a: '1' } });
  });

  it('keeps the draft in memory only (a form may hold a card number), the place in the session', () => {
    fakeRouter();
    chooseLocation({
      key: 'bank-address',
      returnTo: '/pages/setting/bank',
      draft: { card: '6222' },
    });
    returnPlace('bank-address', place, null);
    expect(JSON.stringify(sessionStorage)).not.toContain('6222');
    expect(sessionStorage.getItem('place-return:bank-address')).toContain('Lisbon');
  });

  it('ignores what is older than 30 minutes, altered, or for another key', () => {
    fakeRouter();
    returnPlace('bank-address', place, null);
    expect(readPlaceReturn('bank-address', Date.now() + 31 * 60_000)).toBeNull();
    expect(readPlaceReturn('other-key')).toBeNull();
    sessionStorage.setItem(
      'place-return:bank-address',
      JSON.stringify({ place: { ...place, lat: 123 }, at: Date.now() }),
    );
    expect(readPlaceReturn('bank-address')).toBeNull();
    sessionStorage.setItem('place-return:bank-address', '{not json');
    expect(readPlaceReturn('bank-address')).toBeNull();
  });

  it('takes keys of lower-case letters, digits and dashes only', () => {
    expect(isPlaceReturnKey('otc-merchant-city')).toBe(true);
    for (const bad of ['', 'Bank', '1abc', 'a b', 'a'.repeat(41), null, 3]) {
      expect(isPlaceReturnKey(bad)).toBe(false);
    }
    expect(() => chooseLocation({ key: 'Bad Key', returnTo: '/pages/setting/bank' })).toThrow();
  });

  it("returns only to the app's own screens, never elsewhere nor to the picker", () => {
    expect(safeReturnPath('/pages/setting/bank_international')).toBe(
      '/pages/setting/bank_international',
    );
    expect(safeReturnPath('/pages/common/contactus?x=1')).toBe('/pages/common/contactus?x=1');
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/nope',
      '/choose-location',
      '',
      null,
    ]) {
      expect(safeReturnPath(bad)).toBeNull();
    }
  });
});
