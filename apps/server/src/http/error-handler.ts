import { isErrorCode, type ErrorCode } from '@meridian/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

import { AppError } from '../lib/app-error.js';
import { errorEnvelope } from './envelope.js';
import { resolveLanguage } from './lang.js';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
}

/** The first failing field and the code its rule asks for (a rule may name a precise code). */
function describeValidation(issues: ValidationIssue[]): { field: string; code: ErrorCode } {
  const first = issues[0];
  const path = first?.params?.issue?.path ?? first?.instancePath?.split('/').filter(Boolean) ?? [];
  const field = path.map(String).join('.') || 'body';
  const message = first?.params?.issue?.message ?? first?.message;
  return { field, code: isErrorCode(message) ? message : 'PARAMETER_ERROR' };
}

/**
 * PostgreSQL's "numeric value out of range" (SQLSTATE 22003: numeric field overflow, integer out
 * of range). pg and PGlite both throw it with `code: '22003'`. The contract bounds every amount
 * and price (15 integer digits) below what numeric(36, 18) holds, so this is a product or a sum
 * of the caller's numbers that does not fit: the caller's input, not a crash.
 */
function isNumericOverflow(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '22003'
  );
}

/** The one place that turns any error into the envelope (ARCHITECTURE.md "The HTTP contract"). */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    const lang = req.lang ?? resolveLanguage(req);
    if (error instanceof AppError) {
      // A service that names the field it refused answers it like schema validation does.
      const field = typeof error.params.field === 'string' ? { field: error.params.field } : {};
      return reply
        .status(error.statusCode)
        .send({ ...errorEnvelope(error.code, lang, error.params), ...field });
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const { field, code } = describeValidation(error.validation ?? []);
      return reply.status(200).send({ ...errorEnvelope(code, lang, { field }), field });
    }
    if (isNumericOverflow(error)) {
      // The statement wrote nothing, and the transaction around it (every money write has one) rolled back.
      req.log.info({ err: error }, 'number too large for its column');
      return reply.status(200).send(errorEnvelope('AMOUNT_TOO_LARGE', lang));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(errorEnvelope('TOO_MANY_REQUESTS', lang));
    }
    if (error.statusCode === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send(errorEnvelope('PAYLOAD_TOO_LARGE', lang));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed bodies, bad content types and the like: the client's fault, not a crash.
      req.log.info({ err: error }, 'rejected request');
      return reply
        .status(error.statusCode)
        .send(errorEnvelope('PARAMETER_ERROR', lang, { field: 'body' }));
    }
    req.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(errorEnvelope('INTERNAL_ERROR', lang));
  });

  app.setNotFoundHandler((req, reply) => {
    const lang = req.lang ?? resolveLanguage(req);
    return reply.status(404).send(errorEnvelope('NOT_FOUND', lang));
  });
}
