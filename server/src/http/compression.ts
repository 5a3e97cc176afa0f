import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from './api-path.ts';

/**
 * Compresses API answers of 1 KB and more (lists, a review's answers) with Brotli or gzip, as the
 * browser accepts, when they are sent (docs/engineering.md#compression). Only /api: the built app's
 * files were compressed by the build, at levels too slow for a request (static.ts), and a file the
 * build left as it is gains nothing. Already-compressed types (PDF, ZIP, images) go out as they are.
 * Call before registering the routes it should cover.
 */
export async function registerApiCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) route.compress = false;
  });
  await app.register(fastifyCompress, {
    threshold: 1024,
    // The two encodings the app's files come in, so both parts of the product behave alike.
    encodings: ['br', 'gzip'],
    // Request bodies stay uncompressed: a compressed one would meet errors outside docs/errors.md.
    globalDecompression: false,
  });
}
