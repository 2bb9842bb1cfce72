import { describe, expect, it } from 'vitest';

import { ApiError } from '../api/client';
import { refusal } from './refusal';

const LABELS = { fee_rate: 'Fee rate', sort: 'Order', 'terms.spread': '点差' };

describe('refusal', () => {
  it('says the label of the field the server names instead of its wire name', () => {
    const error = new ApiError('Parameter error: fee_rate', 'PARAMETER_ERROR', 'fee_rate');
    expect(refusal(error, LABELS)).toBe('Parameter error: Fee rate');
  });

  it('replaces the name beside CJK punctuation and with dots in it', () => {
    const error = new ApiError('参数错误：terms.spread', 'PARAMETER_ERROR', 'terms.spread');
    expect(refusal(error, LABELS)).toBe('参数错误：点差');
  });

  it('replaces the name as a whole word only, and a label with $ in it as written', () => {
    const error = new ApiError('sort: resort, sorted, sort', 'PARAMETER_ERROR', 'sort');
    expect(refusal(error, { sort: '$& order' })).toBe('$& order: resort, sorted, $& order');
  });

  it('leaves the text as it is when the field has no label or none is named', () => {
    const unlabelled = new ApiError('Parameter error: lot_size', 'PARAMETER_ERROR', 'lot_size');
    expect(refusal(unlabelled, LABELS)).toBe('Parameter error: lot_size');
    const plain = new ApiError('Trading is off for this pair', 'TRADING_DISABLED');
    expect(refusal(plain, LABELS)).toBe('Trading is off for this pair');
    expect(refusal(new Error('Failed to fetch'), LABELS)).toBe('Failed to fetch');
    expect(refusal('offline', LABELS)).toBe('offline');
  });
});
