import { DEMO_PASSWORD, latestMailTo } from './demo';

/** The roles a test company gets one user each of. */
export const TENANT_ROLES = ['MANAGER', 'DISPATCHER', 'ACCOUNTANT', 'TRACK_AND_TRACE'] as const;
export type TenantRole = (typeof TENANT_ROLES)[number];
export type TenantPlan = 'starter' | 'growth' | 'pro';

/** A carrier company of one test's own, with one signed-up user per role (all with `password`). */
export interface Tenant {
  companyId: number;
  name: string;
  password: string;
  emails: Record<TenantRole, string>;
}

async function call<T>(baseURL: string, path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const { token, headers, ...rest } = init;
  const res = await fetch(`${baseURL}${path}`, {
    ...rest,
    headers: {
      ...(rest.body && typeof rest.body === 'string' ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

async function signInToken(baseURL: string, email: string, password: string): Promise<string> {
  const body = new URLSearchParams({ username: email, password });
  const answer = await call<{ access_token: string }>(baseURL, '/api/auth/login', { method: 'POST', body });
  return answer.access_token;
}

/**
 * Seeds a company for one test through the public API, as a platform administrator would: the
 * company on the given plan (Pro unless told), then each user invited and their password chosen through the link in
 * the invitation e-mail. Nothing here is a test-only route.
 */
export async function createTenant(baseURL: string, label: string, plan: TenantPlan = 'pro'): Promise<Tenant> {
  const admin = await signInToken(baseURL, 'superadmin@tms.test', DEMO_PASSWORD);
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const name = `${label} ${unique}`.slice(0, 80);
  const company = await call<{ id: number }>(baseURL, '/api/admin/companies/', {
    method: 'POST',
    token: admin,
    body: JSON.stringify({ name, alias: `t_${unique}`, country: 'US', active: true, plan }),
  });

  // The users are invited side by side: each waits for its own invitation e-mail, and one after
  // another the waits added up to seconds for every test that has a company of its own.
  const invited = await Promise.all(
    TENANT_ROLES.map(async (role) => {
      const email = `${role.toLowerCase().replace(/_/g, '-')}.${unique}@tenant.test`;
      await call(baseURL, '/api/users/', {
        method: 'POST',
        token: admin,
        body: JSON.stringify({
          email,
          name: role.charAt(0) + role.slice(1).toLowerCase().replace(/_/g, ' '),
          last_name: 'Tester',
          roles: [role],
          company_id: company.id,
          send_invite: true,
        }),
      });
      // The invitation as its recipient receives it: sign-in links are sealed in the outbox.
      const invitation = await latestMailTo(baseURL, email);
      const token = invitation.text_body.match(/reset-password\?token=([\w-]+)/)?.[1];
      if (!token) throw new Error(`no invitation for ${email}`);
      await call(baseURL, '/api/auth/password-reset-confirm', {
        method: 'POST',
        body: JSON.stringify({ token, new_password: DEMO_PASSWORD }),
      });
      return [role, email] as const;
    }),
  );
  const emails = Object.fromEntries(invited) as Record<TenantRole, string>;
  return { companyId: company.id, name, password: DEMO_PASSWORD, emails };
}
