import { readFileSync } from 'node:fs';
import type { AddressInfo, Socket } from 'node:net';
import { LOAD_INBOX_LIMITS, LOAD_INBOX_MESSAGES } from '@tms/domain';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { type InboundMailService, InboxBusyError, type ReceivedMessage } from './inbound-mail.service';

type Logger = { error(obj: unknown, msg?: string): void };
type Done = (err?: Error | null, message?: string) => void;

/** An SMTP reply: the code, and words the sender's server shows its user. */
const reply = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });
const TRY_LATER = 'The mailbox cannot take the message right now; try again later';
const UNREADABLE = 'The message could not be read';

/** Parses without touching the network: links in the mail are never fetched, its HTML never rendered. */
const parse = (raw: Buffer) =>
  simpleParser(raw, {
    skipHtmlToText: true,
    skipTextToHtml: true,
    skipImageLinks: true,
    skipTextLinks: true,
    checksumAlgo: false,
  });

function messageOf(mail: ParsedMail, session: SMTPServerSession, sizeBytes: number): ReceivedMessage {
  const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
  return {
    sender: mail.from?.text || envelopeFrom,
    subject: mail.subject ?? '',
    messageId: mail.messageId ?? null,
    sizeBytes,
    body: { text: mail.text ?? null, html: typeof mail.html === 'string' ? mail.html : null },
    attachments: mail.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      contentDisposition: a.contentDisposition,
      cid: a.cid,
      content: a.content,
    })),
  };
}

/** The whole message, or null once it went over the limit (the rest is read and dropped). */
function collect(stream: SMTPServerDataStream): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    stream.on('data', (chunk: Buffer) => {
      if (!stream.sizeExceeded) chunks.push(chunk);
    });
    stream.on('error', reject);
    stream.on('end', () => resolve(stream.sizeExceeded ? null : Buffer.concat(chunks)));
  });
}

/**
 * The receiver of rate confirmations by e-mail (issue 38, decision 0225): an MX for the
 * companies' addresses. It refuses unknown recipients at RCPT (550), messages over the limit at
 * DATA (552) and a company's messages past its limit a minute (451), and writes each accepted
 * message through the inbound mail service; reading happens later, on the job queue.
 */
export function createSmtpReceiver(deps: {
  inbound: InboundMailService;
  domain: string;
  tls?: { certFile: string; keyFile: string };
  log: Logger;
}) {
  const { inbound, log } = deps;
  const tls = deps.tls && { cert: readFileSync(deps.tls.certFile), key: readFileSync(deps.tls.keyFile) };

  async function companiesOf(session: SMTPServerSession): Promise<number[]> {
    const found = await Promise.all(session.envelope.rcptTo.map((r) => inbound.companyOf(r.address)));
    return [...new Set(found.filter((c): c is number => c !== null))];
  }

  async function accept(raw: Buffer, session: SMTPServerSession): Promise<string> {
    const mail = await parse(raw).catch(() => {
      throw reply(554, UNREADABLE);
    });
    const message = messageOf(mail, session, raw.length);
    let items = 0;
    for (const companyId of await companiesOf(session)) items += (await inbound.receive(companyId, message)).items;
    return items ? 'Received for review' : LOAD_INBOX_MESSAGES.duplicate;
  }

  const server = new SMTPServer({
    name: deps.domain,
    banner: 'Rate confirmations',
    size: LOAD_INBOX_LIMITS.messageBytes,
    // An MX takes mail without signing in; STARTTLS only with a certificate of our own.
    authOptional: true,
    disabledCommands: tls ? ['AUTH'] : ['AUTH', 'STARTTLS'],
    ...(tls ?? {}),
    logger: false,
    maxClients: 100,
    socketTimeout: 60_000,
    closeTimeout: 5_000,
    onRcptTo(address, _session, callback) {
      inbound
        .companyOf(address.address)
        .then(async (companyId) => {
          if (companyId === null) return callback(reply(550, LOAD_INBOX_MESSAGES.unknownRecipient));
          if (!(await inbound.mayReceive(companyId))) return callback(reply(451, LOAD_INBOX_MESSAGES.tooMany));
          callback();
        })
        .catch((err: unknown) => {
          log.error({ err }, 'inbound mail: the recipient could not be looked up');
          callback(reply(451, TRY_LATER));
        });
    },
    onData(stream, session, callback: Done) {
      collect(stream)
        .then(async (raw) => {
          if (!raw) return callback(reply(552, LOAD_INBOX_MESSAGES.tooLarge));
          callback(null, await accept(raw, session));
        })
        .catch((err: unknown) => {
          if (err instanceof InboxBusyError) return callback(reply(451, err.message));
          if ((err as { responseCode?: number }).responseCode) return callback(err as Error);
          log.error({ err }, 'inbound mail: the message could not be written');
          callback(reply(451, TRY_LATER));
        });
    },
  });
  server.on('error', (err) => log.error({ err }, 'inbound mail receiver error'));
  let listening = false;

  return {
    /** Listens on its own port (0: any free one); answers the port. */
    listen(port: number, host: string): Promise<number> {
      return new Promise((resolve, reject) => {
        server.server.once('error', reject);
        server.listen(port, host, () => {
          server.server.off('error', reject);
          listening = true;
          resolve((server.server.address() as AddressInfo).port);
        });
      });
    },
    /** A connection another process accepted on the port and handed over (the supervisor). */
    take(socket: Socket) {
      server.server.emit('connection', socket);
    },
    close(): Promise<void> {
      if (!listening && server.connections.size === 0) return Promise.resolve();
      listening = false;
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

export type SmtpReceiver = ReturnType<typeof createSmtpReceiver>;
