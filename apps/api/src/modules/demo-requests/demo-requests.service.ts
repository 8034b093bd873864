import {
  DEMO_REQUEST_SUCCESS,
  type DemoRequest,
  type DemoRequestStatus,
  dayBounds,
  HONEYPOT_MESSAGE,
  PLATFORM_TIME_ZONE,
} from '@tms/domain';
import type { AppDb } from '../../db/client';
import { withSystem } from '../../db/tenancy';
import type { Ctx, Origin } from '../../lib/context';
import { badRequest, notFound } from '../../lib/errors';
import { paged } from '../../lib/paging';
import { audit } from '../audit/audit.service';
import type { MailService } from '../mail/mail.service';
import * as repo from './demo-requests.repo';

type NewDemoRequest = {
  name: string;
  email: string;
  company: string;
  phone?: string;
  fleet_size?: string;
  website?: string;
};

const toAnswer = (r: repo.DemoRequestRow): DemoRequest => ({
  id: r.id,
  name: r.name,
  email: r.email,
  company: r.company,
  phone: r.phone,
  fleet_size: r.fleet_size,
  status: r.status as DemoRequestStatus,
  notes: r.notes,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

export function createDemoRequestsService(deps: { db: AppDb; mail: MailService; salesEmail: string }) {
  const { db, mail, salesEmail } = deps;
  return {
    async submit(input: NewDemoRequest, origin: Origin): Promise<{ message: string }> {
      if (input.website) throw badRequest(HONEYPOT_MESSAGE);
      await withSystem(db, async (tx) => {
        const row = await repo.insertDemoRequest(tx, {
          name: input.name,
          email: input.email,
          company: input.company,
          phone: input.phone || null,
          fleet_size: input.fleet_size || null,
          ip: origin.ip,
          user_agent: origin.userAgent?.slice(0, 300) ?? null,
        });
        await mail.send(tx, { to: salesEmail, companyId: null, content: { kind: 'demo_request', request: row } });
      });
      return { message: DEMO_REQUEST_SUCCESS };
    },

    list: (q: {
      skip: number;
      limit: number;
      status?: string;
      date_from?: string;
      date_to?: string;
      search?: string;
    }) =>
      withSystem(db, async (tx) => {
        // Days of the platform's zone; date_to is inclusive (everything before the next day).
        const f = {
          status: q.status,
          since: q.date_from ? dayBounds(q.date_from, PLATFORM_TIME_ZONE).start : undefined,
          before: q.date_to ? dayBounds(q.date_to, PLATFORM_TIME_ZONE).end : undefined,
          search: q.search,
        };
        return paged(
          'demo_requests',
          { rows: () => repo.listDemoRequests(tx, f, q), total: () => repo.countDemoRequests(tx, f) },
          toAnswer,
        );
      }),

    async get(id: number) {
      const row = await withSystem(db, (tx) => repo.findDemoRequest(tx, id));
      if (!row) throw notFound('Demo request not found');
      return toAnswer(row);
    },

    async update(ctx: Ctx, id: number, changes: { status?: DemoRequestStatus; notes?: string | null }) {
      const row = await withSystem(db, async (tx) => {
        const updated = await repo.updateDemoRequest(tx, id, changes);
        if (updated) await audit(tx, ctx, { action: 'update', entity: 'demo_request', entityId: id, detail: changes });
        return updated;
      });
      if (!row) throw notFound('Demo request not found');
      return toAnswer(row);
    },

    async remove(ctx: Ctx, id: number) {
      const done = await withSystem(db, async (tx) => {
        const deleted = await repo.deleteDemoRequest(tx, id);
        if (deleted) await audit(tx, ctx, { action: 'delete', entity: 'demo_request', entityId: id });
        return deleted;
      });
      if (!done) throw notFound('Demo request not found');
    },
  };
}
