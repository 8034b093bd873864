import { act, renderHook } from '@testing-library/react';
import { PLATFORM_TIME_ZONE } from '@tms/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionUser } from '../../test/session-user';
import { setAnonymous, setAuthenticated, setSessionUser } from '../app/session/session-store';
import { companyToday, sessionTimeZone, useToday } from './today';

const user = (company_time_zone: string) => sessionUser({ company_time_zone });

// 03:00 UTC on Nov 24 is still the evening of Nov 23 in Chicago, and already noon in Tokyo.
const NOW = new Date('2026-11-24T03:00:00Z');
const browserZone = process.env.TZ;

describe("today is the company's day, not the browser's", () => {
  beforeEach(() => {
    // The browser sits in Tokyo (a day ahead of Chicago at this instant).
    process.env.TZ = 'Asia/Tokyo';
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    act(() => setAnonymous());
    if (browserZone === undefined) delete process.env.TZ;
    else process.env.TZ = browserZone;
  });

  it('counts the day in the zone it is given', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('Asia/Tokyo');
    expect(companyToday(user('America/Chicago'))).toBe('2026-11-23');
    expect(companyToday(user('America/New_York'))).toBe('2026-11-23');
    expect(companyToday(user('Asia/Tokyo'))).toBe('2026-11-24');
    expect(companyToday(user('America/Chicago'), new Date('2026-11-24T06:00:00Z'))).toBe('2026-11-24');
  });

  it('falls back to the platform zone without a company', () => {
    expect(sessionTimeZone(null)).toBe(PLATFORM_TIME_ZONE);
    expect(companyToday(null)).toBe('2026-11-24');
  });

  it("follows the signed-in user's company zone, and a change of it", () => {
    act(() => setAuthenticated('access', user('America/Chicago')));
    const { result } = renderHook(() => useToday());
    expect(result.current).toBe('2026-11-23');
    act(() => setSessionUser(user('Asia/Tokyo')));
    expect(result.current).toBe('2026-11-24');
    act(() => setAnonymous());
    expect(result.current).toBe('2026-11-24');
  });
});
