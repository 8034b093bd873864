import { appendFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * An SMTP server on loopback that the app under test delivers to. Each message is appended to
 * `file` as one JSON line, so test workers read the e-mails a person would receive: sign-in
 * links are sealed in the outbox and appear only in the delivered message.
 */
export async function startMailSink(file: string) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        appendFileSync(file, `${JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8') })}\n`);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
