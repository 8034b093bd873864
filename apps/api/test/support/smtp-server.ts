import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type Received = { to: string[]; raw: string };

/**
 * A real SMTP server on loopback. `failNext(n)` makes the next n deliveries fail with a temporary
 * error (451), as a busy or broken server would; `failAlways()` makes every one fail.
 */
export async function startSmtpServer() {
  const received: Received[] = [];
  let failures = 0;
  // `holdNext`: the next message's data is taken but not acknowledged until `release`.
  let hold: { taking: () => void; released: Promise<void>; release: () => void } | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (failures > 0) {
        failures -= 1;
        return callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        const held = hold;
        hold = undefined;
        if (held) {
          held.taking();
          await held.released;
        }
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    failNext: (n: number) => {
      failures = n;
    },
    failAlways: () => {
      failures = Number.POSITIVE_INFINITY;
    },
    /** Holds the next delivery open; answers when it is being held, and the function that lets it end. */
    holdNext() {
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      const taking = new Promise<void>((resolve) => {
        hold = { taking: resolve, released, release };
      });
      return { taking, release: () => release() };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
