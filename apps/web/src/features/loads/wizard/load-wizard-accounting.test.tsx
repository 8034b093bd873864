import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LOAD_MESSAGES } from '@tms/domain';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithApp } from '../../../../test/render';
import { sessionUser } from '../../../../test/session-user';

// An accountant books through the accounting flow; the calls, the session, the pick lists and the
// broker search are replaced at their module boundaries.
const calls = vi.hoisted(() => ({ createBasicInfo: vi.fn(), getLoad: vi.fn(), updateBasicInfo: vi.fn() }));
vi.mock('../api/wizard-calls', () => calls);
vi.mock('../../../app/session/use-session', async () => {
  const { capabilitiesOf } = await import('@tms/domain');
  return {
    useSession: () => ({
      user: sessionUser({ email: 'accountant@acme.test' }),
      capabilities: capabilitiesOf(['ACCOUNTANT']),
    }),
  };
});
vi.mock('../api/reference-data', () => {
  const person = (id: number, full_name: string) => ({ id, full_name });
  const tester = person(10, 'Dispatcher Tester');
  const second = person(11, 'Second Dispatcher');
  // Rosa and Omar share a dispatcher; Ivy has another one.
  const ofDriver: Record<number, { id: number; full_name: string }[]> = { 1: [tester], 2: [tester], 3: [second] };
  const driver = (id: number, name: string) => ({ id, name, current_truck: null });
  return {
    useActiveStatuses: () => ({ data: [{ id: 1, name: 'Booked', color: '#1976d2' }] }),
    useDispatchers: () => ({ data: [tester, second] }),
    useDispatchersForDriver: (driverId: number | null) =>
      driverId === null ? { data: undefined, isSuccess: false } : { data: ofDriver[driverId], isSuccess: true },
    usePickableDrivers: () => ({
      data: [driver(1, 'Rosa Delgado'), driver(2, 'Omar Haddad'), driver(3, 'Ivy Park')],
    }),
    useActiveAppointmentTypes: () => ({ data: [] }),
  };
});
vi.mock('../../customers/components/customer-picker', () => ({
  CustomerPicker: ({ onChange }: { onChange: (c: { id: number; name: string; has_warning: boolean }) => void }) => (
    <button type="button" onClick={() => onChange({ id: 2, name: 'Blue Ridge Logistics', has_warning: false })}>
      Pick Blue Ridge Logistics
    </button>
  ),
}));

const { LoadWizard } = await import('./load-wizard');

stubFetch(() => undefined);

/** Opens a select by its label and picks an option. */
function pick(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: new RegExp(`^${label}`) }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

const dispatcherShown = () => screen.getByRole('combobox', { name: /^Dispatcher/ }).textContent?.replace(/\u200b/g, '');

describe('Create Load, accounting flow: the dispatcher follows the driver', () => {
  it('clears a dispatcher who is not one of the new driver’s and asks for one instead of sending the old', async () => {
    renderWithApp(<LoadWizard />);
    fireEvent.change(screen.getByLabelText(/Load Number/), { target: { value: 'ACC-9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pick Blue Ridge Logistics' }));
    pick('Driver', 'Rosa Delgado');
    pick('Dispatcher', 'Dispatcher Tester');
    expect(dispatcherShown()).toBe('Dispatcher Tester');

    pick('Driver', 'Ivy Park');
    await waitFor(() => expect(dispatcherShown()).toBe(''));
    fireEvent.click(screen.getByRole('button', { name: 'Save Basic Info' }));
    expect(await screen.findByText(LOAD_MESSAGES.dispatcherRequired)).toBeTruthy();
    expect(calls.createBasicInfo).not.toHaveBeenCalled();

    calls.createBasicInfo.mockRejectedValueOnce(new Error('stop here'));
    pick('Dispatcher', 'Second Dispatcher');
    fireEvent.click(screen.getByRole('button', { name: 'Save Basic Info' }));
    await waitFor(() => expect(calls.createBasicInfo).toHaveBeenCalledTimes(1));
    expect(calls.createBasicInfo.mock.calls[0]?.[0]).toMatchObject({ driver_id: 3, dispatcher_id: 11 });
  });

  it('keeps a dispatcher the new driver shares', async () => {
    calls.createBasicInfo.mockRejectedValueOnce(new Error('stop here'));
    renderWithApp(<LoadWizard />);
    fireEvent.change(screen.getByLabelText(/Load Number/), { target: { value: 'ACC-10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pick Blue Ridge Logistics' }));
    pick('Driver', 'Rosa Delgado');
    pick('Dispatcher', 'Dispatcher Tester');
    pick('Driver', 'Omar Haddad');
    expect(dispatcherShown()).toBe('Dispatcher Tester');
    fireEvent.click(screen.getByRole('button', { name: 'Save Basic Info' }));
    await waitFor(() => expect(calls.createBasicInfo).toHaveBeenCalledTimes(1));
    expect(calls.createBasicInfo.mock.calls[0]?.[0]).toMatchObject({ driver_id: 2, dispatcher_id: 10 });
  });
});
