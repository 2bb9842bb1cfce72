import type { Executor, NewUpload } from '../../db/database.js';

export function insertUpload(db: Executor, upload: NewUpload) {
  return db.insertInto('uploads').values(upload).execute();
}

export function findUploadByFileName(db: Executor, fileName: string) {
  return db.selectFrom('uploads').selectAll().where('file_name', '=', fileName).executeTakeFirst();
}

const SIGNING_KEY = 'upload_signing_key';

/**
 * The key that signs links to private uploads: the stored one, or `candidate` stored now when
 * there is none (the first node to start wins; a private setting, never sent to clients).
 */
export async function findOrCreateSigningKey(db: Executor, candidate: string): Promise<string> {
  await db
    .insertInto('settings')
    .values({ key: SIGNING_KEY, value: candidate, is_public: false })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', SIGNING_KEY)
    .executeTakeFirstOrThrow();
  return row.value;
}
