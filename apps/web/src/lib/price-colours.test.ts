import { afterEach, describe, expect, it } from 'vitest';

import { userView } from '../testing/user-fixtures';
import { setLanguage } from './i18n';
import { priceColours, setPriceColours, startPriceColours } from './price-colours';
import { clearSession, setToken, setUser } from './session';

const applied = () => document.documentElement.dataset.priceColours;

describe('price colours (#21 item 10)', () => {
  afterEach(async () => {
    setPriceColours(null);
    clearSession();
    await setLanguage('en');
  });

  it('follows the language until chosen: red-up for zh and hk, green-up for the others', async () => {
    startPriceColours();
    await setLanguage('en');
    expect(applied()).toBe('green-up');
    await setLanguage('zh');
    expect(applied()).toBe('red-up');
    await setLanguage('hk');
    expect(applied()).toBe('red-up');
    await setLanguage('jp');
    expect(applied()).toBe('green-up');
  });

  it('keeps a choice made on this device whatever the language, until set back to auto', async () => {
    startPriceColours();
    await setLanguage('zh');
    setPriceColours('green-up');
    expect(applied()).toBe('green-up');
    await setLanguage('en');
    setPriceColours('red-up');
    expect(applied()).toBe('red-up');
    setPriceColours(null);
    expect(applied()).toBe('green-up');
  });

  it("takes the account's choice when this device has none", () => {
    startPriceColours();
    setToken('t');
    setUser(userView({ price_colours: 'red-up' }));
    expect(priceColours()).toBe('red-up');
    expect(applied()).toBe('red-up');
    setPriceColours('green-up');
    expect(applied()).toBe('green-up');
  });
});
