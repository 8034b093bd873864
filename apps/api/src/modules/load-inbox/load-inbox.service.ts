import {
  type ExtractionResult,
  LOAD_INBOX_MESSAGES,
  type LoadInboxItem,
  type LoadInboxItemDetail,
  type LoadInboxList,
  type LoadInboxState,
} from '@tms/domain';
import type { AppDb } from '../../db/client';
import { readCompany, withCompany } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { AppError, notFound } from '../../lib/errors';
import { invalidField } from '../../lib/validation';
import { audit } from '../audit/audit.service';
import { followedLoad } from '../loads/load-follow.service';
import type { Storage } from '../storage/storage.service';
import { inboundAddress, newInboundToken } from './inbound-address';
import * as repo from './load-inbox.repo';

type ExtractedEvent = ExtractionResult['events'][number];

/** "Dallas, TX 2026-12-03": where and when a stop is, as the list shows it. */
function stopSummary(event: ExtractedEvent | undefined): string | null {
  if (!event) return null;
  const place = [event.location_city, event.location_state].filter(Boolean).join(', ') || event.facility_name;
  const text = [place, event.event_date].filter(Boolean).join(' ');
  return text || null;
}

function summaryOf(result: ExtractionResult | null): LoadInboxItem['summary'] {
  if (!result) return null;
  const pickups = result.events.filter((e) => e.event_type === 'pickup');
  const deliveries = result.events.filter((e) => e.event_type === 'delivery');
  return {
    load_number: result.basic_info.load_number,
    rate: result.rate_cargo.rate_booked,
    first_pickup: stopSummary(pickups[0]),
    last_delivery: stopSummary(deliveries.at(-1)),
  };
}

function toItem(row: repo.InboxItemRow): LoadInboxItem {
  const i = row.item;
  return {
    id: i.id,
    sender: row.sender,
    subject: row.subject,
    received_at: row.received_at.toISOString(),
    filename: i.filename,
    content_type: i.content_type,
    size_bytes: i.size_bytes,
    state: i.state as LoadInboxState,
    reason: i.reason,
    broker:
      i.broker_customer_id !== null && row.broker_name ? { id: i.broker_customer_id, name: row.broker_name } : null,
    summary: summaryOf(row.result as ExtractionResult | null),
  };
}

/** The company's address, made on first use; a second maker at the same moment finds the first one's. */
async function liveAddress(tx: AppDb, companyId: number, userId: number | null) {
  const live = await repo.findLiveAddress(tx, companyId);
  if (live) return live.token;
  const made = await repo.insertAddress(tx, { companyId, token: newInboundToken(), createdBy: userId });
  if (made) return made.token;
  const raced = await repo.findLiveAddress(tx, companyId);
  if (!raced) throw new Error('the inbound address could not be made');
  return raced.token;
}

/** The review inbox of rate confirmations received by e-mail (issue 38), and the company's address. */
export function createLoadInboxService(deps: { db: AppDb; storage: Storage; domain: string }) {
  const { db, storage, domain } = deps;

  const openItem = async (tx: AppDb, companyId: number, id: string) => {
    const row = await repo.findItem(tx, { companyId, id });
    if (!row) throw notFound(LOAD_INBOX_MESSAGES.notFound);
    return row;
  };

  return {
    /** GET /api/settings/inbound-email: made on first use. */
    address: (ctx: Ctx) =>
      withCompany(db, ctx, async (tx, companyId) => ({
        address: inboundAddress(await liveAddress(tx, companyId, ctx.userId), domain),
      })),

    /** POST /api/settings/inbound-email/rotate: a new address; the old one is refused from now on. */
    rotate: (ctx: Ctx) =>
      withCompany(db, ctx, async (tx, companyId) => {
        await repo.retireAddress(tx, companyId);
        const token = await liveAddress(tx, companyId, ctx.userId);
        await audit(tx, ctx, { action: 'rotate', entity: 'inbound_email_address' });
        return { address: inboundAddress(token, domain) };
      }),

    list: (ctx: Ctx): Promise<LoadInboxList> =>
      readCompany(db, ctx, async (tx, companyId) => ({
        items: (await repo.listOpen(tx, companyId)).map(toItem),
        open: await repo.countOpen(tx, companyId),
      })),

    get: (ctx: Ctx, id: string): Promise<LoadInboxItemDetail> =>
      readCompany(db, ctx, async (tx, companyId) => {
        const row = await openItem(tx, companyId, id);
        const result = row.result as ExtractionResult | null;
        const extractionId = row.item.extraction_id;
        return { ...toItem(row), reading: result && extractionId ? { ...result, extraction_id: extractionId } : null };
      }),

    /** The attachment's bytes, for the document beside the wizard's form; a kept message has none. */
    async file(ctx: Ctx, id: string) {
      const item = await readCompany(db, ctx, async (tx, companyId) => (await openItem(tx, companyId, id)).item);
      if (!item.storage_key || !item.content_type || !item.filename) throw notFound('The item has no stored document');
      const stream = await storage.get(item.storage_key).catch(() => {
        throw new AppError(404, 'The document is no longer in the file store');
      });
      return { stream, contentType: item.content_type, filename: item.filename };
    },

    discard: (ctx: Ctx, id: string) =>
      withCompany(db, ctx, async (tx, companyId) => {
        const row = await openItem(tx, companyId, id);
        await repo.discardItem(tx, { companyId, id }, ctx.userId);
        await audit(tx, ctx, {
          action: 'discard',
          entity: 'load_inbox_item',
          entityId: id,
          detail: { filename: row.item.filename, sender: row.sender, subject: row.subject },
        });
      }),

    /** POST /api/loads/inbox/{id}/loaded: the load made from the item; the item leaves the inbox. */
    loaded: (ctx: Ctx, id: string, loadId: number) =>
      withCompany(db, ctx, async (tx, companyId) => {
        await openItem(tx, companyId, id);
        await followedLoad(tx, ctx, companyId, loadId).catch((e: unknown) => {
          if (e instanceof AppError && e.statusCode === 404)
            throw invalidField('load_id', 'Choose a load of this company');
          throw e;
        });
        await repo.markLoaded(tx, { companyId, id }, loadId);
        await audit(tx, ctx, { action: 'load', entity: 'load_inbox_item', entityId: id, detail: { load_id: loadId } });
      }),
  };
}

export type LoadInboxService = ReturnType<typeof createLoadInboxService>;
