import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Cookies, parsed on demand (session.ts requestCookies), not by a hook on every request. */
async function cookiePlugin(app: FastifyInstance) {
  await app.register(cookie, { hook: false });
}

export default fp(cookiePlugin, { name: 'cookie' });
