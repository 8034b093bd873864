import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../../test/fetch';
import { fuelCard } from '../../../../test/fuel-card';
import { fuelTransaction } from '../../../../test/fuel-transaction';
import { renderWithApp } from '../../../../test/render';
import { FuelMatchDialog } from './fuel-match-dialog';

const held = fuelCard({
  id: 4,
  is_assigned: true,
  driver: { id: 5, name: 'Ava Lindqvist' },
  truck: { id: 3, unit_number: '685' },
});

const unplaced = fuelTransaction({
  card_number_short: 99999,
  transaction_date: '2025-03-06',
  truck_unit_number: '9512685',
  unit_quantity: '80.000',
  price_per_unit: '3.4500',
  total_amount: '276.00',
  import_batch_id: 2,
  created_at: '2025-03-06T10:00:00Z',
});

const fetchMock = stubFetch((url, init) => {
  if (url.startsWith('/api/fuel-cards/available')) return json({ fuel_cards: [held] });
  if (url.startsWith('/api/drivers/')) return json({ drivers: [], total: 0 });
  if (url.startsWith('/api/trucks/')) return json({ trucks: [], total: 0 });
  if (url === '/api/fuel-transactions/9/match' && init?.method === 'PATCH')
    return json({ ...unplaced, fuel_card_id: 4, truck_id: 3, driver_id: 5, is_matched: true });
});

describe('FuelMatchDialog', { timeout: 30_000 }, () => {
  it('fills in the truck and driver of the card picked, and saves them with it', async () => {
    const onClose = vi.fn();
    renderWithApp(<FuelMatchDialog open transaction={unplaced} onClose={onClose} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Fuel card' }));
    fireEvent.click(await screen.findByRole('option', { name: 'EFS •••• 2345' }));
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Truck' }) as HTMLInputElement).value).toBe('685'),
    );
    expect((screen.getByRole('combobox', { name: 'Driver' }) as HTMLInputElement).value).toBe('Ava Lindqvist');
    fireEvent.click(screen.getByRole('button', { name: 'Save match' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const patch = fetchMock.mock.calls.find(([url]) => url === '/api/fuel-transactions/9/match');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ fuel_card_id: 4, truck_id: 3, driver_id: 5 });
  });
});
