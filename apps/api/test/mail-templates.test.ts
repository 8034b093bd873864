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
  it('write the analytics report with its exact figures, escaped names and the dashboard link', () => {
    const kpi = (value: string | null, change_percent: string | null) => ({ value, change_percent });
    const m = renderMail(
      {
        kind: 'analytics_report',
        name: 'Maria',
        frequency: 'weekly',
        period_label: 'Nov 16–22, 2026',
        dashboard_url: 'https://app.test/app/dashboard?from=2026-11-16&to=2026-11-22',
        kpis: {
          revenue: kpi('1234567.89', '-3.50'),
          load_count: kpi('1204', null),
          loaded_miles: kpi('9000.00', '12.00'),
          empty_miles: kpi('0.00', null),
          total_miles: kpi('9000.00', '0.00'),
          rpm_total: kpi(null, null),
        },
        customers: [{ name: '<Broker> & Co', revenue: '0.10', load_count: 1 }],
        drivers: [{ name: 'Ann Lee', revenue: '99999999999999.99', load_count: 2, total_miles: '12345.50' }],
        dispatchers: [],
      },
      { name: 'Acme Freight', logoUrl: null },
    );
    expect(m.subject).toBe('Acme Freight — weekly report, Nov 16–22, 2026');
    expect(m.text).toContain('Revenue: $1,234,567.89 (-3.50% vs the previous period)');
    expect(m.text).toContain('Loads delivered: 1,204 (no earlier figure to compare)');
    expect(m.text).toContain('Total miles: 9,000.00 (+0.00% vs the previous period)');
    expect(m.text).toContain('Rate per mile (total): — (no earlier figure to compare)');
    // Amounts beyond a float's precision stay exact.
    expect(m.text).toContain('- Ann Lee · $99,999,999,999,999.99 · 2 · 12,345.50 mi');
    expect(m.text).toContain('Dispatchers:\n- none in this period');
    expect(m.html).toContain('&#60;Broker&#62; &#38; Co');
    expect(m.html).not.toContain('<Broker>');
    expect(m.html).toContain('href="https://app.test/app/dashboard?from=2026-11-16&#38;to=2026-11-22"');
    expect(m.text).toContain('https://app.test/app/dashboard?from=2026-11-16&to=2026-11-22');
  });

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

  it("write a customer's statement with the sender's note, each line a paragraph, escaped", () => {
    const m = renderMail(
      {
        kind: 'customer_statement',
        customer_name: 'Prairie <Grain>',
        as_of: '2026-11-30',
        invoices: 1,
        total_due: '1234.50',
        message: 'Hi team,\n\n<b>two</b> are late.',
      },
      { name: 'Acme Logistics', logoUrl: null },
    );
    expect(m.subject).toBe('Statement of account from Acme Logistics as of Nov 30, 2026');
    expect(m.text).toContain('Hello Prairie <Grain>,\n\nHi team,\n<b>two</b> are late.\n');
    expect(m.text).toContain('1 open invoice, $1,234.50 due.');
    expect(m.html).toContain('&#60;b&#62;two&#60;/b&#62; are late.</p>');
    expect(m.html).not.toContain('<b>');
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
