import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type AccountingExportRecord, dayIn, PLATFORM_TIME_ZONE, previousMonth } from '@tms/domain';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch';
import { renderWithApp, searchOf } from '../../../test/render';
import { sessionUser } from '../../../test/session-user';

vi.mock('../../app/session/use-session', () => ({
  useSession: () => ({
    user: sessionUser({ email: 'accountant@acme.test' }),
    capabilities: new Set(['accounting_loads']),
    roleNames: ['ACCOUNTANT'],
  }),
}));
const saved = vi.hoisted(() => ({ files: [] as File[] }));
vi.mock('../documents', () => ({ saveFile: (file: File) => saved.files.push(file) }));

const { AccountingLoadsPage } = await import('./accounting-loads-page');

const earlier: AccountingExportRecord = {
  id: 3,
  kind: 'invoices',
  format: 'csv',
  from: '2026-10-01',
  to: '2026-10-31',
  rows: 14,
  previously_exported: 0,
  created_by_name: 'Ada Ledger',
  created_at: '2026-11-02T15:04:00Z',
};
let history: AccountingExportRecord[] = [earlier];
let refuse: string | null = null;

const fetchMock = stubFetch((url) => {
  if (url.startsWith('/api/accounting/exports/quickbooks?')) {
    if (refuse) return json({ detail: refuse }, 422);
    const q = new URLSearchParams(url.split('?')[1]);
    const name = `quickbooks-${q.get('kind')}-${q.get('from')}-to-${q.get('to')}.${q.get('format')}`;
    history = [{ ...earlier, id: 4, kind: 'payments', format: 'iif', rows: 12, previously_exported: 3 }, ...history];
    return new Response('!CUST\tNAME\r\n', {
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Content-Disposition': `attachment; filename="${name}"`,
        'X-Export-Rows': '12',
        'X-Previously-Exported': '3',
      },
    });
  }
  if (url === '/api/accounting/exports') return json({ exports: history });
  return undefined;
});

const URL = '/app/accounting/loads?view=exports';
const historyCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/accounting/exports');
const exportCalls = () => fetchMock.mock.calls.filter(([url]) => url.startsWith('/api/accounting/exports/quickbooks'));

describe('QuickBooks export', () => {
  it('downloads last month by default for the kind and QuickBooks chosen, notes the counts and refreshes the history', async () => {
    renderWithApp(<AccountingLoadsPage />, { url: URL });
    expect(screen.getByRole('tab', { name: 'QuickBooks export', selected: true })).toBeTruthy();
    const { from, to } = previousMonth(dayIn(PLATFORM_TIME_ZONE));
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe(from);
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe(to);

    const table = await screen.findByRole('table', { name: 'Past exports' });
    const first = (await within(table).findByText('Ada Ledger')).closest('tr') as HTMLElement;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      expect.stringContaining('Nov 2, 2026'),
      'Ada Ledger',
      'Invoices',
      'QuickBooks Online CSV',
      'Oct 1, 2026 – Oct 31, 2026',
      '14',
    ]);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Export' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Payments' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'For' }));
    fireEvent.click(await screen.findByRole('option', { name: 'QuickBooks Desktop IIF' }));
    const before = historyCalls().length;
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));

    const name = `quickbooks-payments-${from}-to-${to}.iif`;
    expect(
      await screen.findByText(`Downloaded ${name}: 12 rows, 3 already exported on an earlier export.`),
    ).toBeTruthy();
    expect(saved.files.map((f) => f.name)).toEqual([name]);
    const [url, init] = exportCalls()[0] ?? [];
    expect(url).toBe(`/api/accounting/exports/quickbooks?from=${from}&to=${to}&kind=payments&format=iif`);
    expect(new Headers(init?.headers).get('Accept')).toBe('text/plain');
    await waitFor(() => expect(historyCalls().length).toBeGreaterThan(before));
    expect(await within(table).findByText('12 (3 exported before)')).toBeTruthy();
  });

  it("checks the days before asking, and shows the server's refusal", async () => {
    refuse = null;
    renderWithApp(<AccountingLoadsPage />, { url: URL });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-10' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-10-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('to must be on or after from')).toBeTruthy();
    expect(exportCalls()).toHaveLength(0);

    refuse = 'Export at most 366 days at once';
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-10-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText(refuse)).toBeTruthy();
    refuse = null;
  });

  it('is a tab of Load Accounting, kept in the address', async () => {
    const { router } = renderWithApp(<AccountingLoadsPage />, { url: '/app/accounting/loads?view=aging' });
    fireEvent.click(screen.getByRole('tab', { name: 'QuickBooks export' }));
    expect(searchOf(router).get('view')).toBe('exports');
    expect(await screen.findByRole('heading', { name: 'QuickBooks export', level: 2 })).toBeTruthy();
    history = [];
    fireEvent.click(screen.getByRole('tab', { name: 'Delivered loads' }));
    expect(searchOf(router).get('view')).toBeNull();
  });
});
