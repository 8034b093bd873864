import { act, screen, waitFor } from '@testing-library/react';
import type { LoadEta as Eta } from '@tms/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../../test/fetch';
import { loadEta } from '../../../../test/load-eta';
import { renderWithApp } from '../../../../test/render';
import { sessionUser } from '../../../../test/session-user';

vi.mock('../../../app/session/use-session', async () => {
  const { capabilitiesOf } = await import('@tms/domain');
  return { useSession: () => ({ user: sessionUser(), capabilities: capabilitiesOf(['DISPATCHER']) }) };
});

const { LoadEta } = await import('./load-eta');

const eta = loadEta;

let features = ['telematics_integration'];
let answer: Eta[] = [eta()];
const fetchMock = stubFetch((url) => {
  if (url === '/api/company/features') return json({ features });
  if (url === '/api/tracking/etas?load_id=7') return json({ etas: answer });
  return undefined;
});
const etaCalls = () => fetchMock.mock.calls.filter(([url]) => url.startsWith('/api/tracking/etas'));

afterEach(() => vi.useRealTimers());

describe("the load page's ETA", () => {
  it('shows the state, the ETA in the stop’s zone, the miles left and the stop', async () => {
    features = ['telematics_integration'];
    answer = [eta({ includes_reset: true, state: 'at_risk' })];
    renderWithApp(<LoadEta load={{ id: 7 }} />);
    expect((await screen.findByTestId('load-eta')).textContent).toBe('At risk · ETA Nov 27 · 09:30 CT');
    expect(screen.getByText('212 mi to Nashville, TN · with a 10-hour rest')).toBeTruthy();
  });

  it('says there is no signal when the truck has not reported', async () => {
    answer = [eta({ eta: null, position: null, remaining_miles: null, state: 'no_signal' })];
    renderWithApp(<LoadEta load={{ id: 7 }} />);
    expect((await screen.findByTestId('load-eta')).textContent).toBe('No signal');
    expect(screen.getByText('No position yet')).toBeTruthy();
  });

  it('reads the ETA again every minute', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answer = [eta()];
    renderWithApp(<LoadEta load={{ id: 7 }} />);
    expect((await screen.findByTestId('load-eta')).textContent).toBe('On time · ETA Nov 27 · 09:30 CT');
    expect(etaCalls()).toHaveLength(1);
    answer = [eta({ state: 'late', eta: '2026-11-27T19:00:00.000Z' })];
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    await waitFor(() => expect(screen.getByTestId('load-eta').textContent).toBe('Late · ETA Nov 27 · 13:00 CT'));
    expect(etaCalls()).toHaveLength(2);
  });

  it('shows nothing for a load not on the road, and asks nothing without telematics', async () => {
    answer = [];
    renderWithApp(<LoadEta load={{ id: 7 }} />);
    await waitFor(() => expect(etaCalls()).toHaveLength(1));
    expect(screen.queryByTestId('load-eta')).toBeNull();

    fetchMock.mockClear();
    features = [];
    renderWithApp(<LoadEta load={{ id: 7 }} />);
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/company/features')).toBe(true));
    expect(etaCalls()).toEqual([]);
  });
});
