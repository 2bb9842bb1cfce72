import type { Executor, NewUpload } from '../../db/database.js';

export function insertUpload(db: Executor, upload: NewUpload) {
  return db.insertInto('uploads').values(upload).execute();
}

export function findUploadByFileName(db: Executor, fileName: string) {
  return db.selectFrom('uploads').selectAll().where('file_name', '=', fileName).executeTakeFirst();
}
