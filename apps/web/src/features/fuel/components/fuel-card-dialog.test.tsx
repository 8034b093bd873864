import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../../test/fetch';
import { fuelCard } from '../../../../test/fuel-card';
import { renderWithApp } from '../../../../test/render';
import { FuelCardDialog } from './fuel-card-dialog';

const created = fuelCard({
  id: 7,
  card_number: '•••• 3456',
  card_number_last4: '3456',
  card_number_short: 23456,
  card_provider: 'Mudflap',
});

// The driver and truck pickers, and the save.
const fetchMock = stubFetch((url, init) => {
  if (url.startsWith('/api/drivers/')) return json({ drivers: [], total: 0 });
  if (url.startsWith('/api/trucks/')) return json({ trucks: [], total: 0 });
  if (url === '/api/fuel-cards/' && init?.method === 'POST') return json(created, 201);
});

const number = () => screen.getByRole('textbox', { name: /Card number/ }) as HTMLInputElement;

describe('FuelCardDialog', { timeout: 30_000 }, () => {
  it('keeps digits only, counts them out of 19 and previews them 4-4-4 then the rest', () => {
    renderWithApp(<FuelCardDialog open card={null} onClose={vi.fn()} />);
    fireEvent.change(number(), { target: { value: '7083-0512 3456 7812 345x99' } });
    expect(number().value).toBe('7083051234567812345');
    expect(screen.getByText('19/19 digits')).toBeTruthy();
    expect(screen.getByLabelText('Card number preview').textContent).toBe('7083 0512 3456 7812345');
  });

  it("names what is wrong with the spec's messages before sending", async () => {
    renderWithApp(<FuelCardDialog open card={null} onClose={vi.fn()} />);
    fireEvent.change(number(), { target: { value: '123456789012' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Card number must be at least 13 digits')).toBeTruthy();
    expect(screen.getByText('Card provider is required')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/fuel-cards'))).toBe(false);
  });

  it('reveals a name box for Other and sends that name as the provider', async () => {
    const onClose = vi.fn();
    renderWithApp(<FuelCardDialog open card={null} onClose={onClose} />);
    fireEvent.change(number(), { target: { value: '7083051234567823456' } });
    expect(screen.queryByLabelText(/Provider name/)).toBeNull();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Card provider/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Other' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Card provider is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Provider name/), { target: { value: 'Mudflap' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = fetchMock.mock.calls.find(([url, init]) => url === '/api/fuel-cards/' && init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      card_number: '7083051234567823456',
      card_provider: 'Mudflap',
      is_active: true,
      driver_id: null,
      truck_id: null,
    });
  });
});
