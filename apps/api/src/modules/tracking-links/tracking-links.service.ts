import {
  TRACKING_LINK_MESSAGES as M,
  type PublicTracking,
  type TrackingLink,
  type TrackingLinkCreated,
  type trackingLinkInput,
} from '@tms/domain';
import type { z } from 'zod';
import type { AppDb } from '../../db/client';
import { withCompany, withSystem, withTenant } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { hashToken, newOpaqueToken } from '../../lib/tokens';
import { audit } from '../audit/audit.service';
import { followedLoad } from '../loads/load-follow.service';
import type { MailService } from '../mail/mail.service';
import { etaOfLoad } from '../tracking/tracking.service';
import { loadPosition } from '../truck-positions/truck-positions.service';
import * as repo from './tracking-links.repo';

export type TrackingLinkBody = z.output<typeof trackingLinkInput>;

const iso = (d: Date | null) => d?.toISOString() ?? null;

function toLink(r: repo.TrackingLinkRow, now: Date): TrackingLink {
  const l = r.link;
  return {
    id: l.id,
    load_id: l.load_id,
    email: l.email,
    expires_at: l.expires_at.toISOString(),
    revoked_at: iso(l.revoked_at),
    active: l.revoked_at === null && l.expires_at > now,
    created_by_name: r.created_by_name,
    created_at: l.created_at.toISOString(),
    last_viewed_at: iso(l.last_viewed_at),
  };
}

/** "Dec 3, 2026, 4:00 PM CST": when the link ends, in the carrier's zone, for the e-mail. */
const expiresText = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(at);

/**
 * Tracking links for the customer (issue 34): load management and the tracking users who follow
 * the load make, list and revoke them; the public page opens one by its token until it expires or
 * is revoked. The token is shown once and kept only as its hash.
 */
export function createTrackingLinksService(deps: {
  db: AppDb;
  mail: MailService;
  appUrl: string;
  /** A lasting link to the company's logo, or null without one (the documents area signs it). */
  logoUrl: (tx: AppDb, companyId: number) => Promise<string | null>;
}) {
  const { db, mail, appUrl, logoUrl } = deps;

  /** The company and load of a token that still works; 404 alike for unknown, revoked and expired. */
  async function openLink(token: string) {
    const link = await withSystem(db, (tx) => repo.findByHash(tx, hashToken(token)));
    if (!link || link.revoked_at !== null || link.expires_at <= new Date()) throw notFound(M.trackingNotFound);
    return link;
  }

  return {
    list(ctx: Ctx, loadId: number) {
      return withCompany(db, ctx, async (tx, companyId) => {
        await followedLoad(tx, ctx, companyId, loadId);
        const now = new Date();
        return { tracking_links: (await repo.listLinks(tx, { companyId, loadId })).map((r) => toLink(r, now)) };
      });
    },

    add(ctx: Ctx, loadId: number, body: TrackingLinkBody): Promise<TrackingLinkCreated> {
      return withCompany(db, ctx, async (tx, companyId) => {
        // The lock keeps a concurrent delete of the load from racing the insert.
        const load = await followedLoad(tx, ctx, companyId, loadId, true);
        const { token, hash } = newOpaqueToken();
        const expiresAt = new Date(Date.now() + body.expires_in_hours * 3_600_000);
        const email = body.email ?? null;
        const { id } = await repo.insertLink(tx, {
          company_id: companyId,
          load_id: loadId,
          token_hash: hash,
          expires_at: expiresAt,
          created_by: ctx.userId,
          email,
        });
        const url = `${appUrl}/track/${token}`;
        if (email) {
          const { time_zone } = (await repo.findLoadSummary(tx, { companyId, loadId }))!;
          const content = {
            kind: 'tracking_link' as const,
            load_number: load.load_number,
            link: url,
            expires: expiresText(expiresAt, time_zone),
          };
          await mail.send(tx, { to: email, companyId, content });
        }
        await audit(tx, ctx, {
          action: 'tracking_link_create',
          entity: 'load',
          entityId: loadId,
          detail: { tracking_link_id: id, expires_at: expiresAt.toISOString(), email },
        });
        return { id, url, token, expires_at: expiresAt.toISOString() };
      });
    },

    remove(ctx: Ctx, loadId: number, id: number) {
      return withCompany(db, ctx, async (tx, companyId) => {
        await followedLoad(tx, ctx, companyId, loadId);
        if (!(await repo.findLink(tx, { companyId, loadId, id }))) throw notFound(M.linkNotFound);
        await repo.revokeLink(tx, { companyId, id });
        await audit(tx, ctx, {
          action: 'tracking_link_revoke',
          entity: 'load',
          entityId: loadId,
          detail: { tracking_link_id: id },
        });
      });
    },

    /** What the customer sees: the load's number, status and stops, the truck's last position and the carrier. */
    async view(token: string): Promise<PublicTracking> {
      const link = await openLink(token);
      const where = { companyId: link.company_id, loadId: link.load_id };
      return withTenant(db, link.company_id, async (tx) => {
        const load = await repo.findLoadSummary(tx, where);
        if (!load) throw notFound(M.trackingNotFound);
        const stops = await repo.listStops(tx, where);
        const position = await loadPosition(tx, where);
        await repo.touchViewed(tx, { companyId: link.company_id, id: link.id });
        return {
          load_number: load.load_number,
          status: load.status,
          stops: stops.map((s) => ({
            ...s,
            appointment_time_lower: iso(s.appointment_time_lower),
            appointment_time_higher: iso(s.appointment_time_higher),
            completed_at: iso(s.completed_at),
          })),
          position,
          // The same ETA the dispatcher sees, without its state or the driver it was computed for.
          eta: (await etaOfLoad(tx, where))?.eta ?? null,
          carrier: { name: load.carrier_name, phone: load.carrier_phone },
        };
      });
    },

    /** Where the carrier's logo is, for the public page; null without one. */
    async logo(token: string): Promise<string | null> {
      const link = await openLink(token);
      return withTenant(db, link.company_id, (tx) => logoUrl(tx, link.company_id), 'read only');
    },
  };
}

export type TrackingLinksService = ReturnType<typeof createTrackingLinksService>;
