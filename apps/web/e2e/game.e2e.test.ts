import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { auditScreen } from './axe';
import { screenshot, usePhoneSession } from './harness';

/**
 * The price game on a phone (#20 item 6): a user opens it from the home tile, calls Higher, sees
 * the open round counting down, waits for the recorded feed to decide it (60 s; the simulated
 * feed ticks every second), sees the points a right call earns (or none), and the weekly
 * leaderboard. English and Chinese, axe on each screen.
 */
const phone = usePhoneSession({ mail: true });
let page: Page;

const stamp = Date.now();
const email = `gamer${stamp}@example.com`;
const password = 'Secret123';
const nickname = `Gamer${String(stamp).slice(-5)}`;

beforeAll(async () => {
  ({ page } = phone);
  const { token } = await phone.registerByEmail(email, password);
  // The leaderboard shows nicknames.
  await phone.api('POST', '/user/editNickname', { nickname }, token);
});

describe('price game', () => {
  it('opens from the home tile and says it is free, with the live price', async () => {
    await phone.logIn(email, password);
    await phone.closeWelcomePopup();
    await page.getByText('Game', { exact: true }).first().click();
    await page.waitForURL(/pages\/game\/game/, { timeout: 15_000 });
    const free = page.getByTestId('game-free');
    await free.waitFor({ timeout: 15_000 });
    expect(await free.textContent()).toContain('Free game — points only, no money.');
    // The live price arrives from the feed.
    await expect
      .poll(async () => page.getByTestId('game-live-price').textContent(), { timeout: 15_000 })
      .toMatch(/\d{2},\d{3}\.\d{2}/);
    expect(await page.getByTestId('game-left').textContent()).toContain('20');
    await screenshot(page, 'game-start-en');
    expect(await auditScreen(page, 'game start en')).toBe('');
  });

  it('calls Higher and sees the open round count down, with the calls disabled', async () => {
    await page.getByRole('button', { name: 'Higher' }).click();
    const round = page.getByTestId('game-open-round');
    await round.waitFor({ timeout: 15_000 });
    expect(await round.textContent()).toContain('Higher');
    const countdown = page.getByTestId('game-countdown');
    const first = await countdown.textContent();
    expect(first).toMatch(/^00:[0-5]\d$|^01:00$/);
    await expect.poll(() => countdown.textContent(), { timeout: 5_000 }).not.toBe(first);
    expect(await page.getByRole('button', { name: 'Higher' }).isDisabled()).toBe(true);
    expect(await page.getByTestId('game-call-reason').textContent()).toBe(
      "Wait for your open round's result before the next call.",
    );
    expect(await page.getByTestId('game-left').textContent()).toContain('19');
    await screenshot(page, 'game-open-en');
    expect(await auditScreen(page, 'game open round en')).toBe('');
  });

  it('waits for the result: points for a right call, none otherwise, and the leaderboard', async () => {
    const result = page.getByTestId('game-result');
    await result.waitFor({ timeout: 100_000 });
    const status = (await result.getByRole('status').textContent()) ?? '';
    const won = status.includes('Right');
    if (won) {
      expect(status).toContain('+10 points');
      expect(await page.getByTestId('game-points').textContent()).toContain('10');
      const mine = page.locator('[data-testid=game-board-row][aria-current=true]');
      await mine.waitFor({ timeout: 10_000 });
      expect(await mine.textContent()).toContain(nickname);
    } else {
      expect(status).toMatch(/Wrong|Draw|Void/);
      expect(status).toContain('No points');
      expect(await page.getByTestId('game-points').textContent()).toContain('0');
      await page.getByText('No points scored this week yet.').waitFor({ timeout: 10_000 });
    }
    // Both prices of the decided round, and the call can be made again.
    expect(await result.textContent()).toContain('Close price');
    expect(await page.getByTestId('game-recent-row').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Higher' }).isEnabled()).toBe(true);
    await result.scrollIntoViewIfNeeded();
    await screenshot(page, 'game-result-en');
    await page.getByTestId('game-board').scrollIntoViewIfNeeded();
    await screenshot(page, 'game-board-en');
    expect(await auditScreen(page, 'game result en')).toBe('');
  }, 150_000);

  it('says the same in Chinese', async () => {
    await phone.useLanguage('zh');
    const free = page.getByTestId('game-free');
    await free.waitFor({ timeout: 15_000 });
    expect(await free.textContent()).toContain('免费游戏——只有积分，不涉及金钱。');
    await page.getByTestId('game-result').waitFor();
    expect(await page.getByRole('button', { name: '看涨' }).isEnabled()).toBe(true);
    await screenshot(page, 'game-result-zh');
    await page.getByTestId('game-board').scrollIntoViewIfNeeded();
    await screenshot(page, 'game-board-zh');
    expect(await auditScreen(page, 'game result zh')).toBe('');
  });
});
