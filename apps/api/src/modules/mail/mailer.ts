import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { AppDb } from '../../db/client';
import { emailOutbox } from '../../db/schema';

export type Mail = { to: string; subject: string; text: string; html?: string; kind: string; companyId: number | null };

export type Mailer = { send(db: AppDb, mail: Mail): Promise<void> };

/**
 * Every message is recorded in the outbox. With SMTP settings it is also delivered, and the
 * record says when or why not; without them the outbox is where a superadmin reads it.
 */
export function createMailer(config: Pick<Config, 'smtp' | 'mailFrom'>): Mailer {
  const transport = config.smtp
    ? nodemailer.createTransport({
        host: config.smtp.host,
        port: config.smtp.port,
        secure: config.smtp.port === 465,
        auth: config.smtp.user ? { user: config.smtp.user, pass: config.smtp.password ?? '' } : undefined,
      })
    : undefined;

  return {
    async send(db, mail) {
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
      await db.insert(emailOutbox).values({
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
  };
}
