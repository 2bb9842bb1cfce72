import { describe, expect, it } from 'vitest';

import { previewDirection, toAlertInput, validateAlertForm } from './alert-form';

const cross = (price: string) => ({ kind: 'cross' as const, price, percent: '' });
const move = (percent: string) => ({ kind: 'move' as const, price: '', percent });

describe('the alert form', () => {
  it('previews which way a crossing alert waits from the price now', () => {
    expect(previewDirection(cross('90000'), '87000')).toBe('above');
    expect(previewDirection(cross('80000'), '87000')).toBe('below');
    expect(previewDirection(cross('87000'), '87000')).toBeNull();
    expect(previewDirection(cross('abc'), '87000')).toBeNull();
  });

  it('answers error keys for a missing price, the price now, and a percent out of range', () => {
    expect(validateAlertForm(cross(''), '87000')).toBe('priceRequired');
    expect(validateAlertForm(cross('0'), '87000')).toBe('priceRequired');
    expect(validateAlertForm(cross('87000.0'), '87000')).toBe('priceAtMarket');
    expect(validateAlertForm(cross('90000'), '87000')).toBeNull();
    expect(validateAlertForm(move('0.05'), '87000')).toBe('percentRange');
    expect(validateAlertForm(move('51'), '87000')).toBe('percentRange');
    expect(validateAlertForm(move('5'), null)).toBeNull();
  });

  it('sends only the field of its kind', () => {
    expect(toAlertInput('BTC/USDT', cross(' 90000 '))).toEqual({
      symbol: 'BTC/USDT',
      kind: 'cross',
      price: '90000',
    });
    expect(toAlertInput('BTC/USDT', move('5'))).toEqual({
      symbol: 'BTC/USDT',
      kind: 'move',
      percent: '5',
    });
  });
});
