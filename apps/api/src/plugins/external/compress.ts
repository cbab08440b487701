import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Compression of dynamic answers (brotli, else gzip, from 1 KB); the site pre-compresses its files. */
async function compressPlugin(app: FastifyInstance) {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Dynamic responses: fast brotli; the site handler pre-compresses files at full quality.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

export default fp(compressPlugin, { name: 'compress' });
