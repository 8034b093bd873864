import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AvailableUnit } from '@tms/domain';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../../test/fetch';
import { renderWithApp } from '../../../../test/render';
import { AssignEquipmentDialog } from './assign-equipment-dialog';

const unit = (id: number, unit_number: string, make: string, model: string): AvailableUnit => ({
  id,
  unit_number,
  make,
  model,
  year: 2021,
  status: 'available',
  assigned_driver_id: null,
  assigned_driver_name: null,
});

const fetchMock = stubFetch((url, init) => {
  if (url.startsWith('/api/driver-equipment/available-trucks'))
    return json({
      trucks: [
        unit(1, 'T-101', 'Freightliner', 'Cascadia'),
        unit(2, 'T-202', 'Volvo', 'VNL'),
        unit(3, 'K-310', 'Kenworth', 'T680'),
      ],
    });
  if (url.startsWith('/api/driver-equipment/available-trailers'))
    return json({ trailers: [unit(8, 'R-501', 'Utility', 'Reefer'), unit(9, 'R-777', 'Wabash', 'Duraplate')] });
  if (url === '/api/driver-equipment/' && init?.method === 'POST')
    return json({
      id: 40,
      driver_id: 7,
      driver_name: 'Rosa Delgado',
      truck_id: 3,
      truck_unit_number: 'K-310',
      trailer_id: 9,
      trailer_unit_number: 'R-777',
      notes: null,
      is_active: true,
      assigned_at: '2025-03-01T10:00:00Z',
      unassigned_at: null,
      assigned_by_name: null,
    });
});

const optionNames = () => screen.getAllByRole('option').map((o) => o.textContent);

describe('AssignEquipmentDialog', { timeout: 30_000 }, () => {
  it('narrows the truck and trailer lists to what is typed, and saves the units found', async () => {
    const onClose = vi.fn();
    renderWithApp(
      <AssignEquipmentDialog open driverId={7} driverName="Rosa Delgado" current={null} onClose={onClose} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Assign Equipment' });
    const truck = within(dialog).getByRole('combobox', { name: 'Truck' });
    expect((truck as HTMLInputElement).value).toBe('None');

    // A click focuses the field in a browser; here the test does it.
    truck.focus();
    fireEvent.mouseDown(truck);
    await waitFor(() => expect(optionNames()).toContain('T-202 · 2021 Volvo VNL'));
    expect(optionNames()).toEqual([
      'None',
      'T-101 · 2021 Freightliner Cascadia',
      'T-202 · 2021 Volvo VNL',
      'K-310 · 2021 Kenworth T680',
    ]);
    // Part of a unit number, then a make: only the matching units stay.
    fireEvent.change(truck, { target: { value: 't-' } });
    expect(optionNames()).toEqual(['T-101 · 2021 Freightliner Cascadia', 'T-202 · 2021 Volvo VNL']);
    fireEvent.change(truck, { target: { value: 'kenw' } });
    expect(optionNames()).toEqual(['K-310 · 2021 Kenworth T680']);
    fireEvent.click(screen.getByRole('option', { name: 'K-310 · 2021 Kenworth T680' }));
    expect((truck as HTMLInputElement).value).toBe('K-310 · 2021 Kenworth T680');

    const trailer = within(dialog).getByRole('combobox', { name: 'Trailer' });
    trailer.focus();
    fireEvent.mouseDown(trailer);
    fireEvent.change(trailer, { target: { value: '777' } });
    expect(optionNames()).toEqual(['R-777 · 2021 Wabash Duraplate']);
    fireEvent.click(screen.getByRole('option', { name: 'R-777 · 2021 Wabash Duraplate' }));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Assignment' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = fetchMock.mock.calls.find(
      ([url, init]) => url === '/api/driver-equipment/' && init?.method === 'POST',
    );
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ driver_id: 7, truck_id: 3, trailer_id: 9 });
  });

  it("keeps the driver's own unit choosable and unassigns with None", async () => {
    const current = {
      id: 40,
      driver_id: 7,
      driver_name: 'Rosa Delgado',
      truck_id: 55,
      truck_unit_number: 'T-055',
      trailer_id: null,
      trailer_unit_number: null,
      notes: null,
      is_active: true,
      assigned_at: '2025-03-01T10:00:00Z',
      unassigned_at: null,
      assigned_by_name: null,
    };
    renderWithApp(
      <AssignEquipmentDialog open driverId={7} driverName="Rosa Delgado" current={current} onClose={() => {}} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change Equipment' });
    const truck = within(dialog).getByRole('combobox', { name: 'Truck' }) as HTMLInputElement;
    await waitFor(() => expect(truck.value).toBe('T-055 (current)'));
    truck.focus();
    fireEvent.mouseDown(truck);
    fireEvent.change(truck, { target: { value: '055' } });
    expect(optionNames()).toEqual(['T-055 (current)']);
    fireEvent.change(truck, { target: { value: 'none' } });
    fireEvent.click(screen.getByRole('option', { name: 'None' }));
    expect(truck.value).toBe('None');
  });
});
