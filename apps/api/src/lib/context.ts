import type { RoleName } from '@tms/domain';

/** Who is calling: every service function takes it first. */
export type Ctx = {
  userId: number;
  companyId: number | null;
  roles: RoleName[];
  sessionId: string;
  ip: string;
  requestId: string;
};

/** Where an unauthenticated call comes from (sign-in, reset). */
export type Origin = { ip: string; requestId: string; userAgent?: string };
