import type { FastifyPluginAsync } from 'fastify';

import type { AppDeps } from '../../deps.js';
import { callerOf, requireUser } from '../../http/auth.js';
import { readUploadedFile } from '../../http/upload.js';
import { storeImage } from './upload.service.js';

/** POST /upload: multipart, one image in the field `file`; answers its URL. */
export function uploadRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    app.post(
      '/upload',
      {
        schema: { tags: ['upload'], consumes: ['multipart/form-data'] },
        preHandler: requireUser(deps.db),
      },
      async (req) => {
        const bytes = await readUploadedFile(req, deps.config.uploadMaxBytes);
        return storeImage(deps, callerOf(req).user.id, bytes);
      },
    );
  };
}
