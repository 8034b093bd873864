import { escapeHtml } from '@tms/domain';
import type { Config } from '../../config';
import type { AppDb } from '../../db/client';
import { withSystem } from '../../db/tenancy';
import { paged } from '../../lib/paging';
import type { JobsService } from '../jobs/jobs.service';
import { type Brand, type MailContent, renderMail } from './mail-templates';
import * as repo from './outbox.repo';
import { createLinkSeal, LINK_PLACEHOLDER } from './sealed-link';
import { createSmtpSender } from './smtp';

export type { Brand, MailContent } from './mail-templates';

/** A message to send: who to, on behalf of which company (null: the platform), and what it says. */
export type Mail = {
  to: string;
  companyId: number | null;
  content: MailContent;
  /** Files sent with the message; the outbox keeps them until delivery. */
  attachments?: { filename: string; content_type: string; bytes: Uint8Array }[];
};

const PLATFORM_BRAND: Brand = { name: 'TMS', logoUrl: null };

/** The queue's name for delivering one outbox message. */
export const MAIL_DELIVERY_JOB = 'mail-delivery';

const toMessage = ({ sealed_link: _sealed, attachments, ...r }: repo.OutboxRow) => ({
  attachment_names: (attachments ?? []).map((a) => a.filename),
  ...r,
  status: r.status as 'held' | 'pending' | 'retrying' | 'sent' | 'dead',
  last_attempt_at: r.last_attempt_at?.toISOString() ?? null,
  sent_at: r.sent_at?.toISOString() ?? null,
  created_at: r.created_at.toISOString(),
});

/**
 * E-mail through the outbox. `send` writes the message in the caller's transaction and, with SMTP
 * settings, queues its delivery in the same transaction: nothing is sent for work that rolls back,
 * and no SMTP call holds a database connection. The queue retries a failed attempt with growing
 * delays; after the last one the message is dead, and the outbox says so. Without SMTP settings
 * messages are held in the outbox, where a superadmin reads them.
 */
export function createMailService(deps: {
  db: AppDb;
  jobs: JobsService;
  config: Pick<Config, 'smtp' | 'mailFrom' | 'mailDelivery' | 'jwtSecret'>;
  /** A company's name and logo for its messages, read in the sending transaction. */
  brandOf: (tx: AppDb, companyId: number) => Promise<Brand>;
}) {
  const { db, jobs, config, brandOf } = deps;
  const smtp = config.smtp && createSmtpSender(config.smtp, config.mailFrom);
  const { maxAttempts, retryDelaySeconds } = config.mailDelivery;
  const linkSeal = createLinkSeal(config.jwtSecret);

  /** The message as sent: the sealed link back in place of its placeholder. */
  function unsealed(row: repo.OutboxRow) {
    const link = row.sealed_link ? linkSeal.open(row.sealed_link) : undefined;
    if (!link) return { text: row.text_body, html: row.html_body };
    return {
      text: row.text_body.replaceAll(LINK_PLACEHOLDER, link),
      html: row.html_body?.replaceAll(escapeHtml(LINK_PLACEHOLDER), escapeHtml(link)) ?? null,
    };
  }

  /** One attempt at one message; throws to have the queue try again later. */
  async function deliver(id: number) {
    const row = await withSystem(db, (tx) => repo.findMessage(tx, id));
    if (!smtp || !row || (row.status !== 'pending' && row.status !== 'retrying')) return;
    try {
      await smtp({ to: row.to_address, subject: row.subject, ...unsealed(row), attachments: row.attachments });
    } catch (e) {
      const error = e instanceof Error ? e.message : String(e);
      const dead = row.attempts + 1 >= maxAttempts;
      await withSystem(db, (tx) => repo.recordAttempt(tx, id, { status: dead ? 'dead' : 'retrying', error }));
      if (dead) return;
      throw e;
    }
    await withSystem(db, (tx) => repo.recordAttempt(tx, id, { status: 'sent', error: null }));
  }

  if (smtp) {
    jobs.register<{ id: number }>(
      MAIL_DELIVERY_JOB,
      { retryLimit: maxAttempts - 1, retryDelaySeconds, backoff: true },
      ({ id }) => deliver(id),
    );
  }

  return {
    /** How many e-mails the outbox holds in each state (held, pending, retrying, sent, dead), across companies. */
    countsByStatus: () => withSystem(db, (tx) => repo.countByStatus(tx)),

    /** Writes the message in the caller's transaction; answers its outbox id. */
    async send(tx: AppDb, mail: Mail): Promise<number> {
      const brand = mail.companyId === null ? PLATFORM_BRAND : await brandOf(tx, mail.companyId);
      const link = 'link' in mail.content ? mail.content.link : undefined;
      const content = link ? { ...mail.content, link: LINK_PLACEHOLDER } : mail.content;
      const { subject, text, html } = renderMail(content, brand);
      const id = await repo.insertMessage(tx, {
        sealed_link: link ? linkSeal.seal(link) : null,
        company_id: mail.companyId,
        to_address: mail.to,
        subject,
        text_body: text,
        html_body: html,
        kind: mail.content.kind,
        attachments: mail.attachments?.length
          ? mail.attachments.map((a) => ({
              filename: a.filename,
              content_type: a.content_type,
              content_base64: Buffer.from(a.bytes).toString('base64'),
            }))
          : null,
        status: smtp ? 'pending' : 'held',
      });
      if (smtp) await jobs.enqueue(tx, MAIL_DELIVERY_JOB, { id });
      return id;
    },

    /** The outbox, newest first, with each message's delivery state (platform-wide: only superadmins read it). */
    list: (q: { to?: string; skip: number; limit: number }) =>
      withSystem(db, (tx) =>
        paged('messages', { rows: () => repo.listOutbox(tx, q, q), total: () => repo.countOutbox(tx, q) }, toMessage),
      ),
  };
}

export type MailService = ReturnType<typeof createMailService>;
