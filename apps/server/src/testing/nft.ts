import type { NftArtistView, NftCollectionView, NftWorkDetailView } from '@meridian/contract';
import sharp from 'sharp';

import { closedAfterEach } from './lifecycle.js';
import { ok, USDT } from './money.js';
import { buildTestApp, expectOk, type TestApp } from './test-app.js';

/** NFT marketplace tests (#18): an operator, an artist, a collection and a way to mint into it. */
const opened = closedAfterEach<TestApp>();
const HOUR = 3_600_000;

export interface Market {
  t: TestApp;
  op: { token: string; id: number };
  artist: NftArtistView;
  collection: NftCollectionView;
  mint: (body?: Record<string, unknown>) => Promise<NftWorkDetailView>;
}

/** An operator's public image, as /admin/upload answers it. */
export async function adminImage(t: TestApp, token: string): Promise<string> {
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#3a6df0' } })
    .png()
    .toBuffer();
  const boundary = '----meridian-nft-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/upload',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: token },
  });
  return (await expectOk(res)).message as string;
}

export async function market(): Promise<Market> {
  const t = await buildTestApp();
  opened.push(t);
  const op = await t.admin('operator');
  const avatar = await adminImage(t, op.token);
  const artist = ok<NftArtistView>(
    await t.post(
      '/api/admin/nft/artists',
      { name: 'Mira Sol', bio: 'Light', avatar_url: avatar },
      op.token,
    ),
  );
  const collection = ok<NftCollectionView>(
    await t.post(
      '/api/admin/nft/collections',
      { artist_id: artist.uid, name: 'Tides', description: 'Sea studies' },
      op.token,
    ),
  );
  const image = await adminImage(t, op.token);
  const mint = async (body: Record<string, unknown> = {}) =>
    ok<NftWorkDetailView>(
      await t.post(
        '/api/admin/nft/works',
        {
          collection_id: collection.id,
          title: 'Tide 1',
          description: 'A wave at dawn',
          media_type: 'image',
          media_url: image,
          rarity: 'rare',
          sale_mode: 1,
          currency_id: USDT,
          price: '100',
          start_time: Date.now() - HOUR,
          end_time: Date.now() + HOUR,
          ...body,
        },
        op.token,
      ),
    );
  return { t, op, artist, collection, mint };
}
