import { describe, expect, it } from 'vitest';

import { previewBorrow, previewCollateral, previewRepay } from './loan-forms';

const BTC = { hourly_rate: '0.00001' };
const borrow = (over: Partial<Parameters<typeof previewBorrow>[0]> = {}) =>
  previewBorrow({
    coin: BTC,
    collateral: '1',
    amount: '39000',
    price: '60000',
    coinAvailable: '2',
    poolAvailable: '1000000',
    ...over,
  });

describe('a new loan before confirming', () => {
  it('shows the issue’s example: 39,000 against 1 BTC at 60,000, with both trigger prices', () => {
    expect(borrow()).toEqual({
      maxBorrow: '39000',
      firstHour: '0.39',
      ltv: '0.6500065',
      marginCallPrice: '52000.52',
      liquidationPrice: '46988.421686746987951807',
      daily: '9.36',
      problem: null,
      field: null,
    });
  });

  it('says what stops it, in the order the server checks', () => {
    expect(borrow({ collateral: '' })).toMatchObject({ problem: 'empty', field: 'collateral' });
    expect(borrow({ collateral: 'x' })).toMatchObject({ problem: 'invalid' });
    expect(borrow({ collateral: '0.123456789' })).toMatchObject({ problem: 'precision' });
    expect(borrow({ price: null })).toMatchObject({ problem: 'noPrice' });
    expect(borrow({ collateral: '3' })).toMatchObject({
      problem: 'collateralBalance',
      maxBorrow: '117000',
    });
    expect(borrow({ amount: '' })).toMatchObject({ problem: 'empty', field: 'amount' });
    expect(borrow({ amount: '39000.01' })).toMatchObject({ problem: 'overLtv', field: 'amount' });
    expect(borrow({ poolAvailable: '1000' })).toMatchObject({ problem: 'pool' });
    // Balance unknown (not loaded yet): not a problem of the form.
    expect(borrow({ coinAvailable: null }).problem).toBeNull();
  });
});

describe('repaying', () => {
  const loan = { principal: '39000', interest: '0.39', collateral: '1' };

  it('pays interest first, then principal, and says what is left and where it liquidates', () => {
    const part = previewRepay(loan, '1000', '5000', '60000');
    expect(part).toMatchObject({
      pay: '1000',
      toInterest: '0.39',
      toPrincipal: '999.61',
      debtAfter: '38000.39',
      closes: false,
      problem: null,
    });
    expect(Number(part.liquidationAfter)).toBeCloseTo(45783.6, 1);
  });

  it('closes the loan with all of the debt, and refuses what the account cannot pay', () => {
    expect(previewRepay(loan, 'all', '40000', '60000')).toMatchObject({
      pay: '39000.39',
      debtAfter: '0',
      closes: true,
      ltvAfter: null,
      problem: null,
    });
    expect(previewRepay(loan, '50000', '60000', null)).toMatchObject({
      pay: '39000.39',
      closes: true,
    });
    expect(previewRepay(loan, 'all', '100', '60000').problem).toBe('balance');
    expect(previewRepay(loan, '0', '100', '60000').problem).toBe('invalid');
  });
});

describe('collateral', () => {
  const loan = { principal: '39000', interest: '0.39', collateral: '2' };

  it('withdraws only what keeps the LTV at or below 65 %', () => {
    expect(previewCollateral(loan, 'withdraw', '0.5', '0', '60000', 6)).toMatchObject({
      collateralAfter: '1.5',
      withdrawable: '0.99999',
      problem: null,
    });
    expect(previewCollateral(loan, 'withdraw', '1', '0', '60000', 6).problem).toBe('tooMuchOut');
    expect(previewCollateral(loan, 'withdraw', '0.1', '0', null, 6).problem).toBe('noPrice');
  });

  it('adds what the account holds, lowering both trigger prices', () => {
    const added = previewCollateral(loan, 'add', '1', '1', '60000', 6);
    expect(added).toMatchObject({ collateralAfter: '3', problem: null });
    // 39000.39 / (3 × 0.75)
    expect(Number(added.marginCallAfter)).toBeCloseTo(17333.5067, 4);
    expect(previewCollateral(loan, 'add', '1.5', '1', '60000', 6).problem).toBe(
      'collateralBalance',
    );
  });
});
