import {
  ACCOUNT_TYPES,
  maskAccountName,
  nftRules,
  type NftArtistDetailInput,
  type NftArtistDetailView,
  type NftArtistView,
  type NftBoxListInput,
  type NftBuyInput,
  type NftCollectInput,
  type NftCollectionView,
  type NftCurrencyView,
  type NftOrderView,
  type NftOwnedView,
  type NftWorkDetailView,
  type NftWorkView,
  type Page,
} from '@meridian/contract';
import { Decimal } from 'decimal.js';

import type { Trx } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import * as ledger from '../../ledger/ledger.js';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../../lib/caller.js';
import { pageView } from '../../lib/pagination.js';
import * as repo from './nft.repository.js';
import {
  artistView,
  collectionView,
  plain,
  provenanceView,
  saleFlag,
  workView,
} from './nft.views.js';

/** Works are paid from, and bought into, the exchange account. */
export const EXCHANGE = ACCOUNT_TYPES.change;

const idOf = (caller: Caller | undefined) => caller?.user.id ?? 0;

/** GET /bind_box/getBoxList: works on the market, newest first. */
export async function boxList(
  deps: AppDeps,
  caller: Caller | undefined,
  input: NftBoxListInput,
): Promise<Page<NftWorkView>> {
  const userId = idOf(caller);
  const filter = {
    saleMode: input.sale_mode,
    artistId: input.artist,
    collectionId: input.collection_id,
  };
  const found = await repo.pageWorks(deps.db, userId, filter, input);
  const now = Date.now();
  return pageView(found, (row) => workView(row, userId, now), input);
}

/** GET /bind_box/getBoxDetail: one work with its owner and its full provenance. */
export async function boxDetail(
  deps: AppDeps,
  caller: Caller | undefined,
  id: number,
): Promise<NftWorkDetailView> {
  const userId = idOf(caller);
  const row = await repo.findWork(deps.db, id, userId);
  if (!row) throw new AppError('NFT_NOT_FOUND');
  const [steps, owner, margin] = await Promise.all([
    repo.provenanceOf(deps.db, [id]),
    repo.ownerName(deps.db, row.owner_id),
    repo.marginOf(deps.db, id, userId),
  ]);
  return {
    ...workView(row, userId, Date.now()),
    description: row.description,
    artist_avatar_url: row.artist_avatar_url,
    owner: owner ? maskAccountName(owner) : null,
    provenance: steps.map(provenanceView),
    margin: margin?.status ?? null,
  };
}

/** GET /bind_box/getArtist: every artist with real counts. */
export async function artists(deps: AppDeps): Promise<NftArtistView[]> {
  return (await repo.listArtists(deps.db)).map(artistView);
}

/** GET /bind_box/getArtistDetail: an artist, their collections and their works. */
export async function artistDetail(
  deps: AppDeps,
  caller: Caller | undefined,
  input: NftArtistDetailInput,
): Promise<NftArtistDetailView> {
  const artist = await repo.findArtist(deps.db, input.uid);
  if (!artist) throw new AppError('NFT_NOT_FOUND');
  const userId = idOf(caller);
  const [collections, works] = await Promise.all([
    repo.listCollections(deps.db, input.uid),
    repo.pageWorks(deps.db, userId, { artistId: input.uid }, { page: 1, limit: 50 }),
  ]);
  const now = Date.now();
  return {
    ...artistView(artist),
    collections: collections.map(collectionView),
    list: works.rows.map((row) => workView(row, userId, now)),
  };
}

/** GET /bind_box/getCollection: every collection. */
export async function collections(deps: AppDeps): Promise<NftCollectionView[]> {
  return (await repo.listCollections(deps.db)).map(collectionView);
}

/** GET /bind_box/getNftCurrency: the coins works are priced in. */
export async function currencies(deps: AppDeps): Promise<NftCurrencyView[]> {
  return repo.workCurrencies(deps.db);
}

/** POST /bind_box/collect: favours (or, `collect` 0, stops favouring) a work; answers the work. */
export async function collect(
  deps: AppDeps,
  caller: Caller,
  input: NftCollectInput,
): Promise<NftWorkView> {
  const userId = caller.user.id;
  if (!(await repo.findWork(deps.db, input.id, userId))) throw new AppError('NFT_NOT_FOUND');
  if (input.collect === 1) await repo.addFavourite(deps.db, userId, input.id);
  else await repo.removeFavourite(deps.db, userId, input.id);
  const row = await repo.findWork(deps.db, input.id, userId);
  return workView(row!, userId, Date.now());
}

/**
 * POST /bind_box/buyNFT: buys a fixed-price work in one transaction: the order, its payment from
 * the exchange account to the house's NFT account, and the ownership with its provenance step.
 * The work's row lock orders racing buyers: the second finds it sold. A price other than the
 * work's (the screen showed an older one) is refused, never charged silently.
 */
export async function buy(
  deps: AppDeps,
  trx: Trx,
  caller: Caller,
  input: NftBuyInput,
): Promise<NftOrderView> {
  const userId = caller.user.id;
  const work = await repo.lockWork(trx, input.id);
  if (!work) throw new AppError('NFT_NOT_FOUND');
  if (work.sale_mode !== nftRules.NFT_SALE_MODES.fixed) throw new AppError('NFT_NOT_FIXED_PRICE');
  const now = Date.now();
  const available = nftRules.availabilityCode(
    now,
    Number(work.start_time),
    Number(work.end_time),
    saleFlag(work),
  );
  if (available !== 1) throw new AppError('NFT_NOT_ON_SALE', { available });
  if (!new Decimal(input.price).equals(work.price))
    throw new AppError('NFT_PRICE_CHANGED', { price: plain(work.price) });

  const price = plain(work.price);
  const order = await repo.insertOrder(trx, {
    work_id: work.id,
    user_id: userId,
    price,
    currency_id: work.currency_id,
  });
  await ledger.post(trx, {
    reason: 'nft_buy',
    reference: `nft:order:${order.id}`,
    userId,
    legs: [
      {
        holder: { userId, accountType: EXCHANGE },
        currencyId: work.currency_id,
        available: `-${price}`,
      },
      { holder: { house: 'nft' }, currencyId: work.currency_id, available: price },
    ],
  });
  await deps.accountHooks.assertMayLeave(trx, EXCHANGE, userId, work.currency_id);
  await repo.markSold(trx, work.id, userId);
  await repo.insertProvenance(trx, {
    work_id: work.id,
    kind: 'buy',
    owner_id: userId,
    order_id: order.id,
    price,
    currency_id: work.currency_id,
  });
  const currency = await trx
    .selectFrom('currencies')
    .select('name')
    .where('id', '=', work.currency_id)
    .executeTakeFirstOrThrow();
  return {
    id: order.id,
    work_id: work.id,
    price,
    currency: currency.name,
    status: 'paid',
    paid_at: order.paid_at!.getTime(),
  };
}

/** GET /bind_box/getMyNFTs: the caller's works with what they paid and each one's provenance. */
export async function myNfts(deps: AppDeps, caller: Caller): Promise<NftOwnedView[]> {
  const userId = caller.user.id;
  const rows = await repo.ownedWorks(deps.db, userId);
  const steps = await repo.provenanceOf(
    deps.db,
    rows.map((r) => r.id),
  );
  const now = Date.now();
  return rows.map((row) => {
    const mine = steps.filter((s) => s.work_id === row.id);
    const last = mine.filter((s) => s.owner_id === userId).at(-1);
    return {
      ...workView(row, userId, now),
      acquired_at: (last?.created_at ?? row.sold_at ?? row.created_at).getTime(),
      paid: last?.price == null ? null : plain(last.price),
      provenance: mine.map(provenanceView),
    };
  });
}
