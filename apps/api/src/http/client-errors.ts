import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ApiError } from '@contrail/contracts';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

const answers: Record<string, { status: number; code: string; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'request_timeout',
    message: 'The request took too long to arrive.',
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'headers_too_large',
    message: 'The request headers are too large.',
  },
};
const malformed = { status: 400, code: 'bad_request', message: 'The request is malformed.' };

/**
 * Answers errors Node raises before a request reaches Fastify (a request that arrives too slowly,
 * oversized or malformed headers) in the API's error shape, then closes the connection.
 */
export const clientErrorHandler: NonNullable<FastifyServerOptions['clientErrorHandler']> =
  function (this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, code, message } = answers[error.code ?? ''] ?? malformed;
    this.log.debug({ err: error }, 'client error');
    if (!socket.writable) {
      socket.destroy(error);
      return;
    }
    const body = JSON.stringify({ error: { code, message } } satisfies ApiError);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
    socket.destroy();
  };
