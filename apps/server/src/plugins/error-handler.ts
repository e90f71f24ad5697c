/**
 * One error shape for the whole API: `{ message, field? }` with the right status, never a
 * stack trace, never a 500 for bad input.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../http/app-error';

/** Fastify's own client-error codes, translated into sentences a person can act on. */
const fastifyClientErrors: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'Request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'Request body is empty' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    message: 'Unsupported content type; send application/json',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    message: 'Content-Length does not match the body',
  },
  FST_ERR_BAD_URL: { status: 400, message: 'Malformed URL' },
};

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      void reply
        .headers(error.headers)
        .status(error.statusCode)
        .send(
          error.field ? { message: error.message, field: error.field } : { message: error.message },
        );
      return;
    }
    const known = fastifyClientErrors[error.code];
    if (known) {
      void reply.status(known.status).send({ message: known.message });
      return;
    }
    if (error instanceof SyntaxError) {
      void reply.status(400).send({ message: 'Request body is not valid JSON' });
      return;
    }
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      void reply.status(error.statusCode).send({ message: error.message });
      return;
    }
    request.log.error({ err: error }, 'unhandled error');
    void reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });
}
