import type { FastifyInstance } from 'fastify';
import { createdId } from './types';

type Headers = Record<string, string>;

/**
 * What a company needs before loads can be made for every role to reach: a driver that each
 * dispatcher handles and each track-and-trace user follows (they read only such loads), a broker
 * and a status. Made once per company (its manager's session) and reused by every load.
 */
export type LoadWorld = { driverId: number; brokerId: number; statusId: number };
const worlds = new Map<string, Promise<LoadWorld>>();

async function build(app: FastifyInstance, headers: Headers): Promise<LoadWorld> {
  const get = async (url: string) => (await app.inject({ method: 'GET', url, headers })).json();
  const driverId = await createdId(app, '/api/drivers/', headers, { first_name: 'Matrix', last_name: 'Driver' });
  for (const area of ['dispatcher-assignments', 'track-and-trace-assignments']) {
    const { users } = await get(`/api/${area}/users`);
    for (const user of users as { id: number }[]) {
      await createdId(app, `/api/${area}/`, headers, { user_id: user.id, driver_id: driverId });
    }
  }
  const brokerId = await createdId(app, '/api/customers/', headers, { name: 'Matrix Broker', mc_number: '765432' });
  const statuses = (await get('/api/load-statuses/')).statuses as { id: number }[] | undefined;
  const statusId =
    statuses?.[0]?.id ??
    (await createdId(app, '/api/load-statuses/', headers, { name: 'Booked', color: '#2563eb', sort_order: 1 }));
  return { driverId, brokerId, statusId };
}

export function loadWorld(app: FastifyInstance, headers: Headers): Promise<LoadWorld> {
  const key = headers.authorization ?? '';
  let world = worlds.get(key);
  if (!world) {
    world = build(app, headers);
    worlds.set(key, world);
  }
  return world;
}

let counter = 0;
/** A unique number per call, for load numbers and card numbers. */
export const nextNumber = () => `${Date.now()}${++counter}`.slice(-12);
