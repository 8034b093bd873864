import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../../test/fetch';
import { load } from '../../../../test/load';
import { renderWithApp } from '../../../../test/render';
import { sessionUser } from '../../../../test/session-user';
import { defaultEvent } from './event-rules';

vi.mock('../../../app/session/use-session', () => ({
  useSession: () => ({ user: sessionUser(), capabilities: new Set(['load_management', 'drivers_read']) }),
}));

const { HosTripWarning } = await import('./hos-trip-warning');

let features = ['telematics_integration'];
const fetchMock = stubFetch((url) => {
  if (url === '/api/company/features') return json({ features });
  if (url === '/api/loads/7') return json(load({ id: 7, driver_id: 3 }));
  if (url.startsWith('/api/drivers/3/hos/trip-check')) {
    const miles = Number(new URL(url, 'http://x').searchParams.get('miles'));
    return json({
      driver_id: 3,
      pickup_at: '2030-01-02T14:00:00.000Z',
      needed_minutes: miles * 1.2,
      available_minutes: 300,
      enough: miles * 1.2 <= 300,
      warning: miles * 1.2 > 300 ? 'The load needs 10h of driving at 50 mph; the driver has 5h by the pickup' : null,
    });
  }
  return undefined;
});

const pickup = { ...defaultEvent(1, '2030-01-02'), time_lower: '08:00' };
const checks = () => fetchMock.mock.calls.filter(([url]) => url.includes('trip-check')).map(([url]) => url);

describe('the hours-of-service warning in Rate & Cargo', () => {
  it("warns when the saved load's driver lacks the hours its miles need, asking with the pickup's time", async () => {
    features = ['telematics_integration'];
    renderWithApp(<HosTripWarning loadId={7} stops={[pickup]} loadedMiles="500" />);
    expect(await screen.findByTestId('hos-trip-warning')).toHaveProperty(
      'textContent',
      'Hours of service: The load needs 10h of driving at 50 mph; the driver has 5h by the pickup. The load can still be saved.',
    );
    expect(checks()[0]).toMatch(/miles=500&pickup_at=2030-01-0\dT\d\d%3A00%3A00/);
  });

  it('says nothing when the hours are enough, or without telematics', async () => {
    features = ['telematics_integration'];
    renderWithApp(<HosTripWarning loadId={7} stops={[pickup]} loadedMiles="200" />);
    await waitFor(() => expect(checks()).toHaveLength(1));
    expect(screen.queryByTestId('hos-trip-warning')).toBeNull();

    fetchMock.mockClear();
    features = [];
    renderWithApp(<HosTripWarning loadId={7} stops={[pickup]} loadedMiles="500" />);
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/company/features')).toBe(true));
    expect(checks()).toEqual([]);
  });
});
