import type { ApiError } from '@contrail/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiLocale } from '@contrail/contracts/i18n/accept-language';
import { messagesIn } from '../i18n/languages.ts';
import { zodErrorMap } from '../i18n/messages.ts';
import { localizedError, requestLocale } from './language.ts';

/** An error with an HTTP status that the error handler answers as `{ error: { code, message, fields? } }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** The message and fields in another language, when zod worded them (see `zodRefusal`). */
    readonly inLocale?: (locale: Exclude<ApiLocale, 'en'>) => {
      message: string;
      fields?: Record<string, string>;
    },
    /** The current state, when the request was based on an older one (409). */
    readonly current?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message = 'Not found.') => new HttpError(404, 'not_found', message);
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, 'invalid_request', message, fields);

/** Field-level messages of a zod error, keyed by the field's path ("contact.email"); first message wins. */
export function zodFields(error: z.ZodError): { message: string; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  let message: string | undefined;
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      const prefix = issue.path.map(String).join('.');
      for (const key of issue.keys) fields[prefix ? `${prefix}.${key}` : key] ??= 'Unknown field.';
      message ??= `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}.`;
      continue;
    }
    const path = issue.path.map(String).join('.');
    if (!path) {
      message ??=
        issue.code === 'invalid_type' ? 'Request body must be a JSON object.' : issue.message;
      continue;
    }
    fields[path] ??= issue.message;
    message ??= issue.message;
  }
  return { message: message ?? 'Invalid request.', fields };
}

/**
 * Validates `value` (a body, params or query) with a zod schema; throws a 400 HttpError with
 * per-field messages when it does not match.
 */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw zodRefusal(schema, value, result.error);
}

const orNone = (fields: Record<string, string>) =>
  Object.keys(fields).length ? fields : undefined;

/**
 * The 400 for a value `schema` refused with `error`. In another language its messages are worded again
 * (the value parsed once more with that language's error map, only when that language is asked for): zod's
 * own messages ('Too big: expected string to have <=120 characters') have no English text to translate.
 */
export function zodRefusal(schema: z.ZodType, value: unknown, error: z.ZodError): HttpError {
  const { message, fields } = zodFields(error);
  return new HttpError(400, 'invalid_request', message, orNone(fields), (locale) => {
    const checks = messagesIn(locale)?.checks;
    if (!checks) return { message, fields: orNone(fields) };
    const again = schema.safeParse(value, { error: zodErrorMap(checks) });
    if (again.success) return { message, fields: orNone(fields) };
    const worded = zodFields(again.error);
    return { message: worded.message, fields: orNone(worded.fields) };
  });
}

const statusCodes: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'invalid_json',
    message: 'The body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'invalid_json',
    message: 'The JSON body is empty.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'body_too_large',
    message: 'The request body is too large.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'unsupported_media_type',
    message: 'Send the body as JSON (Content-Type: application/json).',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'invalid_content_length',
    message: 'The Content-Length does not match the body.',
  },
  FST_CP_ERR_INVALID_CONTENT_ENCODING: {
    status: 415,
    code: 'unsupported_content_encoding',
    message: 'Unsupported Content-Encoding.',
  },
  FST_ERR_BAD_URL: { status: 400, code: 'bad_url', message: 'The URL is malformed.' },
};

const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // PostgreSQL: shutting down, crashed, starting up, too many connections.
  '57P01',
  '57P02',
  '57P03',
  '53300',
  // SQLite: another connection held the lock past busy_timeout.
  'SQLITE_BUSY',
]);
const unreachableMessages =
  /connection terminated|timeout exceeded when trying to connect|connection error|not queryable|server closed the connection|the database system is (starting up|shutting down)/i;

/**
 * Whether an error means the database could not be reached (or is restarting) rather than a bug:
 * such requests answer 503 so clients and load balancers retry, and the pool reconnects by itself.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { code?: unknown; message?: unknown; cause?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  // SQLSTATE class 08: connection exceptions.
  if (unreachableCodes.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  if (typeof e.message === 'string' && unreachableMessages.test(e.message)) return true;
  return e.cause !== undefined && e.cause !== error && isDatabaseUnavailable(e.cause);
}

/** Seconds a client should wait before retrying a 503 (Retry-After). */
export const unavailableRetryAfterSeconds = 2;

/** Maps any thrown value to a status and the public error body; 5xx details stay in the log. */
export function toApiError(
  error: unknown,
  locale: ApiLocale = 'en',
): { status: number; body: ApiError } {
  if (error instanceof HttpError) {
    const worded = locale !== 'en' && error.inLocale ? error.inLocale(locale) : error;
    const body: ApiError = { error: { code: error.code, message: worded.message } };
    if (worded.fields) body.error.fields = worded.fields;
    if (error.current !== undefined) body.error.current = error.current;
    return { status: error.statusCode, body };
  }
  if (error instanceof z.ZodError) {
    const { message, fields } = zodFields(error);
    return { status: 400, body: { error: { code: 'invalid_request', message, fields } } };
  }
  const e = (error ?? {}) as Partial<FastifyError>;
  const known = e.code ? statusCodes[e.code] : undefined;
  if (known)
    return { status: known.status, body: { error: { code: known.code, message: known.message } } };
  if (e.statusCode === 429) {
    return {
      status: 429,
      body: { error: { code: 'rate_limited', message: e.message ?? 'Too many requests.' } },
    };
  }
  if (e instanceof SyntaxError) {
    return {
      status: 400,
      body: { error: { code: 'invalid_json', message: 'The body is not valid JSON.' } },
    };
  }
  const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
  if (status >= 500 && isDatabaseUnavailable(error)) {
    return {
      status: 503,
      body: {
        error: {
          code: 'database_unavailable',
          message:
            'The service is briefly unavailable (its database cannot be reached); try again in a few seconds.',
        },
      },
    };
  }
  if (status >= 400 && status < 500) {
    const code = e.code ? e.code.toLowerCase().replace(/^fst_(err_)?/, '') : 'bad_request';
    return { status, body: { error: { code, message: e.message || 'Bad request.' } } };
  }
  return {
    status: 500,
    body: { error: { code: 'internal_error', message: 'Internal server error.' } },
  };
}

export function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const locale = requestLocale(request);
  const { status, body } = toApiError(error, locale);
  if (status === 503) {
    request.log.warn({ err: error }, 'database unavailable');
    reply.header('retry-after', String(unavailableRetryAfterSeconds));
  } else if (status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ code: body.error.code, status }, body.error.message);
  // In the visitor's language (Accept-Language), as the page they sent it from shows it.
  return reply
    .code(status)
    .header('content-language', locale)
    .type('application/json; charset=utf-8')
    .send(localizedError(body, locale));
}
