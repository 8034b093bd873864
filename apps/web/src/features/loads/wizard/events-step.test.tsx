import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { defaultEvent, type WizardEvent } from './event-rules';

vi.mock('../api/reference-data', () => ({ useActiveAppointmentTypes: () => ({ data: [] }) }));

const { EventsStep } = await import('./events-step');

/** The step with the stops it changes, as the wizard holds them. */
function Stops() {
  const [events, setEvents] = useState<WizardEvent[]>([defaultEvent(1, '2026-11-24')]);
  return <EventsStep events={events} onChange={setEvents} dirty={false} error={null} />;
}

describe('the wizard’s stops', () => {
  it('show their day and window as the dispatch board does', () => {
    const pickup = { ...defaultEvent(1, '2026-11-24'), location_city: 'Omaha', location_state: 'NE' };
    const delivery = { ...defaultEvent(2, '2026-12-09'), time_lower: '09:30', time_higher: '09:30' };
    renderWithApp(<EventsStep events={[pickup, delivery]} onChange={() => undefined} dirty={false} error={null} />);
    const [first, second] = screen.getAllByTestId('wizard-event');
    expect(within(first as HTMLElement).getByText('Nov 25 · 08:00–17:00')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Dec 10 · 09:30')).toBeTruthy();
    expect(screen.queryByText(/2026-/)).toBeNull();
  });

  it('call a new stop’s dialog Add Event, and an existing one’s Edit with its number', async () => {
    renderWithApp(<Stops />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Event' }));
    const adding = await screen.findByRole('dialog', { name: 'Add Event' });
    fireEvent.click(within(adding).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit event 1' }));
    expect(await screen.findByRole('dialog', { name: 'Edit PICKUP Event #1' })).toBeTruthy();
  });
});
