import { createTransport } from 'nodemailer';

/**
 * Sends a message with one attachment to the app's own mail server, as a broker or a mailbox rule
 * would: plain SMTP on loopback (support/global-setup.ts starts the app with its port).
 */
export async function mailToInbox(message: {
  to: string;
  from: string;
  subject: string;
  attachment: { filename: string; content: Buffer; contentType: string };
}) {
  const port = Number(process.env.E2E_INBOUND_SMTP_PORT);
  if (!port) throw new Error('E2E_INBOUND_SMTP_PORT is not set');
  const transport = createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
  try {
    await transport.sendMail({
      from: message.from,
      to: message.to,
      subject: message.subject,
      text: 'Please find the rate confirmation attached. Sign and return.',
      attachments: [message.attachment],
    });
  } finally {
    transport.close();
  }
}
