import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LOAD_MESSAGES } from '@tms/domain';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch';
import { load } from '../../../../test/load';
import { renderWithApp } from '../../../../test/render';
import { sessionUser } from '../../../../test/session-user';
import { ApiError } from '../../../app/api/api-error';

// The wizard's calls, the session and the pick lists are replaced at their module boundaries.
const calls = vi.hoisted(() => ({ getLoad: vi.fn(), updateBasicInfo: vi.fn(), patchRateCargo: vi.fn() }));
const session = vi.hoisted(() => ({ roleNames: ['MANAGER'] }));
vi.mock('../api/wizard-calls', () => calls);
vi.mock('../../../app/session/use-session', async () => {
  const { capabilitiesOf } = await import('@tms/domain');
  return {
    useSession: () => ({
      user: sessionUser(),
      capabilities: capabilitiesOf(session.roleNames),
    }),
  };
});
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

describe('Edit Load while the load is read', () => {
  it('shows no box to type in until the boxes hold the load’s values', async () => {
    let arrive: (value: ReturnType<typeof load>) => void = () => undefined;
    calls.getLoad.mockReturnValueOnce(new Promise((resolve) => (arrive = resolve)));
    renderWithApp(<LoadWizard loadId={5} onCancel={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Rate & Cargo' }));
    expect(screen.getByRole('status', { name: 'Reading the load' })).toBeTruthy();
    expect(screen.queryByLabelText('Loaded Miles')).toBeNull();
    // How complete the load is shows once it is known, not as 0% while it is read.
    expect(screen.queryByText(/% complete/)).toBeNull();
    const saved = load({});
    arrive({ ...saved, rate_cargo: { ...saved.rate_cargo, loaded_miles: '400' } });
    const miles = (await screen.findByLabelText('Loaded Miles')) as HTMLInputElement;
    expect(miles.value).toBe('400');
    expect(screen.queryByRole('status', { name: 'Reading the load' })).toBeNull();
    expect(screen.getByText(`${saved.progress.completion_percentage}% complete`)).toBeTruthy();
  });
});

describe('Save Rate & Cargo', () => {
  it('sends nothing while the API’s step schema refuses a value, then only what changed', async () => {
    calls.getLoad.mockResolvedValueOnce(load({}));
    calls.patchRateCargo.mockResolvedValueOnce({ version: 2, progress: load({}).progress });
    renderWithApp(<LoadWizard loadId={5} onCancel={() => undefined} />);
    await screen.findByDisplayValue('ACM-1');
    fireEvent.click(screen.getByRole('button', { name: 'Rate & Cargo' }));
    const booked = await screen.findByLabelText('Rate Booked');
    fireEvent.change(booked, { target: { value: '99999999999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Rate & Cargo' }));
    expect(await screen.findByText('Rate booked is too large')).toBeTruthy();
    expect(calls.patchRateCargo).not.toHaveBeenCalled();
    fireEvent.change(booked, { target: { value: '3100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Rate & Cargo' }));
    await waitFor(() => expect(calls.patchRateCargo).toHaveBeenCalledOnce());
    expect(calls.patchRateCargo).toHaveBeenCalledWith(5, { rate_booked: '3100' });
    expect(await screen.findByText(LOAD_MESSAGES.rateCargoUpdated)).toBeTruthy();
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
