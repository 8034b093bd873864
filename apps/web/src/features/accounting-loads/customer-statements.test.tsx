import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AgingReport, Customer } from '@tms/domain';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch';
import { renderWithApp } from '../../../test/render';
import { sessionUser } from '../../../test/session-user';

vi.mock('../../app/session/use-session', () => ({
  useSession: () => ({
    user: sessionUser({ email: 'accountant@acme.test' }),
    capabilities: new Set(['accounting_loads', 'customers']),
    roleNames: ['ACCOUNTANT'],
  }),
}));
const saved = vi.hoisted(() => ({ files: [] as File[] }));
vi.mock('../documents', () => ({ saveFile: (file: File) => saved.files.push(file) }));

const { AccountingLoadsPage } = await import('./accounting-loads-page');

const zero = { current: '0.00', days_1_30: '0.00', days_31_60: '0.00', days_61_90: '0.00', days_over_90: '0.00' };
const report: AgingReport = {
  as_of: '2026-11-30',
  customers: [
    { customer_id: 2, customer_name: 'Prairie Grain Brokers', ...zero, current: '2425.50', total: '2425.50' },
    { customer_id: 5, customer_name: 'Summit Freight', ...zero, days_1_30: '1200.00', total: '1200.00' },
  ],
  totals: { ...zero, current: '2425.50', days_1_30: '1200.00', total: '3625.50' },
};
const customer = (id: number, name: string, billing: string | null): Customer => ({
  id,
  name,
  mc_number: null,
  dot_number: null,
  email: null,
  billing_email: billing,
  phone_number: null,
  contact_name: null,
  street_address: null,
  city: null,
  state: null,
  zip_code: null,
  country: 'US',
  client_ref_no: null,
  payment_terms_days: 30,
  has_warning: false,
  warning_note: null,
  notes: null,
  is_deleted: false,
  version: 1,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
});

let refuse: string | null = null;
const fetchMock = stubFetch((url, init) => {
  if (url.endsWith('/statement/send')) {
    if (refuse) return json({ detail: refuse }, 422);
    const body = JSON.parse(String(init?.body));
    return json({ to: body.to, message_id: 41, as_of: '2026-11-30', invoices: 1, total_due: '2425.50' }, 202);
  }
  if (url.includes('/statement.pdf'))
    return new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
      headers: { 'Content-Disposition': 'attachment; filename="statement-2026-10-31.pdf"' },
    });
  if (url === '/api/customers/2') return json(customer(2, 'Prairie Grain Brokers', 'ap@prairie.example'));
  if (url === '/api/customers/5') return json(customer(5, 'Summit Freight', null));
  if (url.includes('/api/accounting/receivables/aging')) return json(report);
  return undefined;
});

const URL = '/app/accounting/loads?view=aging';
const sends = () => fetchMock.mock.calls.filter(([url]) => url.endsWith('/statement/send'));

describe("A customer's statement from the aging", () => {
  it("downloads the statement of the aging's day from the customer's row", async () => {
    renderWithApp(<AccountingLoadsPage />, { url: `${URL}&as_of=2026-10-31` });
    const table = await screen.findByRole('table', { name: 'Receivables by customer' });
    fireEvent.click(await within(table).findByRole('button', { name: 'Actions for Prairie Grain Brokers' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Download statement' }));
    await waitFor(() => expect(saved.files.map((f) => f.name)).toEqual(['statement-2026-10-31.pdf']));
    const [url, init] = fetchMock.mock.calls.find(([u]) => u.includes('statement.pdf')) ?? [];
    expect(url).toBe('/api/accounting/receivables/customers/2/statement.pdf?as_of=2026-10-31');
    expect(new Headers(init?.headers).get('Accept')).toBe('application/pdf');
  });

  it('e-mails it to the billing address with a message, and says where it went', async () => {
    refuse = null;
    renderWithApp(<AccountingLoadsPage />, { url: URL });
    const table = await screen.findByRole('table', { name: 'Receivables by customer' });
    fireEvent.click(await within(table).findByRole('button', { name: 'Actions for Prairie Grain Brokers' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'E-mail statement' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-mail statement' });
    expect(dialog.textContent).toContain("Prairie Grain Brokers's open invoices");
    const to = within(dialog).getByLabelText('To') as HTMLInputElement;
    await waitFor(() => expect(to.value).toBe('ap@prairie.example'));
    fireEvent.change(within(dialog).getByLabelText('Message (optional)'), {
      target: { value: 'Two loads are past due.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Statement sent to ap@prairie.example')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'E-mail statement' })).toBeNull());
    expect(sends()).toHaveLength(1);
    const [url, init] = sends()[0] ?? [];
    expect(url).toBe('/api/accounting/receivables/customers/2/statement/send');
    expect(JSON.parse(String(init?.body))).toEqual({ to: 'ap@prairie.example', message: 'Two loads are past due.' });
  });

  it('asks for an address when the customer has no billing e-mail, and shows a refusal in the dialog', async () => {
    refuse = 'The customer has no open invoices on this day: there is no statement to send';
    renderWithApp(<AccountingLoadsPage />, { url: URL });
    const table = await screen.findByRole('table', { name: 'Receivables by customer' });
    fireEvent.click(await within(table).findByRole('button', { name: 'Actions for Summit Freight' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'E-mail statement' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-mail statement' });
    expect(await within(dialog).findByText('This customer has no billing e-mail on file.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Enter the address to send the statement to')).toBeTruthy();
    expect(sends()).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: 'AP@Summit.example' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(refuse)).toBeTruthy();
    expect(JSON.parse(String(sends()[0]?.[1]?.body))).toEqual({ to: 'ap@summit.example', message: '' });
  });
});
