import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { PUBLIC } from './route-access';

const isSourceMap = (path: string) => path.toLowerCase().endsWith('.map');

/**
 * Serves the built web app: hashed assets cached for a year, and index.html for every other
 * path that is not under /api, so the browser's router takes over. A missing file under /assets/
 * is a 404, never index.html: after a deploy, a tab still running the old build asks for chunks
 * that are gone, and must get an error it can recover from (a reload), not HTML parsed as script.
 */
export async function registerWeb(app: FastifyInstance, distDir: string | undefined) {
  if (!distDir || !existsSync(join(distDir, 'index.html'))) return;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    // Our own cache headers below; the plugin's default (max-age=0) would replace them.
    cacheControl: false,
    // The web build writes .br and .gz copies of its text files; the one the browser accepts is sent.
    preCompressed: true,
    // Source maps stay on the server's disk for debugging; served, they would publish the source.
    allowedPath: (path) => !isSourceMap(path),
    setHeaders(res, path) {
      res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      res.setHeader('vary', 'accept-encoding');
    },
  });
  app.get('/*', { config: PUBLIC, schema: { hide: true } }, (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api/') || path === '/api') {
      return reply.code(404).send({ detail: `No route for ${request.method} ${path}` });
    }
    if (path.startsWith('/assets/') || isSourceMap(path)) {
      return reply.code(404).header('cache-control', 'no-cache').send({ detail: 'File not found' });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
