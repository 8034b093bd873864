import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { defaultEvent } from './event-rules';

vi.mock('../api/reference-data', () => ({ useActiveAppointmentTypes: () => ({ data: [] }) }));

const { EventsStep } = await import('./events-step');

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
});
