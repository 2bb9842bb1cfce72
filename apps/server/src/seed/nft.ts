import { USDT_CURRENCY_ID } from '@meridian/contract';
import sharp from 'sharp';

import type { Db, Trx } from '../db/database.js';
import { saveImage } from '../domains/upload/upload.service.js';

const DAY = 24 * 60 * 60 * 1000;
const SIZE = 480;

/** A work's picture: concentric shapes in its palette, drawn as SVG and rendered here (no downloads). */
function artworkSvg(palette: [string, string, string], shapes: number, seed: number): string {
  const [bg, a, b] = palette;
  const rings = Array.from({ length: shapes }, (_, i) => {
    const r = SIZE / 2 - i * (SIZE / (2 * shapes + 1));
    const cx = SIZE / 2 + Math.round(Math.sin(seed + i) * 24);
    const cy = SIZE / 2 + Math.round(Math.cos(seed * 2 + i) * 24);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${i % 2 ? a : b}" opacity="0.9"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}"><rect width="100%" height="100%" fill="${bg}"/>${rings}</svg>`;
}

async function image(trx: Trx, uploadDir: string, svg: string): Promise<string> {
  const data = await sharp(Buffer.from(svg)).webp({ quality: 88 }).toBuffer();
  return saveImage({ db: trx, config: { uploadDir } }, null, { data, width: SIZE, height: SIZE });
}

interface DemoWork {
  title: string;
  description: string;
  rarity: 'common' | 'rare' | 'epic' | 'legendary';
  sale_mode: 1 | 2;
  price: string;
  /** Auctions: the per-bid increment and the deposit. */
  terms?: [string, string];
  /** Days from the seeding to the start and the end. */
  from: number;
  to: number;
  palette: [string, string, string];
}

const ARTISTS: {
  name: string;
  bio: string;
  collection: [string, string];
  works: DemoWork[];
}[] = [
  {
    name: 'Mira Sol (demo artist)',
    bio: 'A made-up artist for trying the NFT screens; the works are drawn by the demo seed.',
    collection: ['Tides', 'Circles of light over water.'],
    works: [
      {
        title: 'Tide I',
        description: 'Dawn over a calm sea.',
        rarity: 'common',
        sale_mode: 1,
        price: '25',
        from: -1,
        to: 30,
        palette: ['#10263d', '#2f6f9f', '#d4ba83'],
      },
      {
        title: 'Tide II',
        description: 'Noon, the water bright.',
        rarity: 'rare',
        sale_mode: 1,
        price: '60',
        from: -1,
        to: 30,
        palette: ['#0d3b3b', '#2fa39b', '#e8f1c8'],
      },
      {
        title: 'Tide III',
        description: 'Evening, the tide turning.',
        rarity: 'epic',
        sale_mode: 1,
        price: '150',
        from: 2,
        to: 30,
        palette: ['#2b1638', '#9b4f96', '#f2b880'],
      },
    ],
  },
  {
    name: 'Kaito Ren (demo artist)',
    bio: 'A made-up artist for trying the NFT screens; the works are drawn by the demo seed.',
    collection: ['Orbits', 'Paths around a quiet centre.'],
    works: [
      {
        title: 'Orbit 1',
        description: 'A first loop.',
        rarity: 'common',
        sale_mode: 1,
        price: '30',
        from: -1,
        to: 30,
        palette: ['#1b1b1f', '#4a4e69', '#c9ada7'],
      },
      {
        title: 'Orbit 2',
        description: 'Two bodies in step.',
        rarity: 'legendary',
        sale_mode: 1,
        price: '500',
        from: -1,
        to: 30,
        palette: ['#14213d', '#fca311', '#e5e5e5'],
      },
      {
        title: 'Orbit 3',
        description: 'Bid in steps of 5 USDT once a 10 USDT deposit is locked.',
        rarity: 'rare',
        sale_mode: 2,
        price: '80',
        terms: ['5', '10'],
        from: -1,
        to: 30,
        palette: ['#22223b', '#9a8c98', '#f2e9e4'],
      },
    ],
  },
];

/**
 * Demo NFT market (DEMO=1, issue #18): two made-up artists, a collection each and a few works,
 * their pictures drawn here and stored like an operator's upload. Once per database (a marker
 * setting): an operator's later changes stay.
 */
export async function seedDemoNft(db: Db, options: { uploadDir: string }): Promise<void> {
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('settings')
      .values({ key: 'seed.demo_nft', value: new Date(now).toISOString(), is_public: false })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) return;
    for (const [i, artist] of ARTISTS.entries()) {
      const avatar = await image(
        trx,
        options.uploadDir,
        artworkSvg(artist.works[0]!.palette, 2, i),
      );
      const { id: artistId } = await trx
        .insertInto('nft_artists')
        .values({ name: artist.name, bio: artist.bio, avatar_url: avatar })
        .returning('id')
        .executeTakeFirstOrThrow();
      const [name, description] = artist.collection;
      const { id: collectionId } = await trx
        .insertInto('nft_collections')
        .values({ artist_id: artistId, name, description, cover_url: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [j, work] of artist.works.entries()) {
        const media = await image(
          trx,
          options.uploadDir,
          artworkSvg(work.palette, 4 + j, i * 7 + j),
        );
        const { id } = await trx
          .insertInto('nft_works')
          .values({
            collection_id: collectionId,
            artist_id: artistId,
            title: work.title,
            description: work.description,
            media_type: 'image',
            media_url: media,
            rarity: work.rarity,
            sale_mode: work.sale_mode,
            currency_id: USDT_CURRENCY_ID,
            price: work.price,
            start_time: now + work.from * DAY,
            end_time: now + work.to * DAY,
            created_by: null,
            bid_increment: work.terms?.[0] ?? null,
            deposit: work.terms?.[1] ?? null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('nft_provenance')
          .values({ work_id: id, kind: 'mint', owner_id: null })
          .execute();
      }
    }
  });
}
