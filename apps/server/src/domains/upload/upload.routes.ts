import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';

import type { Config } from '../../config.js';
import type { AppDeps } from '../../deps.js';
import { callerOf, useUserAuth } from '../../http/auth.js';
import { uploadLimit } from '../../http/rate-limit.js';
import { okResponse } from '../../http/response.js';
import { readUploadedFile } from '../../http/upload.js';
import {
  PRIVATE_FOLDER,
  readPrivateUpload,
  storeImage,
  UPLOAD_URL_PREFIX,
} from './upload.service.js';

/** POST /upload: multipart, one image in the field `file`; answers its URL. */
export function uploadRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    useUserAuth(app);
    app.post(
      '/upload',
      {
        schema: {
          tags: ['upload'],
          consumes: ['multipart/form-data'],
          response: okResponse(z.string().describe('the stored image URL')),
        },
        config: { rateLimit: uploadLimit },
      },
      async (req) => {
        const bytes = await readUploadedFile(req, deps.config.uploadMaxBytes);
        return storeImage(deps, callerOf(req).user.id, bytes);
      },
    );
  };
}

/**
 * GET /uploads/private/<file>?expires=…&sig=…: a user's private image through a signed link
 * (see `signUploadUrl`), never stored by browsers or shared caches.
 */
export function privateUploadRoutes(deps: {
  config: Pick<Config, 'uploadDir'>;
}): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: { file: string }; Querystring: { expires?: string; sig?: string } }>(
      `${UPLOAD_URL_PREFIX}${PRIVATE_FOLDER}/:file`,
      async (req, reply) => {
        const image = await readPrivateUpload(deps, { fileName: req.params.file, ...req.query });
        return reply.header('cache-control', 'private, no-store').type(image.mime).send(image.data);
      },
    );
  };
}
