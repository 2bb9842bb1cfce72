import { describe, expect, it } from 'vitest';

import { screenshot, usePhoneSession } from './harness';

const phone = usePhoneSession();
const { go } = phone;
/** Opens a page with a fresh start, so the app reads what the test put in storage. */
const reload = async (hash: string) => {
  await go(hash);
  await phone.page.reload();
};

/** Calls the API the way the app does (form-encoded) and answers the envelope's message. */
async function api<T>(path: string, form: Record<string, string>, token?: string): Promise<T> {
  const res = await fetch(`${phone.server.url}/api${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      ...(token ? { Authorization: token } : {}),
    },
    body: new URLSearchParams(form),
  });
  const body = (await res.json()) as { type: string; message: T };
  if (body.type !== 'ok') throw new Error(`${path}: ${JSON.stringify(body)}`);
  return body.message;
}

interface NewsRow {
  id: number;
  title: string;
}

const titles = async (c_id: number, lang = 'en') =>
  (await api<{ data: NewsRow[] }>('/news/list', { c_id: String(c_id), lang })).data.map(
    (item) => item.title,
  );

describe('content on a phone', () => {
  it('shows the welcome once in the notice bar over banners and the server menu, and not after a reload', async () => {
    const [banners, notices] = [await titles(5), await titles(4)];
    expect(banners.length).toBeGreaterThan(0);
    expect(notices.length).toBeGreaterThan(0);

    await go('/pages/index/index');
    // The operator's welcome shows once, in the notice bar's place (not a modal over the home).
    const welcome = phone.page.getByRole('region', { name: 'Welcome', exact: true });
    await welcome.waitFor();
    expect(await welcome.textContent()).toContain('Welcome to Meridian');
    expect(await phone.page.getByRole('dialog').count()).toBe(0);
    await screenshot(phone.page, 'content-popup-en');
    await welcome.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => welcome.count()).toBe(0);

    for (const title of banners) {
      expect(
        await phone.page.locator('.banner__title', { hasText: title }).count(),
      ).toBeGreaterThan(0);
    }
    const notice = (await phone.page.locator('.notice-bar__title').first().textContent()) ?? '';
    expect(notices).toContain(notice);
    for (const tile of ['Recharge', 'Copy trading', 'Lock mining', 'Download']) {
      expect(await phone.page.getByRole('button', { name: tile, exact: true }).count()).toBe(1);
    }
    await screenshot(phone.page, 'content-home-en');

    await phone.page.reload();
    await phone.page.getByRole('button', { name: 'Recharge', exact: true }).waitFor();
    await phone.page.waitForLoadState('networkidle');
    await phone.page.waitForTimeout(400);
    expect(await phone.page.getByRole('region', { name: 'Welcome', exact: true }).count()).toBe(0);
    expect(await phone.page.evaluate(() => localStorage.getItem('closedPopups'))).toMatch(
      /^\[\d+\]$/,
    );
  });

  it('opens an article from the notice bar', async () => {
    await go('/pages/index/index');
    const notice = phone.page.locator('.notice-bar__title').first();
    await notice.waitFor();
    await notice.click();
    await phone.page.waitForURL(/pages\/common\/article\?id=\d+/);
    const heading = phone.page.locator('.content__title');
    await heading.waitFor();
    expect(await titles(4)).toContain(await heading.textContent());
    expect(await phone.page.locator('.rich-text p').count()).toBeGreaterThan(0);
    await screenshot(phone.page, 'content-article-en');
  });

  it('answers a question on the FAQ page', async () => {
    await go('/pages/common/faq');
    const first = phone.page.locator('.adm-collapse-panel-header').first();
    await first.waitFor();
    await first.click();
    await expect
      .poll(() => phone.page.locator('.adm-collapse-panel-content .rich-text').first().isVisible())
      .toBe(true);
    await screenshot(phone.page, 'content-faq-en');
  });

  it('refuses to frame an address the operator did not configure', async () => {
    await go(`/pages/common/webView?url=${encodeURIComponent('https://evil.example.com/')}`);
    await phone.page.getByText('This address cannot be opened').waitFor();
    expect(await phone.page.locator('iframe').count()).toBe(0);
  });

  it('shares an invite link that pre-fills the code on register', async () => {
    const token = await api<string>('/user/login', {
      user_string: 'demo@example.com',
      password: 'Demo12345',
    });
    await phone.page.evaluate((t) => localStorage.setItem('token', JSON.stringify(t)), token);
    await reload('/pages/setting/share');
    const code = (await phone.page.getByTestId('invite-code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^[A-Za-z0-9]{4,}$/);
    const link = (await phone.page.getByTestId('invite-link').textContent()) ?? '';
    expect(link).toBe(`${phone.server.url}/h5/#/pages/common/register?code=${code}`);
    await phone.page.getByRole('img', { name: 'Invite QR code' }).waitFor();
    await phone.page
      .getByText('You earn 20% of the spot and futures trading fees', { exact: false })
      .waitFor();
    await screenshot(phone.page, 'content-share-en');

    // A visitor opens the link: nobody is logged in on this device.
    await phone.page.evaluate(() => {
      localStorage.removeItem('token');
      localStorage.removeItem('user');
    });
    await phone.page.goto(link);
    await phone.page.reload();
    const invite = phone.page.locator('#register-invite');
    await invite.waitFor();
    await expect.poll(() => invite.inputValue()).toBe(code);
    expect(await invite.getAttribute('readonly')).not.toBeNull();
  });

  it('shows home in Chinese with the menu, banners and notices in Chinese', async () => {
    await phone.page.evaluate(() => localStorage.setItem('lang', JSON.stringify('zh')));
    await reload('/pages/index/index');
    await phone.page.getByRole('button', { name: '充值', exact: true }).waitFor();
    const [banner] = await titles(5, 'zh');
    await phone.page.locator('.banner__title', { hasText: banner }).first().waitFor();
    expect(await phone.page.getByText('首页', { exact: true }).count()).toBeGreaterThan(0);
    await screenshot(phone.page, 'content-home-zh');
  });

  it('never runs script from operator HTML in an article', async () => {
    const admin = await phone.adminLogin();
    const created = await api<{ id: number }>(
      '/admin/news/create',
      {
        c_id: '4',
        is_published: '1',
        translations: JSON.stringify({
          en: {
            title: 'Security check',
            summary: '',
            content:
              '<p>Plain words stay.</p><script>window.__pwned=1</script><img src=x onerror="window.__pwned=2">',
          },
        }),
      },
      admin,
    );

    await go(`/pages/common/article?id=${created.id}`);
    await phone.page.getByText('Plain words stay.').waitFor();
    await phone.page.waitForLoadState('networkidle');
    await phone.page.waitForTimeout(300);
    expect(
      await phone.page.evaluate(() => (window as { __pwned?: number }).__pwned),
    ).toBeUndefined();
    expect(await phone.page.locator('.rich-text script, .rich-text img, [onerror]').count()).toBe(
      0,
    );
  });
});
