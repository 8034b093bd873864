// The least any durable upload can do on the machine, for documents.bench.ts: a bare node:http
// server, in a process of its own like the API, that parses the multipart body with the same
// parser as the API (busboy), streams the file to a staging file in writes of about a megabyte,
// fsyncs it and renames it to its own name. No sign-in, no checks, no database row.
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { open, rename } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import busboy, { type BusboyHeaders } from '@fastify/busboy';

const port = Number(process.env.BARE_PORT ?? 8098);
const folder = process.env.BARE_FOLDER as string;
const staging = join(folder, '.incoming');
mkdirSync(staging, { recursive: true });

async function store(file: Readable): Promise<number> {
  const temporary = join(staging, randomUUID());
  const handle = await open(temporary, 'wx', 0o600);
  let size = 0;
  let batch: Buffer[] = [];
  let batched = 0;
  for await (const chunk of file as AsyncIterable<Buffer>) {
    size += chunk.length;
    batch.push(chunk);
    batched += chunk.length;
    if (batched >= 1024 * 1024) {
      await handle.writev(batch);
      batch = [];
      batched = 0;
    }
  }
  if (batched > 0) await handle.writev(batch);
  await handle.sync();
  await handle.close();
  await rename(temporary, join(folder, randomUUID()));
  return size;
}

createServer((req, res) => {
  const parser = busboy({ headers: req.headers as BusboyHeaders });
  let stored: Promise<number> | undefined;
  parser.on('file', (_field, file) => {
    stored = store(file);
  });
  parser.on('field', () => undefined);
  parser.on('finish', async () => {
    const size = await stored;
    res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ size }));
  });
  req.pipe(parser);
}).listen(port, '127.0.0.1', () => console.log('up'));

process.on('SIGTERM', () => {
  rmSync(folder, { recursive: true, force: true });
  process.exit(0);
});
