import { beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInCompany } from './support/factories';
import { useTestApp } from './support/test-app';

const t = useTestApp({ bodyLimit: 64 * 1024 });
let headers: Record<string, string>;
beforeAll(async () => {
  headers = (await buildSignedInCompany(t.app, t.db)).headers;
});

const validProfile = { name: 'Ann', last_name: 'Lee', email: 'ann.lee@example.test' };

describe('bad input never reaches a 500', () => {
  it('answers 400 with detail for malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { 'content-type': 'application/json' },
      payload: '{"refresh_token": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Malformed JSON in request body');
  });

  it('answers 415 with detail for a content type the route does not take', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      headers: { 'content-type': 'application/xml' },
      payload: '<email>a@b.co</email>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().detail).toBe('Unsupported content type');
  });

  it('answers 413 with detail for an oversized body', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/me/profile',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ ...validProfile, address: 'x'.repeat(100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toBe('Request body is too large');
  });

  it('answers 422 naming an unknown field', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/me/profile',
      headers,
      payload: { ...validProfile, is_admin: true },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0]).toMatchObject({ loc: ['body', 'is_admin'], type: 'unrecognized_keys' });
  });

  it('answers 422 for a body of the wrong shape', async () => {
    for (const payload of ['[]', '"text"', '42', 'null']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(422);
      expect(res.json().detail[0]).toMatchObject({ loc: ['body'], type: 'invalid_type' });
    }
  });

  const hostile = [
    "Robert'); DROP TABLE users;--",
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    'javascript:alert(1)',
    "1' OR '1'='1' --",
    'x /* comment */',
  ];

  it.each(['name', 'last_name', 'alias', 'country', 'city', 'address'])(
    'refuses markup and SQL in %s with a 422',
    async (field) => {
      for (const value of hostile) {
        const res = await t.app.inject({
          method: 'PUT',
          url: '/api/auth/me/profile',
          headers,
          payload: { ...validProfile, [field]: value },
        });
        expect(res.statusCode, `${field}=${value}`).toBe(422);
        expect(res.json().detail[0].loc).toEqual(['body', field]);
        expect(res.json().detail[0].msg).toMatch(/contains invalid characters/);
      }
    },
  );

  it('answers each hostile e-mail, phone and token with its exact status, and treats search text as text', async () => {
    for (const value of hostile) {
      const calls: [string, Promise<{ statusCode: number; json(): { detail?: unknown } }>, number][] = [
        [
          'profile e-mail',
          t.app.inject({
            method: 'PUT',
            url: '/api/auth/me/profile',
            headers,
            payload: { ...validProfile, email: value },
          }),
          422,
        ],
        [
          'profile phone',
          t.app.inject({
            method: 'PUT',
            url: '/api/auth/me/profile',
            headers,
            payload: { ...validProfile, phone_number: value },
          }),
          422,
        ],
        [
          'reset e-mail',
          t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: value } }),
          422,
        ],
        [
          'reset token',
          t.app.inject({
            method: 'POST',
            url: '/api/auth/password-reset-confirm',
            payload: { token: value, new_password: 'Valid12345' },
          }),
          400,
        ],
        [
          'refresh token',
          t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: value } }),
          401,
        ],
        [
          'sign-in',
          t.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            remoteAddress: '10.77.0.1',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: new URLSearchParams({ username: value, password: value }).toString(),
          }),
          401,
        ],
      ];
      for (const [what, call, status] of calls) {
        const res = await call;
        expect(res.statusCode, `${what} = ${value}`).toBe(status);
        expect(res.json().detail, `${what} = ${value}`).toBeTruthy();
      }
      const search = await t.app.inject({
        method: 'GET',
        url: `/api/users/?search=${encodeURIComponent(value)}`,
        headers,
      });
      expect(search.statusCode, `search = ${value}`).toBe(200);
      expect(search.json()).toEqual({ users: [], total: 0 });
    }
  });

  it('answers 422 for bad path and query values', async () => {
    for (const url of [
      '/api/users/abc',
      '/api/users/-1',
      '/api/users/99999999999',
      '/api/users/?limit=5000',
      '/api/users/?skip=-3',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().detail).toBeTruthy();
    }
  });

  it('says "Invalid id" once for any id that is not a record id, in every route taking one', async () => {
    for (const id of ['99999999999999999999', '2147483648', 'abc', '-1', '0', '1.5', '-2.5', '1e400']) {
      for (const [method, url] of [
        ['GET', `/api/drivers/${id}`],
        ['GET', `/api/loads/${id}`],
        ['PUT', `/api/loads/1/events/${id}/complete`],
        ['GET', `/api/loads/driver/${id}`],
        ['DELETE', `/api/loads/1/comments/${id}`],
      ] as const) {
        const res = await t.app.inject({ method, url, headers });
        expect(res.statusCode, url).toBe(422);
        const detail = res.json().detail as { loc: string[]; msg: string }[];
        expect(
          detail.map((d) => d.msg),
          url,
        ).toEqual(['Invalid id']);
        expect(detail[0]!.loc[0], url).toBe('params');
      }
    }
  });

  it('answers 404 with detail for unknown API paths', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBeTruthy();
  });

  it('tolerates trailing slashes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me/', headers });
    expect(res.statusCode).toBe(200);
  });
});
