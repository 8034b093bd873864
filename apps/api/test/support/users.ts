import { LAST_MANAGER_MESSAGE } from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** Making the company's last active manager a dispatcher is refused with 409, so a company keeps one. */
export async function expectLastManagerKept(app: FastifyInstance, headers: Record<string, string>, userId: number) {
  const demote = await app.inject({
    method: 'PUT',
    url: `/api/users/${userId}`,
    headers,
    payload: { roles: ['DISPATCHER'] },
  });
  expect(demote.statusCode).toBe(409);
  expect(demote.json().detail).toBe(LAST_MANAGER_MESSAGE);
}
