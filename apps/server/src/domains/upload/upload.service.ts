import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

import sharp from 'sharp';

import type { Config } from '../../config.js';
import type { Executor } from '../../db/database.js';
import { Mutex } from '../../db/mutex.js';
import { AppError } from '../../lib/app-error.js';
import { safeEqual } from '../../lib/secrets.js';
import * as uploads from './upload.repository.js';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
const MAX_SIDE = 2048;
/**
 * Decoded size limit, far below sharp's default (268 Mpx): a 16383² PNG of a few hundred KB
 * otherwise costs seconds of CPU and hundreds of MB to decode. Phone photos are 12-50 Mpx.
 */
const MAX_PIXELS = 40_000_000;
export const UPLOAD_URL_PREFIX = '/uploads/';
/**
 * Users' uploads live here, under the upload folder but never served by the static handler:
 * only through signed links, `/uploads/private/<file>?expires=…&sig=…`.
 */
export const PRIVATE_FOLDER = 'private';
const PRIVATE_URL_PREFIX = `${UPLOAD_URL_PREFIX}${PRIVATE_FOLDER}/`;
/** A signed link works for an hour or a little more (rounded up, so a link is stable for 5 min). */
const LINK_TTL_MS = 60 * 60_000;
const LINK_ROUNDING_MS = 5 * 60_000;

/** One image is decoded at a time per process: decoding is the costliest thing a user can ask. */
const decoding = new Mutex();

/** An image decoded and re-encoded, ready to store. */
export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
}

/** The header of an image (sharp reads it without decoding pixels), or undefined when none. */
async function readHeader(bytes: Buffer) {
  if (bytes.length === 0) throw new AppError('UPLOAD_MISSING');
  try {
    // sharp throws synchronously on some inputs, so construct it inside the try.
    return await sharp(bytes, { failOn: 'error', limitInputPixels: false }).metadata();
  } catch {
    return undefined;
  }
}

/**
 * Reads an uploaded image and re-encodes it. The format is read from the bytes, not the name;
 * the image is decoded and re-encoded as WebP (which drops metadata and anything hidden after
 * the pixels), scaled down to 2048 px at most. An image over 40 Mpx is refused from its header.
 */
export async function encodeImage(bytes: Buffer): Promise<EncodedImage> {
  const meta = await readHeader(bytes);
  if (!meta?.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) {
    throw new AppError('UPLOAD_NOT_IMAGE');
  }
  if (meta.width * meta.height > MAX_PIXELS) {
    throw new AppError('UPLOAD_TOO_MANY_PIXELS', { mpx: MAX_PIXELS / 1_000_000 });
  }
  const release = await decoding.lock();
  try {
    const encoded = await sharp(bytes, {
      failOn: 'error',
      animated: false,
      limitInputPixels: MAX_PIXELS,
    })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    return { data: encoded.data, width: encoded.info.width, height: encoded.info.height };
  } catch {
    throw new AppError('UPLOAD_NOT_IMAGE');
  } finally {
    release();
  }
}

/**
 * Writes an encoded image under a random name and records it; answers the URL it is served
 * at. `userId` is null for images an operator uploads (banners, content): those are public.
 * A user's upload (identity photos, deposit vouchers, QR codes, a future avatar) is private:
 * kept out of the public folder and answered as a signed link (see `signUploadUrl`); forms
 * send back its plain path `/uploads/<file>`. `deps.db` may be a transaction.
 */
export async function saveImage(
  deps: { db: Executor; config: Pick<Config, 'uploadDir'> },
  userId: number | null,
  image: EncodedImage,
): Promise<string> {
  const fileName = `${randomBytes(16).toString('hex')}.webp`;
  const isPrivate = userId !== null;
  const folder = isPrivate
    ? path.join(deps.config.uploadDir, PRIVATE_FOLDER)
    : deps.config.uploadDir;
  await fs.mkdir(folder, { recursive: true });
  await fs.writeFile(path.join(folder, fileName), image.data);
  await uploads.insertUpload(deps.db, {
    user_id: userId,
    file_name: fileName,
    mime: 'image/webp',
    bytes: image.data.length,
    width: image.width,
    height: image.height,
  });
  return isPrivate
    ? signUploadUrl(`${UPLOAD_URL_PREFIX}${fileName}`)
    : `${UPLOAD_URL_PREFIX}${fileName}`;
}

/** Stores one uploaded image (`encodeImage` then `saveImage`); answers its URL. */
export async function storeImage(
  deps: { db: Executor; config: Pick<Config, 'uploadDir'> },
  userId: number | null,
  bytes: Buffer,
): Promise<string> {
  return saveImage(deps, userId, await encodeImage(bytes));
}

const UPLOAD_PATH = /\/uploads\/(private\/)?([a-f0-9]{32}\.(?:webp|png|jpg))(?:\?.*)?$/;

/** The stored upload behind a URL we handed out (absolute or relative, signed or not), if any. */
export function findUploadByUrl(db: Executor, url: string) {
  const match = UPLOAD_PATH.exec(url);
  if (!match?.[2]) return Promise.resolve(undefined);
  return uploads.findUploadByFileName(db, match[2]);
}

/**
 * The path a record keeps for an upload URL we handed out: no host and no signature (a stored
 * signature would expire), e.g. `/uploads/private/ab….webp?expires=…` → `/uploads/ab….webp`.
 * Where the file lives (private or public folder) decides who may see it, not the path.
 */
export function uploadPathOf(url: string): string {
  const match = UPLOAD_PATH.exec(url);
  return match?.[2] ? `${UPLOAD_URL_PREFIX}${match[2]}` : url;
}

/**
 * Makes a user's private upload their public avatar: a public copy (the private file stays, in
 * case the same image is also an identity photo). Answers the public URL.
 */
export async function publishUpload(
  deps: { config: Pick<Config, 'uploadDir'> },
  url: string,
): Promise<string> {
  const fileName = UPLOAD_PATH.exec(url)?.[2];
  if (!fileName) throw new AppError('UPLOAD_MISSING');
  try {
    await fs.copyFile(
      path.join(deps.config.uploadDir, PRIVATE_FOLDER, fileName),
      path.join(deps.config.uploadDir, fileName),
    );
  } catch (error) {
    // An upload from before uploads were private is public already.
    if ((error as { code?: string }).code !== 'ENOENT') throw error;
  }
  return `${UPLOAD_URL_PREFIX}${fileName}`;
}

// ---- signed links to private uploads ------------------------------------------------------------
//
// An <img> cannot send the Authorization header, so a private image is linked with an HMAC of
// its file name and an expiry time, issued only in answers to its owner or an operator. The key
// is random, kept in `settings` (not public) so every node signs and checks alike; each process
// loads it once at start.

let signingKey: Buffer | undefined;
const MIME_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
};

/** Loads (creating it on first start) the key that signs links to private uploads. */
export async function loadUploadSigningKey(db: Executor): Promise<void> {
  // A process that already has a key offers it, so every database it serves (tests) agrees.
  const candidate = (signingKey ?? randomBytes(32)).toString('hex');
  signingKey = Buffer.from(await uploads.findOrCreateSigningKey(db, candidate), 'hex');
}

function signature(fileName: string, expires: number): string {
  if (!signingKey) throw new Error('the upload signing key is not loaded (loadUploadSigningKey)');
  return createHmac('sha256', signingKey).update(`${fileName}:${expires}`).digest('hex');
}

/**
 * A link that shows one of our uploads for about an hour from `now`, wherever its file lives;
 * other URLs (outside images, null) come back as they are. Views call this only in answers to
 * the upload's owner or an operator.
 */
export function signUploadUrl(url: string, now?: number): string;
export function signUploadUrl(url: string | null, now?: number): string | null;
export function signUploadUrl(url: string | null, now = Date.now()): string | null {
  const fileName = url ? UPLOAD_PATH.exec(url)?.[2] : undefined;
  if (!fileName) return url;
  const expires = (Math.ceil((now + LINK_TTL_MS) / LINK_ROUNDING_MS) * LINK_ROUNDING_MS) / 1000;
  return `${PRIVATE_URL_PREFIX}${fileName}?expires=${expires}&sig=${signature(fileName, expires)}`;
}

/**
 * The file a signed link opens (private, or public for uploads from before uploads were
 * private); FORBIDDEN (403) for a wrong or expired signature, NOT_FOUND (404) for no file.
 */
export async function readPrivateUpload(
  deps: { config: Pick<Config, 'uploadDir'> },
  link: { fileName: string; expires?: string | undefined; sig?: string | undefined },
): Promise<{ data: Buffer; mime: string }> {
  const expires = Number(link.expires);
  const valid =
    /^[a-f0-9]{32}\.(?:webp|png|jpg)$/.test(link.fileName) &&
    Number.isSafeInteger(expires) &&
    expires * 1000 > Date.now() &&
    typeof link.sig === 'string' &&
    safeEqual(link.sig, signature(link.fileName, expires));
  if (!valid) throw new AppError('FORBIDDEN', undefined, 403);
  for (const folder of [path.join(deps.config.uploadDir, PRIVATE_FOLDER), deps.config.uploadDir]) {
    try {
      const data = await fs.readFile(path.join(folder, link.fileName));
      return { data, mime: MIME_TYPES[path.extname(link.fileName)] ?? 'application/octet-stream' };
    } catch (error) {
      if ((error as { code?: string }).code !== 'ENOENT') throw error;
    }
  }
  throw new AppError('NOT_FOUND', undefined, 404);
}
