import { describe, expect, it } from 'vitest';

import { readStorage, WEB_STORAGE_KEYS, writeStorage } from '../../../../lib/storage';
import { quotation } from '../../../../testing/market-fixtures';
import {
  chooseProduct,
  pairOnSwitch,
  parseProduct,
  productOwner,
  rememberedProduct,
  rememberProduct,
} from '../trade-product';

const rows = [
  quotation({ currency_name: 'BTC' }),
  quotation({ currency_name: 'AAPL', category: 'stock', open_coin_trade: false }),
  quotation({ currency_name: 'DOGE', open_lever: false, open_microtrade: false }),
];

describe('trade tab product', () => {
  it('reads only the three products from the address', () => {
    expect(parseProduct('spot')).toBe('spot');
    expect(parseProduct('options')).toBe('options');
    expect(parseProduct('SPOT')).toBeNull();
    expect(parseProduct('margin')).toBeNull();
    expect(parseProduct(null)).toBeNull();
  });

  it('is remembered per owner: the user id, or guest', () => {
    expect(productOwner(null)).toBe('guest');
    expect(productOwner(42)).toBe('42');
    rememberProduct('guest', 'spot');
    rememberProduct('42', 'futures');
    expect(rememberedProduct('guest')).toBe('spot');
    expect(rememberedProduct('42')).toBe('futures');
    expect(rememberedProduct('43')).toBeNull();
    expect(readStorage(WEB_STORAGE_KEYS.tradeProduct)).toEqual({ guest: 'spot', 42: 'futures' });
  });

  it('chooses the address, then the remembered product, then options', () => {
    expect(chooseProduct(null, 'guest')).toBe('options');
    rememberProduct('guest', 'spot');
    expect(chooseProduct(null, 'guest')).toBe('spot');
    expect(chooseProduct('futures', 'guest')).toBe('futures');
    expect(chooseProduct('nonsense', 'guest')).toBe('spot');
  });

  it('ignores a remembered value that is not a product (storage from elsewhere)', () => {
    writeStorage(WEB_STORAGE_KEYS.tradeProduct, { guest: 'lottery' });
    expect(chooseProduct(null, 'guest')).toBe('options');
    writeStorage(WEB_STORAGE_KEYS.tradeProduct, 'spot');
    expect(rememberedProduct('guest')).toBeNull();
  });

  it('keeps the pair on a switch only where the product trades it', () => {
    expect(pairOnSwitch('futures', rows, 'btc-usdt')).toBe('BTC/USDT');
    expect(pairOnSwitch('futures', rows, 'AAPL/USDT')).toBe('AAPL/USDT');
    // Stocks are futures only.
    expect(pairOnSwitch('spot', rows, 'AAPL/USDT')).toBeUndefined();
    expect(pairOnSwitch('options', rows, 'DOGE/USDT')).toBeUndefined();
    expect(pairOnSwitch('spot', rows, 'DOGE/USDT')).toBe('DOGE/USDT');
    expect(pairOnSwitch('spot', rows, null)).toBeUndefined();
    expect(pairOnSwitch('spot', undefined, 'BTC/USDT')).toBeUndefined();
  });
});
