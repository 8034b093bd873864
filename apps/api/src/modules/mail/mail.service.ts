import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { AppDb } from '../../db/client';
import { withSystem } from '../../db/tenancy';
import { paged } from '../../lib/paging';
import * as repo from './outbox.repo';

export type Mail = { to: string; subject: string; text: string; html?: string; kind: string; companyId: number | null };

/**
 * Every message is recorded in the outbox. With SMTP settings it is also delivered, and the
 * record says when or why not; without them the outbox is where a superadmin reads it.
 */
export function createMailService(deps: { db: AppDb; config: Pick<Config, 'smtp' | 'mailFrom'> }) {
  const { db, config } = deps;
  const transport = config.smtp
    ? nodemailer.createTransport({
        host: config.smtp.host,
        port: config.smtp.port,
        secure: config.smtp.port === 465,
        auth: config.smtp.user ? { user: config.smtp.user, pass: config.smtp.password ?? '' } : undefined,
      })
    : undefined;

  return {
    async send(tx: AppDb, mail: Mail) {
      let sentAt: Date | null = null;
      let error: string | null = null;
      if (transport) {
        try {
          await transport.sendMail({
            from: config.mailFrom,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
          });
          sentAt = new Date();
        } catch (e) {
          error = e instanceof Error ? e.message : String(e);
        }
      }
      await repo.insertMessage(tx, {
        company_id: mail.companyId,
        to_address: mail.to,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html ?? null,
        kind: mail.kind,
        sent_at: sentAt,
        error,
      });
    },

    /** The outbox, newest first (platform-wide: only superadmins read it). */
    list: (q: { to?: string; skip: number; limit: number }) =>
      withSystem(db, (tx) =>
        paged('messages', { rows: () => repo.listOutbox(tx, q, q), total: () => repo.countOutbox(tx, q) }, (r) => ({
          ...r,
          sent_at: r.sent_at?.toISOString() ?? null,
          created_at: r.created_at.toISOString(),
        })),
      ),
  };
}

export type MailService = ReturnType<typeof createMailService>;
