import type { Tenant } from './tenant';

/**
 * A signed-in API caller for seeding fleet records in a test's own company. The tests' access
 * tokens live 10 seconds (global-setup): a call answered 401 signs in again and is sent once more.
 */
export async function apiAs(baseURL: string, email: string, password: string) {
  const signIn = async () => {
    const login = await fetch(`${baseURL}/api/auth/login`, {
      method: 'POST',
      body: new URLSearchParams({ username: email, password }),
    });
    if (!login.ok) throw new Error(`login answered ${login.status}`);
    return ((await login.json()) as { access_token: string }).access_token;
  };
  let token = await signIn();
  const send = (method: string, path: string, body?: unknown) =>
    fetch(`${baseURL}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    let res = await send(method, path, body);
    if (res.status === 401) {
      token = await signIn();
      res = await send(method, path, body);
    }
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  };
}

/** The manager of a tenant, as an API caller. */
export const managerApi = (baseURL: string, tenant: Tenant) => apiAs(baseURL, tenant.emails.MANAGER, tenant.password);

/** The zone a tenant's days are counted in: created without an address, it keeps the default. */
export const TENANT_TIME_ZONE = 'America/Chicago';

/** A calendar day `n` days from today in the tenant company's zone, as the API and the app count it. */
export function dayFromToday(n: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TENANT_TIME_ZONE }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
