import { beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInCompany, signInSuperadmin } from './support/factories';
import { useTestApp } from './support/test-app';

const t = useTestApp();
let admin: Record<string, string>;
beforeAll(async () => {
  admin = await signInSuperadmin(t.app, t.db);
});

describe('company permissions (features)', () => {
  it('presets features from the plan, overrides per company and resets to the plan', async () => {
    const { company, headers } = await buildSignedInCompany(t.app, t.db);
    const setPlan = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/companies/${company.id}/features`,
      headers: admin,
      payload: { plan: 'starter' },
    });
    expect(setPlan.statusCode, setPlan.body).toBe(200);
    const byFeature = (body: {
      features: { feature: string; enabled: boolean; overridden: boolean; in_plan: boolean }[];
    }) => Object.fromEntries(body.features.map((f) => [f.feature, f]));
    let f = byFeature(setPlan.json());
    expect(f.driver_statements).toMatchObject({ enabled: true, in_plan: true, overridden: false });
    expect(f.ai_load_extraction).toMatchObject({ enabled: false, in_plan: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/company/features', headers })).json().features).toEqual([
      'track_and_trace',
      'fuel_import',
      'driver_statements',
    ]);

    const over = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/companies/${company.id}/features`,
      headers: admin,
      payload: { overrides: { ai_load_extraction: true, track_and_trace: false } },
    });
    f = byFeature(over.json());
    expect(f.ai_load_extraction).toMatchObject({ enabled: true, overridden: true });
    expect(f.track_and_trace).toMatchObject({ enabled: false, overridden: true });
    const mine = (await t.app.inject({ method: 'GET', url: '/api/company/features', headers })).json().features;
    expect(mine).toContain('ai_load_extraction');
    expect(mine).not.toContain('track_and_trace');

    const reset = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/companies/${company.id}/features`,
      headers: admin,
      payload: { overrides: { track_and_trace: null } },
    });
    expect(byFeature(reset.json()).track_and_trace).toMatchObject({ enabled: true, overridden: false });
  });

  it('refuses unknown features and plans', async () => {
    const { company } = await buildSignedInCompany(t.app, t.db);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/companies/${company.id}/features`,
      headers: admin,
      payload: { overrides: { teleport: true } },
    });
    expect(res.statusCode).toBe(422);
    const plan = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/companies/${company.id}/features`,
      headers: admin,
      payload: { plan: 'platinum' },
    });
    expect(plan.json().detail[0].msg).toBe('Plan must be starter, growth or pro');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/companies/999999/features', headers: admin })).statusCode,
    ).toBe(404);
  });

  it("keeps one company's overrides away from another", async () => {
    const a = await buildSignedInCompany(t.app, t.db);
    const b = await buildSignedInCompany(t.app, t.db);
    const mine = async (headers: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url: '/api/company/features', headers })).json().features;
    const bBefore = await mine(b.headers);
    const enable = !(await mine(a.headers)).includes('ai_load_extraction');
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/companies/${a.company.id}/features`,
      headers: admin,
      payload: { overrides: { ai_load_extraction: enable } },
    });
    expect((await mine(a.headers)).includes('ai_load_extraction')).toBe(enable);
    expect(await mine(b.headers)).toEqual(bBefore);
    expect((await t.app.inject({ method: 'GET', url: '/api/company/features' })).statusCode).toBe(401);
  });

  it('is managed by superadmins only', async () => {
    const { company, headers } = await buildSignedInCompany(t.app, t.db, 'MANAGER');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/admin/companies/${company.id}/features`, headers })).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/admin/companies/${company.id}/features`,
          headers,
          payload: { overrides: {} },
        })
      ).statusCode,
    ).toBe(403);
  });
});
