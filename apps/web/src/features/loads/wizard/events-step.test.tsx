import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { defaultEvent, type WizardEvent } from './event-rules';
import { ReadConfidenceProvider } from './read-confidence';

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

  it('flag a stop for checking when any field read from the document is below green', () => {
    const read = { 'events.0.event_date': 0.85, 'events.0.location_city': 0.95, 'events.1.event_date': 0.85 };
    renderWithApp(
      <ReadConfidenceProvider value={{ ...read, 'events.1.facility_name': 0.65 }}>
        <EventsStep
          events={[defaultEvent(1, '2026-11-24'), defaultEvent(2, '2026-11-25')]}
          onChange={() => undefined}
          dirty={false}
          error={null}
        />
      </ReadConfidenceProvider>,
    );
    const [green, amber] = screen.getAllByTestId('wizard-event');
    expect(within(green as HTMLElement).queryByText(/check/i)).toBeNull();
    expect(within(amber as HTMLElement).getByText('Check this stop')).toBeTruthy();
  });
});
