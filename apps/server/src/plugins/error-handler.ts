/**
 * One error shape for the whole API: `{ message, field? }` with the right status, never a
 * stack trace, never a 500 for bad input.
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
  // A path segment longer than MAX_PARAM_LENGTH names nothing the API holds.
  FST_ERR_MAX_PARAM_LENGTH: { status: 404, message: 'Not found' },
};

/**
 * Longer than any id or slug the API stores (slugs may have 200 characters, and a percent-
 * encoded one three times as many), so only a path that can name nothing is refused early.
 */
export const MAX_PARAM_LENGTH = 600;

/**
 * Refusals the router makes before any route or hook runs (a bad percent-encoding, an overlong
 * path segment): Fastify's `frameworkErrors` option, which otherwise writes its own body.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const known = fastifyClientErrors[error.code] ?? { status: 400, message: 'Bad request' };
  void reply.status(known.status).send({ message: known.message });
}

/** What a connection that never became a request is told (Fastify's `clientErrorHandler`). */
const connectionErrors: Record<string, { status: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive' },
  HPE_HEADER_OVERFLOW: { status: 431, message: 'Request headers are too large' },
};

/**
 * Malformed HTTP (a garbled request line, a bad Content-Length, oversized headers) is refused by
 * Node's parser before Fastify sees a request, so it is answered here, on the raw socket.
 */
export function answerConnectionError(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = connectionErrors[error.code ?? ''] ?? {
    status: 400,
    message: 'Malformed HTTP request',
  };
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

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
