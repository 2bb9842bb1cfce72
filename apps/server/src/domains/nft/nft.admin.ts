import type {
  AdminNftArtistInput,
  AdminNftCollectionInput,
  AdminNftFlagInput,
  AdminNftWorkInput,
  NftArtistView,
  NftCollectionView,
  NftWorkDetailView,
} from '@meridian/contract';

import type { Executor } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';
import { assertCanWrite, insertAudit, type AdminCaller } from '../admin/index.js';
import { findUploadByUrl, uploadPathOf } from '../upload/index.js';
import * as repo from './nft.repository.js';
import { boxDetail } from './nft.service.js';
import { artistView, collectionView, plain } from './nft.views.js';

/**
 * Operators' NFT calls (issue #18): artists, collections and minting, each audited. Media are
 * images uploaded by /admin/upload (public, re-encoded there); a URL that is not one is refused.
 */

async function publicImage(db: Executor, url: string | undefined): Promise<string | null> {
  if (!url) return null;
  const upload = await findUploadByUrl(db, url);
  if (!upload || upload.user_id !== null) throw new AppError('NFT_MEDIA_NOT_FOUND');
  return uploadPathOf(url);
}

/** POST /admin/nft/artists (write access; audited). */
export async function createArtist(
  deps: AppDeps,
  admin: AdminCaller,
  input: AdminNftArtistInput,
): Promise<NftArtistView> {
  assertCanWrite(admin);
  const id = await deps.db.transaction().execute(async (trx) => {
    const avatar = await publicImage(trx, input.avatar_url);
    const row = await repo.insertArtist(trx, {
      name: input.name,
      bio: input.bio,
      avatar_url: avatar,
    });
    await insertAudit(trx, {
      admin_id: admin.id,
      action: 'nft.artist',
      entity: 'nft_artist',
      entity_id: String(row.id),
      detail: { after: row },
    });
    return row.id;
  });
  return artistView((await repo.findArtist(deps.db, id))!);
}

/** POST /admin/nft/collections (write access; audited). */
export async function createCollection(
  deps: AppDeps,
  admin: AdminCaller,
  input: AdminNftCollectionInput,
): Promise<NftCollectionView> {
  assertCanWrite(admin);
  const id = await deps.db.transaction().execute(async (trx) => {
    if (!(await repo.findArtist(trx, input.artist_id))) throw new AppError('NFT_NOT_FOUND');
    const cover = await publicImage(trx, input.cover_url);
    const row = await repo.insertCollection(trx, {
      artist_id: input.artist_id,
      name: input.name,
      description: input.description,
      cover_url: cover,
    });
    await insertAudit(trx, {
      admin_id: admin.id,
      action: 'nft.collection',
      entity: 'nft_collection',
      entity_id: String(row.id),
      detail: { after: row },
    });
    return row.id;
  });
  const rows = await repo.listCollections(deps.db);
  return collectionView(rows.find((r) => r.id === id)!);
}

/**
 * POST /admin/nft/works (write access; audited): mints a work into a collection. The platform
 * holds it (no owner) until it is sold; its first provenance row records the mint.
 */
export async function mintWork(
  deps: AppDeps,
  admin: AdminCaller,
  input: AdminNftWorkInput,
): Promise<NftWorkDetailView> {
  assertCanWrite(admin);
  const id = await deps.db.transaction().execute(async (trx) => {
    const collection = await repo.findCollection(trx, input.collection_id);
    if (!collection) throw new AppError('NFT_NOT_FOUND');
    const coin = await trx
      .selectFrom('currencies')
      .select('id')
      .where('id', '=', input.currency_id)
      .executeTakeFirst();
    if (!coin) throw new AppError('NFT_CURRENCY_NOT_FOUND');
    const media = (await publicImage(trx, input.media_url))!;
    const row = await repo.insertWork(trx, {
      collection_id: collection.id,
      artist_id: collection.artist_id,
      title: input.title,
      description: input.description,
      media_type: input.media_type,
      media_url: media,
      rarity: input.rarity,
      sale_mode: input.sale_mode,
      currency_id: input.currency_id,
      price: plain(input.price),
      start_time: input.start_time,
      end_time: input.end_time,
      flag: input.flag,
      created_by: admin.id,
      bid_increment: input.sale_mode === 2 ? plain(input.bid_increment!) : null,
      deposit: input.sale_mode === 2 ? plain(input.deposit!) : null,
    });
    await repo.insertProvenance(trx, { work_id: row.id, kind: 'mint', owner_id: null });
    await insertAudit(trx, {
      admin_id: admin.id,
      action: 'nft.mint',
      entity: 'nft_work',
      entity_id: String(row.id),
      detail: { after: { ...row, start_time: input.start_time, end_time: input.end_time } },
    });
    return row.id;
  });
  return boxDetail(deps, undefined, id);
}

/** POST /admin/nft/works/flag (write access; audited): takes a work off sale or back on. */
export async function setWorkFlag(
  deps: AppDeps,
  admin: AdminCaller,
  input: AdminNftFlagInput,
): Promise<NftWorkDetailView> {
  assertCanWrite(admin);
  await deps.db.transaction().execute(async (trx) => {
    if (!(await repo.setFlag(trx, input.id, input.flag))) throw new AppError('NFT_NOT_FOUND');
    await insertAudit(trx, {
      admin_id: admin.id,
      action: 'nft.flag',
      entity: 'nft_work',
      entity_id: String(input.id),
      detail: { after: { flag: input.flag } },
    });
  });
  return boxDetail(deps, undefined, input.id);
}
