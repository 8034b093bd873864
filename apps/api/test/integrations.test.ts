import { beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInCompany, signInSuperadmin } from './support/factories';
import { useTestApp } from './support/test-app';

const t = useTestApp();
let admin: Record<string, string>;
beforeAll(async () => {
  admin = await signInSuperadmin(t.app, t.db);
});

describe('company integrations', () => {
  it('lists the catalogue with this company activation, and a manager switches one on and off', async () => {
    const { headers } = await buildSignedInCompany(t.app, t.db, 'MANAGER');
    const list = (await t.app.inject({ method: 'GET', url: '/api/integrations/company', headers })).json();
    expect(list.map((r: { integration: { name: string } }) => r.integration.name)).toEqual([
      'Samsara ELD',
      'Motive ELD',
      'Geotab Telematics',
      'Demo ELD',
    ]);
    expect(list.every((r: { is_active: boolean }) => !r.is_active)).toBe(true);
    const on = await t.app.inject({
      method: 'PUT',
      url: '/api/integrations/company/1',
      headers,
      payload: { is_active: true },
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({
      integration_id: 1,
      is_active: true,
      integration: { name: 'Samsara ELD', kind: 'eld' },
    });
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/integrations/company/1',
      headers,
      payload: { is_active: false },
    });
    expect(off.json().is_active).toBe(false);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/integrations/company/99',
          headers,
          payload: { is_active: true },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('keeps each company activation its own', async () => {
    const a = await buildSignedInCompany(t.app, t.db, 'MANAGER');
    const b = await buildSignedInCompany(t.app, t.db, 'MANAGER');
    await t.app.inject({
      method: 'PUT',
      url: '/api/integrations/company/2',
      headers: a.headers,
      payload: { is_active: true },
    });
    const seenByB = (
      await t.app.inject({ method: 'GET', url: '/api/integrations/company', headers: b.headers })
    ).json();
    expect(seenByB.find((r: { integration_id: number }) => r.integration_id === 2).is_active).toBe(false);
  });

  it('answers 403 with a clear detail when the plan does not include telematics', async () => {
    const { headers, company } = await buildSignedInCompany(t.app, t.db, 'MANAGER');
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/companies/${company.id}/features`,
      headers: admin,
      payload: { overrides: { telematics_integration: false } },
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/integrations/company/1',
      headers,
      payload: { is_active: true },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toMatch(/Telematics integration is not included in your company's plan/);
  });

  it('lets only managers change activation', async () => {
    for (const role of ['DISPATCHER', 'ACCOUNTANT', 'ANALYST'] as const) {
      const { headers } = await buildSignedInCompany(t.app, t.db, role);
      expect((await t.app.inject({ method: 'GET', url: '/api/integrations/company', headers })).statusCode).toBe(200);
      expect(
        (
          await t.app.inject({
            method: 'PUT',
            url: '/api/integrations/company/1',
            headers,
            payload: { is_active: true },
          })
        ).statusCode,
        role,
      ).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/integrations/company' })).statusCode).toBe(401);
  });
});
