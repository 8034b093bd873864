import { describe, expect, it } from 'vitest';
import { createAppTheme } from './create-app-theme';

describe('createAppTheme motion', () => {
  it('animates by default', () => {
    const theme = createAppTheme('light');
    expect(theme.transitions.create('opacity')).toContain('opacity');
    expect(theme.transitions.duration.enteringScreen).toBeGreaterThan(0);
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(false);
  });

  it('holds everything still when the system asks for reduced motion', () => {
    const theme = createAppTheme('dark', 'reduced');
    expect(theme.transitions.create(['opacity', 'transform'])).toBe('none');
    expect(theme.transitions.duration.enteringScreen).toBe(0);
    expect(theme.transitions.duration.leavingScreen).toBe(0);
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
    expect(theme.palette.mode).toBe('dark');
  });
});
