import { describe, expect, it } from 'vitest';
import { relativeTimeText } from './relative-time';

const now = new Date('2026-03-10T12:00:00Z');
const at = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('relativeTimeText', () => {
  it('says how long ago, or how soon, in the largest whole unit', () => {
    expect(relativeTimeText(at(-20), now)).toBe('just now');
    expect(relativeTimeText(at(20), now)).toBe('in a moment');
    expect(relativeTimeText(at(-120), now)).toBe('2 minutes ago');
    expect(relativeTimeText(at(15 * 60), now)).toBe('in 15 minutes');
    expect(relativeTimeText(at(-3 * 3600), now)).toBe('3 hours ago');
    expect(relativeTimeText(at(-30 * 3600), now)).toBe('yesterday');
    expect(relativeTimeText(at(-400 * 86400), now)).toBe('last year');
  });
});
