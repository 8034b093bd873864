import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox } from '../src/db/schema';
import { withSystem } from '../src/db/tenancy';
import { renderMail } from '../src/modules/mail/mail-templates';
import { buildSignedInCompany, inviteUser } from './support/factories';
import { multipartBody, PNG_1PX } from './support/multipart';
import { useTestApp } from './support/test-app';

const t = useTestApp();

const outboxTo = async (to: string) =>
  (await withSystem(t.db, (tx) => tx.select().from(emailOutbox).where(eq(emailOutbox.to_address, to))))[0];

describe('e-mail templates', () => {
  it('give every message a text and an HTML part, with every value escaped in the HTML', () => {
    const brand = { name: 'Acme & <Sons>', logoUrl: null };
    const demo = renderMail(
      {
        kind: 'demo_request',
        request: { name: 'Dana', email: 'd@x.test', company: '"Quotes" & Co', phone: null, fleet_size: '1-10' },
      },
      brand,
    );
    expect(demo.subject).toBe('Demo request: "Quotes" & Co');
    expect(demo.text).toContain('Company: "Quotes" & Co');
    expect(demo.html).toContain('&#34;Quotes&#34; &#38; Co');
    expect(demo.html).toContain('Acme &#38; &#60;Sons&#62;');
    expect(demo.html).not.toContain('<Sons>');
    for (const content of [
      { kind: 'password_reset' as const, name: 'Ann', link: 'https://app.test/r?token=a&b' },
      { kind: 'invite' as const, name: 'Ann', link: 'https://app.test/r?token=a&invite=1' },
    ]) {
      const m = renderMail(content, brand);
      expect(m.text).toContain(content.link);
      expect(m.html).toContain(content.link.replace('&', '&#38;'));
      expect(m.html.startsWith('<!doctype html>')).toBe(true);
    }
    // An invitation to another company's account says so, escaped, and carries no link.
    const taken = renderMail({ kind: 'invite_address_taken', name: '<Ann>' }, brand);
    expect(taken.text).toContain('an address can belong to one company only');
    expect(taken.html).toContain('&#60;Ann&#62;');
    expect(taken.html).not.toContain('<a ');
  });

  it("sign an invitation with the company's name and a lasting link to its current logo", async () => {
    const { company, headers } = await buildSignedInCompany(t.app, t.db);
    const upload = multipartBody(
      { document_type: 'company_logo', category: 'company' },
      { name: 'logo.png', type: 'image/png', data: PNG_1PX },
    );
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/documents/upload',
      headers: { ...headers, ...upload.headers },
      payload: upload.payload,
    });
    expect(up.statusCode, up.body).toBe(201);

    const email = await inviteUser(t.app, headers);
    const message = await outboxTo(email);
    expect(message?.subject).toBe(`You're invited to ${company.name}`);
    expect(message?.text_body).toContain(`invited to ${company.name} on TMS`);
    const logoLink = message?.html_body?.match(/src="([^"]+\/api\/public\/company-logo\/[^"]+)"/)?.[1];
    expect(logoLink).toBeDefined();

    const path = new URL(logoLink!).pathname;
    const logo = await t.app.inject({ method: 'GET', url: path });
    expect(logo.statusCode).toBe(302);
    const file = await t.app.inject({ method: 'GET', url: logo.headers.location as string });
    expect(file.rawPayload.equals(PNG_1PX)).toBe(true);

    const forged = path.replace(/\.[^.]+$/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
    const other = path.replace(`/${company.id}.`, `/${company.id + 1}.`);
    expect((await t.app.inject({ method: 'GET', url: other })).statusCode).toBe(404);
  });
});
