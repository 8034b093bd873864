import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LOAD_MESSAGES, type Load } from '@tms/domain';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { renderWithApp } from '../../../../test/render';
import { sessionUser } from '../../../../test/session-user';
import { ApiError } from '../../../app/api/api-error';

// The wizard's calls, the session and the pick lists are replaced at their module boundaries.
const calls = vi.hoisted(() => ({ getLoad: vi.fn(), updateBasicInfo: vi.fn() }));
const session = vi.hoisted(() => ({ roleNames: ['MANAGER'] }));
vi.mock('../api/wizard-calls', () => calls);
vi.mock('../../../app/session/use-session', () => ({
  useSession: () => ({
    user: sessionUser(),
    capabilities: new Set(['load_management']),
    roleNames: session.roleNames,
  }),
}));
vi.mock('../api/reference-data', () => {
  const none = { data: [] };
  return {
    useActiveStatuses: () => ({ data: [{ id: 1, name: 'Booked', color: '#1976d2' }] }),
    useDispatchers: () => none,
    useDispatchersForDriver: () => none,
    usePickableDrivers: () => none,
    useActiveAppointmentTypes: () => none,
  };
});

const { LoadWizard } = await import('./load-wizard');

// Anything else the form reads (the broker search) finds nothing.
stubFetch(() => undefined);

const load = (changes: Partial<Load>): Load => ({
  id: 5,
  load_number: 'ACM-1',
  broker_id: 2,
  broker: { id: 2, name: 'Acme Brokers', mc_number: null, has_warning: false, warning_note: null },
  driver_id: null,
  driver: null,
  secondary_driver_id: null,
  secondary_driver: null,
  dispatcher_id: null,
  dispatcher: null,
  status_id: 1,
  status: { id: 1, name: 'Booked', color: '#1976d2' },
  processed: false,
  is_team_load: false,
  team_pay_split_primary: null,
  team_pay_split_secondary: null,
  progress: {
    id: 1,
    load_id: 5,
    basic_info_entered: true,
    pickup_details_entered: false,
    delivery_details_entered: false,
    events_entered: false,
    rate_cargo_entered: false,
    is_complete: false,
    completion_percentage: 33,
    next_step: 'events',
    completed_steps: ['basic_info'],
    created_at: '2026-11-24T10:00:00.000Z',
    updated_at: '2026-11-24T10:00:00.000Z',
  },
  rate_cargo: {
    rate_booked: null,
    rate_dispatched: null,
    loaded_miles: null,
    empty_miles: null,
    total_miles: null,
    rpm_loaded: null,
    rpm_total: null,
    profit_margin: null,
    commodity: null,
    weight_lbs: null,
    pieces: null,
    hazmat: false,
  },
  events: [],
  invoice_number: null,
  invoice_date: null,
  invoice_amount: null,
  invoice_outdated: false,
  paid_date: null,
  version: 1,
  created_by: null,
  created_at: '2026-11-24T10:00:00.000Z',
  updated_at: '2026-11-24T10:00:00.000Z',
  ...changes,
});

describe('Edit Load after someone else saved the load', () => {
  it('offers Reload latest, which reads the load into the form, and the next save sends its version', async () => {
    calls.getLoad.mockResolvedValueOnce(load({})).mockResolvedValueOnce(load({ load_number: 'ACM-1B', version: 2 }));
    calls.updateBasicInfo
      .mockRejectedValueOnce(new ApiError(409, LOAD_MESSAGES.stale, LOAD_MESSAGES.stale, undefined))
      .mockResolvedValueOnce(load({ load_number: 'ACM-1B', version: 3 }));
    renderWithApp(<LoadWizard loadId={5} onCancel={() => undefined} />);
    const number = (await screen.findByDisplayValue('ACM-1')) as HTMLInputElement;
    fireEvent.change(number, { target: { value: 'ACM-1A' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Basic Info' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(LOAD_MESSAGES.stale);
    fireEvent.click(within(alert).getByRole('button', { name: 'Reload latest' }));
    await waitFor(() => expect(screen.queryByText(LOAD_MESSAGES.stale)).toBeNull());
    expect((screen.getByLabelText(/Load Number/) as HTMLInputElement).value).toBe('ACM-1B');
    fireEvent.click(screen.getByRole('button', { name: 'Save Basic Info' }));
    await waitFor(() => expect(calls.updateBasicInfo).toHaveBeenCalledTimes(2));
    expect(calls.updateBasicInfo.mock.calls[1]?.[1]).toMatchObject({ load_number: 'ACM-1B', version: 2 });
  });

  it('shows other refusals without a reload', async () => {
    calls.getLoad.mockResolvedValueOnce(load({}));
    calls.updateBasicInfo.mockRejectedValueOnce(
      new ApiError(422, 'Load number too long', 'Load number too long', undefined),
    );
    renderWithApp(<LoadWizard loadId={5} onCancel={() => undefined} />);
    await screen.findByDisplayValue('ACM-1');
    fireEvent.click(screen.getByRole('button', { name: 'Save Basic Info' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Load number too long');
    expect(within(alert).queryByRole('button', { name: 'Reload latest' })).toBeNull();
  });
});

describe('the processed mark of a processed load (decision 0120)', () => {
  const processedSwitch = async () => {
    await screen.findByDisplayValue('ACM-1');
    return screen.getByRole('switch', { name: 'Processed' }) as HTMLInputElement;
  };

  it('cannot be taken off by a dispatcher, as the server refuses it', async () => {
    session.roleNames = ['DISPATCHER'];
    calls.getLoad.mockResolvedValueOnce(load({ processed: true }));
    renderWithApp(<LoadWizard loadId={5} onCancel={() => undefined} />);
    const mark = await processedSwitch();
    expect(mark.checked).toBe(true);
    expect(mark.disabled).toBe(true);
    session.roleNames = ['MANAGER'];
  });

  it('can be taken off by a manager, and set by a dispatcher on an unprocessed load', async () => {
    calls.getLoad.mockResolvedValueOnce(load({ processed: true }));
    const first = renderWithApp(<LoadWizard loadId={5} onCancel={() => undefined} />);
    expect((await processedSwitch()).disabled).toBe(false);
    first.unmount();
    session.roleNames = ['DISPATCHER'];
    calls.getLoad.mockResolvedValueOnce(load({ processed: false }));
    renderWithApp(<LoadWizard loadId={5} onCancel={() => undefined} />);
    expect((await processedSwitch()).disabled).toBe(false);
    session.roleNames = ['MANAGER'];
  });
});
