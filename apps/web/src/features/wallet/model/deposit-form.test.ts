import { describe, expect, it } from 'vitest';

import { toChargeRequestInput, validateDepositRequest, validateVoucherFile } from './deposit-form';

describe('deposit request form', () => {
  it('needs a positive amount and a voucher image', () => {
    expect(validateDepositRequest({ amount: '', voucher: null })).toEqual({
      amount: 'REQUIRED',
      voucher: 'VOUCHER_REQUIRED',
    });
    expect(validateDepositRequest({ amount: '100', voucher: '/uploads/a.webp' })).toEqual({});
  });

  it('accepts one image up to 10 MB', () => {
    expect(validateVoucherFile({ type: 'image/png', size: 1000 })).toBeUndefined();
    expect(validateVoucherFile({ type: 'application/pdf', size: 1000 })).toBe('UPLOAD_NOT_IMAGE');
    expect(validateVoucherFile({ type: 'image/jpeg', size: 11 * 1024 * 1024 })).toBe(
      'UPLOAD_TOO_LARGE',
    );
  });

  it('builds the /wallet/charge_req body', () => {
    expect(
      toChargeRequestInput({ amount: '100.0', voucher: '/uploads/a.webp' }, 3, 'TRC20'),
    ).toEqual({ currency: 3, network: 'TRC20', amount: '100', voucher: '/uploads/a.webp' });
  });
});
