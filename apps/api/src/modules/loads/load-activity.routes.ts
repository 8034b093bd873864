import {
  LOAD_CAPABILITIES,
  loadCommentInput,
  loadCommentList,
  loadCommentSchema,
  pagingQuery,
  savedViewCreate,
  savedViewList,
  savedViewSchema,
  savedViewUpdate,
} from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { created, errorAnswers, noContent, routeDocs } from '../../lib/http';
import { idParams, recordId } from '../../lib/params';
import { ctxOf, type Guards } from '../../plugins/auth';
import { recordRoutes } from '../../plugins/record-routes';
import type { LoadCommentsService } from './load-comments.service';
import type { LoadViewsService } from './load-views.service';

const doc = routeDocs(['loads'], errorAnswers(401, 403, 404, 409, 422));
const loadCommentParams = z.object({ id: recordId, commentId: recordId });

/** Load comments and the board's saved views: for whoever reads loads (decision 0061). */
export function loadActivityRoutes(comments: LoadCommentsService, views: LoadViewsService, guards: Guards) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const onRequest = guards.requireAny(LOAD_CAPABILITIES.read);

    app.get(
      '/api/loads/:id/comments',
      {
        onRequest,
        schema: doc(
          { 200: loadCommentList },
          { summary: "The load's comment thread, oldest first", params: idParams, querystring: pagingQuery },
        ),
      },
      (req) => comments.list(ctxOf(req), req.params.id, req.query),
    );

    app.post(
      '/api/loads/:id/comments',
      {
        onRequest,
        schema: doc({ 201: loadCommentSchema }, { params: idParams, body: loadCommentInput }),
      },
      created((req) => comments.add(ctxOf(req), req.params.id, req.body.text)),
    );

    app.put(
      '/api/loads/:id/comments/:commentId',
      {
        onRequest,
        schema: doc(
          { 200: loadCommentSchema },
          { summary: 'Edit your own comment', params: loadCommentParams, body: loadCommentInput },
        ),
      },
      (req) => comments.edit(ctxOf(req), req.params.id, req.params.commentId, req.body.text),
    );

    app.delete(
      '/api/loads/:id/comments/:commentId',
      {
        onRequest,
        schema: doc({ 204: z.null() }, { summary: 'Delete your own comment', params: loadCommentParams }),
      },
      noContent((req) => comments.remove(ctxOf(req), req.params.id, req.params.commentId)),
    );

    app.get(
      '/api/loads/views',
      {
        onRequest,
        schema: doc({ 200: savedViewList }, { summary: 'Your saved board views' }),
      },
      (req) => views.list(ctxOf(req)),
    );

    app.post(
      '/api/loads/views',
      { onRequest, schema: doc({ 201: savedViewSchema }, { body: savedViewCreate }) },
      created((req) => views.create(ctxOf(req), req.body)),
    );

    recordRoutes(app, '/api/loads/views/:id', doc, savedViewSchema, {
      update: { onRequest, body: savedViewUpdate, run: (ctx, id, changes) => views.update(ctx, id, changes) },
      remove: { onRequest, run: (ctx, id) => views.remove(ctx, id) },
    });
  };
}
