import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { FuelTransaction } from '@tms/domain';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../../test/fetch';
import { fuelCard } from '../../../../test/fuel-card';
import { renderWithApp } from '../../../../test/render';
import { FuelMatchDialog } from './fuel-match-dialog';

const held = fuelCard({
  id: 4,
  is_assigned: true,
  driver: { id: 5, name: 'Ava Lindqvist' },
  truck: { id: 3, unit_number: '685' },
});

const unplaced: FuelTransaction = {
  id: 9,
  card_number_short: 99999,
  card_number_last4: null,
  transaction_date: '2025-03-06',
  transaction_reference: null,
  truck_unit_number: '9512685',
  odometer: null,
  location: null,
  location_city: null,
  location_state: null,
  location_country: 'US',
  purchased_item: 'ULSD',
  item_category: 'fuel',
  unit_quantity: '80.000',
  price_per_unit: '3.4500',
  total_amount: '276.00',
  surcharge_amount: null,
  import_batch_id: 2,
  source_type: 'import',
  fuel_card_id: null,
  truck_id: null,
  driver_id: null,
  driver_name: null,
  card_hint: null,
  driver: null,
  truck: null,
  statement: null,
  is_matched: false,
  created_at: '2025-03-06T10:00:00Z',
};

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
