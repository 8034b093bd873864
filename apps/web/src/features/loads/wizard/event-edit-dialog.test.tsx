import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type AppointmentType, LOAD_MESSAGES } from '@tms/domain';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { EventEditDialog } from './event-edit-dialog';
import { defaultEvent, type WizardEvent } from './event-rules';

/** A type with one time and no window, as the shared "Appointment" default is. */
const ONE_TIME: AppointmentType = {
  id: 2,
  name: 'Appointment',
  has_time: true,
  has_time_range: false,
  description: null,
  is_active: true,
  is_default: true,
  created_at: '2026-01-01T00:00:00Z',
};

function setup(stop: Partial<WizardEvent> = {}, types: AppointmentType[] = []) {
  const onSave = vi.fn();
  const event = { ...defaultEvent(3, '2026-11-24'), location_city: 'Nashville', location_state: 'TN', ...stop };
  renderWithApp(<EventEditDialog event={event} appointmentTypes={types} onClose={vi.fn()} onSave={onSave} />);
  const dialog = screen.getByRole('dialog', { name: 'Edit DELIVERY Event #3' });
  const field = (label: string) =>
    within(dialog).getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`)) as HTMLInputElement;
  const save = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  return { onSave, dialog, field, save };
}

describe('the stop dialog', () => {
  it('refuses with the API’s stop schema, on each field, and saves once they are corrected', async () => {
    const { onSave, dialog, field, save } = setup();
    fireEvent.change(field('City'), { target: { value: 'M'.repeat(300) } });
    fireEvent.change(field('Weight (lbs)'), { target: { value: '99999999999999' } });
    save();
    expect(await within(dialog).findByText('City must be 100 characters or less')).toBeTruthy();
    expect(within(dialog).getByText('Weight is too large')).toBeTruthy();
    expect(within(dialog).getByText('Correct the highlighted fields to save this stop.')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();

    fireEvent.change(field('City'), { target: { value: 'Memphis' } });
    await waitFor(() => expect(within(dialog).queryByText('City must be 100 characters or less')).toBeNull());
    fireEvent.change(field('Weight (lbs)'), { target: { value: '42000' } });
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ event_order: 3, location_city: 'Memphis', weight: '42000' });
  });

  it('takes a window’s message away as soon as the other end fixes it', async () => {
    const { onSave, dialog, field, save } = setup({ time_lower: '14:00', time_higher: '09:00' });
    save();
    expect(await within(dialog).findByText(LOAD_MESSAGES.appointmentWindow)).toBeTruthy();
    fireEvent.change(field('Start Time'), { target: { value: '08:00' } });
    await waitFor(() => expect(within(dialog).queryByText(LOAD_MESSAGES.appointmentWindow)).toBeNull());
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
  });

  it('moves the end of a one-time appointment with its start, and saves it', async () => {
    const { onSave, dialog, field, save } = setup(
      { appointment_type_id: ONE_TIME.id, time_lower: '09:00', time_higher: '09:00' },
      [ONE_TIME],
    );
    expect(field('End Time').disabled).toBe(true);
    fireEvent.change(field('Start Time'), { target: { value: '10:30' } });
    await waitFor(() => expect(field('End Time').value).toBe('10:30'));
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(within(dialog).queryByText(LOAD_MESSAGES.appointmentWindow)).toBeNull();
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ time_lower: '10:30', time_higher: '10:30' });
  });

  it('saves a one-time appointment at its start even when the stop came with another end', async () => {
    const { onSave, save } = setup({ appointment_type_id: ONE_TIME.id, time_lower: '11:00', time_higher: '08:00' }, [
      ONE_TIME,
    ]);
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ time_lower: '11:00', time_higher: '11:00' });
  });

  it('keeps the times when the date moves, and fills the missing ones', async () => {
    const { onSave, field, save } = setup({ time_lower: '06:30', time_higher: '' });
    fireEvent.change(field('Date'), { target: { value: '2026-12-01' } });
    expect([field('Start Time').value, field('End Time').value]).toEqual(['06:30', '17:00']);
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ event_date: '2026-12-01', time_lower: '06:30' });
  });
});
