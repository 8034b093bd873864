import { describe, expect, it } from 'vitest';
import { subscriptionLapsed } from './companies';

describe('subscriptionLapsed', () => {
  const at = (iso: string) => new Date(iso);
  it('keeps the last paid day, suspends from the next day (UTC)', () => {
    expect(subscriptionLapsed('2026-03-31', at('2026-03-31T23:59:59Z'))).toBe(false);
    expect(subscriptionLapsed('2026-03-31', at('2026-04-01T00:00:00Z'))).toBe(true);
  });
  it('never lapses without an end date', () => {
    expect(subscriptionLapsed(null)).toBe(false);
    expect(subscriptionLapsed(undefined)).toBe(false);
  });
});
