import { connect } from 'node:net';
import { LOAD_INBOX_LIMITS, LOAD_INBOX_MESSAGES } from '@tms/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, customers } from '../src/db/schema';
import { buildSignedInCompany } from './support/factories';
import { addressOf, inbox, listenForMail, readItem, refusal, sendMail } from './support/inbound-mail';
import { bookTenantLoad, delivery, pickup } from './support/loads';
import { HTML_TENDER } from './support/mail-tenders';
import { picture } from './support/pdf-fixtures';
import { type Fixture, twoColumnLabels } from './support/ratecon-fixtures';
import { expectTenantIsolation } from './support/tenancy';
import { useTestApp } from './support/test-app';

const t = useTestApp();
let port: number;
let ratecon: Fixture;
beforeAll(async () => {
  port = await listenForMail(t);
  ratecon = await twoColumnLabels();
});

/** The server's EHLO answer, spoken by hand. */
function ehlo(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString();
      if (/^220 /m.test(text) && !text.includes('EHLO sent')) {
        text += '\nEHLO sent\n';
        socket.write('EHLO client.example\r\n');
      } else if (/^250 /m.test(text)) {
        socket.end('QUIT\r\n');
        resolve(text);
      }
    });
    socket.on('error', reject);
  });
}

type Company = Awaited<ReturnType<typeof buildSignedInCompany>>;
const company = () => buildSignedInCompany(t.app, t.db, 'DISPATCHER');
const pdf = (name = 'ratecon.pdf', content: Uint8Array = ratecon.pdf) => ({
  filename: name,
  content: Buffer.from(content),
  contentType: 'application/pdf',
});

/** A PDF of its own bytes each time: a new document, not the same one again. */
const otherPdf = (n: number) => Buffer.concat([Buffer.from(ratecon.pdf), Buffer.from(`\n% copy ${n}\n`)]);

async function mailOne(c: Company, attachments: object[], subject = 'Rate confirmation') {
  await sendMail(port, { to: await addressOf(t, c.headers), subject, attachments });
  return (await inbox(t, c.headers)).items;
}

describe('the company address', () => {
  it('is made on first use and stays the same; managers make a new one and the old one is refused', async () => {
    const c = await buildSignedInCompany(t.app, t.db, 'MANAGER');
    const first = await addressOf(t, c.headers);
    expect(first).toMatch(/^loads\+[a-z0-9]{16,}@tms\.test$/);
    expect(await addressOf(t, c.headers)).toBe(first);
    const rotated = await t.app.inject({
      method: 'POST',
      url: '/api/settings/inbound-email/rotate',
      headers: c.headers,
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const second = rotated.json().address;
    expect(second).not.toBe(first);
    expect(await addressOf(t, c.headers)).toBe(second);
    expect(await refusal(port, { to: first, attachments: [pdf()] })).toBe(550);
    // The address is matched whatever its case.
    await sendMail(port, { to: second.toUpperCase(), attachments: [pdf()] });
    expect((await inbox(t, c.headers)).items).toHaveLength(1);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.company_id, c.company.id), eq(auditLog.entity, 'inbound_email_address')));
    expect(audits.map((a) => a.action)).toEqual(['rotate']);
  });

  it('refuses unknown recipients at RCPT with 550', async () => {
    const c = await company();
    const address = await addressOf(t, c.headers);
    const unknown = address.replace(/\+[a-z0-9]+@/, '+aaaaaaaaaaaaaaaaaaaa@');
    expect(await refusal(port, { to: unknown, attachments: [pdf()] })).toBe(550);
    expect(await refusal(port, { to: 'someone@tms.test', attachments: [pdf()] })).toBe(550);
    expect(await refusal(port, { to: address.replace('@tms.test', '@elsewhere.example') })).toBe(550);
  });
});

describe('a rate confirmation by e-mail', () => {
  it('arrives as an inbox item, is read on the queue, with its broker matched and its file kept', async () => {
    const c = await company();
    const [broker] = await t.db
      .insert(customers)
      .values({ company_id: c.company.id, name: 'Someone Else', mc_number: `MC-${ratecon.expected.broker_mc_number}` })
      .returning();
    const [item] = await mailOne(c, [pdf()], 'Load tender');
    expect(item).toMatchObject({ filename: 'ratecon.pdf', subject: 'Load tender', state: 'queued', reason: null });
    expect(item!.sender).toContain('dispatch@broker.example');
    const read = await readItem(t, c.headers, item!.id);
    expect(read.state, read.reason).toBe('read');
    expect(read.broker).toEqual({ id: broker!.id, name: 'Someone Else' });
    expect(read.summary.load_number).toBe(ratecon.expected.load_number);
    expect(read.reading.basic_info.load_number).toBe(ratecon.expected.load_number);
    expect(read.reading.extraction_id).toMatch(/^[0-9a-f-]{36}$/);
    const file = await t.app.inject({ method: 'GET', url: `/api/loads/inbox/${item!.id}/file`, headers: c.headers });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(file.rawPayload, Buffer.from(ratecon.pdf))).toBe(0);
  }, 120_000);

  it('makes one item of the same document sent twice, and of the same attachment twice in one message', async () => {
    const c = await company();
    await mailOne(c, [pdf('a.pdf'), pdf('b.pdf')]);
    const items = await mailOne(c, [pdf('again.pdf')]);
    expect(items.map((i) => i.filename)).toEqual(['a.pdf']);
  });

  it('keeps a message with only a signature image, with the reason', async () => {
    const c = await company();
    const logo = await picture(40, 20, 'png');
    const items = await mailOne(c, [{ filename: 'signature.png', content: logo, contentType: 'image/png' }]);
    expect(items).toEqual([
      expect.objectContaining({ state: 'kept', filename: null, reason: LOAD_INBOX_MESSAGES.onlySmallImages }),
    ]);
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/loads/inbox/${items[0]!.id}/file`,
      headers: c.headers,
    });
    expect(file.statusCode).toBe(404);
    const plain = await mailOne(c, [], 'No attachment');
    expect(plain[0]).toMatchObject({ state: 'kept', reason: LOAD_INBOX_MESSAGES.noAttachment });
  });

  it('reads a rate confirmation written in the body when nothing is attached, and keeps it once', async () => {
    const c = await company();
    const to = await addressOf(t, c.headers);
    const logo = { filename: 'logo.png', content: await picture(40, 20, 'png'), contentType: 'image/png' };
    const tender = { to, subject: 'Load tender TX-58213', text: undefined, html: HTML_TENDER, attachments: [logo] };
    await sendMail(port, tender);
    await sendMail(port, tender);
    const { items } = await inbox(t, c.headers);
    // Queued, or already read when the second send took longer than the reading.
    expect(items).toEqual([
      expect.objectContaining({
        state: expect.stringMatching(/^(queued|read)$/),
        filename: 'Load tender TX-58213.pdf',
        reason: null,
      }),
    ]);
    const read = await readItem(t, c.headers, items[0]!.id);
    expect(read.state, read.reason).toBe('read');
    expect(read.reading.basic_info.load_number).toBe('TX-58213');
    expect(read.reading.rate_cargo.rate_booked).toBe('2450.00');
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/loads/inbox/${items[0]!.id}/file`,
      headers: c.headers,
    });
    expect(file.headers['content-type']).toBe('application/pdf');
  }, 120_000);

  it('leaves out an image placed in the text (inline, with a content id) whatever its size', async () => {
    const c = await company();
    const banner = await picture(1200, 900, 'jpeg');
    expect(banner.length).toBeGreaterThan(0);
    const items = await mailOne(c, [
      {
        filename: 'banner.jpg',
        content: banner,
        contentType: 'image/jpeg',
        cid: 'banner@mail',
        contentDisposition: 'inline',
      },
      pdf('tender.pdf', otherPdf(1)),
    ]);
    expect(items.map((i) => i.filename)).toEqual(['tender.pdf']);
  });

  it('fails a file that is not what its name says, with the reason, and keeps no bytes of it', async () => {
    const c = await company();
    const [item] = await mailOne(c, [pdf('ratecon.pdf', Buffer.from('MZ this is not a PDF at all'))]);
    expect(item).toMatchObject({ state: 'failed', filename: 'ratecon.pdf' });
    expect(item!.reason).toContain('is not a valid PDF');
    const file = await t.app.inject({ method: 'GET', url: `/api/loads/inbox/${item!.id}/file`, headers: c.headers });
    expect(file.statusCode).toBe(404);
  });

  it('marks a document the reader cannot read as failed, with the reason', async () => {
    const c = await company();
    const [item] = await mailOne(c, [pdf('broken.pdf', Buffer.from('%PDF-1.7\n1 0 obj << broken'))]);
    expect(item!.state).toBe('queued');
    const read = await readItem(t, c.headers, item!.id);
    expect(read.state).toBe('failed');
    expect(read.reason).toBeTruthy();
    expect(read.reading).toBeNull();
  }, 120_000);

  it('offers neither sign-in nor STARTTLS without a certificate, and announces its size limit', async () => {
    const features = await ehlo(port);
    expect(features).toContain(`SIZE ${LOAD_INBOX_LIMITS.messageBytes}`);
    expect(features).not.toMatch(/STARTTLS|AUTH/);
  });

  it('refuses a message over the size limit at DATA with 552, and writes nothing', async () => {
    const c = await company();
    const big = Buffer.alloc(Math.ceil(LOAD_INBOX_LIMITS.messageBytes * 0.8), 'a');
    expect(await refusal(port, { to: await addressOf(t, c.headers), attachments: [pdf('big.pdf', big)] })).toBe(552);
    expect((await inbox(t, c.headers)).items).toEqual([]);
  }, 60_000);

  it(`answers 451 past ${LOAD_INBOX_LIMITS.messagesPerMinute} messages a minute for one company`, async () => {
    const c = await company();
    const to = await addressOf(t, c.headers);
    for (let i = 0; i < LOAD_INBOX_LIMITS.messagesPerMinute; i++) await sendMail(port, { to, subject: `m${i}` });
    expect(await refusal(port, { to, subject: 'one too many' })).toBe(451);
    // Another company's mailbox is not held back.
    const other = await company();
    await sendMail(port, { to: await addressOf(t, other.headers) });
  }, 60_000);
});

describe('the review inbox', () => {
  it('discards an item (audited), and takes an item out when its load is made', async () => {
    const c = await buildSignedInCompany(t.app, t.db, 'MANAGER');
    const [first, second] = await mailOne(c, [pdf('one.pdf', otherPdf(2)), pdf('two.pdf', otherPdf(3))]);
    const discard = await t.app.inject({ method: 'DELETE', url: `/api/loads/inbox/${first!.id}`, headers: c.headers });
    expect(discard.statusCode).toBe(204);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/loads/inbox/${first!.id}`, headers: c.headers });
    expect(again.statusCode).toBe(404);
    const loadId = await bookTenantLoad(t.app, t.db, c, {
      status: 'Booked',
      events: [pickup(1, '2026-03-02'), delivery(2, '2026-03-03')],
    });
    const other = await buildSignedInCompany(t.app, t.db, 'MANAGER');
    const foreignLoad = await bookTenantLoad(t.app, t.db, other, {
      status: 'Booked',
      events: [pickup(1, '2026-03-02'), delivery(2, '2026-03-03')],
    });
    const url = `/api/loads/inbox/${second!.id}/loaded`;
    const wrong = await t.app.inject({ method: 'POST', url, headers: c.headers, payload: { load_id: foreignLoad } });
    expect(wrong.statusCode).toBe(422);
    const loaded = await t.app.inject({ method: 'POST', url, headers: c.headers, payload: { load_id: loadId } });
    expect(loaded.statusCode, loaded.body).toBe(204);
    expect(await inbox(t, c.headers)).toEqual({ items: [], open: 0 });
    // A document already made into a load is not offered again.
    expect(await mailOne(c, [pdf('two-again.pdf', otherPdf(3))])).toEqual([]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.company_id, c.company.id), eq(auditLog.entity, 'load_inbox_item')));
    expect(audits.map((a) => a.action).sort()).toEqual(['discard', 'load']);
  });

  it("answers another company's item with 404 and never lists it", async () => {
    let n = 10;
    await expectTenantIsolation({
      app: t.app,
      db: t.db,
      role: 'DISPATCHER',
      create: async (a) => {
        const items = await mailOne(a as Company, [pdf('tenant.pdf', otherPdf(n++))]);
        return items[0]!.id;
      },
      detail: (id) => `/api/loads/inbox/${id}`,
      list: { url: '/api/loads/inbox', items: 'items', total: 'open' },
      writes: [
        { method: 'GET', url: (id) => `/api/loads/inbox/${id}/file` },
        { method: 'POST', url: (id) => `/api/loads/inbox/${id}/loaded`, payload: { load_id: 1 } },
        { method: 'DELETE', url: (id) => `/api/loads/inbox/${id}` },
      ],
    });
  });
});
