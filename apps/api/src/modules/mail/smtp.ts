import nodemailer from 'nodemailer';
import type { Config } from '../../config';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: { filename: string; content_type: string; content_base64: string }[] | null;
};
export type SmtpSender = (mail: OutgoingMail) => Promise<void>;

/** Sends over the configured SMTP server; a server that stalls fails the attempt instead of holding it open. */
export function createSmtpSender(smtp: NonNullable<Config['smtp']>, from: string): SmtpSender {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.port === 465,
    auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return async (mail) => {
    await transport.sendMail({
      from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? undefined,
      attachments: mail.attachments?.map((a) => ({
        filename: a.filename,
        contentType: a.content_type,
        content: Buffer.from(a.content_base64, 'base64'),
      })),
    });
  };
}
