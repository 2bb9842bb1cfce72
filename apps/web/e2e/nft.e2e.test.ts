import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { auditScreen } from './axe';
import { screenshot, usePhoneSession } from './harness';

/**
 * The NFT market on a phone (#18, first slice): a user opens the market from the home tile,
 * browses the demo seed's collections, artists and works, opens a fixed-price work, buys it
 * after a confirmation that repeats the price and the account, and finds it in My NFTs with its
 * provenance (minted, then bought by them). English, then Chinese with another work. axe on each
 * screen.
 */
const phone = usePhoneSession({ mail: true });
let page: Page;

const email = `nft${Date.now()}@example.com`;
const password = 'Secret123';
let token = '';

interface Owned {
  title: string;
  paid: string | null;
  provenance: { kind: string }[];
}

const TEXT = {
  en: {
    tile: 'NFT',
    title: 'NFT market',
    onSale: 'On sale',
    buy: 'Buy at fixed price',
    confirm: 'Buy',
    owned: 'You own this artwork.',
    mine: 'My NFTs',
    minted: 'Minted by the platform',
    bought: 'Bought by',
    work: 'Tide I',
    price: '25.00',
  },
  zh: {
    tile: 'NFT',
    title: 'NFT 市场',
    onSale: '在售',
    buy: '一口价购买',
    confirm: '购买',
    owned: '你持有这件作品',
    mine: '我的 NFT',
    minted: '由平台铸造',
    bought: '购入',
    work: 'Orbit 1',
    price: '30.00',
  },
} as const;

/** A screenshot once any toast has gone, so it covers nothing. */
async function shoot(name: string) {
  await page
    .locator('.adm-toast-mask')
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => undefined);
  await screenshot(page, name);
}

const mine = () => phone.api<Owned[]>('POST', '/bind_box/getMyNFTs', {}, token);

beforeAll(async () => {
  ({ page } = phone);
  let userId: number;
  ({ token, userId } = await phone.registerByEmail(email, password));
  const admin = await phone.adminLogin();
  await phone.adjustUsdt(admin, { userId, account: 2, amount: '100', reason: 'nft e2e' });
});

async function browseAndBuy(lang: 'en' | 'zh') {
  const text = TEXT[lang];
  await phone.go('/pages/index/index');
  await phone.closeWelcomePopup();
  await page.getByText(text.tile, { exact: true }).first().click();
  await page.waitForURL(/pages\/nft\/nft/, { timeout: 15_000 });
  await page.getByRole('heading', { name: text.title }).waitFor({ timeout: 15_000 });
  await page.getByTestId('nft-works').waitFor({ timeout: 15_000 });
  expect(await page.getByTestId('nft-collections').textContent()).toContain('Tides');
  expect(await page.getByTestId('nft-artists').textContent()).toContain('Mira Sol');
  await shoot(`nft-market-${lang}`);
  expect(await auditScreen(page, `nft market ${lang}`)).toBe('');

  const card = page
    .getByTestId('nft-work')
    .filter({ has: page.getByText(text.work, { exact: true }) });
  expect(await card.textContent()).toContain(text.onSale);
  await card.click();
  await page.waitForURL(/pages\/nft\/artworkDetail\?id=\d+/, { timeout: 15_000 });
  await page.getByTestId('nft-work-title').waitFor({ timeout: 15_000 });
  expect(await page.getByTestId('nft-work-title').textContent()).toBe(text.work);
  expect(await page.getByTestId('nft-provenance').textContent()).toContain(text.minted);
  await shoot(`nft-work-${lang}`);
  expect(await auditScreen(page, `nft work ${lang}`)).toBe('');

  await page.getByRole('button', { name: text.buy }).click();
  const dialog = page.locator('.adm-center-popup-wrap').last();
  await dialog.waitFor();
  const confirmText = (await dialog.textContent()) ?? '';
  expect(confirmText).toContain(text.work);
  expect(confirmText).toContain(`${text.price} USDT`);
  await screenshot(page, `nft-confirm-${lang}`);
  await dialog.getByRole('button', { name: text.confirm, exact: true }).click();

  await page.getByTestId('nft-owned').waitFor({ timeout: 15_000 });
  expect(await page.getByTestId('nft-owned').textContent()).toContain(text.owned);
  await expect
    .poll(() => page.getByTestId('nft-provenance').textContent(), { timeout: 15_000 })
    .toContain(text.bought);
  await shoot(`nft-bought-${lang}`);
  expect(await auditScreen(page, `nft bought ${lang}`)).toBe('');
}

async function seeMine(lang: 'en' | 'zh', count: number) {
  const text = TEXT[lang];
  await phone.go('/pages/nft/nft');
  await page.getByTestId('nft-mine-link').click();
  await page.waitForURL(/pages\/nft\/myNft/, { timeout: 15_000 });
  await page.getByTestId('nft-mine').waitFor({ timeout: 15_000 });
  const works = page.getByTestId('nft-owned-work');
  await expect.poll(() => works.count(), { timeout: 15_000 }).toBe(count);
  const bought = works.filter({ has: page.getByText(text.work, { exact: true }) });
  const body = (await bought.textContent()) ?? '';
  expect(body).toContain(text.minted);
  expect(body).toContain(text.bought);
  expect(body).toContain(`${text.price} USDT`);
  await shoot(`nft-mine-${lang}`);
  expect(await auditScreen(page, `nft mine ${lang}`)).toBe('');
}

describe('NFT market', () => {
  it('browses the market and buys a fixed-price work (en)', async () => {
    await phone.logIn(email, password);
    await browseAndBuy('en');
    const owned = await mine();
    expect(owned.map((w) => [w.title, w.paid])).toEqual([['Tide I', '25']]);
    expect(owned[0]!.provenance.map((p) => p.kind)).toEqual(['mint', 'buy']);
  });

  it('shows the work in My NFTs with its provenance (en)', async () => {
    await seeMine('en', 1);
  });

  it('shows an artist with real counts (en)', async () => {
    await phone.go('/pages/nft/nft');
    await page.getByTestId('nft-artists').getByText('Mira Sol', { exact: false }).click();
    await page.waitForURL(/pages\/nft\/artistDetail\?uid=\d+/, { timeout: 15_000 });
    const counts = page.getByTestId('nft-artist-counts');
    await counts.waitFor({ timeout: 15_000 });
    expect(await counts.locator('[data-line="sold"] dd').textContent()).toBe('1');
    await shoot('nft-artist-en');
    expect(await auditScreen(page, 'nft artist en')).toBe('');
  });

  it('buys another work in Chinese and sees both in My NFTs', async () => {
    await phone.useLanguage('zh');
    await browseAndBuy('zh');
    await seeMine('zh', 2);
    const owned = await mine();
    expect(owned.map((w) => w.title).sort()).toEqual(['Orbit 1', 'Tide I']);
  });

  it('locks an auction deposit and bids; a bid in the last minutes moves the end (en)', async () => {
    // A short auction through the operator API: ends in 2 minutes, so any bid moves the end.
    const admin = await phone.adminLogin();
    const [collection] = await phone.api<{ id: number }[]>('GET', '/bind_box/getCollection');
    const seeded = await phone.api<{ data: { media_url: string }[] }>(
      'GET',
      '/bind_box/getBoxList',
      { sale_mode: 1 },
    );
    const now = Date.now();
    const auction = await phone.api<{ id: number }>(
      'POST',
      '/admin/nft/works',
      {
        collection_id: collection!.id,
        title: 'Quick Auction',
        media_type: 'image',
        media_url: seeded.data[0]!.media_url,
        rarity: 'epic',
        sale_mode: 2,
        currency_id: 3,
        price: '10',
        bid_increment: '1',
        deposit: '2',
        start_time: now - 1000,
        end_time: now + 2 * 60_000,
      },
      admin,
    );
    await phone.useLanguage('en');
    await phone.go(`/pages/nft/artworkDetail?id=${auction.id}`);
    const panel = page.getByTestId('nft-auction');
    await panel.waitFor({ timeout: 15_000 });
    expect(await panel.textContent()).toContain('No bids yet');
    await shoot('nft-auction-en');
    expect(await auditScreen(page, 'nft auction en')).toBe('');

    await page.getByTestId('nft-margin').click();
    let dialog = page.locator('.adm-center-popup-wrap').last();
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('2.00 USDT');
    await dialog.getByRole('button', { name: 'Lock deposit', exact: true }).click();
    await page.locator('#nft-bid-price').waitFor({ timeout: 15_000 });
    await page.locator('#nft-bid-price').fill('12');
    await page.getByTestId('nft-bid').click();
    dialog = page.locator('.adm-center-popup-wrap').last();
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('12.00 USDT');
    await dialog.getByRole('button', { name: 'Bid', exact: true }).click();
    const bids = page.getByTestId('nft-bids');
    await bids.waitFor({ timeout: 15_000 });
    expect(await bids.textContent()).toContain('12.00');
    // The bid came in the last 10 minutes: the end is now 10 minutes after it.
    await expect
      .poll(
        () =>
          page.locator('[data-testid="nft-auction-lines"] [data-line="endsIn"] dd').textContent(),
        {
          timeout: 15_000,
        },
      )
      .toMatch(/^0:(09|10):\d\d$/);
    await shoot('nft-auction-bid-en');
    expect(await auditScreen(page, 'nft auction bid en')).toBe('');
    const records = await phone.api<{ price: string }[]>(
      'GET',
      '/bind_box/getBindBoxQuotationLog',
      {
        id: auction.id,
      },
    );
    expect(records.map((r) => r.price)).toEqual(['12']);
  });
});
