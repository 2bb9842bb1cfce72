import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

import sharp from 'sharp';

import type { Config } from '../../config.js';
import type { Executor } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import * as uploads from './upload.repository.js';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
const MAX_SIDE = 2048;
export const UPLOAD_URL_PREFIX = '/uploads/';

/** An image decoded and re-encoded, ready to store. */
export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Reads an uploaded image and re-encodes it. The format is read from the bytes, not the name;
 * the image is decoded and re-encoded as WebP (which drops metadata and anything hidden after
 * the pixels), scaled down to 2048 px at most.
 */
export async function encodeImage(bytes: Buffer): Promise<EncodedImage> {
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
  return { data: encoded.data, width: encoded.info.width, height: encoded.info.height };
}

/**
 * Writes an encoded image under a random name and records it; answers the URL it is served
 * at. `userId` is null for images an operator uploads; `deps.db` may be a transaction.
 */
export async function saveImage(
  deps: { db: Executor; config: Pick<Config, 'uploadDir'> },
  userId: number | null,
  image: EncodedImage,
): Promise<string> {
  const fileName = `${randomBytes(16).toString('hex')}.webp`;
  await fs.mkdir(deps.config.uploadDir, { recursive: true });
  await fs.writeFile(path.join(deps.config.uploadDir, fileName), image.data);
  await uploads.insertUpload(deps.db, {
    user_id: userId,
    file_name: fileName,
    mime: 'image/webp',
    bytes: image.data.length,
    width: image.width,
    height: image.height,
  });
  return `${UPLOAD_URL_PREFIX}${fileName}`;
}

/** Stores one uploaded image (`encodeImage` then `saveImage`); answers its URL. */
export async function storeImage(
  deps: { db: Executor; config: Pick<Config, 'uploadDir'> },
  userId: number | null,
  bytes: Buffer,
): Promise<string> {
  return saveImage(deps, userId, await encodeImage(bytes));
}

/** The stored upload behind a URL we handed out (absolute or relative), if any. */
export function findUploadByUrl(db: Executor, url: string) {
  const match = /\/uploads\/([a-f0-9]{32}\.(?:webp|png|jpg))$/.exec(url);
  if (!match?.[1]) return Promise.resolve(undefined);
  return uploads.findUploadByFileName(db, match[1]);
}
