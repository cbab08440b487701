import swagger from '@fastify/swagger';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchemaCompiler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { HttpError, zodRefusal } from './errors.ts';
import { renderApiReference } from './api-reference.ts';

export interface ApiRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route (method and Fastify path), in registration order. */
    apiRoutes: readonly ApiRoute[];
  }
}

/** Schemas whose failure means "no such thing" (404 with this message) rather than a bad request. */
const notFoundSchemas = new WeakMap<z.ZodType, string>();

/**
 * Marks a params schema so that a value it refuses answers 404 with `message`: a catalogue path
 * naming a model id longer than any model is a missing page, not a malformed request.
 */
export function notFoundWhenInvalid<S extends z.ZodType>(schema: S, message: string): S {
  // A copy, so that the shared contract schema keeps answering 400 wherever else it is used.
  const copy = schema.clone() as S;
  notFoundSchemas.set(copy, message);
  return copy;
}

/**
 * Validates a request part with its zod schema; a refusal is an HttpError in the API's error shape
 * (400 with per-field messages, unknown fields named), as `parse()` answers inside a handler.
 */
const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    // Fastify gives a request without a body `null`; the schemas say "no body" with optional().
    const input = httpPart === 'body' && data === null ? undefined : data;
    const result = schema.safeParse(input);
    if (result.success) return { value: result.data };
    const missing = notFoundSchemas.get(schema);
    if (missing !== undefined) return { error: new HttpError(404, 'not_found', missing) };
    return { error: zodRefusal(schema, input, result.error) };
  };

/** The API's routes with zod schemas: typed handlers, validation and serialisation from contracts. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
export const zodApp = (app: FastifyInstance): ZodApp => app.withTypeProvider<ZodTypeProvider>();

export const apiTags = [
  {
    name: 'catalogue',
    description:
      'Aircraft models, their assemblies, parts and part search. Answers carry a weak ETag (If-None-Match → 304) and `Cache-Control: public, no-cache`: a cache keeps them but asks again before each use.',
  },
  { name: 'cart', description: "The session's parts cart and the inquiry that sends it." },
  { name: 'session', description: 'The anonymous session a cart belongs to.' },
  { name: 'forms', description: 'Subscribe and contact forms.' },
  { name: 'address', description: 'Countries, states and cities for the inquiry form.' },
  { name: 'health', description: 'Liveness of the server and its database.' },
  {
    name: 'quote',
    description:
      "The customer's side of a quote, opened by the token in the mailed link: see it, accept it, ask a question.",
  },
  {
    name: 'desk',
    description:
      "The parts desk's staff side: set-up from an invite, sign-in (passkey or password), the session, staff and the audit log. Every route but sign-in and set-up needs the desk session cookie (401 `desk_session_required`) and the right role (403 `forbidden_role`); every change must come from the desk's own pages (403 `cross_site_request`).",
  },
] as const;

/**
 * Installs zod validation and serialisation and records every route for the OpenAPI 3.1 document
 * served at /api/openapi.json, with a readable reference at /api/docs. Call before any route.
 */
export async function useOpenApi(app: FastifyInstance, version: string) {
  const routes: ApiRoute[] = [];
  app.decorate('apiRoutes', routes);
  // Every route registered from here on, whether the document shows it or not (its completeness test).
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      if (method !== 'HEAD') routes.push({ method, url: route.url });
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Contrail API',
        version,
        description:
          'The aircraft-parts catalogue, parts cart and inquiry desk behind the Contrail site. ' +
          'Every error answers `{ error: { code, message, fields? } }` with a 4xx status ' +
          '(the inquiry answers `{ success: false, error }`); 5xx details stay in the server log.',
      },
      servers: [{ url: '/' }],
      tags: [...apiTags],
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Session-Id',
            description:
              "The id from POST /api/session, for clients without cookies. Browsers send the httpOnly session cookie instead (`__Host-contrail_session` in production, `contrail_session` over plain http); an id that differs from the cookie's is refused with 403 session_mismatch.",
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
}

/** The document and its reference page; registered after the routes so both list them all. */
export async function openApiRoutes(app: FastifyInstance) {
  let page: string | undefined;
  app.get('/api/openapi.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(app.swagger()));
  });
  app.get('/api/docs', { schema: { hide: true } }, async (_request, reply) => {
    page ??= renderApiReference(app.swagger());
    reply.header('cache-control', 'public, max-age=300');
    return reply.type('text/html; charset=utf-8').send(page);
  });
}
