import rateLimit from '@fastify/rate-limit';
import {
  LOAD_CAPABILITIES,
  TRACKING_LINK_MESSAGES as M,
  publicTracking,
  TRACKING_LINK_LIMITS,
  trackingLinkCreated,
  trackingLinkInput,
  trackingLinkList,
  trackingTokenParams,
} from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound, tooManyRequests } from '../../lib/errors';
import { errorAnswers } from '../../lib/http';
import type { Guards } from '../../plugins/auth';
import { loadItemRoutes } from '../../plugins/load-item-routes';
import { PUBLIC } from '../../plugins/route-access';
import type { TrackingLinksService } from './tracking-links.service';

const tags = ['tracking'];

/** A load's tracking links, for load management and the tracking users who follow the load. */
export function trackingLinkRoutes(links: TrackingLinksService, guards: Guards) {
  return async (app: FastifyInstance) => {
    const trace = guards.requireAny(LOAD_CAPABILITIES.trace);
    loadItemRoutes(
      app,
      'tracking-links',
      'linkId',
      { item: trackingLinkCreated, list: trackingLinkList },
      {
        list: {
          onRequest: trace,
          summary: "The load's tracking links, newest first (never their tokens)",
          run: links.list,
        },
        add: {
          onRequest: trace,
          summary: 'Make a tracking link for the customer, and e-mail it when an address is given',
          body: trackingLinkInput,
          run: links.add,
        },
        remove: { onRequest: trace, summary: 'Revoke a tracking link', run: links.remove },
      },
    );
  };
}

/** The customer's view of one load by its link's token: no sign-in, limited per address. */
export function publicTrackingRoutes(links: TrackingLinksService) {
  return async (fastify: FastifyInstance) => {
    await fastify.register(rateLimit, {
      store: fastify.rateLimitStore,
      global: false,
      errorResponseBuilder: (_req, context) => tooManyRequests(M.tooManyViews, Math.ceil(context.ttl / 1000)),
    });
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const config = { ...PUBLIC, rateLimit: { max: TRACKING_LINK_LIMITS.viewsPerMinute, timeWindow: 60_000 } };
    const errors = errorAnswers(404, 422, 429);

    app.get(
      '/api/public/tracking/:token',
      {
        config,
        schema: {
          tags,
          summary: "A load's progress for its customer (public, by the link's token)",
          params: trackingTokenParams,
          response: { 200: publicTracking, ...errors },
        },
      },
      async (req, reply) => {
        const answer = await links.view(req.params.token);
        return reply.header('cache-control', 'no-store').send(answer);
      },
    );
    app.get(
      '/api/public/tracking/:token/logo',
      {
        config,
        schema: {
          tags,
          summary: "The carrier's logo for its tracking page (public, by the link's token)",
          params: trackingTokenParams,
          response: errors,
        },
      },
      async (req, reply) => {
        const url = await links.logo(req.params.token);
        if (!url) throw notFound('Logo not found');
        return reply.header('cache-control', 'private, max-age=300').redirect(url, 302);
      },
    );
  };
}
