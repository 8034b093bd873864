import { describe, expect, it } from 'vitest';
import { rememberedDestination } from './remembered-destination';

describe('rememberedDestination', () => {
  it('returns the full app location', () => {
    expect(rememberedDestination({ from: { pathname: '/app/settings', search: '?tab=2', hash: '' } })).toBe(
      '/app/settings?tab=2',
    );
  });

  it('ignores anything outside the app', () => {
    expect(rememberedDestination({ from: { pathname: '/login' } })).toBeUndefined();
    expect(rememberedDestination(null)).toBeUndefined();
    expect(rememberedDestination({ from: { pathname: 42 } })).toBeUndefined();
  });
});
