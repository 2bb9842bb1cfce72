import type { FastifyRequest } from 'fastify';

import { AppError } from '../lib/app-error.js';

/** The bytes of the one file in the multipart field `file`; too big answers 413. */
export async function readUploadedFile(req: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!req.isMultipart()) throw new AppError('UPLOAD_MISSING');
  const part = await req.file();
  if (!part || part.fieldname !== 'file') throw new AppError('UPLOAD_MISSING');
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('UPLOAD_TOO_LARGE', { mb: Math.round(maxBytes / 1024 / 1024) }, 413);
    }
    throw error;
  }
}
