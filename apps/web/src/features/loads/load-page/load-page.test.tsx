import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LoadHistoryEntry } from '@tms/domain';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../../test/fetch';
import { load, loadEvent } from '../../../../test/load';
import { renderWithApp, searchOf } from '../../../../test/render';
import { sessionUser } from '../../../../test/session-user';

vi.mock('../../../app/session/use-session', async () => {
  const { capabilitiesOf } = await import('@tms/domain');
  return { useSession: () => ({ user: sessionUser(), capabilities: capabilitiesOf(['MANAGER']) }) };
});

const { LoadPage } = await import('./load-page');

// Pickup done 30 minutes after its window closed (late), the first delivery inside its window,
// the last delivery open: the next stop to complete.
const stops = [
  loadEvent({
    id: 11,
    event_order: 1,
    event_type: 'pickup',
    event_date: '2026-11-25',
    location_city: 'Tulsa',
    location_state: 'OK',
    appointment_time_lower: '2026-11-25T14:00:00.000Z',
    appointment_time_higher: '2026-11-25T16:00:00.000Z',
    is_completed: true,
    completed_at: '2026-11-25T16:30:00.000Z',
  }),
  loadEvent({
    id: 12,
    event_order: 2,
    event_type: 'delivery',
    event_date: '2026-11-26',
    location_city: 'Memphis',
    location_state: 'TN',
    appointment_time_lower: '2026-11-26T14:00:00.000Z',
    appointment_time_higher: '2026-11-26T18:00:00.000Z',
    is_completed: true,
    completed_at: '2026-11-26T15:00:00.000Z',
  }),
  loadEvent({
    id: 13,
    event_order: 3,
    event_type: 'delivery',
    event_date: '2026-11-27',
    location_city: 'Nashville',
    location_state: 'TN',
  }),
];
const shown = load({
  id: 7,
  load_number: 'ACM-7',
  status: { id: 3, name: 'In Transit', color: '#ed6c02', meaning: 'open' },
  driver: { id: 4, first_name: 'Rosa', last_name: 'Delgado' },
  dispatcher: { id: 2, full_name: 'Dan Dispatch' },
  events: stops,
  rate_cargo: {
    ...load().rate_cargo,
    rate_booked: '2500.10',
    rate_dispatched: '1800.25',
    total_miles: '1100.00',
    rpm_total: '2.27',
    rate_dispatched_manual: true,
  },
  accessorials: { billed_total: '0.00', driver_total: '0.00' },
  margin: '699.85',
});
const history: LoadHistoryEntry[] = [
  {
    id: 1,
    kind: 'status',
    from_value: 'Booked',
    to_value: 'In Transit',
    changed_by: { id: 2, full_name: 'Dan Dispatch' },
    changed_at: '2026-11-25T12:00:00.000Z',
  },
];

const fetchMock = stubFetch((url, init) => {
  const path = new URL(url, 'http://app.test').pathname;
  if (path === '/api/loads/7/events/13/complete' && init?.method === 'PUT')
    return json({ ...stops[2], is_completed: true, completed_at: '2026-11-27T15:00:00.000Z' });
  if (path === '/api/loads/7') return json(shown);
  if (path === '/api/loads/7/history') return json({ history });
  if (path === '/api/loads/7/accessorials')
    return json({ accessorials: [], billed_total: '0.00', driver_total: '0.00' });
  if (path === '/api/loads/7/comments') return json({ comments: [], total: 0 });
  if (path === '/api/loads/7/check-calls') return json({ check_calls: [] });
  if (path === '/api/documents/') return json({ documents: [], total: 0 });
  return undefined;
});

function openPage(id: number | string) {
  return renderWithApp(
    <Routes>
      <Route path="/app/loads/:id" element={<LoadPage />} />
    </Routes>,
    { url: `/app/loads/${id}` },
  );
}

describe('Load page', () => {
  it('shows the load, its stops in order with the late flag, its money and its history', async () => {
    openPage(7);
    expect(await screen.findByRole('heading', { name: 'Load ACM-7', level: 1 })).toBeTruthy();
    expect(screen.getByTestId('load-status').textContent).toBe('In Transit');
    expect(screen.getByText('Rosa Delgado')).toBeTruthy();
    expect(screen.getByText('Dan Dispatch')).toBeTruthy();

    const rows = within(screen.getByRole('list', { name: 'Stops in order' })).getAllByTestId('load-stop');
    expect(rows.map((r) => r.textContent?.match(/^(Pickup|Delivery) #\d/)?.[0])).toEqual([
      'Pickup #1',
      'Delivery #2',
      'Delivery #3',
    ]);
    expect(within(rows[0]!).getByText('Late')).toBeTruthy();
    expect(within(rows[1]!).queryByText('Late')).toBeNull();
    expect(rows[1]!.textContent).toContain('Completed');
    expect(rows[2]!.textContent).toContain('Not completed');
    // Only the next open stop offers Complete.
    expect(within(rows[2]!).getByRole('button', { name: 'Complete Delivery #3' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Complete / })).toHaveLength(1);

    expect(screen.getByTestId('money-Rate booked').textContent).toBe('$2,500.10');
    expect(screen.getByTestId('money-Driver pay').textContent).toBe('$1,800.25');
    expect(screen.getByTestId('money-Margin').textContent).toBe('$699.85');
    expect(screen.getByTestId('money-Rate per mile').textContent).toBe('$2.27');

    const changes = screen.getByRole('region', { name: 'History' });
    expect(await within(changes).findByText('Status: Booked → In Transit')).toBeTruthy();
  });

  it('completes the next stop through the completion call after asking', async () => {
    openPage(7);
    fireEvent.click(await screen.findByRole('button', { name: 'Complete Delivery #3' }));
    const confirm = screen.getByRole('dialog', { name: 'Complete Delivery #3?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Complete' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => url.endsWith('/api/loads/7/events/13/complete') && init?.method === 'PUT',
        ),
      ).toBe(true),
    );
    expect(await screen.findByText('Delivery #3 completed')).toBeTruthy();
  });

  it('opens Edit in a dialog kept in the address, as the board does', async () => {
    const { router } = openPage(7);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Load' })).toBeTruthy();
    expect(searchOf(router).get('edit')).toBe('7');
  });

  it('says a missing load was not found and links back to the board', async () => {
    openPage(99);
    expect(await screen.findByText('Load not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the dispatch board' }).getAttribute('href')).toBe('/app/dispatch');
  });
});
