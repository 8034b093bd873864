import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInCompany } from './support/factories';
import { addressOf, inbox, listenForMail } from './support/inbound-mail';
import { type Fixture, twoColumnLabels } from './support/ratecon-fixtures';
import { useTestApp } from './support/test-app';

/** A self-signed certificate for the receiver, made for this run. */
function certificate() {
  const dir = mkdtempSync(join(tmpdir(), 'inbound-tls-'));
  const certFile = join(dir, 'cert.pem');
  const keyFile = join(dir, 'key.pem');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1'].concat([
      '-subj',
      '/CN=mx.tms.test',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ]),
    { stdio: 'ignore' },
  );
  return { certFile, keyFile };
}

const t = useTestApp({ inbound: { port: null, host: '127.0.0.1', domain: 'tms.test', tls: certificate() } });
let port: number;
let ratecon: Fixture;
beforeAll(async () => {
  port = await listenForMail(t);
  ratecon = await twoColumnLabels();
});

describe('the mail receiver with a certificate', () => {
  it('takes a rate confirmation over STARTTLS, encrypted before the message is sent', async () => {
    const c = await buildSignedInCompany(t.app, t.db, 'DISPATCHER');
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port,
      secure: false,
      requireTLS: true,
      tls: { rejectUnauthorized: false, servername: 'mx.tms.test' },
    });
    try {
      const sent = await transport.sendMail({
        from: 'Dispatch <dispatch@broker.example>',
        to: await addressOf(t, c.headers),
        subject: 'Rate confirmation',
        text: 'Attached.',
        attachments: [{ filename: 'ratecon.pdf', content: Buffer.from(ratecon.pdf), contentType: 'application/pdf' }],
      });
      expect(sent.accepted).toHaveLength(1);
    } finally {
      transport.close();
    }
    const { items } = await inbox(t, c.headers);
    expect(items.map((i) => i.filename)).toEqual(['ratecon.pdf']);
  });
});
