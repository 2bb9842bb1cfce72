import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { loanRules } from '@meridian/contract';

import { auditScreen } from './axe';
import { screenshot, usePhoneSession } from './harness';

/**
 * Crypto loans on a phone (#19 item 3) against a server reading a fake exchange the spec moves:
 * with BTC held at 60,000 a user opens the borrowing screen from the home tile, sees the LTV,
 * the APR and both trigger prices before confirming 39,000 USDT against 1 BTC, confirms; BTC
 * falls to 51,000 and the margin call is told (on the card, by the socket, in the inbox); it
 * falls to 46,000 and the engine liquidates at that tick, selling just enough BTC and returning
 * the rest, which the history shows with the tick. English, then Chinese. axe on each screen.
 */
const phone = usePhoneSession({ mail: true, feed: 'exchange' });
let page: Page;

const email = `loans${Date.now()}@example.com`;
const password = 'Secret123';
let token = '';

interface Loan {
  id: number;
  status: string;
  margin_called: boolean;
  liquidation: { price: string; debt: string; sold: string; returned: string } | null;
}
interface Notification {
  kind: string;
}

const TEXT = {
  en: {
    tile: 'Borrowing',
    borrow: 'Borrow',
    repay: 'Repay',
    cancel: 'Cancel',
    margin: 'Margin call.',
    history: 'History',
    liquidated: 'Liquidated',
    inbox: 'Loan margin call',
  },
  zh: {
    tile: '借贷',
    borrow: '借币',
    repay: '还款',
    cancel: '取消',
    margin: '补仓提醒。',
    history: '历史',
    liquidated: '已平仓',
    inbox: '借款补仓提醒',
  },
} as const;

const line = (scope: string, name: string) =>
  page
    .locator(`${scope} [data-line="${name}"] dd`)
    .first()
    .textContent()
    .then((t) => t?.replace(/\s+/g, ' ').trim());

/** A screenshot once any toast (a socket notice) has gone, so it covers nothing. */
async function shoot(name: string) {
  await page
    .locator('.adm-toast-mask')
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => undefined);
  await screenshot(page, name);
}

const openLoans = () =>
  phone.api<{ data: Loan[] }>('GET', '/loan/list', { status: 'open' }, token).then((p) => p.data);
const latestLoan = () =>
  phone.api<{ data: Loan[] }>('GET', '/loan/list', {}, token).then((p) => p.data[0]);

beforeAll(async () => {
  ({ page } = phone);
  phone.exchange.setPrice('BTCUSDT', 60_000);
  let userId: number;
  ({ token, userId } = await phone.registerByEmail(email, password));
  const admin = await phone.adminLogin();
  await phone.adjustUsdt(admin, {
    userId,
    account: 2,
    amount: '2',
    reason: 'loans e2e collateral',
    currencyId: 1,
  });
});

async function borrowAndWatch(lang: 'en' | 'zh') {
  const text = TEXT[lang];
  phone.exchange.setPrice('BTCUSDT', 60_000);
  await phone.go('/pages/index/index');
  await phone.closeWelcomePopup();
  await page.getByText(text.tile, { exact: true }).first().click();
  await page.waitForURL(/pages\/common\/borrowing/, { timeout: 15_000 });
  await page.locator('#loan-collateral').waitFor({ timeout: 15_000 });

  // Risk before confirm: the LTV, the APR and both trigger prices at the live price.
  const preview = '[data-testid="loan-borrow-preview"]';
  await expect.poll(() => line(preview, 'price'), { timeout: 15_000 }).toBe('60,000.00');
  await page.locator('#loan-collateral').fill('1');
  await page.locator('#loan-amount').fill('39000');
  await expect.poll(() => line(preview, 'marginCall')).toBe('52,000.52');
  expect(await line(preview, 'liquidation')).toBe('46,988.42');
  expect(await line(preview, 'apr')).toBe('8.76%');
  expect(await page.getByTestId('borrow-ltv-value').textContent()).toBe('65.00%');
  await page.getByTestId('loan-borrow-preview').scrollIntoViewIfNeeded();
  await shoot(`loans-borrow-${lang}`);
  expect(await auditScreen(page, `loans borrow ${lang}`)).toBe('');

  await page.locator('section[aria-labelledby="loan-borrow-title"] .adm-button').click();
  const dialog = page.locator('.adm-center-popup-wrap').last();
  await dialog.waitFor();
  const confirmText = (await dialog.textContent()) ?? '';
  expect(confirmText).toContain('52,000.52');
  expect(confirmText).toContain('46,988.42');
  await screenshot(page, `loans-confirm-${lang}`);
  await dialog.getByRole('button', { name: text.borrow }).click();

  await expect.poll(async () => (await openLoans()).length, { timeout: 15_000 }).toBe(1);
  const [loan] = await openLoans();
  expect(loan).toMatchObject({ status: 'open', margin_called: false });
  const card = page.locator(`[data-testid="loan-card"]:has(#loan-${loan!.id})`);
  await card.waitFor({ timeout: 15_000 });
  await expect
    .poll(() => card.getByTestId('loan-ltv-value').textContent(), { timeout: 15_000 })
    .toBe('65.00%');
  await shoot(`loans-open-${lang}`);
  expect(await auditScreen(page, `loans open ${lang}`)).toBe('');

  // BTC falls to 51,000: LTV 76.47 %, past the margin call.
  phone.exchange.setPrice('BTCUSDT', 51_000);
  const notice = card.getByTestId('loan-margin-call');
  await notice.waitFor({ timeout: 15_000 });
  expect(await notice.textContent()).toContain(text.margin);
  await expect
    .poll(() => card.getByTestId('loan-ltv-value').textContent(), { timeout: 15_000 })
    .toBe('76.47%');
  await expect
    .poll(async () => (await latestLoan())?.margin_called, { timeout: 15_000 })
    .toBe(true);
  await expect
    .poll(
      async () =>
        (
          await phone.api<{ data: Notification[] }>('GET', '/notification/list', {}, token)
        ).data.filter((n) => n.kind === 'loan_margin_call').length,
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
  await notice.scrollIntoViewIfNeeded();
  await shoot(`loans-margin-call-${lang}`);
  expect(await auditScreen(page, `loans margin call ${lang}`)).toBe('');

  // What a repayment would do, before anything moves (not sent here).
  await card.getByRole('button', { name: text.repay, exact: true }).click();
  await page.locator('#loan-repay-amount').fill('1000');
  const repayPreview = '[data-testid="loan-repay-preview"]';
  // 0.39 of interest first (0.78 once a clock hour has started since), the rest to principal.
  await expect.poll(() => line(repayPreview, 'debtAfter')).toMatch(/^38,000\.(39|78) USDT$/);
  await shoot(`loans-repay-sheet-${lang}`);
  expect(await auditScreen(page, `loans repay sheet ${lang}`)).toBe('');
  await page.locator('.loan-sheet').getByRole('button', { name: text.cancel }).click();
  await page.locator('#loan-repay-amount').waitFor({ state: 'detached', timeout: 5_000 });

  // BTC falls to 46,000: past 83 %, the engine liquidates at that tick.
  phone.exchange.setPrice('BTCUSDT', 46_000);
  await expect
    .poll(async () => (await latestLoan())?.status, { timeout: 20_000 })
    .toBe('liquidated');
  const liquidated = (await latestLoan())!;
  expect(liquidated.liquidation).toMatchObject({ price: '46000' });
  // Just enough BTC sold at the tick's price: 39000.39 / 46000 = 0.847834…, up to 6 decimals
  // (the debt is one hour's interest more if a clock hour started since the borrow).
  const sale = loanRules.liquidate(liquidated.liquidation!.debt, '1', '46000', 6);
  if (liquidated.liquidation!.debt === '39000.39')
    expect(sale).toMatchObject({ sold: '0.847835', returned: '0.152165' });
  expect(liquidated.liquidation).toMatchObject({ sold: sale.sold, returned: sale.returned });

  await page.getByRole('tab', { name: text.history }).click();
  const closed = page.getByTestId('loan-closed').first();
  await closed.waitFor({ timeout: 15_000 });
  expect(await closed.textContent()).toContain(text.liquidated);
  const scope = `[data-testid="loan-closed"]:has(#loan-${liquidated.id})`;
  expect(await line(scope, 'tick')).toContain('46,000.00');
  expect(await line(scope, 'sold')).toBe(`${sale.sold} BTC`);
  expect(await line(scope, 'returned')).toBe(`${sale.returned} BTC`);
  await closed.getByRole('button', { expanded: false }).click();
  await closed.getByTestId('loan-event').first().waitFor();
  expect(await closed.locator('[data-kind="liquidation"]').textContent()).toContain('46,000.00');
  expect(await closed.locator('[data-kind="margin_call"]').count()).toBe(1);
  await closed.scrollIntoViewIfNeeded();
  await shoot(`loans-liquidated-${lang}`);
  expect(await auditScreen(page, `loans liquidated ${lang}`)).toBe('');

  // The inbox says it in words.
  await phone.go('/pages/setting/notification');
  await page.getByText(text.inbox).first().waitFor({ timeout: 15_000 });
  await shoot(`loans-inbox-${lang}`);
}

describe('crypto loans', () => {
  it('opens a loan, tells the margin call and liquidates at the tick, in English', async () => {
    await phone.logIn(email, password);
    await borrowAndWatch('en');
  });

  it('does the same in Chinese', async () => {
    await phone.useLanguage('zh');
    await borrowAndWatch('zh');
  });
});
