import { fireEvent, screen, waitFor } from '@testing-library/react';
import { DRIVER_MESSAGES } from '@tms/domain';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../../test/fetch';
import { renderWithApp } from '../../../../test/render';
import { DriverDialog } from './driver-dialog';

// Divisions for the picker, and the SSN check.
const fetchMock = stubFetch((url) =>
  json(url.includes('/api/drivers/check-ssn/') ? { exists: true } : { divisions: [], total: 0 }),
);

const type = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

// The whole driver file renders in happy-dom for each test, which takes seconds on a busy machine.
describe('DriverDialog', { timeout: 30_000 }, () => {
  it('names the required fields before anything is sent', async () => {
    renderWithApp(<DriverDialog open driver={null} onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Driver' }));
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/drivers/'))).toBe(false);
  });

  it('refuses a termination date before the hire date and a short SSN', async () => {
    renderWithApp(<DriverDialog open driver={null} onClose={vi.fn()} />);
    type(/First name/, 'Dana');
    type(/Last name/, 'Reyes');
    type('Hire date', '2024-05-01');
    type('Termination date', '2024-04-01');
    type('SSN', '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Add Driver' }));
    expect(await screen.findByText(DRIVER_MESSAGES.terminationBeforeHire)).toBeTruthy();
    expect(screen.getByText(DRIVER_MESSAGES.ssnInvalid)).toBeTruthy();
  });

  it('refuses a date of birth in the future', async () => {
    renderWithApp(<DriverDialog open driver={null} onClose={vi.fn()} />);
    type(/First name/, 'Dana');
    type(/Last name/, 'Reyes');
    type('Date of birth', '2030-01-01');
    fireEvent.click(screen.getByRole('button', { name: 'Add Driver' }));
    expect(await screen.findByText(DRIVER_MESSAGES.birthInFuture)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url, init]) => String(url) === '/api/drivers/' && init?.method === 'POST')).toBe(
      false,
    );
  });

  it('tells at once when the SSN is already on file', async () => {
    renderWithApp(<DriverDialog open driver={null} onClose={vi.fn()} />);
    const ssn = screen.getByLabelText('SSN');
    fireEvent.change(ssn, { target: { value: '123-45-6789' } });
    fireEvent.blur(ssn);
    expect(await screen.findByText(DRIVER_MESSAGES.ssnTaken)).toBeTruthy();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/drivers/check-ssn/123456789'))).toBe(true),
    );
  });

  it('asks for a rate once a pay profile is set', async () => {
    renderWithApp(<DriverDialog open driver={null} onClose={vi.fn()} />);
    type(/First name/, 'Dana');
    type(/Last name/, 'Reyes');
    fireEvent.click(screen.getByLabelText('Set how this driver is paid'));
    fireEvent.click(screen.getByRole('button', { name: 'Add Driver' }));
    expect(await screen.findByText('Rate is required')).toBeTruthy();
  });
});
