import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../../test/fetch';
import { renderWithApp } from '../../../../test/render';
import { driverEquipmentKeys } from '../api/driver-equipment-keys';
import { getCurrentEquipment } from '../api/driver-equipment-queries';
import { EquipmentPanel } from './equipment-panel';

const CURRENT = '/api/driver-equipment/driver/7/current';
let currentAnswer: () => Response;

// The history and change log are empty; every other request, the current assignment included, gets a 404.
const fetchMock = stubFetch((url) => {
  if (url === CURRENT) return currentAnswer();
  if (url.endsWith('/history')) return json({ assignments: [] });
  if (url.endsWith('/change-log')) return json({ changes: [] });
  return undefined;
});
const currentCalls = () => fetchMock.mock.calls.filter(([url]) => url === CURRENT).length;

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  currentAnswer = () => json({ detail: 'No active equipment assignment for this driver' }, 404);
  consoleError = vi.spyOn(console, 'error');
});
afterEach(() => consoleError.mockRestore());

const renderPanel = () => renderWithApp(<EquipmentPanel driverId={7} driverName="Rosa Delgado" driverActive canEdit />);

describe('the equipment panel of a driver with no equipment', () => {
  it('reads the API’s 404 as "none": no error, no retry, no console error', async () => {
    expect(await getCurrentEquipment(7)).toBeNull();

    const { queryClient } = renderPanel();
    const truck = (await screen.findByText('Truck')).parentElement as HTMLElement;
    expect(within(truck).getByText('None')).toBeTruthy();
    expect(within(screen.getByText('Trailer').parentElement as HTMLElement).getByText('None')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Assign Equipment' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    const state = queryClient.getQueryState(driverEquipmentKeys.current(7));
    expect([state?.status, state?.data, state?.fetchFailureCount]).toEqual(['success', null, 0]);
    expect(currentCalls()).toBe(2); // one for the direct call above, one for the panel
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('still shows a real failure', async () => {
    currentAnswer = () => json({ detail: 'Database unavailable' }, 500);
    renderPanel();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Database unavailable'));
  });
});
