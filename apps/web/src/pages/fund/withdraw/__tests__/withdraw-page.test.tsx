import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Page, WalletAddressView, WithdrawInfoView } from '@meridian/contract';

import { setToken } from '../../../../lib/session';
import { demoSiteConfig } from '../../../../testing/content-fixtures';
import { fail, mockFetch, ok } from '../../../../testing/mock-fetch';
import { renderPage } from '../../../../testing/render-page';
import { WithdrawPage } from '../withdraw-page';

const INFO: WithdrawInfoView = {
  currency_id: 3,
  currency_name: 'USDT',
  networks: ['TRC20'],
  account_type: 2,
  available: '100',
  min: '10',
  fee: '1',
  withdraw_enabled: true,
  bank_enabled: false,
  kyc_level: 1,
  limit_btc_24h: '200',
  used_btc_24h: '0',
  remaining_btc_24h: '200',
  remaining_amount: '60',
  pay_password_set: true,
  hold_until: null,
  holds: [],
  whitelist: false,
};

const ADDRESSES: Page<WalletAddressView> = {
  data: [
    {
      id: 7,
      currency_id: 3,
      currency_name: 'USDT',
      network: 'TRC20',
      name: 'Cold wallet',
      address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
      qrcode: null,
      created_at: 0,
      usable_at: 0,
    },
  ],
  current_page: 1,
  per_page: 50,
  total: 1,
  last_page: 1,
};

const PATH = '/pages/fund/withdraw';

function amountInput() {
  return screen.getByPlaceholderText<HTMLInputElement>('Minimum 10');
}

describe('withdraw page', () => {
  it('shows minimum, fee, remaining limit and what arrives before confirming', async () => {
    setToken('t');
    mockFetch({
      'POST /api/wallet/get_info': ok(INFO),
      'GET /api/user/wallet/list': ok(ADDRESSES),
    });
    renderPage(WithdrawPage, { path: PATH, initialEntry: `${PATH}?currency=3` });

    await screen.findByText('Withdraw USDT');
    expect(await screen.findByText('Cold wallet')).toBeTruthy();
    fireEvent.change(amountInput(), { target: { value: '25.5' } });
    const receive = screen.getByText('You will receive').parentElement;
    expect(receive?.textContent).toContain('24.50');

    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(amountInput().value).toBe('60');
  });

  it('rejects an amount above the remaining 24 h limit without calling the server', async () => {
    setToken('t');
    const { requests } = mockFetch({
      'POST /api/wallet/get_info': ok(INFO),
      'GET /api/user/wallet/list': ok(ADDRESSES),
    });
    renderPage(WithdrawPage, { path: PATH, initialEntry: `${PATH}?currency=3` });
    await screen.findByText('Cold wallet');

    fireEvent.change(amountInput(), { target: { value: '61' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(
      await screen.findByText('The amount exceeds your 24-hour withdrawal limit'),
    ).toBeTruthy();
    expect(requests.some((r) => r.path === '/api/wallet/out')).toBe(false);
  });

  it('sends the withdrawal with the pay password and an idempotency key', async () => {
    setToken('t');
    const { requests } = mockFetch({
      'POST /api/wallet/get_info': ok(INFO),
      'GET /api/user/wallet/list': ok(ADDRESSES),
      'POST /api/wallet/out': ok({ id: 1 }),
    });
    const { router } = renderPage(WithdrawPage, { path: PATH, initialEntry: `${PATH}?currency=3` });
    await screen.findByText('Cold wallet');

    fireEvent.change(amountInput(), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const password = await screen.findByText('Pay password');
    const input = password.parentElement?.querySelector('input') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '246810' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(requests.some((r) => r.path === '/api/wallet/out')).toBe(true));
    const out = requests.find((r) => r.path === '/api/wallet/out');
    expect(Object.fromEntries(out?.form ?? [])).toMatchObject({
      currency: '3',
      number: '20',
      pay_password: '246810',
      address_id: '7',
    });
    expect(out?.headers.get('Idempotency-Key')).toMatch(/^[a-f0-9]{32}$/);
    await waitFor(() => expect(router.state.location.search).toBe('?tab=withdraw'));
  });

  it('shows each hold the server explains, with the screen that lifts it', async () => {
    setToken('t');
    mockFetch({
      'POST /api/wallet/get_info': ok({
        ...INFO,
        pay_password_set: false,
        holds: [
          {
            kind: 'pay_password_not_set',
            reason: 'Set a pay password to confirm withdrawals',
            until: null,
            resolve: 'pay_password',
            blocking: true,
          },
        ],
      }),
      'GET /api/user/wallet/list': ok(ADDRESSES),
    });
    renderPage(WithdrawPage, { path: PATH, initialEntry: `${PATH}?currency=3` });
    expect(await screen.findByText('Set a pay password to confirm withdrawals')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Set pay password' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toHaveProperty('disabled', true);
  });

  it('says when a used-up 24 h limit lifts, as the other timed holds do', async () => {
    setToken('t');
    const until = Date.now() + (5 * 60 + 30) * 60_000;
    mockFetch({
      'POST /api/wallet/get_info': ok({
        ...INFO,
        holds: [
          {
            kind: 'daily_limit',
            reason: 'You have used your 24-hour withdrawal limit of 200 BTC-equivalent',
            until,
            resolve: 'kyc',
            blocking: true,
          },
        ],
      }),
      'GET /api/user/wallet/list': ok(ADDRESSES),
    });
    renderPage(WithdrawPage, { path: PATH, initialEntry: `${PATH}?currency=3` });
    const hold = await screen.findByTestId('withdraw-hold-daily_limit');
    expect(hold.textContent).toContain('Time left: 05:30');
    expect(screen.getByRole('button', { name: 'Verify identity' })).toBeTruthy();
  });

  it('in demo mode says real coins cannot leave and keeps the button off with the reason beside it', async () => {
    setToken('t');
    const { requests } = mockFetch({
      'GET /api/getSiteConfig': ok(demoSiteConfig()),
      'POST /api/wallet/get_info': ok(INFO),
      'GET /api/user/wallet/list': ok(ADDRESSES),
    });
    renderPage(WithdrawPage, { path: PATH, initialEntry: `${PATH}?currency=3` });

    const notice = await screen.findByTestId('demo-mode-notice');
    expect(notice.textContent).toBe(
      'Demo mode: prices are simulated and balances are demo funds, so deposits and withdrawals of real coins are off.',
    );
    const button = screen.getByRole('button', { name: 'Withdraw' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    const reason = screen.getByText('Withdrawals are off in demo mode.');
    expect(button.getAttribute('aria-describedby')).toBe(reason.id);

    await screen.findByText('Cold wallet');
    fireEvent.change(amountInput(), { target: { value: '20' } });
    fireEvent.submit(button.closest('form')!);
    expect(screen.queryByText('Pay password')).toBeNull();
    expect(requests.some((r) => r.path === '/api/wallet/out')).toBe(false);
  });

  describe('to a pasted address', () => {
    const NONE: Page<WalletAddressView> = { ...ADDRESSES, data: [], total: 0 };
    const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
    const EVM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
    const TWO_NETWORKS = { ...INFO, networks: ['TRC20', 'ERC20'] };

    async function confirmWith(password: string) {
      const label = await screen.findByText('Pay password');
      const input = label.parentElement?.querySelector('input') as HTMLInputElement;
      fireEvent.change(input, { target: { value: password } });
      fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    }

    it('opens on the address field when nothing is saved, and refuses an invalid address', async () => {
      setToken('t');
      const { requests } = mockFetch({
        'POST /api/wallet/get_info': ok(TWO_NETWORKS),
        'GET /api/user/wallet/list': ok(NONE),
      });
      renderPage(WithdrawPage, { path: PATH, initialEntry: `${PATH}?currency=3` });
      const address = await screen.findByLabelText('Address on TRC20');
      fireEvent.change(amountInput(), { target: { value: '20' } });

      // One wrong character: the TRON checksum catches it.
      fireEvent.change(address, { target: { value: `${TRON.slice(0, -1)}u` } });
      fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
      expect(
        await screen.findByText(
          'This is not a valid address on the chosen network. Check every character.',
        ),
      ).toBeTruthy();
      expect(screen.queryByText('Pay password')).toBeNull();

      // An Ethereum address is valid only once ERC20 is chosen.
      fireEvent.change(address, { target: { value: EVM } });
      fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
      expect(await screen.findByText(/not a valid address/)).toBeTruthy();
      fireEvent.click(screen.getByRole('radio', { name: 'ERC20' }));
      fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
      expect(await screen.findByText('Pay password')).toBeTruthy();
      expect(requests.some((r) => r.path === '/api/wallet/out')).toBe(false);
    });

    it('sends the address with its network and saves it afterwards when asked', async () => {
      setToken('t');
      const { requests } = mockFetch({
        'POST /api/wallet/get_info': ok(INFO),
        'GET /api/user/wallet/list': ok(NONE),
        'POST /api/wallet/out': ok({ id: 1 }),
        'POST /api/user/wallet/save': ok({ id: 9 }),
      });
      renderPage(WithdrawPage, { path: PATH, initialEntry: `${PATH}?currency=3` });
      fireEvent.change(await screen.findByLabelText('Address on TRC20'), {
        target: { value: ` ${TRON} ` },
      });
      fireEvent.click(screen.getByText('Save this address for next time'));
      fireEvent.change(amountInput(), { target: { value: '20' } });
      fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
      await confirmWith('246810');

      await waitFor(() =>
        expect(requests.some((r) => r.path === '/api/user/wallet/save')).toBe(true),
      );
      const out = requests.find((r) => r.path === '/api/wallet/out');
      const form = Object.fromEntries(out?.form ?? []);
      expect(form).toMatchObject({ address: TRON, network: 'TRC20', number: '20' });
      expect(form.address_id).toBeUndefined();
      const save = requests.find((r) => r.path === '/api/user/wallet/save');
      expect(Object.fromEntries(save?.form ?? [])).toMatchObject({
        currency: '3',
        network: 'TRC20',
        address: TRON,
        name: 'USDT TRC20 jLj6t',
      });
      // Saved only after the withdrawal was accepted.
      expect(requests.indexOf(save!)).toBeGreaterThan(requests.indexOf(out!));
    });

    it('does not save the address when the withdrawal is refused', async () => {
      setToken('t');
      const { requests } = mockFetch({
        'POST /api/wallet/get_info': ok(INFO),
        'GET /api/user/wallet/list': ok(NONE),
        'POST /api/wallet/out': fail('INSUFFICIENT_BALANCE', 'Insufficient balance'),
      });
      renderPage(WithdrawPage, { path: PATH, initialEntry: `${PATH}?currency=3` });
      fireEvent.change(await screen.findByLabelText('Address on TRC20'), {
        target: { value: TRON },
      });
      fireEvent.click(screen.getByText('Save this address for next time'));
      fireEvent.change(amountInput(), { target: { value: '20' } });
      fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
      await confirmWith('246810');
      await waitFor(() => expect(requests.some((r) => r.path === '/api/wallet/out')).toBe(true));
      // Let the refusal settle: nothing else is sent after it.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(requests.some((r) => r.path === '/api/user/wallet/save')).toBe(false);
    });
  });
});
