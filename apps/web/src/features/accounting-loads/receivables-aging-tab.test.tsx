import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type AgingInvoice, type AgingReport, addDaysToDay, dayIn, PLATFORM_TIME_ZONE } from '@tms/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

const { AccountingLoadsPage } = await import('./accounting-loads-page');

const zero = { current: '0.00', days_1_30: '0.00', days_31_60: '0.00', days_61_90: '0.00', days_over_90: '0.00' };
const report: AgingReport = {
  as_of: '2026-11-30',
  customers: [
    {
      customer_id: 2,
      customer_name: 'Prairie Grain Brokers',
      ...zero,
      current: '2425.50',
      days_61_90: '3100.25',
      days_over_90: '980.00',
      total: '6505.75',
    },
    { customer_id: 5, customer_name: 'Summit Freight', ...zero, days_1_30: '1200.00', total: '1200.00' },
  ],
  totals: {
    ...zero,
    current: '2425.50',
    days_1_30: '1200.00',
    days_61_90: '3100.25',
    days_over_90: '980.00',
    total: '7705.75',
  },
};
const invoice = (n: number, days: number, amount: string): AgingInvoice => ({
  load_id: 70 + n,
  load_number: `ACC-5${n}`,
  customer_id: 2,
  customer_name: 'Prairie Grain Brokers',
  invoice_number: 1000 + n,
  invoice_date: '2026-08-01',
  due_date: addDaysToDay('2026-11-30', -days),
  days_past_due: days,
  bucket: 'days_61_90',
  amount,
});
const behind = [invoice(1, 88, '1600.25'), invoice(2, 62, '1500.00')];

let answer = report;
const fetchMock = stubFetch((url) => {
  if (url.includes('/api/accounting/receivables/aging/invoices'))
    return json({ as_of: '2026-11-30', invoices: behind });
  if (url.includes('/api/accounting/receivables/aging')) return json(answer);
  return undefined;
});

type Viewport = { happyDOM: { setViewport: (size: { width: number; height: number }) => void } };
const viewport = (width: number, height: number) =>
  (window as unknown as Viewport).happyDOM.setViewport({ width, height });
afterEach(() => {
  viewport(1024, 768);
  answer = report;
});

const URL = '/app/accounting/loads?view=aging';
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('Receivables aging', () => {
  it('lists each customer by bucket with the totals row, the oldest amounts emphasised', async () => {
    viewport(1440, 900);
    renderWithApp(<AccountingLoadsPage />, { url: URL });
    expect(screen.getByRole('tab', { name: 'Receivables aging', selected: true })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Receivables by customer' });
    const head = within(table)
      .getAllByRole('columnheader')
      .map((c) => c.textContent);
    expect(head).toEqual(['Customer', 'Current', '1–30 days', '31–60 days', '61–90 days', 'Over 90 days', 'Total']);
    const row = (await within(table).findByText('Prairie Grain Brokers')).closest('tr') as HTMLElement;
    expect(cellsOf(row)).toEqual([
      'Prairie Grain Brokers',
      '$2,425.50',
      '—none',
      '—none',
      '$3,100.25',
      '$980.00',
      '$6,505.75',
    ]);
    const footer = within(table).getAllByRole('row').at(-1) as HTMLElement;
    expect(cellsOf(footer)).toEqual(['Total', '$2,425.50', '$1,200.00', '—none', '$3,100.25', '$980.00', '$7,705.75']);

    const weight = (name: string) => getComputedStyle(within(row).getByRole('button', { name })).fontWeight;
    expect(weight('$980.00, Prairie Grain Brokers, Over 90 days')).toBe('700');
    expect(weight('$3,100.25, Prairie Grain Brokers, 61–90 days')).toBe('600');
    expect(weight('$2,425.50, Prairie Grain Brokers, Current')).not.toMatch(/600|700/);
  });

  it('opens the invoices behind a figure, each linked to its load, with their sum; Close puts the address back', async () => {
    viewport(1440, 900);
    const { router } = renderWithApp(<AccountingLoadsPage />, { url: URL });
    const table = await screen.findByRole('table', { name: 'Receivables by customer' });
    fireEvent.click(await within(table).findByRole('button', { name: '$3,100.25, Prairie Grain Brokers, 61–90 days' }));
    expect(searchOf(router).get('figure')).toBe('2.days_61_90');

    const dialog = await screen.findByRole('dialog', { name: 'Prairie Grain Brokers · 61–90 days' });
    const invoices = within(dialog).getByRole('table', { name: 'Invoices: Prairie Grain Brokers, 61–90 days' });
    const first = (await within(invoices).findByText('ACC-51')).closest('tr') as HTMLElement;
    expect(cellsOf(first)).toEqual(['ACC-51', '#1001', 'Aug 1, 2026', 'Sep 3, 2026', '88 days', '$1,600.25']);
    expect(within(first).getByRole('link', { name: 'ACC-51' }).getAttribute('href')).toBe('/app/loads/71');
    const sum = within(invoices).getAllByRole('row').at(-1) as HTMLElement;
    expect(sum.textContent).toContain('2 invoices');
    expect(sum.textContent).toContain('$3,100.25');
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
      '/api/accounting/receivables/aging/invoices?customer_id=2&bucket=days_61_90',
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(searchOf(router).get('figure')).toBeNull());
    expect(searchOf(router).get('view')).toBe('aging');
  });

  it('reads the aging as of the day picked, and refuses a day to come', async () => {
    const { router } = renderWithApp(<AccountingLoadsPage />, { url: URL });
    const field = screen.getByLabelText('As of') as HTMLInputElement;
    const today = dayIn(PLATFORM_TIME_ZONE);
    expect(field.value).toBe(today);
    expect(field.max).toBe(today);
    fireEvent.change(field, { target: { value: '2026-10-31' } });
    await waitFor(() => expect(searchOf(router).get('as_of')).toBe('2026-10-31'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/accounting/receivables/aging?as_of=2026-10-31'),
    );
    fireEvent.change(field, { target: { value: addDaysToDay(today, 1) } });
    expect(await screen.findByText('Today or earlier')).toBeTruthy();
    expect(searchOf(router).get('as_of')).toBe('2026-10-31');
  });

  it('says so when nothing is open', async () => {
    answer = { as_of: '2026-11-30', customers: [], totals: { ...zero, total: '0.00' } };
    renderWithApp(<AccountingLoadsPage />, { url: URL });
    expect(await screen.findByText('Nothing open on Nov 30, 2026')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Receivables by customer' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Download PDF' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('on a phone, shows a card per customer and the totals under them', async () => {
    viewport(390, 844);
    renderWithApp(<AccountingLoadsPage />, { url: URL });
    const cards = await screen.findByRole('list', { name: 'Receivables by customer' });
    const card = (await within(cards).findByText('Summit Freight')).closest('li') as HTMLElement;
    expect(within(card).getByRole('button', { name: '$1,200.00, Summit Freight, all open invoices' })).toBeTruthy();
    expect(card.textContent).toContain('1–30 days$1,200.00');
    expect(within(card).getByRole('button', { name: 'E-mail statement Summit Freight' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    const totals = screen.getByRole('button', { name: '$7,705.75, all customers, all open invoices' });
    fireEvent.click(totals);
    expect(await screen.findByRole('dialog', { name: 'All customers · All open invoices' })).toBeTruthy();
  });

  it('is a tab of Load Accounting, kept in the address', async () => {
    const { router } = renderWithApp(<AccountingLoadsPage />, { url: '/app/accounting/loads' });
    expect(screen.getByRole('heading', { name: 'Load Accounting', level: 1 })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Receivables aging' }));
    expect(searchOf(router).get('view')).toBe('aging');
    expect(await screen.findByRole('heading', { name: 'Receivables aging', level: 2 })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Delivered loads' }));
    expect(searchOf(router).get('view')).toBeNull();
  });
});
