import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../lib/errors';
import { PUBLIC } from '../../plugins/route-access';
import type { LocalStorage } from './local-storage';
import { contentDisposition } from './storage';

const linkQuery = z.object({
  key: z.string().min(1).max(300),
  exp: z.coerce.number().int(),
  dl: z.enum(['0', '1']),
  name: z.string().min(1).max(255),
  type: z.string().min(1).max(100),
  sig: z.string().min(1).max(100),
});

/** Serves local-disk files to holders of a valid signed link (the S3 backend serves its own). */
export function fileRoutes(storage: LocalStorage) {
  return async (fastify: FastifyInstance) => {
    fastify.withTypeProvider<ZodTypeProvider>().get(
      '/api/files/',
      // The signed link is the credential: no bearer token.
      { config: PUBLIC, schema: { tags: ['documents'], summary: 'Download by signed link', querystring: linkQuery } },
      async (req, reply) => {
        const q = req.query;
        const claims = { key: q.key, exp: q.exp, dl: q.dl === '1', name: q.name, type: q.type };
        if (!storage.verify(claims, q.sig)) throw new AppError(403, 'This link has expired or is not valid');
        const path = storage.pathOf(q.key);
        const info = await stat(path).catch(() => undefined);
        if (!info?.isFile()) throw notFound('File not found');
        return reply
          .header('content-type', q.type)
          .header('content-length', info.size)
          .header('content-disposition', contentDisposition(claims.dl, q.name))
          .header('cache-control', 'private, max-age=300')
          .header('x-content-type-options', 'nosniff')
          .send(createReadStream(path));
      },
    );
  };
}
