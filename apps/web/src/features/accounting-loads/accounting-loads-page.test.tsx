import { fireEvent, screen, within } from '@testing-library/react';
import type { AccountingLoadList } from '@tms/domain';
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

const invoiced = openInvoice;
const list: AccountingLoadList = {
  loads: [invoiced],
  total: 1,
  totals: {
    not_invoiced: { count: 1, amount: '248625.50' },
    invoiced: { count: 1, amount: '2425.50' },
    overdue: { count: 0, amount: '0.00' },
    paid: { count: 0, amount: '0.00' },
  },
};
stubFetch((url) => (url.includes('/api/accounting/loads') ? json(list) : undefined));

type Viewport = { happyDOM: { setViewport: (size: { width: number; height: number }) => void } };
const viewport = (width: number, height: number) =>
  (window as unknown as Viewport).happyDOM.setViewport({ width, height });
afterEach(() => viewport(1024, 768));

describe('Load Accounting', () => {
  it('shows the totals to the cent', async () => {
    renderWithApp(<AccountingLoadsPage />);
    const totals = screen.getByRole('region', { name: 'Totals by invoice state' });
    const toInvoice = await within(totals).findByRole('button', { name: /To invoice · 1 load/ });
    expect(toInvoice.textContent).toContain('$248,625.50');
    expect(within(totals).getByRole('button', { name: /Invoiced, not yet due/ }).textContent).toContain('$2,425.50');
  });

  it('keeps the totals the same height when a label wraps', () => {
    renderWithApp(<AccountingLoadsPage />);
    const totals = screen.getByRole('region', { name: 'Totals by invoice state' });
    expect(getComputedStyle(totals).gridAutoRows).toBe('1fr');
  });

  it('on a phone, shows each load as a card with its amount, state and payment action', async () => {
    viewport(390, 844);
    const paying = renderWithApp(<AccountingLoadsPage />);
    const cards = screen.getByRole('list', { name: 'Delivered loads' });
    const card = (await within(cards).findByText('ACC-502')).closest('li') as HTMLElement;
    expect(within(cards).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('table')).toBeNull();
    expect(card.textContent).toContain('ACC-502');
    expect(card.textContent).toContain('$2,425.50');
    expect(card.textContent).toContain('Rate $2,350.50 + accessorials $75.00');
    expect(card.textContent).toContain('Invoiced');
    expect(card.textContent).toContain('#1001 · Nov 21, 2026 · Net 15');
    fireEvent.click(within(card).getByRole('button', { name: 'Record payment load ACC-502' }));
    expect(await paying.findByRole('dialog', { name: 'Record Payment' })).toBeTruthy();
  });

  it('on a wide screen, shows the table with the payment action in its last column', async () => {
    viewport(1440, 900);
    renderWithApp(<AccountingLoadsPage />);
    const table = await screen.findByRole('table', { name: 'Delivered loads' });
    const row = (await within(table).findByText('ACC-502')).closest('tr') as HTMLElement;
    const cells = within(row).getAllByRole('cell');
    // The amount is what the load bills: the rate booked and the accessorials billed to the customer.
    expect(row.textContent).toContain('$2,425.50');
    expect(row.textContent).toContain('Rate $2,350.50 + accessorials $75.00');
    expect(
      within(cells.at(-1) as HTMLElement).getByRole('button', { name: 'Record payment load ACC-502' }),
    ).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Delivered loads' })).toBeNull();
  });
});
