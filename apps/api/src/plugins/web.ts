import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app: hashed assets cached for a year, and index.html for every other
 * path that is not under /api, so the browser's router takes over.
 */
export async function registerWeb(app: FastifyInstance, distDir: string | undefined) {
  if (!distDir || !existsSync(join(distDir, 'index.html'))) return;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    setHeaders(res, path) {
      res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply.code(404).send({ detail: `No route for ${request.method} ${request.url.split('?')[0]}` });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
