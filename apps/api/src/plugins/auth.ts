import {
  type Capability,
  capabilitiesOf,
  effectiveFeatures,
  FEATURE_DISABLED_DETAIL,
  FEATURES,
  type Feature,
  isDriverOnly,
  type RoleName,
} from '@tms/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Ctx } from '../lib/context';
import { forbidden, unauthorized } from '../lib/errors';
import { scopeOf } from '../lib/scope';
import type { AccessTokens } from '../modules/auth/access-token';
import type { AuthService } from '../modules/auth/auth.service';

type Principal = NonNullable<Awaited<ReturnType<AuthService['principalOfSession']>>>;

declare module 'fastify' {
  interface FastifyRequest {
    ctx: Ctx | null;
  }
}

export type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * What a guard lets through: any member of a company, any user on their own account (drivers
 * too), or holders of capabilities (and a plan feature).
 */
export type Access =
  | { kind: 'signed-in' }
  | { kind: 'own-account' }
  | { kind: 'capability'; anyOf: readonly Capability[]; feature?: Feature };

const declared = new WeakMap<Guard, Access>();
const declare = (guard: Guard, access: Access) => {
  declared.set(guard, access);
  return guard;
};

/** The access a route's guard declares, if it is one of ours. */
export const accessOf = (guard: unknown): Access | undefined =>
  typeof guard === 'function' ? declared.get(guard as Guard) : undefined;

/**
 * Builds the route guards. `authenticated` checks the bearer token, the user and the company's
 * subscription on every call; the others add the capability check of spec 1 section 6.
 */
export function createGuards(tokens: AccessTokens, auth: AuthService) {
  // A cached principal is the same object request after request: what is worked out of it is kept with it.
  const derived = new WeakMap<Principal, { roles: RoleName[]; features: Feature[] }>();
  const derivedOf = (p: Principal) => {
    let d = derived.get(p);
    if (!d) {
      d = {
        roles: auth.roleNamesOf(p),
        features: p.company ? effectiveFeatures(p.company.plan, p.featureOverrides) : [...FEATURES],
      };
      derived.set(p, d);
    }
    return d;
  };

  /** The bearer's session and user, for every guard: no route is declared with this alone. */
  const signIn: Guard = async (request) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token) throw unauthorized();
    const claims = await tokens.verify(token);
    if (!claims) throw unauthorized('Could not validate credentials');
    const p = await auth.principalOfSession(claims);
    if (!p || p.user.company_id !== claims.companyId) throw unauthorized('Could not validate credentials');
    auth.assertMaySignIn(p);
    const { roles, features } = derivedOf(p);
    request.ctx = {
      userId: p.user.id,
      scope: scopeOf(p.user.company_id),
      roles: [...roles],
      features: [...features],
      sessionId: claims.sessionId,
      ip: request.ip,
      requestId: request.id,
    };
  };

  /** Every member of a company: a driver, who reaches only the driver app, is refused. */
  const authenticated = declare(
    async (request, reply) => {
      await signIn(request, reply);
      if (isDriverOnly(request.ctx?.roles ?? [])) throw forbidden();
    },
    { kind: 'signed-in' },
  );

  /** The user's own account and session, drivers included. */
  const ownAccount = declare((request, reply) => signIn(request, reply), { kind: 'own-account' });

  /** Any of the capabilities; `detail` replaces the generic 403 message where the spec words it. */
  const requireAny = (anyOf: readonly Capability[], detail?: string): Guard =>
    declare(
      async (request, reply) => {
        await signIn(request, reply);
        const held = capabilitiesOf(request.ctx?.roles ?? []);
        if (!anyOf.some((c) => held.has(c))) throw forbidden(detail);
      },
      { kind: 'capability', anyOf },
    );

  const requireCapability = (capability: Capability): Guard => requireAny([capability]);

  /** A capability, and a feature the company's plan must include (403 with a clear detail otherwise). */
  const requireFeature = (feature: Feature, capability: Capability): Guard => {
    const holder = requireCapability(capability);
    return declare(
      async (request, reply) => {
        await holder(request, reply);
        if (!request.ctx?.features.includes(feature)) throw forbidden(FEATURE_DISABLED_DETAIL(feature));
      },
      { kind: 'capability', anyOf: [capability], feature },
    );
  };

  return { authenticated, ownAccount, requireCapability, requireAny, requireFeature };
}

export type Guards = ReturnType<typeof createGuards>;

/** The caller of a guarded route. */
export function ctxOf(request: FastifyRequest): Ctx {
  if (!request.ctx) throw unauthorized();
  return request.ctx;
}
