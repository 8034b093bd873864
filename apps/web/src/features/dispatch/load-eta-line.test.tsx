import { render, screen } from '@testing-library/react';
import type { LoadEta } from '@tms/domain';
import { describe, expect, it } from 'vitest';
import { LoadEtaLine, LoadEtasContext } from './load-eta-line';

const eta: LoadEta = {
  load_id: 7,
  load_number: 'ACM-7',
  truck_id: 3,
  unit_number: '103',
  driver_id: 4,
  driver_name: 'Rosa Delgado',
  next_stop: {
    id: 13,
    event_type: 'delivery',
    city: 'Nashville',
    state: 'TN',
    lat: 36.16,
    lng: -86.78,
    appointment_time_lower: '2026-11-27T14:00:00.000Z',
    appointment_time_higher: '2026-11-27T18:00:00.000Z',
  },
  position: { lat: 35.1, lng: -90.0, at: '2026-11-27T10:00:00.000Z' },
  eta: '2026-11-27T15:30:00.000Z',
  remaining_miles: 212,
  includes_reset: true,
  state: 'at_risk',
};

const board = (ui: React.ReactNode) =>
  render(<LoadEtasContext.Provider value={new Map([[7, eta]])}>{ui}</LoadEtasContext.Provider>);

describe('the ETA under a load on the board', () => {
  it("shows the state and the ETA's time in the table, the whole line in the tooltip", () => {
    board(<LoadEtaLine load={{ id: 7 }} />);
    const line = screen.getByTestId('load-eta');
    expect(line.textContent).toBe('At risk· Nov 27 09:30');
    expect(line.getAttribute('title')).toBe('At risk · ETA Nov 27 · 09:30 CT · 212 mi · incl. 10h rest');
  });

  it('shows the whole line on a card', () => {
    board(<LoadEtaLine load={{ id: 7 }} full />);
    expect(screen.getByTestId('load-eta').textContent).toBe('At risk· ETA Nov 27 · 09:30 CT · 212 mi · incl. 10h rest');
  });

  it('shows nothing for a load not on the road', () => {
    board(<LoadEtaLine load={{ id: 8 }} />);
    expect(screen.queryByTestId('load-eta')).toBeNull();
  });
});
