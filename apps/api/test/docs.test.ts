import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app';

const t = useTestApp();

describe('OpenAPI document', () => {
  it('is generated from the zod schemas and served with interactive docs', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    const login = doc.paths['/api/auth/login'].post;
    expect(Object.keys(login.requestBody.content)).toContain('application/x-www-form-urlencoded');
    const body = login.requestBody.content['application/x-www-form-urlencoded'].schema;
    expect(body.required).toEqual(['username', 'password']);
    expect(doc.paths['/api/auth/me'].get.responses['200']).toBeTruthy();
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/html/);
  });
});
