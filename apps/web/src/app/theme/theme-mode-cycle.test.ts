import { describe, expect, it } from 'vitest';
import { nextThemeMode } from './theme-mode-cycle';

describe('nextThemeMode', () => {
  it('walks system, the other look, the same look, and back to system', () => {
    expect(nextThemeMode('system', 'light')).toEqual({ next: 'dark', label: 'Switch to dark mode' });
    expect(nextThemeMode('dark', 'light')).toEqual({ next: 'light', label: 'Switch to light mode' });
    expect(nextThemeMode('light', 'light')).toEqual({ next: 'system', label: 'Use system theme' });
  });

  it('starts from the look the system does not show on a dark system', () => {
    expect(nextThemeMode('system', 'dark').next).toBe('light');
    expect(nextThemeMode('light', 'dark').next).toBe('dark');
    expect(nextThemeMode('dark', 'dark').next).toBe('system');
  });
});
