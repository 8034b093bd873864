import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Ctx } from '../lib/context';
import { created, errorAnswers, noContent, routeDocs } from '../lib/http';
import { idParams, recordId } from '../lib/params';
import { ctxOf, type Guard } from './auth';

type Route = { onRequest: Guard; summary: string };

// Typed as any area's docs, as record-routes takes them: the answers are checked at run time.
const doc: ReturnType<typeof routeDocs> = routeDocs(['loads'], errorAnswers(401, 403, 404, 422));

/**
 * The routes of records a load holds (its accessorials, its check calls) at
 * `/api/loads/:id/<items>`, registered in this order: list them (200), add one (201 with it),
 * change one (PUT `/:<itemParam>`, 200 with it; where the area has it) and remove one (204). Each
 * service function gets the caller and the load's id, then the record's id, then the body.
 */
export function loadItemRoutes<
  Item extends z.ZodType,
  List extends z.ZodType,
  Add extends z.ZodType,
  Changes extends z.ZodType,
>(
  app: FastifyInstance,
  items: string,
  itemParam: string,
  schemas: { item: Item; list: List },
  routes: {
    list: Route & { run: (ctx: Ctx, loadId: number) => Promise<z.input<List>> };
    add: Route & { body: Add; run: (ctx: Ctx, loadId: number, input: z.output<Add>) => Promise<z.input<Item>> };
    update?: Route & {
      body: Changes;
      run: (ctx: Ctx, loadId: number, itemId: number, changes: z.output<Changes>) => Promise<z.input<Item>>;
    };
    remove: Route & { run: (ctx: Ctx, loadId: number, itemId: number) => Promise<unknown> };
  },
) {
  const zodApp = app.withTypeProvider<ZodTypeProvider>();
  const path = `/api/loads/:id/${items}`;
  const itemPath = `${path}/:${itemParam}`;
  const itemParams = z.object({ id: recordId, [itemParam]: recordId });
  const loadIdOf = (req: FastifyRequest) => (req.params as { id: number }).id;
  const itemIdOf = (req: FastifyRequest) => (req.params as Record<string, number>)[itemParam]!;
  const { list, add, update, remove } = routes;

  zodApp.get(
    path,
    { onRequest: list.onRequest, schema: doc({ 200: schemas.list }, { summary: list.summary, params: idParams }) },
    (req) => list.run(ctxOf(req), loadIdOf(req)),
  );
  zodApp.post(
    path,
    {
      onRequest: add.onRequest,
      schema: doc({ 201: schemas.item }, { summary: add.summary, params: idParams, body: add.body }),
    },
    created((req: FastifyRequest) => add.run(ctxOf(req), loadIdOf(req), req.body as z.output<Add>)),
  );
  if (update) {
    zodApp.put(
      itemPath,
      {
        onRequest: update.onRequest,
        schema: doc({ 200: schemas.item }, { summary: update.summary, params: itemParams, body: update.body }),
      },
      (req) => update.run(ctxOf(req), loadIdOf(req), itemIdOf(req), req.body as z.output<Changes>),
    );
  }
  zodApp.delete(
    itemPath,
    { onRequest: remove.onRequest, schema: doc({ 204: z.null() }, { summary: remove.summary, params: itemParams }) },
    noContent((req: FastifyRequest) => remove.run(ctxOf(req), loadIdOf(req), itemIdOf(req))),
  );
}
