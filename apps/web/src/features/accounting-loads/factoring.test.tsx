import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  type AccountingLoad,
  type AccountingLoadList,
  FACTORING_MESSAGES,
  type FactoringSettings,
  type FactoringSubmission,
} from '@tms/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch';
import { renderWithApp } from '../../../test/render';
import { sessionUser } from '../../../test/session-user';
import { openInvoice } from './accounting-load-fixture';

vi.mock('../../app/session/use-session', () => ({
  useSession: () => ({
    user: sessionUser({ email: 'accountant@acme.test' }),
    capabilities: new Set(['accounting_loads']),
    roleNames: ['ACCOUNTANT'],
  }),
}));

const { AccountingLoadsPage } = await import('./accounting-loads-page');
const { FactoringPaymentsDialog } = await import('./components/factoring-payments-dialog');

const open: AccountingLoad = { ...openInvoice, driver: null };
const factored: AccountingLoad = {
  ...open,
  id: 8,
  load_number: 'ACC-503',
  invoice_number: 1002,
  factoring_submission_number: 2,
};
const stateTotal = { count: 0, amount: '0.00' };
const list: AccountingLoadList = {
  loads: [open, factored],
  total: 2,
  totals: { not_invoiced: stateTotal, invoiced: stateTotal, overdue: stateTotal, paid: stateTotal },
};
const settings: FactoringSettings = {
  enabled: true,
  name: 'Prairie Capital Funding',
  email: 'schedules@prairie.example',
  remit_to: 'PO Box 4410',
  notice: 'Pay only to Prairie Capital Funding',
  updated_at: '2026-11-30T10:00:00.000Z',
};
const submission: FactoringSubmission = {
  id: 31,
  number: 3,
  submitted_at: '2026-11-30T15:00:00.000Z',
  submitted_by: { id: 1, full_name: 'Ann Accountant' },
  factor_name: settings.name!,
  sent_to: settings.email!,
  loads: [
    {
      load_id: 7,
      load_number: 'ACC-502',
      invoice_number: 1001,
      invoice_date: '2026-11-21',
      customer_name: 'Prairie Grain Brokers',
      amount: '2425.50',
      missing_documents: ['pod'],
    },
  ],
  total: '2425.50',
  advance_amount: null,
  advance_paid_on: null,
  reserve_amount: null,
  reserve_paid_on: null,
  fee: null,
};

const fetchMock = stubFetch((url, init) => {
  if (url.includes('/api/accounting/loads')) return json(list);
  if (url.endsWith('/api/accounting/factoring/settings')) return json(settings);
  if (url.endsWith('/api/accounting/factoring/submissions') && init?.method === 'POST') return json(submission, 201);
  if (url.endsWith('/api/accounting/factoring/submissions')) return json({ submissions: [submission] });
  if (url.endsWith('/api/accounting/factoring/submissions/31/payments'))
    return json({ ...submission, ...JSON.parse(String(init?.body)) });
  return undefined;
});
type Viewport = { happyDOM: { setViewport: (size: { width: number; height: number }) => void } };
const viewport = (width: number, height: number) =>
  (window as unknown as Viewport).happyDOM.setViewport({ width, height });
afterEach(() => viewport(1024, 768));

const bodyOf = (method: string) => {
  const call = fetchMock.mock.calls.find(([, init]) => init?.method === method);
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

describe('Submitting invoices to factoring', () => {
  it('picks open invoices, confirms the total and the factoring company, and tells what the packets lacked', async () => {
    renderWithApp(<AccountingLoadsPage />);
    const pick = await screen.findByRole('checkbox', { name: 'Select invoice 1001 of load ACC-502 for factoring' });
    const done = screen.getByRole('checkbox', { name: /Load ACC-503: only open, up-to-date invoices/ });
    expect((done as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Factored · schedule 2')).toBeTruthy();

    fireEvent.click(pick);
    expect((await screen.findByText(/1 invoice selected/)).textContent).toContain('$2,425.50');
    fireEvent.click(screen.getByRole('button', { name: 'Submit to Factoring' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit to Factoring' });
    expect(dialog.textContent).toContain('Prairie Capital Funding at schedules@prairie.example');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(bodyOf('POST')).toEqual({ load_ids: [7] }));
    expect(
      await screen.findByText(
        'Schedule 3 sent to schedules@prairie.example: 1 invoice, $2,425.50. Sent without: ACC-502 (POD)',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(/1 invoice selected/)).toBeNull());
  });
});

describe('Picking invoices for factoring on a phone', () => {
  it('offers the pick on the cards of open invoices only, and counts it in the same bar', async () => {
    viewport(390, 844);
    renderWithApp(<AccountingLoadsPage />);
    const picks = await screen.findAllByRole('checkbox', { name: 'Pick to factor' });
    expect(picks).toHaveLength(1);
    fireEvent.click(picks[0]!);
    expect((await screen.findByText(/1 invoice selected/)).textContent).toContain('$2,425.50');
  });
});

describe('The Factoring tab', () => {
  it('lists the schedules with their total and what is paid, and opens the advance and reserve', async () => {
    viewport(1440, 900);
    renderWithApp(<AccountingLoadsPage />, { url: '/app/accounting/loads?view=factoring' });
    const table = await screen.findByRole('table', { name: 'Factoring submissions' });
    const row = (await within(table).findByText('#3')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('$2,425.50');
    expect(row.textContent).toContain('POD missing on ACC-502');
    expect(row.textContent).toContain('Not paid');
    fireEvent.click(within(row).getByRole('button', { name: 'Record advance and reserve schedule 3' }));
    expect(await screen.findByRole('dialog', { name: 'Record Advance and Reserve' })).toBeTruthy();
  });
});

describe('FactoringPaymentsDialog', () => {
  it('asks for the day of an amount entered, and records the advance exactly', async () => {
    renderWithApp(<FactoringPaymentsDialog open submission={submission} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Record Advance and Reserve' });
    expect(dialog.textContent).toContain('Schedule 3 to Prairie Capital Funding');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Advance' }), { target: { value: '2182.95' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(FACTORING_MESSAGES.amountWithoutDay('advance'))).toBeTruthy();
    expect(bodyOf('PUT')).toBeUndefined();

    fireEvent.change(within(dialog).getByLabelText('Advance paid on'), { target: { value: '2026-11-30' } });
    await waitFor(() => expect(within(dialog).queryByText(FACTORING_MESSAGES.amountWithoutDay('advance'))).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodyOf('PUT')).toEqual({
        advance_amount: '2182.95',
        advance_paid_on: '2026-11-30',
        reserve_amount: null,
        reserve_paid_on: null,
      }),
    );
  });
});
