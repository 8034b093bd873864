import type { FastifyInstance, RouteOptions } from 'fastify';
import { type Access, accessOf } from './auth';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Marks a route anyone may call (sign-in, the public site): no guard on purpose. */
    access?: 'public';
  }
  interface FastifyInstance {
    /** Every route registered after `recordRouteAccess`, with what its guards declare. */
    routeAccess: RouteAccess[];
  }
}

export const PUBLIC = { access: 'public' } as const;

export type RouteAccess = { method: string; url: string; access: Access | 'public' | undefined };

function accessOfRoute(route: RouteOptions): RouteAccess['access'] {
  if ((route.config as { access?: string } | undefined)?.access === 'public') return 'public';
  const hooks = [route.onRequest ?? [], route.preHandler ?? []].flat();
  return hooks.map(accessOf).find((a) => a !== undefined);
}

/** Keeps a list of routes and their declared access, so a test can refuse a route that declares none. */
export function recordRouteAccess(app: FastifyInstance) {
  const routes: RouteAccess[] = [];
  app.decorate('routeAccess', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, access: accessOfRoute(route) });
  });
}
