import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Ctx } from '../lib/context';
import { noContent, type routeDocs } from '../lib/http';
import { idParams } from '../lib/params';
import { ctxOf, type Guard } from './auth';

type Route = { onRequest: Guard; summary?: string };

/**
 * The routes of one record of an area at `path` (ending in `/:id`), registered in this order:
 * read it (200 with the record), change it (PUT with the area's changes, 200 with the record)
 * and delete it (204). An area passes the ones it has; each service function gets the caller and
 * the record's id. The schemas are built with the area's `doc`, as its other routes are.
 */
export function recordRoutes<Item extends z.ZodType, Changes extends z.ZodType>(
  app: FastifyInstance,
  path: string,
  doc: ReturnType<typeof routeDocs>,
  item: Item,
  routes: {
    get?: Route & { run: (ctx: Ctx, id: number) => Promise<z.input<Item>> };
    update?: Route & {
      body: Changes;
      run: (ctx: Ctx, id: number, changes: z.output<Changes>) => Promise<z.input<Item>>;
    };
    remove?: Route & { run: (ctx: Ctx, id: number) => Promise<unknown> };
  },
) {
  const { get, update, remove } = routes;
  const zodApp = app.withTypeProvider<ZodTypeProvider>();
  const parts = ({ summary }: Route) => ({ ...(summary === undefined ? {} : { summary }), params: idParams });
  const idOf = (req: FastifyRequest) => (req.params as z.output<typeof idParams>).id;

  if (get) {
    zodApp.get(path, { onRequest: get.onRequest, schema: doc({ 200: item }, parts(get)) }, (req) =>
      get.run(ctxOf(req), idOf(req)),
    );
  }
  if (update) {
    zodApp.put(
      path,
      { onRequest: update.onRequest, schema: doc({ 200: item }, { ...parts(update), body: update.body }) },
      (req) => update.run(ctxOf(req), idOf(req), req.body as z.output<Changes>),
    );
  }
  if (remove) {
    zodApp.delete(
      path,
      { onRequest: remove.onRequest, schema: doc({ 204: z.null() }, parts(remove)) },
      noContent((req) => remove.run(ctxOf(req), idOf(req))),
    );
  }
}
