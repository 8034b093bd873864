import { expect } from 'vitest';
import { buildSignedInCompany } from './factories';
import { messagesOf } from './fleet';
import type { TestApp } from './test-app';

type Headers = Record<string, string>;

/**
 * Calls on a list a company keeps for itself at `url` (divisions, load statuses): records are
 * created by POST to the list and edited by PUT to `url` + id.
 */
export function companyList<Row extends { id: number; name: string }>(t: TestApp, url: string) {
  async function create(headers: Headers, payload: Record<string, unknown>): Promise<Row> {
    const res = await t.app.inject({ method: 'POST', url, headers, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  return {
    create,

    /** A new record with `payload` is refused with 422 and `message` among the form messages. */
    async expectRefused(payload: Record<string, unknown>, message: string) {
      const { headers } = await buildSignedInCompany(t.app, t.db);
      const res = await t.app.inject({ method: 'POST', url, headers, payload });
      expect(res.statusCode).toBe(422);
      expect(messagesOf(res)).toContain(message);
    },

    /**
     * A name is taken once per company whatever its case and spacing: creating `taken` again or
     * renaming `other` to it answers 409 with `message`, while `other` may change its own case.
     */
    async expectNameTakenOnce(names: { taken: string; other: string }, message: string) {
      const { headers } = await buildSignedInCompany(t.app, t.db);
      await create(headers, { name: names.taken });
      const other = await create(headers, { name: names.other });
      for (const name of [names.taken, names.taken.toUpperCase(), ` ${names.taken.toLowerCase()} `]) {
        const res = await t.app.inject({ method: 'POST', url, headers, payload: { name } });
        expect(res.statusCode, name).toBe(409);
        expect(res.json().detail).toBe(message);
      }
      const rename = (name: string) =>
        t.app.inject({ method: 'PUT', url: `${url}${other.id}`, headers, payload: { name } });
      const taken = await rename(names.taken.toLowerCase());
      expect(taken.statusCode).toBe(409);
      expect(taken.json().detail).toBe(message);
      const own = await rename(names.other.toUpperCase());
      expect(own.statusCode, own.body).toBe(200);
    },
  };
}
