import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../../test/fetch';
import { fuelTransaction } from '../../../test/fuel-transaction';
import { renderWithApp, searchOf } from '../../../test/render';
import { FuelTransactionList } from './fuel-transactions-page';

// Row 1 is matched and deducted on a paid statement; row 2 is what the import could not place.
const tx = (id: number, item: string, amount: string) =>
  fuelTransaction({
    id,
    card_number_short: id === 2 ? null : 12345,
    transaction_reference: 'INV-7',
    truck_unit_number: '101',
    location_city: 'Tulsa',
    location_state: 'OK',
    purchased_item: item,
    item_category: item === 'DEFD' ? 'def' : 'fuel',
    total_amount: amount,
    import_batch_id: 4,
    fuel_card_id: id === 2 ? null : 1,
    truck_id: id === 2 ? null : 3,
    driver_id: id === 2 ? null : 5,
    driver_name: 'REYES D',
    card_hint: id === 2 ? '*0541' : null,
    driver: id === 2 ? null : { id: 5, name: 'Dana Reyes' },
    truck: id === 2 ? null : { id: 3, unit_number: '101' },
    statement: id === 1 ? { id: 12, status: 'paid' } : null,
    is_matched: id !== 2,
  });

const summary = {
  date_from: null,
  date_to: null,
  transaction_count: 2,
  total_gallons: '10.000',
  total_amount: '67.50',
  total_surcharge: '0',
  average_price_per_gallon: '3.500',
  unmatched_count: 1,
  by_item: [
    { purchased_item: 'ULSD', category: 'fuel', count: 1, quantity: '10.000', amount: '35.00' },
    { purchased_item: 'DEFD', category: 'def', count: 1, quantity: '10.000', amount: '32.50' },
  ],
  by_state: [{ location_state: 'OK', count: 2, quantity: '20.000', amount: '67.50' }],
  by_category: [],
};

const calls = (path: string) => fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith(path));

const fetchMock = stubFetch((url, init) => {
  if (url.startsWith('/api/fuel-transactions/stats/summary')) return json(summary);
  if (url.startsWith('/api/fuel-transactions/distinct-items')) return json({ items: ['DEFD', 'ULSD'] });
  if (url === '/api/fuel-transactions/bulk-delete' && init?.method === 'POST') return json({ deleted: 2 });
  if (url.startsWith('/api/fuel-transactions/?'))
    return json({ fuel_transactions: [tx(1, 'ULSD', '35.00'), tx(2, 'DEFD', '32.50')], total: 2 });
});

const noop = () => {};

describe('the fuel transaction list', { timeout: 30_000 }, () => {
  it('sends the filters of the address to the list and to its totals', async () => {
    renderWithApp(<FuelTransactionList onEdit={noop} onMatch={noop} onAdd={noop} />, {
      url: '/?location_state=OK&date_from=2026-01-01&unmatched=1&page=2&size=25',
    });
    expect(await within(screen.getByRole('region', { name: 'Fuel summary' })).findByText('$67.50')).toBeTruthy();
    const list = new URL(calls('/api/fuel-transactions/?').at(-1)!, 'http://x').searchParams;
    expect(Object.fromEntries(list)).toEqual({
      location_state: 'OK',
      date_from: '2026-01-01',
      unmatched: 'true',
      skip: '25',
      limit: '25',
    });
    const totals = new URL(calls('/api/fuel-transactions/stats/summary').at(-1)!, 'http://x').searchParams;
    expect(Object.fromEntries(totals)).toEqual({ location_state: 'OK', date_from: '2026-01-01', unmatched: 'true' });
  });

  it('breaks the totals down by item and by state on request', async () => {
    renderWithApp(<FuelTransactionList onEdit={noop} onMatch={noop} onAdd={noop} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Totals by item and by state' }));
    const byItem = await screen.findByRole('table', { name: 'Totals by item' });
    expect(within(byItem).getByRole('row', { name: /DEFD · DEF/ }).textContent).toContain('$32.50');
    const byState = screen.getByRole('table', { name: 'Totals by state' });
    expect(within(byState).getByRole('row', { name: /^OK/ }).textContent).toContain('$67.50');
  });

  it('marks what was not found, and the Unmatched card toggles its filter from page 1', async () => {
    const { router } = renderWithApp(<FuelTransactionList onEdit={noop} onMatch={noop} onAdd={noop} />, {
      url: '/?page=2',
    });
    const table = await screen.findByRole('table', { name: 'Fuel transactions' });
    await within(table).findByText('No truck');
    expect(within(table).getAllByText('No truck')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: /Unmatched/ }));
    await waitFor(() => expect(searchOf(router).get('unmatched')).toBe('1'));
    expect(searchOf(router).get('page')).toBeNull();
    await waitFor(() => expect(calls('/api/fuel-transactions/?').at(-1)).toContain('unmatched=true'));
  });

  it('shows the matched truck and driver, and the file’s card, unit and name where nothing matched', async () => {
    renderWithApp(<FuelTransactionList onEdit={noop} onMatch={noop} onAdd={noop} />);
    const table = await screen.findByRole('table', { name: 'Fuel transactions' });
    await within(table).findByText('Dana Reyes');
    const [matched, unplaced] = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    // Select, date, card, truck, driver.
    expect(matched!.slice(2, 5)).toEqual(['12345', '101', 'Dana Reyes']);
    expect(unplaced!.slice(2, 5)).toEqual(['*0541No card', '101No truck', 'REYES DNo driver']);
  });

  it('locks the actions of a row deducted on a driver statement, and says which statement', async () => {
    renderWithApp(<FuelTransactionList onEdit={noop} onMatch={noop} onAdd={noop} />);
    const table = await screen.findByRole('table', { name: 'Fuel transactions' });
    const row = (await within(table).findByText('Deducted on statement #12 (paid)')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /^Actions for / }));
    for (const name of ['Edit (on a statement)', 'Change match (on a statement)', 'Delete (on a statement)'])
      expect(screen.getByRole('menuitem', { name }).getAttribute('aria-disabled')).toBe('true');
  });

  it('deletes the selected rows in one call after asking', async () => {
    renderWithApp(<FuelTransactionList onEdit={noop} onMatch={noop} onAdd={noop} />);
    await screen.findByRole('table', { name: 'Fuel transactions' });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select all transactions on this page' }));
    expect(screen.getByText('2 transactions selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete transactions' });
    expect(calls('/api/fuel-transactions/bulk-delete')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls('/api/fuel-transactions/bulk-delete')).toHaveLength(1));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/fuel-transactions/bulk-delete')!;
    expect(JSON.parse(String(init?.body))).toEqual({ ids: [1, 2] });
    expect(await screen.findByText('2 transactions deleted')).toBeTruthy();
  });
});
