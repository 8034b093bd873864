import {
  type Capability,
  capabilitiesOf,
  effectiveFeatures,
  FEATURE_DISABLED_DETAIL,
  FEATURES,
  type Feature,
} from '@tms/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Ctx } from '../lib/context';
import { forbidden, unauthorized } from '../lib/errors';
import type { AccessTokens } from '../modules/auth/access-token';
import type { AuthService } from '../modules/auth/auth.service';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: Ctx | null;
  }
}

export type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * Builds the route guards. `authenticated` checks the bearer token, the user and the company's
 * subscription on every call; `requireCapability` adds the role check of spec 1 section 6.
 */
export function createGuards(tokens: AccessTokens, auth: AuthService) {
  const authenticated: Guard = async (request) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token) throw unauthorized();
    const claims = await tokens.verify(token);
    if (!claims) throw unauthorized('Could not validate credentials');
    const p = await auth.principal(claims.userId);
    if (!p || p.user.company_id !== claims.companyId) throw unauthorized('Could not validate credentials');
    auth.assertMaySignIn(p);
    request.ctx = {
      userId: p.user.id,
      companyId: p.user.company_id,
      roles: auth.roleNamesOf(p),
      features: p.company ? effectiveFeatures(p.company.plan, p.featureOverrides) : [...FEATURES],
      sessionId: claims.sessionId,
      ip: request.ip,
      requestId: request.id,
    };
  };

  const requireCapability =
    (capability: Capability): Guard =>
    async (request, reply) => {
      await authenticated(request, reply);
      if (!capabilitiesOf(request.ctx?.roles ?? []).has(capability)) throw forbidden();
    };

  const requireAny =
    (capabilities: Capability[]): Guard =>
    async (request, reply) => {
      await authenticated(request, reply);
      const held = capabilitiesOf(request.ctx?.roles ?? []);
      if (!capabilities.some((c) => held.has(c))) throw forbidden();
    };

  /** A capability, and a feature the company's plan must include (403 with a clear detail otherwise). */
  const requireFeature =
    (feature: Feature, capability: Capability): Guard =>
    async (request, reply) => {
      await requireCapability(capability)(request, reply);
      if (!request.ctx?.features.includes(feature)) throw forbidden(FEATURE_DISABLED_DETAIL(feature));
    };

  return { authenticated, requireCapability, requireAny, requireFeature };
}

export type Guards = ReturnType<typeof createGuards>;

/** The caller of a guarded route. */
export function ctxOf(request: FastifyRequest): Ctx {
  if (!request.ctx) throw unauthorized();
  return request.ctx;
}
