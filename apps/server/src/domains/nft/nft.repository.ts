import { sql, type ExpressionBuilder } from 'kysely';

import type { Database, Executor, Trx } from '../../db/database.js';
import { pageOf } from '../../db/paging.js';
import type { PageRequest } from '../../lib/pagination.js';

/*
 * The NFT marketplace's rows (issue #18, migration 0043). Counts shown to users (fans, sold,
 * works) are counted here from the rows themselves, never stored.
 */

type Eb = ExpressionBuilder<Database, 'nft_works'>;

/** Users favouring the work. */
const fansOf = (eb: Eb) =>
  eb
    .selectFrom('nft_favourites as f')
    .select((f) => f.fn.countAll<string>().as('n'))
    .whereRef('f.work_id', '=', 'nft_works.id')
    .as('fans');

/** Whether `userId` (0: a visitor) favours the work. */
const collectedBy = (eb: Eb, userId: number) =>
  eb
    .exists(
      eb
        .selectFrom('nft_favourites as m')
        .select('m.work_id')
        .whereRef('m.work_id', '=', 'nft_works.id')
        .where('m.user_id', '=', userId),
    )
    .as('collected');

/** A work with its artist's and collection's names, its coin, its fans and the caller's mark. */
export function worksQuery(db: Executor, userId: number) {
  return db
    .selectFrom('nft_works')
    .innerJoin('nft_artists', 'nft_artists.id', 'nft_works.artist_id')
    .innerJoin('nft_collections', 'nft_collections.id', 'nft_works.collection_id')
    .innerJoin('currencies', 'currencies.id', 'nft_works.currency_id')
    .selectAll('nft_works')
    .select([
      'nft_artists.name as artist_name',
      'nft_artists.avatar_url as artist_avatar_url',
      'nft_collections.name as collection_name',
      'currencies.name as currency',
    ])
    .select((eb) => [fansOf(eb), collectedBy(eb, userId)]);
}
export type WorkRow = Awaited<ReturnType<ReturnType<typeof worksQuery>['executeTakeFirstOrThrow']>>;

export interface WorkFilter {
  saleMode?: number;
  artistId?: number;
  collectionId?: number;
  ownerId?: number;
}

export function pageWorks(
  db: Executor,
  userId: number,
  filter: WorkFilter,
  request: PageRequest,
): Promise<{ rows: WorkRow[]; total: number }> {
  let filtered = db.selectFrom('nft_works').select('nft_works.id');
  if (filter.saleMode) filtered = filtered.where('nft_works.sale_mode', '=', filter.saleMode as 1);
  if (filter.artistId) filtered = filtered.where('nft_works.artist_id', '=', filter.artistId);
  if (filter.collectionId)
    filtered = filtered.where('nft_works.collection_id', '=', filter.collectionId);
  return pageOf(
    filtered,
    (f) => worksQuery(db, userId).where('nft_works.id', 'in', f).orderBy('nft_works.id', 'desc'),
    request,
  );
}

export function findWork(db: Executor, id: number, userId: number) {
  return worksQuery(db, userId).where('nft_works.id', '=', id).executeTakeFirst();
}

/** The caller's works, newest acquired first. */
export function ownedWorks(db: Executor, userId: number) {
  return worksQuery(db, userId)
    .where('nft_works.owner_id', '=', userId)
    .orderBy('nft_works.sold_at', 'desc')
    .orderBy('nft_works.id', 'desc')
    .execute();
}

/** Locks the work for a sale: racing buyers queue here and the second sees it sold. */
export function lockWork(trx: Trx, id: number) {
  return trx
    .selectFrom('nft_works')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function markSold(trx: Trx, id: number, ownerId: number) {
  await trx
    .updateTable('nft_works')
    .set({ owner_id: ownerId, sold_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('owner_id', 'is', null)
    .executeTakeFirstOrThrow();
}

export function insertOrder(
  trx: Trx,
  order: { work_id: number; user_id: number; price: string; currency_id: number },
) {
  return trx
    .insertInto('nft_orders')
    .values({ ...order, status: 'paid', paid_at: new Date() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertProvenance(
  db: Executor,
  row: {
    work_id: number;
    kind: 'mint' | 'buy';
    owner_id: number | null;
    order_id?: number | null;
    price?: string | null;
    currency_id?: number | null;
  },
) {
  await db.insertInto('nft_provenance').values(row).execute();
}

/** Each listed work's steps, oldest first, with the owner's account name and the coin. */
export function provenanceOf(db: Executor, workIds: number[]) {
  if (workIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('nft_provenance as p')
    .leftJoin('users', 'users.id', 'p.owner_id')
    .leftJoin('currencies', 'currencies.id', 'p.currency_id')
    .select([
      'p.work_id',
      'p.kind',
      'p.owner_id',
      'p.price',
      'p.created_at',
      'users.username as owner_name',
      'currencies.name as currency',
    ])
    .where('p.work_id', 'in', workIds)
    .orderBy('p.id')
    .execute();
}
export type ProvenanceRow = Awaited<ReturnType<typeof provenanceOf>>[number];

export async function ownerName(db: Executor, userId: number | null) {
  if (userId === null) return null;
  const row = await db
    .selectFrom('users')
    .select('username')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.username ?? null;
}

// ---- artists and collections -----------------------------------------------------------------

/** Artists with their real counts: works, works sold, distinct users favouring their works. */
export function artistsQuery(db: Executor) {
  return db
    .selectFrom('nft_artists as a')
    .selectAll('a')
    .select((eb) => [
      eb
        .selectFrom('nft_works as w')
        .select((w) => w.fn.countAll<string>().as('n'))
        .whereRef('w.artist_id', '=', 'a.id')
        .as('works'),
      eb
        .selectFrom('nft_works as w')
        .select((w) => w.fn.countAll<string>().as('n'))
        .whereRef('w.artist_id', '=', 'a.id')
        .where('w.owner_id', 'is not', null)
        .as('sold'),
      eb
        .selectFrom('nft_favourites as f')
        .innerJoin('nft_works as w', 'w.id', 'f.work_id')
        .select(sql<string>`count(distinct f.user_id)`.as('n'))
        .whereRef('w.artist_id', '=', 'a.id')
        .as('fans'),
    ]);
}
export type ArtistRow = Awaited<ReturnType<ReturnType<typeof artistsQuery>['execute']>>[number];

export function listArtists(db: Executor) {
  return artistsQuery(db).orderBy('a.id').execute();
}

export function findArtist(db: Executor, id: number) {
  return artistsQuery(db).where('a.id', '=', id).executeTakeFirst();
}

export function collectionsQuery(db: Executor) {
  return db
    .selectFrom('nft_collections as c')
    .innerJoin('nft_artists as a', 'a.id', 'c.artist_id')
    .selectAll('c')
    .select('a.name as artist_name')
    .select((eb) =>
      eb
        .selectFrom('nft_works as w')
        .select((w) => w.fn.countAll<string>().as('n'))
        .whereRef('w.collection_id', '=', 'c.id')
        .as('works'),
    );
}
export type CollectionRow = Awaited<
  ReturnType<ReturnType<typeof collectionsQuery>['execute']>
>[number];

export function listCollections(db: Executor, artistId?: number) {
  let query = collectionsQuery(db).orderBy('c.id');
  if (artistId) query = query.where('c.artist_id', '=', artistId);
  return query.execute();
}

export function findCollection(db: Executor, id: number) {
  return db.selectFrom('nft_collections').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The coins works are priced in. */
export function workCurrencies(db: Executor) {
  return db
    .selectFrom('currencies')
    .select(['currencies.id', 'currencies.name'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('nft_works')
          .select('nft_works.id')
          .whereRef('nft_works.currency_id', '=', 'currencies.id'),
      ),
    )
    .orderBy('currencies.sort')
    .orderBy('currencies.id')
    .execute();
}

// ---- favourites --------------------------------------------------------------------------------

export async function addFavourite(db: Executor, userId: number, workId: number) {
  await db
    .insertInto('nft_favourites')
    .values({ user_id: userId, work_id: workId })
    .onConflict((oc) => oc.columns(['work_id', 'user_id']).doNothing())
    .execute();
}

export async function removeFavourite(db: Executor, userId: number, workId: number) {
  await db
    .deleteFrom('nft_favourites')
    .where('user_id', '=', userId)
    .where('work_id', '=', workId)
    .execute();
}

// ---- operators ---------------------------------------------------------------------------------

export function insertArtist(
  db: Executor,
  row: { name: string; bio: string; avatar_url: string | null },
) {
  return db.insertInto('nft_artists').values(row).returningAll().executeTakeFirstOrThrow();
}

export function insertCollection(
  db: Executor,
  row: { artist_id: number; name: string; description: string; cover_url: string | null },
) {
  return db.insertInto('nft_collections').values(row).returningAll().executeTakeFirstOrThrow();
}

export function insertWork(db: Executor, row: NewWork) {
  return db.insertInto('nft_works').values(row).returningAll().executeTakeFirstOrThrow();
}

export interface NewWork {
  collection_id: number;
  artist_id: number;
  title: string;
  description: string;
  media_type: 'image' | 'gif';
  media_url: string;
  rarity: Database['nft_works']['rarity'];
  sale_mode: Database['nft_works']['sale_mode'];
  currency_id: number;
  price: string;
  start_time: number;
  end_time: number;
  flag: number;
  created_by: number | null;
  bid_increment: string | null;
  deposit: string | null;
}

export async function setFlag(db: Executor, id: number, flag: number) {
  const row = await db
    .updateTable('nft_works')
    .set({ flag })
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The caller's deposit on an auction, if any (0: a visitor has none). */
export function marginOf(db: Executor, workId: number, userId: number) {
  return db
    .selectFrom('nft_deposits')
    .select('status')
    .where('work_id', '=', workId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}
