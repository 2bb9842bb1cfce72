import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { seriousViolations } from './axe';
import { OPERATORS, useConsoleSession } from './console-harness';
import { screenshot } from './harness';

/** A 160x120 picture (4:3) with a gold band across its middle: the home crops it to 10:3. */
const BANNER_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAKAAAAB4CAIAAAD6wG44AAABFUlEQVR42u3dMQ0AIAxFQZR0YkAESrCDK3QgCAFsDAxwydt/0hPQVGrTwyUnACzAAizAAizAAgxYgAVYgAVYgAUYsAALsAALsAALsAADFmABFmABFmBtwHP04yLycXbv7AIG7NCAHRowYMB2AdsFbBcwYIcG7NCAHRqwXcB2AdsFDNihATs0YIcGDBiwXcB2AdsFDNihATs0YIcGbBewXcB2AQN2aMAODdihAdsFbBewXcCAHRqwQwN2aMCAAdsFbBewXcCAHRqwQwN2aMB2AdsFbBcwYIcG7NCAHRowYMB2AdsFDNj7Rt9HBViABViABViAAQuwAAuwAAuwAAMWYAEWYAEWYAEWYMACLMACLMACLMCftQBlWaAIfhEnYgAAAABJRU5ErkJggg==',
  'base64',
);

const stamp = Date.now().toString(36);
const NOTICE = {
  en: `Maintenance tonight ${stamp}`,
  zh: `今晚系统维护 ${stamp}`,
  bodyEn: 'Trading pauses from 02:00 to 02:30 UTC.',
  bodyZh: '交易将于 UTC 02:00 至 02:30 暂停。',
};
const DRAFT = `Draft only ${stamp}`;

describe('operator console: content', () => {
  const s = useConsoleSession();
  let desk: Page;

  /** News titles the app lists (published notices only), in `lang`. */
  const publicNotices = async (lang: string) =>
    (
      await s.api<{ data: { title: string }[] }>('POST', '/news/list', {
        c_id: 4,
        page: 1,
        limit: 50,
        lang,
      })
    ).data.map((n) => n.title);

  it('writes a notice in English and Chinese in the editor and publishes it; a draft stays a draft', async () => {
    desk = await s.desktop();
    await s.signIn(desk, OPERATORS.admin);
    await s.go(desk, '/content/notices');
    await desk.getByRole('button', { name: 'New notice' }).click();
    await desk.waitForURL(/#\/content\/notices\/new/);

    // English: the title, then the text with a bold word from the toolbar.
    await desk.getByLabel('Title (English)').fill(NOTICE.en);
    const textEn = desk.getByRole('textbox', { name: 'Text (English)' });
    /** Typing waits for the editor to hold the focus again (a toolbar click hands it back late). */
    const editing = () =>
      expect.poll(() => textEn.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await textEn.click();
    const bold = desk.getByRole('button', { name: 'Bold' }).first();
    await bold.click();
    expect(await bold.getAttribute('aria-pressed')).toBe('true');
    await editing();
    await desk.keyboard.type('Notice: ');
    await bold.click();
    await editing();
    await desk.keyboard.type(NOTICE.bodyEn);
    // Chinese is flagged as missing until written.
    expect(await desk.getByTestId('lang-tab-zh').textContent()).toContain('Uses English');
    const preview = desk.getByRole('figure', { name: /Phone preview/ });
    expect(await preview.textContent()).toContain(NOTICE.bodyEn);
    expect(await preview.locator('strong').textContent()).toBe('Notice: ');

    await desk.getByTestId('lang-tab-zh').click();
    await desk.getByLabel('Title (简体中文)').fill(NOTICE.zh);
    await desk.getByRole('textbox', { name: 'Text (简体中文)' }).click();
    await desk.keyboard.type(NOTICE.bodyZh);
    expect(await desk.getByTestId('lang-tab-zh').textContent()).not.toContain('missing');
    expect(await desk.getByTestId('lang-tab-th').textContent()).toContain('Uses English');
    await preview.getByText(NOTICE.bodyZh).waitFor();
    await screenshot(desk, 'console-content-editor-en');
    expect(await seriousViolations(desk)).toEqual([]);

    await desk.getByTestId('save-publish').click();
    await desk.waitForURL(/#\/content\/notices$/);
    const row = desk.getByRole('row', { name: new RegExp(NOTICE.en) });
    await row.waitFor();
    expect(await row.textContent()).toContain('Published');
    expect(await row.textContent()).toContain('2 of 8 written');

    // A second notice saved as a draft: listed for operators, never served to the app.
    await desk.getByRole('button', { name: 'New notice' }).click();
    await desk.getByLabel('Title (English)').fill(DRAFT);
    await desk.getByTestId('save-draft').click();
    await desk.waitForURL(/#\/content\/notices$/);
    const draftRow = desk.getByRole('row', { name: new RegExp(DRAFT) });
    await draftRow.waitFor();
    expect(await draftRow.textContent()).toContain('Draft');
    await screenshot(desk, 'console-content-list-en');
    expect(await seriousViolations(desk)).toEqual([]);

    const served = await publicNotices('en');
    expect(served).toContain(NOTICE.en);
    expect(served).not.toContain(DRAFT);
    expect(await publicNotices('zh')).toContain(NOTICE.zh);
  });

  it('the phone home shows the published notice in English, then in Chinese, and not the draft', async () => {
    const phone = await s.phone();
    await phone.goto(`${s.server.url}/h5/#/pages/index/index`);
    // The demo's welcome sits in the notice bar's place until closed.
    const welcome = phone.locator('.welcome-notice');
    await welcome.waitFor({ timeout: 8_000 }).then(
      () => welcome.getByRole('button', { name: /Close|关闭/ }).click(),
      () => undefined,
    );
    const ticker = phone.locator('.notice-ticker');
    await ticker.getByText(NOTICE.en).waitFor({ timeout: 15_000 });
    expect(await phone.locator('body').textContent()).not.toContain(DRAFT);
    await screenshot(phone, 'console-content-phone-en');

    await phone.evaluate(() => localStorage.setItem('lang', JSON.stringify('zh')));
    await phone.reload();
    await ticker.getByText(NOTICE.zh).waitFor({ timeout: 15_000 });
    expect(await phone.locator('body').textContent()).not.toContain(DRAFT);
    await screenshot(phone, 'console-content-phone-zh');
  });

  it('reads in Chinese: the list and the editor', async () => {
    await desk.evaluate(() => localStorage.setItem('meridian-console-language', 'zh'));
    await s.go(desk, '/content/notices');
    await desk.reload();
    await desk.getByRole('row', { name: new RegExp(NOTICE.zh) }).waitFor();
    expect(await desk.getByRole('row', { name: new RegExp(DRAFT) }).textContent()).toContain(
      '草稿',
    );
    await screenshot(desk, 'console-content-list-zh');
    expect(await seriousViolations(desk)).toEqual([]);

    await desk
      .getByRole('row', { name: new RegExp(NOTICE.zh) })
      .getByRole('button', { name: '编辑' })
      .click();
    await desk.getByLabel('标题 (English)').waitFor();
    expect(await desk.getByLabel('标题 (English)').inputValue()).toBe(NOTICE.en);
    await desk.getByTestId('lang-tab-zh').click();
    await desk
      .getByRole('figure', { name: /手机预览/ })
      .getByText(NOTICE.bodyZh)
      .waitFor();
    await screenshot(desk, 'console-content-editor-zh');
    expect(await seriousViolations(desk)).toEqual([]);
    await desk.getByRole('button', { name: '取消', exact: true }).click();
    await desk.waitForURL(/#\/content\/notices$/);
  });

  it('a banner shows its 10:3 home crop before it is saved as a draft', async () => {
    // A second operator's browser, in English.
    desk = await s.desktop();
    await s.signIn(desk, OPERATORS.checker);
    await s.go(desk, '/content/banners/new');
    await desk.locator('input[type=file]').setInputFiles({
      name: 'banner.png',
      mimeType: 'image/png',
      buffer: BANNER_PNG,
    });
    const crop = desk.getByTestId('banner-crop');
    await crop.waitFor();
    const frame = await crop.locator('.phone-banner').boundingBox();
    expect(frame!.width / frame!.height).toBeCloseTo(10 / 3, 1);
    await desk.getByLabel('Title (English)').fill(`Banner ${stamp}`);
    await screenshot(desk, 'console-content-banner-en');
    await desk.getByTestId('save-draft').click();
    await desk.waitForURL(/#\/content\/banners$/);
    expect(
      await desk.getByRole('row', { name: new RegExp(`Banner ${stamp}`) }).textContent(),
    ).toContain('Draft');
  });
});
