import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { auditScreen } from './axe';
import { screenshot, usePhoneSession } from './harness';

/**
 * Price alerts and the notifications inbox on a phone (#21 item 8): on BTC/USDT's page the bell
 * opens a sheet that sets "notify me when the price rises to X" (the way is previewed from the
 * price now); the alert is listed, then deleted. Two alerts a hair either side of the simulated
 * price fire within seconds, so the me page shows its unread dot and the inbox lists the alert
 * in words. English, then Chinese (a move alert). axe on every screen.
 */
const phone = usePhoneSession({ mail: true });
const { go, api } = phone;
let page: Page;

beforeAll(() => {
  ({ page } = phone);
});

const email = `alerts${Date.now()}@example.com`;
const password = 'Secret123';
const SYMBOL = 'BTC/USDT';
let token = '';

interface Alert {
  id: number;
  price_at_set: string;
}

const audit = (name: string) => auditScreen(page, name);

const TEXT = {
  en: {
    bell: `Set a price alert for ${SYMBOL}`,
    move: 'Moves in 1 h',
    create: 'Set alert',
    myAlerts: 'My alerts',
    rises: 'You will be notified when the price rises to',
    condition: 'Rises to',
    moveCondition: 'within 1 h',
    delete: 'Delete',
    inbox: 'Notifications',
    unread: 'Unread',
    alertTitle: `Price alert · ${SYMBOL}`,
  },
  zh: {
    bell: `为 ${SYMBOL} 设置价格提醒`,
    move: '1 小时涨跌',
    create: '设置提醒',
    myAlerts: '我的提醒',
    rises: '价格上涨至',
    condition: '涨至',
    moveCondition: '1 小时内涨跌',
    delete: '删除',
    inbox: '系统通知',
    unread: '未读',
    alertTitle: `价格提醒 · ${SYMBOL}`,
  },
};

/** The simulated price now: the price an alert remembers when set (that alert then deleted). */
async function priceNow(): Promise<number> {
  const probe = await api<Alert>(
    'POST',
    '/alert/add',
    { symbol: SYMBOL, kind: 'move', percent: '50' },
    token,
  );
  await api('POST', '/alert/del', { id: probe.id }, token);
  return Number(probe.price_at_set);
}

async function openSheet(lang: 'en' | 'zh') {
  await go(`/pages/market/market?symbol=${SYMBOL}`);
  const bell = page.getByRole('button', { name: TEXT[lang].bell });
  await bell.waitFor({ timeout: 15_000 });
  await bell.click();
  await page.locator('.alert-sheet').waitFor();
}

/** Deletes the only alert on the list page through its confirmation. */
async function deleteListed(lang: 'en' | 'zh') {
  const card = page.getByTestId('alert-card');
  await card.getByRole('button', { name: new RegExp(TEXT[lang].delete) }).click();
  const dialog = page.locator('.adm-center-popup-wrap').last();
  await dialog.waitFor();
  await dialog.getByRole('button', { name: TEXT[lang].delete }).click();
  await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(0);
  const list = await api<{ total: number }>('GET', '/alert/list', {}, token);
  expect(list.total).toBe(0);
}

describe('price alerts on a phone', () => {
  it('registers a user', async () => {
    ({ token } = await phone.registerByEmail(email, password));
    await phone.logIn(email, password);
  });

  it('sets a crossing alert from the pair page, lists it and deletes it (en)', async () => {
    const target = String(Math.round((await priceNow()) * 1.5));
    await openSheet('en');
    await page.locator('#alert-price').fill(target);
    await page.getByText(TEXT.en.rises).waitFor();
    await screenshot(page, 'alerts-sheet-en');
    expect(await audit('alert sheet en')).toBe('');
    await page.locator('.alert-sheet').getByRole('button', { name: TEXT.en.create }).click();
    await page.locator('.alert-sheet').waitFor({ state: 'hidden' });

    await openSheet('en');
    await page.getByRole('button', { name: TEXT.en.myAlerts }).click();
    await page.waitForURL(/pages\/setting\/alerts/);
    const card = page.getByTestId('alert-card');
    await card.waitFor({ timeout: 15_000 });
    expect(await card.textContent()).toContain(TEXT.en.condition);
    await screenshot(page, 'alerts-list-en');
    expect(await audit('alerts list en')).toBe('');
    await deleteListed('en');
  });

  it('fires alerts a hair from the price into the inbox, with a dot on the me page (en)', async () => {
    const now = await priceNow();
    for (const price of [now * 1.0001, now * 0.9999])
      await api(
        'POST',
        '/alert/add',
        { symbol: SYMBOL, kind: 'cross', price: price.toFixed(2) },
        token,
      );
    await expect
      .poll(
        async () => (await api<{ count: number }>('GET', '/notification/unread', {}, token)).count,
        {
          timeout: 40_000,
          interval: 1000,
        },
      )
      .toBeGreaterThan(0);
    await go('/pages/setting/setting');
    await page.getByRole('img', { name: TEXT.en.unread }).waitFor({ timeout: 15_000 });
    await screenshot(page, 'alerts-me-dot-en');
    expect(await audit('me page en')).toBe('');

    await go('/pages/setting/notification');
    const item = page.getByTestId('notification-item').first();
    await item.waitFor({ timeout: 15_000 });
    expect(await item.textContent()).toContain(TEXT.en.alertTitle);
    await screenshot(page, 'alerts-inbox-en');
    expect(await audit('inbox en')).toBe('');
    await item.click();
    await expect
      .poll(
        async () => (await api<{ count: number }>('GET', '/notification/unread', {}, token)).count,
      )
      .toBeLessThan(2);
    // Clean slate for the Chinese run: the other alert (if it has not fired) goes.
    const rest = await api<{ data: Alert[] }>('GET', '/alert/list', {}, token);
    for (const a of rest.data) await api('POST', '/alert/del', { id: a.id }, token);
  });

  it('sets a move alert and reads the inbox in Chinese', async () => {
    await phone.useLanguage('zh');
    await openSheet('zh');
    await page.getByRole('tab', { name: TEXT.zh.move }).click();
    await page.locator('#alert-percent').fill('5');
    await screenshot(page, 'alerts-sheet-zh');
    expect(await audit('alert sheet zh')).toBe('');
    await page.locator('.alert-sheet').getByRole('button', { name: TEXT.zh.create }).click();
    await page.locator('.alert-sheet').waitFor({ state: 'hidden' });

    await go(`/pages/setting/alerts?symbol=${SYMBOL}`);
    const card = page.getByTestId('alert-card');
    await card.waitFor({ timeout: 15_000 });
    expect(await card.textContent()).toContain(TEXT.zh.moveCondition);
    await screenshot(page, 'alerts-list-zh');
    expect(await audit('alerts list zh')).toBe('');
    await deleteListed('zh');

    await go('/pages/setting/notification');
    await page.getByText(TEXT.zh.alertTitle).first().waitFor({ timeout: 15_000 });
    expect(await page.getByRole('heading', { name: TEXT.zh.inbox }).count()).toBeGreaterThan(0);
    await screenshot(page, 'alerts-inbox-zh');
    expect(await audit('inbox zh')).toBe('');
  });

  it('switches an inbox category off from the inbox settings, in Chinese and English', async () => {
    // Still on the inbox in Chinese: the sliders open the category switches.
    await page.getByRole('button', { name: '消息设置' }).click();
    const sheet = page.getByTestId('inbox-settings');
    await sheet.waitFor();
    const options = sheet.getByTestId('inbox-category-options');
    await expect.poll(() => options.getAttribute('aria-checked')).toBe('true');
    await options.click();
    await expect.poll(() => options.getAttribute('aria-checked')).toBe('false');
    expect(
      (
        await api<{ categories: Record<string, boolean> }>(
          'GET',
          '/notification/settings',
          {},
          token,
        )
      ).categories,
    ).toEqual({ fills: true, liquidation: true, options: false, wallet: true });
    await screenshot(page, 'inbox-settings-zh');
    expect(await audit('inbox settings zh')).toBe('');

    await phone.useLanguage('en');
    await page.getByRole('button', { name: 'Inbox settings' }).click();
    await sheet.waitFor();
    expect(await sheet.textContent()).toContain('Price alerts you set always arrive');
    await expect.poll(() => options.getAttribute('aria-checked')).toBe('false');
    await screenshot(page, 'inbox-settings-en');
    expect(await audit('inbox settings en')).toBe('');
  });
});
