import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../../test/fetch';
import { fuelCard } from '../../../../test/fuel-card';
import { fuelTransaction } from '../../../../test/fuel-transaction';
import { renderWithApp } from '../../../../test/render';
import { FuelTransactionDialog } from './fuel-transaction-dialog';

const card = fuelCard();

const saved = (body: Record<string, unknown>) =>
  fuelTransaction({
    card_number_short: (body.card_number_short as number | undefined) ?? null,
    transaction_date: body.transaction_date as string,
    purchased_item: body.purchased_item as string,
    item_category: 'other',
    unit_quantity: body.unit_quantity as string,
    price_per_unit: body.price_per_unit as string,
    total_amount: '1.00',
    source_type: 'manual',
  });

const fetchMock = stubFetch((url, init) => {
  if (url.startsWith('/api/fuel-cards/available')) return json({ fuel_cards: [card] });
  if (url === '/api/fuel-transactions/transaction-items')
    return json({ items: [{ id: 1, item_code: 'ULSD', item_name: 'Ultra-low sulfur diesel', category: 'fuel' }] });
  if (url === '/api/fuel-transactions/' && init?.method === 'POST')
    return json(saved(JSON.parse(String(init.body))), 201);
});

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const posted = () =>
  fetchMock.mock.calls.filter(([url, init]) => url === '/api/fuel-transactions/' && init?.method === 'POST');

async function chooseItem(name: RegExp) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /Purchased item/ }));
  fireEvent.click(await screen.findByRole('option', { name }));
}

describe('FuelTransactionDialog', { timeout: 30_000 }, () => {
  it('shows the total as quantity times price, and Other asks for the item name', async () => {
    renderWithApp(<FuelTransactionDialog open transaction={null} onClose={vi.fn()} />);
    type(/Transaction date/, '2026-01-05');
    type(/Quantity/, '100.125');
    type(/Price per unit/, '3.599');
    expect((screen.getByLabelText('Total amount') as HTMLInputElement).value).toBe('$360.35');
    await chooseItem(/^Other$/);
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Custom item name is required')).toBeTruthy();
    expect(posted()).toHaveLength(0);
  });

  it('asks before saving a card number that is not among the active cards, and sends on Proceed', async () => {
    const onClose = vi.fn();
    renderWithApp(<FuelTransactionDialog open transaction={null} onClose={onClose} />);
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/fuel-cards/available'))).toBe(true),
    );
    type(/Transaction date/, '2026-01-05');
    type(/Card short number/, '99999');
    await chooseItem(/^ULSD/);
    type(/Quantity/, '10');
    type(/Price per unit/, '4');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    const confirm = await screen.findByRole('dialog', { name: 'Card Not Found' });
    expect(confirm.textContent).toContain('Card 99999 does not exist among your active fuel cards');
    expect(posted()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(String(posted()[0]?.[1]?.body))).toEqual({
      transaction_date: '2026-01-05',
      card_number_short: 99999,
      purchased_item: 'ULSD',
      unit_quantity: '10',
      price_per_unit: '4',
      location_country: 'US',
    });
  });

  it('saves a known card without asking', async () => {
    const onClose = vi.fn();
    renderWithApp(<FuelTransactionDialog open transaction={null} onClose={onClose} />);
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/fuel-cards/available'))).toBe(true),
    );
    type(/Transaction date/, '2026-01-05');
    type(/Card short number/, '12345');
    await chooseItem(/^ULSD/);
    type(/Quantity/, '10');
    type(/Price per unit/, '4');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.queryByRole('dialog', { name: 'Card Not Found' })).toBeNull();
  });
});
