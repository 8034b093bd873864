import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.json': 'application/json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json']);

/**
 * Serves a built web app the way production does: gzip for text, hashed assets cached for a year,
 * and index.html for every path without a file (the app routes in the browser). Answers its base URL,
 * the bytes sent per path, and a stop.
 */
export async function serveStatic(root: string, port = 0) {
  const sent = new Map<string, number>();
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = normalize(join(root, path));
    if (!file.startsWith(root)) file = join(root, 'index.html');
    const isFile = await stat(file).then(
      (s) => s.isFile(),
      () => false,
    );
    if (!isFile) file = join(root, 'index.html');
    const ext = extname(file);
    let body = await readFile(file);
    res.setHeader('content-type', TYPES[ext] ?? 'application/octet-stream');
    res.setHeader('cache-control', path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      body = gzipSync(body);
      res.setHeader('content-encoding', 'gzip');
      res.setHeader('vary', 'accept-encoding');
    }
    res.setHeader('content-length', body.length);
    sent.set(path, body.length);
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${bound}`,
    sent,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
