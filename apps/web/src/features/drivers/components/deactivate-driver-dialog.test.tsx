import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DRIVER_MESSAGES } from '@tms/domain';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../../test/fetch';
import { renderWithApp } from '../../../../test/render';
import { DeactivateDriverDialog } from './deactivate-driver-dialog';

// Driver 7 still runs a truck: the API refuses; driver 8 is free.
const fetchMock = stubFetch((url) =>
  url.endsWith('/api/drivers/7/deactivate')
    ? json({ detail: DRIVER_MESSAGES.assignedCannotDeactivate }, 409)
    : undefined,
);

const deactivateCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/deactivate'));

describe('DeactivateDriverDialog', () => {
  it('asks before anything is sent, and Cancel sends nothing', () => {
    const onClose = vi.fn();
    renderWithApp(<DeactivateDriverDialog driver={{ id: 8, name: 'Dana Reyes' }} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Deactivate driver?' })).toBeTruthy();
    expect(screen.getByText(/Dana Reyes can no longer be assigned equipment/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(deactivateCalls()).toEqual([]);
  });

  it('keeps the refusal of a driver running equipment in the dialog', async () => {
    const onClose = vi.fn();
    renderWithApp(<DeactivateDriverDialog driver={{ id: 7, name: 'Lee Okafor' }} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText(DRIVER_MESSAGES.assignedCannotDeactivate)).toBeTruthy();
    expect(deactivateCalls()).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Deactivate' })).not.toHaveProperty('disabled', true),
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('tells at once that a driver running equipment must give it up first, and sends nothing', () => {
    const driver = {
      id: 7,
      name: 'Lee Okafor',
      current_truck: { unit_number: '101' },
      current_trailer: { unit_number: 'T-5' },
    };
    renderWithApp(<DeactivateDriverDialog driver={driver} onClose={vi.fn()} />);
    expect(
      screen.getByText(`Lee Okafor still runs truck 101 and trailer T-5. ${DRIVER_MESSAGES.assignedCannotDeactivate}.`),
    ).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Deactivate' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(deactivateCalls()).toEqual([]);
  });
});
