import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DutyLog, HosClocksList } from '@tms/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch';
import { hosClocks } from '../../../test/hos-clocks';
import { renderWithApp, searchOf } from '../../../test/render';
import { sessionUser } from '../../../test/session-user';

vi.mock('../../app/session/use-session', () => ({
  useSession: () => ({
    user: sessionUser(),
    capabilities: new Set(['analytics', 'drivers', 'drivers_read']),
    roleNames: ['MANAGER'],
  }),
}));

const { HosPage } = await import('./hos-page');

const list: HosClocksList = {
  at: '2026-11-29T18:00:00Z',
  clocks: [
    hosClocks({
      driver_id: 7,
      driver_name: 'Rosa Delgado',
      dispatcher_ids: [5],
      status: 'driving',
      drive_remaining_minutes: 95,
      shift_remaining_minutes: 365,
      cycle_remaining_minutes: 2000,
      break_remaining_minutes: 20,
      next_reset_at: '2026-11-30T04:00:00Z',
      violations: [{ rule: 'drive_11', at: '2026-11-29T23:30:00Z', minutes_over: 60 }],
    }),
    hosClocks({
      driver_id: 8,
      driver_name: 'Amir Haddad',
      dispatcher_ids: [6],
      status: 'sleeper_berth',
      next_reset_at: '2026-11-30T02:00:00Z',
    }),
    // Nothing recorded yet: the API's off duty is only its default.
    hosClocks({ driver_id: 9, driver_name: 'Bo Chen' }),
  ],
};
const dispatchers = {
  dispatchers: [5, 6].map((id) => ({
    id,
    name: `D${id}`,
    last_name: null,
    username: `d${id}`,
    email: `d${id}@acme.test`,
    full_name: id === 5 ? 'Dana Desk' : 'Eli Board',
  })),
};
const log: DutyLog = {
  driver_id: 7,
  from: '2026-11-28T06:00:00Z',
  to: '2026-11-29T06:00:00Z',
  events: [
    {
      status: 'off_duty',
      start: '2026-11-27T20:00:00Z',
      location: 'Joliet, IL',
      note: null,
      adverse_conditions: false,
      source: 'manual',
    },
    {
      status: 'driving',
      start: '2026-11-28T12:30:00Z',
      location: 'Joliet, IL',
      note: 'Loaded',
      adverse_conditions: false,
      source: 'manual',
    },
    {
      status: 'off_duty',
      start: '2026-11-28T18:30:00Z',
      location: 'Des Moines, IA',
      note: null,
      adverse_conditions: false,
      source: 'manual',
    },
  ],
};
const fetchMock = stubFetch((url) => {
  if (url.includes('/api/hos/clocks')) return json(list);
  if (url.includes('/api/users/dispatchers')) return json(dispatchers);
  if (url.includes('/api/drivers/7/duty-status-events')) return json(log);
  if (url.includes('/api/drivers/8/duty-status-events'))
    return json({ driver_id: 8, from: log.from, to: log.to, events: [] });
  return undefined;
});

// The afternoon of 29 November 2026 in Chicago: the clocks' day; only the date is faked, timers run.
beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-29T18:00:00Z'), toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());
const table = () => screen.getByRole('table', { name: 'Drivers’ hours of service' });
const rowNames = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.querySelector('td')?.textContent?.replace(/\d.*$/, '').trim());

describe('Hours of Service', () => {
  it('shows each driver with status, clocks, next reset and violations in the company zone', async () => {
    renderWithApp(<HosPage />, { url: '/app/dashboard/hos' });
    const row = (await screen.findByText('Rosa Delgado')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Driving')).toBeTruthy();
    expect(within(row).getByText('1 h 35 m')).toBeTruthy();
    expect(within(row).getByText('6 h 05 m')).toBeTruthy();
    expect(within(row).getByText('33 h 20 m')).toBeTruthy();
    expect(within(row).getByText('0 h 20 m')).toBeTruthy();
    // 04:00Z the next morning is 22:00 in Chicago.
    expect(within(row).getByText('22:00')).toBeTruthy();
    expect(within(row).getByText('1 violation')).toBeTruthy();
    fireEvent.mouseOver(within(row).getByText('1 violation'));
    expect(await screen.findByText('11-hour driving limit exceeded by 60 min at 17:30')).toBeTruthy();
    expect(rowNames()).toEqual(['Amir Haddad', 'Bo Chen', 'Rosa Delgado']);
    const noLog = screen.getByText('Bo Chen').closest('tr') as HTMLElement;
    expect(within(noLog).getByText('No log')).toBeTruthy();
    expect(within(noLog).getByText('None')).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Hours of service summary' });
    expect(within(summary).getByRole('button', { name: /Driving now/ }).textContent).toContain('1');
    expect(within(summary).getByRole('button', { name: /In violation/ }).textContent).toContain('1');
    expect(fetchMock.mock.calls.some(([url]) => url.includes('/api/hos/clocks'))).toBe(true);
  });

  it('keeps drivers below N drive hours, from the address and from the field', async () => {
    const { router } = renderWithApp(<HosPage />, { url: '/app/dashboard/hos?below=2' });
    await screen.findByText('Rosa Delgado');
    expect(rowNames()).toEqual(['Rosa Delgado']);
    const field = screen.getByLabelText('Drive hours below');
    fireEvent.change(field, { target: { value: '' } });
    await waitFor(() => expect(rowNames()).toEqual(['Amir Haddad', 'Bo Chen', 'Rosa Delgado']));
    expect(searchOf(router).get('below')).toBeNull();
    fireEvent.change(field, { target: { value: '1.5' } });
    await waitFor(() => expect(searchOf(router).get('below')).toBe('1.5'));
    expect(screen.getByText('No drivers match')).toBeTruthy();
  });

  it('filters by dispatcher through the address', async () => {
    const { router } = renderWithApp(<HosPage />, { url: '/app/dashboard/hos' });
    await screen.findByText('Rosa Delgado');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Dispatcher' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Eli Board' }));
    await waitFor(() => expect(searchOf(router).get('dispatcher')).toBe('6'));
    expect(rowNames()).toEqual(['Amir Haddad']);
  });

  it('opens a driver’s log for a day as the grid, with totals and the changes listed', async () => {
    const { router } = renderWithApp(<HosPage />, { url: '/app/dashboard/hos?driver=7&day=2026-11-28' });
    const dialog = await screen.findByRole('dialog', { name: 'Rosa Delgado' });
    const grid = await within(dialog).findByRole('group', { name: 'Duty status on Nov 28, 2026' });
    expect(within(grid).getByLabelText('Driving: 6:00')).toBeTruthy();
    expect(within(grid).getByLabelText('Off Duty: 18:00')).toBeTruthy();
    expect(within(grid).getByLabelText('Total: 24:00')).toBeTruthy();
    const changes = within(dialog).getByRole('list', { name: 'Duty status changes' });
    expect(
      within(changes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Nov 27 · 14:00Off DutyJoliet, IL', '06:30DrivingJoliet, ILLoaded', '12:30Off DutyDes Moines, IA']);
    const from = fetchMock.mock.calls.map(([url]) => url).find((u) => u.includes('/duty-status-events')) ?? '';
    expect(new URL(from, 'http://x').searchParams.get('from')).toBe('2026-11-28T06:00:00.000Z');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Previous day' }));
    await waitFor(() => expect(searchOf(router).get('day')).toBe('2026-11-27'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(searchOf(router).get('driver')).toBeNull());
  });

  it('opens the log from a row, and says when the day has none', async () => {
    const { router } = renderWithApp(<HosPage />, { url: '/app/dashboard/hos' });
    fireEvent.click(await screen.findByText('Amir Haddad'));
    await waitFor(() => expect(searchOf(router).get('driver')).toBe('8'));
    const dialog = await screen.findByRole('dialog', { name: 'Amir Haddad' });
    expect(await within(dialog).findByText('No log for this day')).toBeTruthy();
  });

  it('shows an error with a way to try again', async () => {
    fetchMock.mockImplementation(async () => json({ detail: 'Boom' }, 500));
    renderWithApp(<HosPage />, { url: '/app/dashboard/hos' });
    expect(await screen.findByText('The drivers’ clocks could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('on a phone, shows each driver as a card with labelled bars', async () => {
    (window as unknown as { happyDOM: { setViewport: (s: object) => void } }).happyDOM.setViewport({
      width: 390,
      height: 844,
    });
    try {
      renderWithApp(<HosPage />, { url: '/app/dashboard/hos' });
      const cards = await screen.findByRole('list', { name: 'Drivers’ hours of service' });
      const card = (await within(cards).findByText('Rosa Delgado')).closest('li') as HTMLElement;
      expect(screen.queryByRole('table')).toBeNull();
      expect(within(card).getByText('Drive · 11 h')).toBeTruthy();
      expect(within(card).getByText('11-hour driving limit exceeded by 60 min at 17:30')).toBeTruthy();
    } finally {
      (window as unknown as { happyDOM: { setViewport: (s: object) => void } }).happyDOM.setViewport({
        width: 1024,
        height: 768,
      });
    }
  });
});
