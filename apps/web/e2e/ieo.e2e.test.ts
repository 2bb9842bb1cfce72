import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { auditScreen } from './axe';
import { screenshot, usePhoneSession } from './harness';

/**
 * IEO on a phone: an operator creates and opens a project through the API; a funded user sees it
 * in the list, reads the terms and the allocation rule, types an amount, sees what is frozen and
 * the most it can receive, confirms, and finds the subscription with its payment frozen. The
 * operator closes the project and runs the allocation; the user sees applied vs passed, the cost
 * and the unfrozen payment; after the listing, the tokens, locked for the project's 7 days ("Locked
 * until …"). The description is read in the screen's language. English first, then Chinese on a
 * second project. axe on every screen.
 */
const phone = usePhoneSession({ mail: true });
const { go, api } = phone;
let page: Page;

beforeAll(() => {
  ({ page } = phone);
});

const email = `ieo${Date.now()}@example.com`;
const password = 'Secret123';
let token = '';
let adminToken = '';
let userId = 0;

interface Project {
  id: number;
  symbol: string;
  phase: string;
  passed_total: string | null;
  token_currency_id: number | null;
}
interface Order {
  id: number;
  project_id: number;
  status: string;
  applied: string;
  paid: string;
  passed: string | null;
  refunded: string | null;
}

/** axe's serious and critical findings and small icon targets of the screen. */
const audit = (name: string) => auditScreen(page, name);

const DESCRIPTION = { en: 'A made-up token for this test.', zh: '本测试用的虚构代币。' };

/** A project that opens in two seconds: 500 tokens at 0.5 USDT, 400 at most each, 7-day lock. */
async function createProject(symbol: string): Promise<Project> {
  const now = Date.now();
  // JSON: the description is an object of texts, which the harness's form-encoded `api` cannot send.
  const res = await fetch(`${phone.server.url}/api/admin/ieo/save`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: adminToken },
    body: JSON.stringify({
      name: `${symbol} Test Token (made up)`,
      symbol,
      token_decimals: 2,
      pay_currency_id: 3,
      price: '0.5',
      total_supply: '500',
      user_cap: '400',
      min_amount: '10',
      lock_days: 7,
      start_time: now + 2_000,
      end_time: now + 60 * 60_000,
      listing_time: now + 2 * 60 * 60_000,
      white_paper: 'https://example.com/wp.pdf',
      website: 'https://example.com',
      description: DESCRIPTION,
    }),
  });
  const saved = (await res.json()) as { type: string; message: Project };
  expect(saved.type).toBe('ok');
  const project = saved.message;
  await api('POST', '/admin/ieo/open', { id: project.id }, adminToken);
  await expect
    .poll(
      async () => (await api<Project>('GET', '/project/detail', { project_id: project.id })).phase,
      { timeout: 10_000 },
    )
    .toBe('progress');
  return project;
}

const line = (scope: string, name: string) =>
  page
    .locator(`${scope} [data-line="${name}"] dd`)
    .first()
    .textContent()
    .then((t) => t?.replace(/\s+/g, ' ').trim());

/** Subscribes `amount` tokens of `project` on the subscribe screen, checking the preview. */
async function subscribe(project: Project, amount: string, lang: 'en' | 'zh') {
  await go('/pages/ieo/ieo');
  const card = page.getByTestId('ieo-project').filter({ hasText: project.symbol });
  await card.waitFor({ timeout: 15_000 });
  await screenshot(page, `ieo-list-${lang}`);
  expect(await audit(`ieo list ${lang}`)).toBe('');
  await card.getByRole('button').click();
  await page.waitForURL(new RegExp(`pages/ieo/subscribe\\?id=${project.id}`));
  await page.locator('#ieo-amount').waitFor({ timeout: 15_000 });
  expect(await page.locator('.ieo-page').textContent()).toContain(DESCRIPTION[lang]);
  expect(await page.getByTestId('ieo-lock-note').textContent()).toContain(
    lang === 'en' ? 'Tokens are locked for 7 days after listing' : '上线后代币锁定 7 天',
  );
  await screenshot(page, `ieo-detail-${lang}`);
  await page.locator('#ieo-amount').fill(amount);
  await expect.poll(() => line('[data-testid="ieo-preview"]', 'pay')).toBe('150.00 USDT');
  expect(await line('[data-testid="ieo-preview"]', 'max')).toBe(`300.00 ${project.symbol}`);
  await page.getByTestId('ieo-preview').scrollIntoViewIfNeeded();
  await screenshot(page, `ieo-subscribe-${lang}`);
  expect(await audit(`ieo subscribe ${lang}`)).toBe('');
  await page
    .locator('.ieo-form')
    .getByRole('button', { name: lang === 'en' ? 'Subscribe' : '申购' })
    .click();
  const dialog = page.locator('.adm-center-popup-wrap');
  await dialog.waitFor();
  expect(await dialog.textContent()).toContain('150.00 USDT');
  await screenshot(page, `ieo-confirm-${lang}`);
  await dialog.getByRole('button', { name: lang === 'en' ? 'Confirm' : '确认' }).click();
  await page.waitForURL(/pages\/ieo\/order/, { timeout: 15_000 });
  const order = page.getByTestId('ieo-order').filter({ hasText: project.symbol });
  await order.waitFor({ timeout: 15_000 });
  expect(await order.textContent()).toContain(lang === 'en' ? 'Payment frozen' : '付款冻结中');
  await screenshot(page, `ieo-order-committed-${lang}`);
}

/** The operator closes the project, runs the allocation and lists it; the user sees each step. */
async function allocateAndList(project: Project, lang: 'en' | 'zh') {
  // A second subscriber of 2,000 tokens makes it oversubscribed (2,300 for 500, cap 400).
  const other = `ieo-other-${lang}${Date.now()}@example.com`;
  const second = await phone.registerByEmail(other, password);
  await phone.adjustUsdt(adminToken, {
    userId: second.userId,
    account: 2,
    amount: '1500',
    reason: 'IEO e2e funding',
  });
  await api(
    'POST',
    '/project/order',
    { project_id: project.id, amount: '2000', pay_currency: 'USDT', price: '0.5' },
    second.token,
  );
  await api('POST', '/admin/ieo/close', { id: project.id }, adminToken);
  const allocated = await api<Project>(
    'POST',
    '/admin/ieo/allocate',
    { id: project.id },
    adminToken,
  );
  // Pro rata of 150 and 1,000 USDT the second would get 434.78 > 400: capped; the 100 left go
  // to the phone's user, whose 300 applied pass as 100 (cost 50 USDT, 100 USDT unfrozen).
  expect(allocated.passed_total).toBe('500');
  const mine = await api<{ data: Order[] }>('GET', '/user/project/order', {}, token);
  const order = mine.data.find((o) => o.project_id === project.id)!;
  expect(order).toMatchObject({ applied: '300', paid: '150', passed: '100', refunded: '100' });

  // The phone is still on the orders screen: a reload reads them again.
  await go('/pages/ieo/order');
  await page.reload();
  const card = page.getByTestId('ieo-order').filter({ hasText: project.symbol });
  await card.waitFor({ timeout: 15_000 });
  expect(await card.locator('[data-line="passed"] dd').textContent()).toContain('100.00');
  expect(await card.locator('[data-line="refunded"] dd').textContent()).toContain('100.00 USDT');
  expect(await card.textContent()).toContain(lang === 'en' ? 'Allocated' : '已分配');
  await screenshot(page, `ieo-order-allocated-${lang}`);
  expect(await audit(`ieo orders ${lang}`)).toBe('');

  const listed = await api<Project>('POST', '/admin/ieo/list', { id: project.id }, adminToken);
  expect(listed.token_currency_id).not.toBeNull();
  await page.reload();
  await card.waitFor({ timeout: 15_000 });
  await expect
    .poll(() => card.textContent(), { timeout: 15_000 })
    .toContain(lang === 'en' ? 'Tokens credited' : '代币已到账');
  // Credited frozen for the 7-day lock: the card says until when.
  expect(await card.locator('[data-line="lock"] dd').textContent()).toContain(
    lang === 'en' ? 'Locked until' : '锁定至',
  );
  await screenshot(page, `ieo-order-listed-${lang}`);
}

describe('IEO on a phone', () => {
  it('registers and funds a user; an operator creates and opens a project', async () => {
    ({ token, userId } = await phone.registerByEmail(email, password));
    adminToken = await phone.adminLogin();
    await phone.adjustUsdt(adminToken, {
      userId,
      account: 2,
      amount: '1000',
      reason: 'IEO e2e funding',
    });
  });

  it('subscribes, sees the payment frozen, then the allocation and the tokens (en)', async () => {
    const project = await createProject(`IEN${Date.now() % 100000}`);
    await phone.logIn(email, password);
    await subscribe(project, '300', 'en');
    await allocateAndList(project, 'en');
  });

  it('shows the same screens in Chinese', async () => {
    const project = await createProject(`IZH${Date.now() % 100000}`);
    await phone.useLanguage('zh');
    await subscribe(project, '300', 'zh');
    await allocateAndList(project, 'zh');
  });
});
