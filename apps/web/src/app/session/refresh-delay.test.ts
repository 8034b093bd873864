import { describe, expect, it } from 'vitest';
import { refreshDelaySeconds } from './refresh-delay';

describe('refreshDelaySeconds', () => {
  it('refreshes two minutes before expiry', () => {
    expect(refreshDelaySeconds(1800)).toBe(1680);
  });

  it('never waits less than a minute', () => {
    expect(refreshDelaySeconds(150)).toBe(60);
    expect(refreshDelaySeconds(30)).toBe(60);
  });
});
