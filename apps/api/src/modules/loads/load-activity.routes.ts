import {
  LOAD_CAPABILITIES,
  loadCommentInput,
  loadCommentList,
  loadCommentParams,
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
import { errorAnswers, bearer as security } from '../../lib/http';
import { idParams } from '../../lib/params';
import { ctxOf, type Guards } from '../../plugins/auth';
import type { LoadCommentsService } from './load-comments.service';
import type { LoadViewsService } from './load-views.service';

const errors = errorAnswers(401, 403, 404, 409, 422);
const tags = ['loads'];

/** Load comments and the board's saved views: for whoever reads loads (decision 0061). */
export function loadActivityRoutes(comments: LoadCommentsService, views: LoadViewsService, guards: Guards) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const onRequest = guards.requireAny(LOAD_CAPABILITIES.read);

    app.get(
      '/api/loads/:id/comments',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: "The load's comment thread, oldest first",
          params: idParams,
          querystring: pagingQuery,
          response: { 200: loadCommentList, ...errors },
        },
      },
      (req) => comments.list(ctxOf(req), req.params.id, req.query),
    );

    app.post(
      '/api/loads/:id/comments',
      {
        onRequest,
        schema: {
          tags,
          security,
          params: idParams,
          body: loadCommentInput,
          response: { 201: loadCommentSchema, ...errors },
        },
      },
      async (req, reply) => reply.code(201).send(await comments.add(ctxOf(req), req.params.id, req.body.text)),
    );

    app.put(
      '/api/loads/:id/comments/:commentId',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'Edit your own comment',
          params: loadCommentParams,
          body: loadCommentInput,
          response: { 200: loadCommentSchema, ...errors },
        },
      },
      (req) => comments.edit(ctxOf(req), req.params.id, req.params.commentId, req.body.text),
    );

    app.delete(
      '/api/loads/:id/comments/:commentId',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'Delete your own comment',
          params: loadCommentParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (req, reply) => {
        await comments.remove(ctxOf(req), req.params.id, req.params.commentId);
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/api/loads/views',
      {
        onRequest,
        schema: { tags, security, summary: 'Your saved board views', response: { 200: savedViewList, ...errors } },
      },
      (req) => views.list(ctxOf(req)),
    );

    app.post(
      '/api/loads/views',
      { onRequest, schema: { tags, security, body: savedViewCreate, response: { 201: savedViewSchema, ...errors } } },
      async (req, reply) => reply.code(201).send(await views.create(ctxOf(req), req.body)),
    );

    app.put(
      '/api/loads/views/:id',
      {
        onRequest,
        schema: {
          tags,
          security,
          params: idParams,
          body: savedViewUpdate,
          response: { 200: savedViewSchema, ...errors },
        },
      },
      (req) => views.update(ctxOf(req), req.params.id, req.body),
    );

    app.delete(
      '/api/loads/views/:id',
      { onRequest, schema: { tags, security, params: idParams, response: { 204: z.null(), ...errors } } },
      async (req, reply) => {
        await views.remove(ctxOf(req), req.params.id);
        return reply.code(204).send(null);
      },
    );
  };
}
