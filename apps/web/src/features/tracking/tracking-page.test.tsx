import { render, screen, within } from '@testing-library/react';
import type { PublicTracking } from '@tms/domain';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../../test/fetch';
import { TrackingPage, trackingTokenOf } from './tracking-page';

const answer: PublicTracking = {
  load_number: 'ACM-9',
  status: 'In Transit',
  stops: [
    {
      event_type: 'pickup',
      city: 'Tulsa',
      state: 'OK',
      appointment_time_lower: '2026-11-25T14:00:00.000Z',
      appointment_time_higher: '2026-11-25T16:00:00.000Z',
      completed_at: '2026-11-25T15:10:00.000Z',
    },
    {
      event_type: 'delivery',
      city: 'Nashville',
      state: 'TN',
      appointment_time_lower: '2026-11-27T15:00:00.000Z',
      appointment_time_higher: null,
      completed_at: null,
    },
  ],
  position: { lat: 35.1, lng: -90, at: new Date(Date.now() - 5 * 60_000).toISOString() },
  eta: '2026-11-27T14:30:00.000Z',
  carrier: { name: 'Acme Freight', phone: '555-0100' },
};

const fetchMock = stubFetch((url) => {
  if (url === '/api/public/tracking/good-token') return json(answer);
  return undefined;
});

describe('the public tracking page', () => {
  it('shows the carrier, the load, its status, ETA, last position and the stops in order', async () => {
    render(<TrackingPage pathname="/track/good-token" />);
    expect(await screen.findByRole('heading', { name: 'Load ACM-9' })).toBeTruthy();
    expect(screen.getByText('In Transit')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Acme Freight' }).getAttribute('src')).toBe(
      '/api/public/tracking/good-token/logo',
    );
    expect(screen.getByRole('link', { name: '555-0100' }).getAttribute('href')).toBe('tel:555-0100');
    expect(screen.getByText('5 minutes ago')).toBeTruthy();
    expect(screen.getByText(/^Nov 27, 2026, \d\d:30/)).toBeTruthy();
    const stops = within(screen.getByRole('list', { name: 'Stops' })).getAllByRole('listitem');
    expect(stops.map((s) => s.textContent)).toEqual([
      expect.stringMatching(/^Pickup · doneTulsa, OKAppointment: Nov 25, 2026, 08:00–10:00 CSTCompleted/),
      expect.stringMatching(/^DeliveryNashville, TNAppointment: Nov 27, 2026, 09:00 CST$/),
    ]);
    expect(fetchMock).toHaveBeenCalledWith('/api/public/tracking/good-token', expect.anything());
  });

  it('says so when the link is unknown, revoked or expired', async () => {
    render(<TrackingPage pathname="/track/old-token" />);
    expect(await screen.findByText(/This tracking link does not exist or has expired/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /Load/ })).toBeNull();
  });

  it('reads the token from the path', () => {
    expect(trackingTokenOf('/track/abc-DEF_1')).toBe('abc-DEF_1');
    expect(trackingTokenOf('/track/')).toBe('');
  });
});
