import type { Feature, RoleName } from '@tms/domain';
import type { Scope } from './scope';

/** Who is calling: every service function takes it first. */
export type Ctx = {
  userId: number;
  /** The caller's company, or the platform for superadmins. */
  scope: Scope;
  roles: RoleName[];
  /** Features of the caller's company (every feature for platform superadmins). */
  features: Feature[];
  sessionId: string;
  ip: string;
  requestId: string;
};

/** Where an unauthenticated call comes from (sign-in, reset). */
export type Origin = { ip: string; requestId: string; userAgent?: string };
