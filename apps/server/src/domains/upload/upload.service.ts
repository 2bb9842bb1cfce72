import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

import sharp from 'sharp';

import type { Executor } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/app-error.js';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
const MAX_SIDE = 2048;
export const UPLOAD_URL_PREFIX = '/uploads/';

/**
 * Stores one uploaded image. The format is read from the bytes, not the name; the image is
 * decoded and re-encoded as WebP (which drops metadata and anything hidden after the pixels),
 * scaled down to 2048 px at most. Answers the URL it is served at.
 */
export async function storeImage(deps: AppDeps, userId: number, bytes: Buffer): Promise<string> {
  const meta = await sharp(bytes, { failOn: 'error' })
    .metadata()
    .catch(() => undefined);
  if (!meta?.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) {
    throw new AppError('UPLOAD_NOT_IMAGE');
  }
  const encoded = await sharp(bytes, { failOn: 'error', animated: false })
    .rotate()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 85 })
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw new AppError('UPLOAD_NOT_IMAGE');
    });
  const fileName = `${randomBytes(16).toString('hex')}.webp`;
  await fs.mkdir(deps.config.uploadDir, { recursive: true });
  await fs.writeFile(path.join(deps.config.uploadDir, fileName), encoded.data);
  await deps.db
    .insertInto('uploads')
    .values({
      user_id: userId,
      file_name: fileName,
      mime: 'image/webp',
      bytes: encoded.data.length,
      width: encoded.info.width,
      height: encoded.info.height,
    })
    .execute();
  return `${UPLOAD_URL_PREFIX}${fileName}`;
}

/** The stored upload behind a URL we handed out (absolute or relative), if any. */
export function findUploadByUrl(db: Executor, url: string) {
  const match = /\/uploads\/([a-f0-9]{32}\.(?:webp|png|jpg))$/.exec(url);
  if (!match?.[1]) return Promise.resolve(undefined);
  return db.selectFrom('uploads').selectAll().where('file_name', '=', match[1]).executeTakeFirst();
}
