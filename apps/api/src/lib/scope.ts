import { forbidden } from './errors';

/**
 * Whose data a call acts on: one carrier (a tenant, with its company) or the whole platform
 * (superadmins, who belong to no company). Every service and repo that serves both says which it
 * got through this type instead of a nullable company id.
 */
export type Scope = { readonly kind: 'tenant'; readonly companyId: number } | { readonly kind: 'platform' };

export const PLATFORM: Scope = { kind: 'platform' };
export const tenantScope = (companyId: number): Scope => ({ kind: 'tenant', companyId });

/** The scope of a stored user or row: a company id, or null for the platform. */
export const scopeOf = (companyId: number | null): Scope => (companyId === null ? PLATFORM : tenantScope(companyId));

/** The company a row written in this scope belongs to: null for the platform. */
export const ownerOf = (scope: Scope): number | null => (scope.kind === 'tenant' ? scope.companyId : null);

export const isPlatform = (caller: { scope: Scope }) => caller.scope.kind === 'platform';

/**
 * The caller's company, for work that only exists inside a carrier (customers, divisions, load
 * statuses...). A platform caller has none: 403 with `detail`.
 */
export function requireCompany(caller: { scope: Scope }, detail?: string): number {
  if (caller.scope.kind !== 'tenant') throw forbidden(detail);
  return caller.scope.companyId;
}
