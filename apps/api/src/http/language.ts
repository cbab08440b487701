import type { ApiError } from '@contrail/contracts';
import { preferredLocale, type ApiLocale } from '@contrail/contracts/i18n/accept-language';
import { translateProblem } from '@contrail/contracts/i18n/problems';
import type { FastifyRequest } from 'fastify';
import { messagesIn } from '../i18n/languages.ts';

// The API's error messages in the visitor's language (`Accept-Language`): the contracts' messages, which the
// schemas and rules write in English, translated on the way out. Codes and field names stay as they are.

/** The request's language (English when it asks for none the site has). */
export const requestLocale = (request: FastifyRequest): ApiLocale =>
  preferredLocale(request.headers['accept-language']);

/** An error body with its message and field messages in `locale`. */
export function localizedError(body: ApiError, locale: ApiLocale): ApiError {
  const table = messagesIn(locale)?.problems;
  if (!table) return body;
  const { fields, ...rest } = body.error;
  return {
    error: {
      ...rest,
      message: translateProblem(table, rest.message),
      ...(fields && {
        fields: Object.fromEntries(
          Object.entries(fields).map(([name, message]) => [name, translateProblem(table, message)]),
        ),
      }),
    },
  };
}
