import type { FastifyPluginAsync } from 'fastify';

import type { AppDeps } from '../../deps.js';
import { callerOf, requireUser } from '../../http/auth.js';
import { AppError } from '../../lib/app-error.js';
import { storeImage } from './upload.service.js';

/** POST /upload: multipart, one image in the field `file`; answers its URL. */
export function uploadRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    app.post('/upload', { schema: { tags: ['upload'], consumes: ['multipart/form-data'] }, preHandler: requireUser(deps.db) }, async (req) => {
      if (!req.isMultipart()) throw new AppError('UPLOAD_MISSING');
      const part = await req.file();
      if (!part || part.fieldname !== 'file') throw new AppError('UPLOAD_MISSING');
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError('UPLOAD_TOO_LARGE', { mb: Math.round(deps.config.uploadMaxBytes / 1024 / 1024) }, 413);
        }
        throw error;
      }
      return storeImage(deps, callerOf(req).user.id, bytes);
    });
  };
}
